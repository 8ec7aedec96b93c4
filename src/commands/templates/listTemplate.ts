import { z } from 'zod';
import type { DisabledTemplate, MeetingType } from '../../api/schemas/templates';
import type { ScreenId } from '../../state/screen';
import { organizationIdArg, organizationOnScreen, pickOrganization } from '../organizations/pickOrganization';
import { onScreenUser, userIdArg, userPicker } from '../users/pickUser';
import type { ArgPicker, CommandContext } from '../types';
import {
  knownOrganizationDisabled,
  knownOrganizationTemplate,
  knownUserDisabled,
  knownUserTemplate,
  parsedIds,
  templateIdArg,
} from './pickTemplate';

/**
 * What every command on one template of a user's list declares alike: the group, the user and the template as
 * arguments (the user on screen or picked first, then the template by `templatePicker`), its screen.
 */
export const userListTemplate = (templatePicker: ArgPicker) => ({
  group: 'templates' as const,
  args: z.object({ userId: userIdArg, templateId: templateIdArg }),
  argPickers: { userId: userPicker, templateId: templatePicker },
  screenArgs: onScreenUser,
  contexts: ['userDetail'] as ScreenId[],
});

/** The same for one template of an organisation's list. */
export const organizationListTemplate = (templatePicker: ArgPicker) => ({
  group: 'templates' as const,
  args: z.object({ organizationId: organizationIdArg, templateId: templateIdArg }),
  argPickers: { organizationId: pickOrganization, templateId: templatePicker },
  screenArgs: organizationOnScreen,
  contexts: ['organizationDetail'] as ScreenId[],
});

/** What is loaded of the template the arguments name: in the owner's list, or switched off for the owner. */
export interface KnownTemplate {
  template: MeetingType | undefined;
  disabled: DisabledTemplate | undefined;
}

type Args = Readonly<Record<string, unknown>>;

/** For `when`: the user's template the arguments name, as loaded; null until both ids parse. */
export function knownForUser(args: Args, ctx: CommandContext): KnownTemplate | null {
  const ids = parsedIds(args, 'userId', 'templateId');
  return (
    ids && {
      template: knownUserTemplate(ctx, ids.userId, ids.templateId),
      disabled: knownUserDisabled(ctx, ids.userId, ids.templateId),
    }
  );
}

/** For `when`: the organisation's template the arguments name, as loaded; null until both ids parse. */
export function knownForOrganization(args: Args, ctx: CommandContext): KnownTemplate | null {
  const ids = parsedIds(args, 'organizationId', 'templateId');
  return (
    ids && {
      template: knownOrganizationTemplate(ctx, ids.organizationId, ids.templateId),
      disabled: knownOrganizationDisabled(ctx, ids.organizationId, ids.templateId),
    }
  );
}
