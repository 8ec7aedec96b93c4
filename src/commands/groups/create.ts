import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { groupsResource } from '../../state/groups';
import { TOAST_DURATION } from '../../state/toasts';
import { groupFailure } from '../shared/failure';
import { organizationIdArg, organizationOnScreen, pickOrganization } from '../organizations/pickOrganization';
import { textPicker } from '../shared/textPicker';
import { defineCommand } from '../types';
import { groupDescriptionArg, groupNameArg } from './pickGroup';

const t = messages.groups;

/** Creates a group in an organisation; `isDefault` makes it the default group (the flag moves). */
export const createGroup = defineCommand({
  id: 'groups.create',
  title: t.create,
  group: 'organizations',
  keywords: ['nieuwe groep', 'new group', 'groep aanmaken', 'create group', 'team'],
  args: z.object({
    organizationId: organizationIdArg,
    name: groupNameArg,
    description: groupDescriptionArg.optional(),
    isDefault: z.boolean().optional(),
  }),
  argPickers: { organizationId: pickOrganization, name: textPicker(t.namePicker, t.createAs) },
  screenArgs: organizationOnScreen,
  contexts: ['organizationDetail'],
  invalidates: ({ organizationId }) => [groupsResource.at(organizationId)],
  run: async ({ organizationId, name, description, isDefault }, ctx) => {
    let created;
    try {
      created = await ctx.api.call(endpoints.groups.create, {
        params: { id: organizationId },
        body: { name, description: description ?? null, is_default: isDefault ?? false },
      });
    } catch (cause) {
      throw groupFailure(t.createFailed, cause);
    }
    ctx.notify({ kind: 'success', message: t.created(created.name), durationMs: TOAST_DURATION.long });
  },
});
