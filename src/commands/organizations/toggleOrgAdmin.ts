import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { organizationUsers, organizationUsersResource } from '../../state/organizations';
import { userResource, usersResource } from '../../state/users';
import { userIdArg } from '../users/pickUser';
import { defineCommand } from '../types';
import { failure } from '../shared/failure';
import { pickOrganizationMember } from './pickMember';
import { organizationIdArg, organizationOnScreen, pickOrganization } from './pickOrganization';

const t = messages.organizations;

const ID = 'organizations.toggleOrgAdmin';

/**
 * Makes a member organisation admin or plain user (`Organisatie Admin` / `Gebruiker`). Without `isOrgAdmin`
 * it flips the present state; the toast offers to switch back.
 */
export const toggleOrgAdmin = defineCommand({
  id: ID,
  title: t.toggleOrgAdmin,
  group: 'organizations',
  keywords: ['organisatie admin', 'org admin', 'beheerder', 'rechten', 'make admin', 'toggle admin'],
  args: z.object({
    organizationId: organizationIdArg,
    userId: userIdArg,
    isOrgAdmin: z.boolean().optional(),
  }),
  argPickers: { organizationId: pickOrganization, userId: pickOrganizationMember },
  screenArgs: organizationOnScreen,
  contexts: ['organizationDetail'],
  invalidates: ({ organizationId, userId }) => [
    organizationUsersResource.at(organizationId),
    usersResource.at(),
    userResource.at(userId),
  ],
  run: async ({ organizationId, userId, isOrgAdmin }, ctx) => {
    let changed;
    try {
      const member = (await organizationUsers(ctx.store, ctx.api, organizationId)).find(
        (u) => u.id === userId,
      );
      const next = isOrgAdmin ?? !member?.is_org_admin;
      changed = await ctx.api.call(endpoints.organizations.setOrgAdmin, {
        params: { id: organizationId, userId },
        body: { is_org_admin: next },
      });
    } catch (cause) {
      throw failure(t.updateUserFailed, cause);
    }
    ctx.notify({
      kind: 'success',
      message: changed.is_org_admin ? t.madeOrgAdmin(changed.username) : t.madeUser(changed.username),
      undo: {
        commandId: ID,
        args: { organizationId, userId, isOrgAdmin: !changed.is_org_admin },
      },
    });
  },
});
