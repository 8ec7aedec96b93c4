import { z } from 'zod';
import { messages } from '../../messages';
import { groupsAtom, loadGroups } from '../../state/groups';
import { organizationPath } from '../../state/organizations';
import { failure } from '../shared/failure';
import { userIdArg } from '../users/pickUser';
import { defineCommand } from '../types';
import { afterMembershipChange } from './addUsers';
import { memberName, pickOrganizationMember } from './pickMember';
import {
  organizationIdArg,
  organizationName,
  organizationOnScreen,
  pickOrganization,
} from './pickOrganization';

const t = messages.organizations;

/** Takes a user out of an organisation (and its group) after confirmation; the account stays. */
export const removeUserFromOrganization = defineCommand({
  id: 'organizations.removeUser',
  title: t.removeUser,
  group: 'organizations',
  keywords: ['gebruiker verwijderen', 'remove user', 'lid verwijderen', 'ontkoppelen', 'unlink member'],
  args: z.object({ organizationId: organizationIdArg, userId: userIdArg }),
  argPickers: { organizationId: pickOrganization, userId: pickOrganizationMember },
  screenArgs: organizationOnScreen,
  contexts: ['organizationDetail'],
  confirm: ({ organizationId, userId }, ctx) => ({
    title: t.removeUserTitle,
    description: t.removeUserDescription(
      memberName(ctx, organizationId, userId),
      organizationName(ctx, organizationId),
    ),
    confirmLabel: t.removeConfirm,
  }),
  run: async ({ organizationId, userId }, ctx) => {
    const username = memberName(ctx, organizationId, userId);
    try {
      await ctx.api.delete(`${organizationPath(organizationId)}/users/${userId}`);
    } catch (cause) {
      throw failure(t.removeUserFailed, cause);
    }
    ctx.notify({ kind: 'success', message: t.userRemoved(username) });
    await afterMembershipChange(ctx, organizationId);
    // The user left their group too: the member counts change.
    if (ctx.store.get(groupsAtom)[organizationId]?.data) {
      await loadGroups(ctx.store, ctx.api, organizationId).catch(() => undefined);
    }
  },
});
