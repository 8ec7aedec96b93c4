import type { Context, MiddlewareHandler } from 'hono';
import type { Role } from '../../../src/api/schemas/auth';
import type { AppDeps } from '../deps';
import type { AppEnv, AuthUser } from '../http/env';
import { ApiError } from '../http/errors';
import { messages } from '../messages';
import { roleAllows, roleOf } from './roles';
import { verifyAccessToken } from './tokens';

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(c: Context): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  return match?.[1] ?? null;
}

/** Reads the user behind a valid access token, fresh from the database, so blocking or demoting applies at once. */
async function authenticate(deps: AppDeps, c: Context<AppEnv>): Promise<AuthUser> {
  const token = bearerToken(c);
  if (!token) throw new ApiError(401, messages.auth.missingToken);
  const userId = await verifyAccessToken(deps.jwtSecret, token);
  if (userId === null) throw new ApiError(401, messages.auth.invalidToken);
  const row = await deps.db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'email',
      'is_active',
      'is_superuser',
      'is_admin',
      'is_org_admin',
      'organization_id',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row || !row.is_active) throw new ApiError(401, messages.auth.invalidToken);
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: roleOf(row),
    organizationId: row.organization_id,
  };
}

/**
 * The signed-in user of the request (missing or bad token: 401), looked up once per request and kept in
 * `c.var.user`, so the `/api/admin/*` floor and an endpoint's access rule cost one query together.
 */
export async function currentUser(deps: AppDeps, c: Context<AppEnv>): Promise<AuthUser> {
  let user = c.get('user') as AuthUser | undefined;
  if (!user) {
    user = await authenticate(deps, c);
    c.set('user', user);
  }
  return user;
}

/**
 * `requireRole('org_admin', 'admin')`: middleware that lets a request through only with a valid access token
 * of an active user whose current role is one of `allowed` (a superuser always passes). Missing or bad
 * token: 401; wrong role: 403.
 */
export function createGuard(deps: AppDeps) {
  return function requireRole(...allowed: Role[]): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      const user = await currentUser(deps, c);
      if (!roleAllows(user.role, allowed)) throw new ApiError(403, messages.auth.forbidden);
      await next();
    };
  };
}
