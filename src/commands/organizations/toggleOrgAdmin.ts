import { z } from 'zod';
import { user } from '../../api/schemas/users';
import { messages } from '../../messages';
import { organizationPath, organizationUsers } from '../../state/organizations';
import { userIdArg } from '../users/pickUser';
import { defineCommand } from '../types';
import { afterMembershipChange } from './addUsers';
import { failure } from '../shared/failure';
import { pickOrganizationMember } from './pickMember';
import { organizationIdArg, organizationOnScreen, pickOrganization } from './pickOrganization';

const t = messages.organizations;

/**
 * Makes a member organisation admin or plain user (`Organisatie Admin` / `Gebruiker`). Without `isOrgAdmin`
 * it flips the present state; the toast offers to switch back.
 */
export const toggleOrgAdmin = defineCommand({
  id: 'organizations.toggleOrgAdmin',
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
  run: async ({ organizationId, userId, isOrgAdmin }, ctx) => {
    let changed;
    try {
      const member = (await organizationUsers(ctx.store, ctx.api, organizationId)).find(
        (u) => u.id === userId,
      );
      const next = isOrgAdmin ?? !member?.is_org_admin;
      changed = await ctx.api.put(`${organizationPath(organizationId)}/users/${userId}`, {
        json: { is_org_admin: next },
        schema: user,
      });
    } catch (cause) {
      throw failure(t.updateUserFailed, cause);
    }
    ctx.notify({
      kind: 'success',
      message: changed.is_org_admin ? t.madeOrgAdmin(changed.username) : t.madeUser(changed.username),
      undo: {
        commandId: 'organizations.toggleOrgAdmin',
        args: { organizationId, userId, isOrgAdmin: !changed.is_org_admin },
      },
    });
    await afterMembershipChange(ctx, organizationId);
  },
});
