import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import type { Group } from '../../api/schemas/organizations';
import { messages } from '../../messages';
import type { ResourceKey } from '../../state/freshness';
import { groupById, groupsResource } from '../../state/groups';
import { organizationUsersResource } from '../../state/organizations';
import { userResource, usersResource } from '../../state/users';
import { TOAST_DURATION } from '../../state/toasts';
import { groupFailure } from '../shared/failure';
import { organizationIdArg, pickOrganization } from '../organizations/pickOrganization';
import { textPicker } from '../shared/textPicker';
import { defineCommand, type CommandContext } from '../types';
import {
  chosenGroup,
  groupDescriptionArg,
  groupIdArg,
  groupNameArg,
  groupOnScreen,
  groupPicker,
  knownGroup,
  pickGroup,
} from './pickGroup';

const t = messages.groups;

interface GroupChange {
  name?: string;
  /** Undefined keeps the present description. */
  description?: string | null;
  /** True makes it the default group; the default flag cannot be switched off (another group takes it). */
  isDefault?: boolean;
}

/** `PUT …/groups/{id}` with the present values for what does not change. */
async function saveGroup(
  ctx: CommandContext,
  organizationId: number,
  groupId: number,
  change: GroupChange,
): Promise<Group> {
  try {
    const current = await groupById(ctx.store, ctx.api, organizationId, groupId);
    return await ctx.api.call(endpoints.groups.update, {
      params: { id: organizationId, groupId },
      body: {
        name: change.name ?? current.name,
        description: change.description === undefined ? (current.description ?? null) : change.description,
        ...(change.isDefault && !current.is_default ? { is_default: true } : {}),
      },
    });
  } catch (cause) {
    throw groupFailure(t.updateFailed, cause);
  }
}

/** A changed group: the organisation's groups (name, default flag), and the users, who carry their group. */
const groupChanged = ({ organizationId }: { organizationId: number }): ResourceKey[] => [
  groupsResource.at(organizationId),
  organizationUsersResource.at(organizationId),
  usersResource.at(),
  userResource.at(),
];

/** Edits a group's name and description, and can make it the default group. */
export const editGroup = defineCommand({
  id: 'groups.edit',
  title: t.edit,
  group: 'organizations',
  keywords: ['groep bewerken', 'edit group', 'groep hernoemen', 'rename group', 'beschrijving'],
  args: z.object({
    organizationId: organizationIdArg,
    groupId: groupIdArg,
    name: groupNameArg,
    description: groupDescriptionArg.optional(),
    isDefault: z.boolean().optional(),
  }),
  argPickers: {
    organizationId: pickOrganization,
    groupId: pickGroup,
    name: textPicker(t.namePicker, t.renameTo, (ctx, args) => {
      const organizationId = organizationIdArg.safeParse(args.organizationId);
      return organizationId.success
        ? knownGroup(ctx, organizationId.data, chosenGroup(args))?.name
        : undefined;
    }),
  },
  screenArgs: groupOnScreen,
  contexts: ['organizationDetail'],
  invalidates: groupChanged,
  run: async ({ organizationId, groupId, name, description, isDefault }, ctx) => {
    const saved = await saveGroup(ctx, organizationId, groupId, { name, description, isDefault });
    ctx.notify({ kind: 'success', message: t.updated(saved.name), durationMs: TOAST_DURATION.long });
  },
});

/** Makes another group the organisation's default group (there is exactly one). */
export const setDefaultGroup = defineCommand({
  id: 'groups.setDefault',
  title: t.setDefault,
  group: 'organizations',
  keywords: ['standaardgroep', 'default group', 'standaard maken', 'make default'],
  args: z.object({ organizationId: organizationIdArg, groupId: groupIdArg }),
  argPickers: { organizationId: pickOrganization, groupId: groupPicker(t.pickGroup, (g) => !g.is_default) },
  screenArgs: groupOnScreen,
  contexts: ['organizationDetail'],
  invalidates: groupChanged,
  run: async ({ organizationId, groupId }, ctx) => {
    const saved = await saveGroup(ctx, organizationId, groupId, { isDefault: true });
    ctx.notify({ kind: 'success', message: t.madeDefault(saved.name), durationMs: TOAST_DURATION.long });
  },
});
