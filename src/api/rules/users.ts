import type { Role } from '../schemas/auth';

/** Why an administrator may not act on an account; the console and the server each word it in Dutch. */
export type UserActionRefusal = 'self' | 'superuserProtected';

export interface Actor {
  id: number;
  role: Role;
}

export interface TargetUser {
  id: number;
  is_superuser?: boolean | undefined;
}

/** Only a superuser may change, block, unblock, delete or reset the password of a superuser. */
export function mayManageUser(actor: Actor, target: TargetUser): UserActionRefusal | null {
  return target.is_superuser === true && actor.role !== 'superuser' ? 'superuserProtected' : null;
}

/** Nobody blocks or deletes their own account (they would lock themselves out); the superuser rule applies too. */
export function mayBlockOrDeleteUser(actor: Actor, target: TargetUser): UserActionRefusal | null {
  if (actor.id === target.id) return 'self';
  return mayManageUser(actor, target);
}
