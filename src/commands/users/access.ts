import {
  mayBlockOrDeleteUser,
  mayManageUser,
  type Actor,
  type UserActionRefusal,
} from '../../api/rules/users';
import { idParam } from '../../api/schemas/common';
import { messages } from '../../messages';
import { claimsAtom } from '../../state/claims';
import type { Store } from '../../state/store';
import { knownUser } from '../../state/users';
import type { Availability, CommandContext } from '../types';

const r = messages.users.refusals;

/** The signed-in administrator as the shared rules see them (id from the token's `sub`); null when unknown. */
export function signedInActor(store: Store): Actor | null {
  const claims = store.get(claimsAtom);
  const id = Number(claims?.sub);
  if (!claims?.role || !Number.isInteger(id) || id <= 0) return null;
  return { id, role: claims.role };
}

type Rule = typeof mayManageUser;

/**
 * A `when` for a command on one user, from a shared rule (`api/rules/users`): the same refusal the server
 * gives, worded as the server words it (`self` per action). Available while the user or the signed-in
 * administrator is not known yet; the server still decides.
 */
export function userRule(rule: Rule, selfText: string = r.superuserProtected) {
  return (args: { userId?: unknown }, ctx: CommandContext): Availability => {
    // Parsed arguments carry a number; while they do not parse yet, what is known (a route's text).
    const parsed = idParam.safeParse(args.userId);
    if (!parsed.success) return true;
    const userId = parsed.data;
    const actor = signedInActor(ctx.store);
    if (!actor) return true;
    const known = knownUser(ctx.store, userId);
    const refusal: UserActionRefusal | null = rule(actor, {
      id: userId,
      is_superuser: known?.is_superuser,
      is_admin: known?.is_admin,
    });
    if (refusal === null) return true;
    const reasons: Record<UserActionRefusal, string> = {
      self: selfText,
      superuserProtected: r.superuserProtected,
      platformProtected: r.platformProtected,
    };
    return { reason: reasons[refusal] };
  };
}

/** Change, unblock, reset the password: a superuser only by a superuser, a platform administrator not by an organisation administrator. */
export const mayManage = userRule(mayManageUser);

/** Block or delete: not one's own account (`selfText`), a superuser only by a superuser. */
export const mayBlockOrDelete = (selfText: string) => userRule(mayBlockOrDeleteUser, selfText);
