import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { failure } from '../shared/failure';
import { userIdArg } from '../users/pickUser';
import { defineCommand } from '../types';
import { membershipChanged } from './membership';
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
  // The user leaves the organisation and its group too (member counts change).
  invalidates: ({ organizationId, userId }) => membershipChanged(organizationId, [userId]),
  run: async ({ organizationId, userId }, ctx) => {
    const username = memberName(ctx, organizationId, userId);
    try {
      await ctx.api.call(endpoints.organizations.removeUser, { params: { id: organizationId, userId } });
    } catch (cause) {
      throw failure(t.removeUserFailed, cause);
    }
    ctx.notify({ kind: 'success', message: t.userRemoved(username) });
  },
});
