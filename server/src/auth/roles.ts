import type { Role } from '../../../src/api/schemas/auth';

export interface RoleFlags {
  is_superuser: boolean;
  is_admin: boolean;
  is_org_admin: boolean;
}

/** The single role a user acts with: the highest of their flags. */
export function roleOf(user: RoleFlags): Role {
  if (user.is_superuser) return 'superuser';
  if (user.is_admin) return 'admin';
  if (user.is_org_admin) return 'org_admin';
  return 'user';
}

/** Whether `actual` may use a route open to `allowed`; a superuser may use every route. */
export function roleAllows(actual: Role, allowed: readonly Role[]): boolean {
  return actual === 'superuser' || allowed.includes(actual);
}
