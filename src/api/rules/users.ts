import type { Role } from '../schemas/auth';

/** Why an administrator may not act on an account, worded once in `userRefusalTexts`. */
export type UserActionRefusal = 'self' | 'superuserProtected' | 'platformProtected';

/**
 * The refusals in words, as the console's commands give them and the server answers them (403, and 409 for
 * one's own account, worded by what is refused).
 */
export const userRefusalTexts = {
  blockSelf: 'Je kunt je eigen account niet blokkeren.',
  deleteSelf: 'Je kunt je eigen account niet verwijderen.',
  superuserProtected: 'Alleen een superuser kan een superuser wijzigen, blokkeren of verwijderen.',
  platformProtected:
    'Een organisatiebeheerder kan een platformbeheerder niet wijzigen, blokkeren of resetten.',
} as const;

export interface Actor {
  id: number;
  role: Role;
}

export interface TargetUser {
  id: number;
  is_superuser?: boolean | undefined;
  is_admin?: boolean | undefined;
}

/**
 * Only a superuser may change, block, unblock, delete or reset the password of a superuser; an organisation
 * administrator may not act on a platform administrator (is_admin or superuser), not even in their organisation.
 */
export function mayManageUser(actor: Actor, target: TargetUser): UserActionRefusal | null {
  if (actor.role === 'org_admin' && (target.is_admin === true || target.is_superuser === true))
    return 'platformProtected';
  return target.is_superuser === true && actor.role !== 'superuser' ? 'superuserProtected' : null;
}

/**
 * What an organisation administrator may not change in a user (`PUT users/{id}`): platform rights and the
 * organisation. Answers the first such field sent, or null.
 */
export function privilegedChange(
  actor: Actor,
  change: { is_admin?: boolean | undefined; organization_name?: string | null | undefined },
  current: { is_admin: boolean; organization_name: string | null },
): 'is_admin' | 'organization' | null {
  if (actor.role !== 'org_admin') return null;
  if (change.is_admin !== undefined && change.is_admin !== current.is_admin) return 'is_admin';
  const name = (value: string | null | undefined) => value?.trim().toLowerCase() || null;
  if (
    change.organization_name !== undefined &&
    name(change.organization_name) !== name(current.organization_name)
  )
    return 'organization';
  return null;
}

/** Nobody blocks or deletes their own account (they would lock themselves out); the superuser rule applies too. */
export function mayBlockOrDeleteUser(actor: Actor, target: TargetUser): UserActionRefusal | null {
  if (actor.id === target.id) return 'self';
  return mayManageUser(actor, target);
}
