import { z } from 'zod';
import { groupWrite, type Group } from '../../api/schemas/organizations';
import { messages } from '../../messages';
import { groupsAtom, organizationGroups } from '../../state/groups';
import type { ScreenContext } from '../../state/screen';
import { chosenOrganization, matchesQuery } from '../organizations/pickOrganization';
import { bodyTextField } from '../shared/bodyField';
import type { ArgPicker, CommandContext } from '../types';

const t = messages.groups;

export const groupIdArg = z.coerce.number().int().positive();

/** Group name as the server takes it (`groupWrite`): trimmed, required. */
const name = bodyTextField(groupWrite, 'name', { name: { '*': t.nameRequired } });

export const groupNameArg = name.arg;

/**
 * Description as the server takes it (`groupWrite`): trimmed, empty becomes null. Used as
 * `.optional()`: absent stays absent (an edit keeps the present description).
 */
export const groupDescriptionArg = groupWrite.shape.description;

/** The dialog's check before it runs the command: the message to show, or null. */
export const groupNameError = (value: string): string | null => name.error(value);

/** The groups of the organisation chosen before (or on screen), by name; `only` narrows them. */
export function groupPicker(title: string, only: (group: Group) => boolean = () => true): ArgPicker {
  return {
    title,
    options: async (ctx, query, args) =>
      (await organizationGroups(ctx.store, ctx.api, chosenOrganization(args)))
        .filter((g) => only(g) && matchesQuery(query, g.name, g.description))
        .map((g) => ({
          value: String(g.id),
          label: g.name,
          description: g.is_default ? t.defaultBadge : (g.description ?? undefined),
        })),
  };
}

export const pickGroup = groupPicker(t.pickGroup);

/** On an organisation's detail screen: that organisation, and the group whose details are open. */
export function groupOnScreen(screen: ScreenContext): Record<string, unknown> {
  return screen.screen === 'organizationDetail'
    ? { organizationId: screen.ids.organizationId, groupId: screen.ids.groupId }
    : {};
}

/** The group chosen before a later picker (a member picker). */
export function chosenGroup(args: Readonly<Record<string, unknown>>): number {
  return groupIdArg.parse(args.groupId);
}

/** The group as loaded, for texts and edits. */
export function knownGroup(ctx: CommandContext, organizationId: number, groupId: number): Group | undefined {
  return ctx.store.get(groupsAtom)[organizationId]?.data?.find((g) => g.id === groupId);
}

/** The group's name for texts (confirmations); its id when it is not loaded. */
export function groupName(ctx: CommandContext, organizationId: number, groupId: number): string {
  return knownGroup(ctx, organizationId, groupId)?.name ?? `#${groupId}`;
}
