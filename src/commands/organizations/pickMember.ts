import type { User } from '../../api/schemas/users';
import { messages } from '../../messages';
import { organizationUsers, organizationUsersAtom } from '../../state/organizations';
import { ensureUsers, filterUsers } from '../../state/users';
import { USER_SUGGESTIONS, userOption } from '../users/pickUser';
import type { ArgPicker, CommandContext } from '../types';
import { chosenOrganization } from './pickOrganization';

const t = messages.organizations;

/** A user of the chosen organisation, by username or e-mail. */
export const pickOrganizationMember: ArgPicker = {
  title: t.pickMember,
  options: async (ctx, query, args) =>
    filterUsers(
      await organizationUsers(ctx.store, ctx.api, chosenOrganization(args)),
      query,
      USER_SUGGESTIONS,
    ).map(userOption),
};

/** A user who is not in the chosen organisation yet, by username or e-mail. */
export const pickUserOutside: ArgPicker = {
  title: t.pickNewUser,
  options: async (ctx, query, args) => {
    const organizationId = chosenOrganization(args);
    const outside = (await ensureUsers(ctx.store, ctx.api)).filter(
      (user: User) => user.organization_id !== organizationId,
    );
    return filterUsers(outside, query, USER_SUGGESTIONS).map(userOption);
  },
};

/** A member of the organisation as loaded (for confirmation texts); its id when not loaded. */
export function memberName(ctx: CommandContext, organizationId: number, userId: number): string {
  const member = ctx.store.get(organizationUsersAtom)[organizationId]?.data?.find((u) => u.id === userId);
  return member?.username ?? `#${userId}`;
}
