import { z } from 'zod';
import { addUsersResult } from '../../api/schemas/organizations';
import { messages } from '../../messages';
import { organizationPath, reloadMembership } from '../../state/organizations';
import { loadUsers, usersAtom } from '../../state/users';
import { userIdArg } from '../users/pickUser';
import { failure } from '../shared/failure';
import { defineCommand, type ArgPicker, type CommandContext } from '../types';
import { pickUserOutside } from './pickMember';
import { organizationIdArg, organizationOnScreen, pickOrganization } from './pickOrganization';

const t = messages.organizations;

/** One id (from the palette) or several (from the dialog); at least one (spec 5). */
const userIdsArg = z.preprocess(
  (value) => (value === undefined || Array.isArray(value) ? value : [value]),
  z.array(userIdArg).min(1, t.selectAtLeastOne),
);

/** Whether the added users become organisation admins: a boolean, or `true`/`false` from the picker. */
export const makeAdminArg = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean(),
);

export const pickRole: ArgPicker = {
  title: t.pickRole,
  options: async () => [
    { value: 'false', label: t.roleUser },
    { value: 'true', label: t.roleOrgAdmin },
  ],
};

/** After users moved into an organisation: its users and counts, and the user list when it is loaded. */
export async function afterMembershipChange(ctx: CommandContext, organizationId: number): Promise<void> {
  await Promise.all([
    reloadMembership(ctx.store, ctx.api, organizationId),
    ctx.store.get(usersAtom).data ? loadUsers(ctx.store, ctx.api) : undefined,
  ]).catch(() => undefined);
}

/** Adds existing users to an organisation, optionally as organisation admins. */
export const addUsersToOrganization = defineCommand({
  id: 'organizations.addUsers',
  title: t.addUsers,
  group: 'organizations',
  keywords: ['gebruikers toevoegen', 'add users', 'leden', 'members', 'organisation', 'koppelen'],
  args: z.object({ organizationId: organizationIdArg, userIds: userIdsArg, makeAdmin: makeAdminArg }),
  argPickers: { organizationId: pickOrganization, userIds: pickUserOutside, makeAdmin: pickRole },
  screenArgs: organizationOnScreen,
  contexts: ['organizationDetail'],
  run: async ({ organizationId, userIds, makeAdmin }, ctx) => {
    let added;
    try {
      added = await ctx.api.post(`${organizationPath(organizationId)}/users/add`, {
        json: { user_ids: userIds, make_admin: makeAdmin },
        schema: addUsersResult,
      });
    } catch (cause) {
      throw failure(t.addUsersFailed, cause);
    }
    ctx.notify({ kind: 'success', message: t.usersAdded(added.added.length) });
    await afterMembershipChange(ctx, organizationId);
  },
});
