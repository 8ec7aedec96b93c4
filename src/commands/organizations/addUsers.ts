import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { userIdArg } from '../users/pickUser';
import { failure } from '../shared/failure';
import { defineCommand, type ArgPicker } from '../types';
import { membershipChanged } from './membership';
import { pickUserOutside } from './pickMember';
import { organizationIdArg, organizationOnScreen, pickOrganization } from './pickOrganization';

const t = messages.organizations;

/** One id (from the palette) or several (from the dialog); at least one. */
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

/** Adds existing users to an organisation, optionally as organisation admins. */
export const addUsersToOrganization = defineCommand({
  id: 'organizations.addUsers',
  calls: [endpoints.organizations.addUsers],
  title: t.addUsers,
  group: 'organizations',
  keywords: ['gebruikers toevoegen', 'add users', 'leden', 'members', 'organisation', 'koppelen'],
  args: z.object({ organizationId: organizationIdArg, userIds: userIdsArg, makeAdmin: makeAdminArg }),
  argPickers: { organizationId: pickOrganization, userIds: pickUserOutside, makeAdmin: pickRole },
  screenArgs: organizationOnScreen,
  contexts: ['organizationDetail'],
  // The users may come from another organisation, which they leave.
  invalidates: ({ userIds }) => membershipChanged(undefined, userIds),
  run: async ({ organizationId, userIds, makeAdmin }, ctx) => {
    let added;
    try {
      added = await ctx.api.call(endpoints.organizations.addUsers, {
        params: { id: organizationId },
        body: { user_ids: userIds, make_admin: makeAdmin },
      });
    } catch (cause) {
      throw failure(t.addUsersFailed, cause);
    }
    ctx.notify({ kind: 'success', message: t.usersAdded(added.added.length) });
  },
});
