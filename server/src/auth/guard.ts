import type { Context, MiddlewareHandler } from 'hono';
import type { Role } from '../../../src/api/schemas/auth';
import type { AppDeps } from '../deps';
import type { AppEnv, AuthUser } from '../http/env';
import { ApiError } from '../http/errors';
import { messages } from '../messages';
import { roleAllows, roleOf } from './roles';
import { checkSession } from './sessions';
import { verifyAccessToken } from './tokens';

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(c: Context): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  return match?.[1] ?? null;
}

/**
 * Reads the user behind a valid access token and its session, fresh from the database in one query, so
 * signing out, ending a session, blocking or demoting applies at once on every API process.
 */
async function authenticate(deps: AppDeps, c: Context<AppEnv>): Promise<AuthUser> {
  const token = bearerToken(c);
  if (!token) throw new ApiError(401, messages.auth.missingToken);
  const claims = await verifyAccessToken(deps.jwtSecret, token);
  if (claims === null) throw new ApiError(401, messages.auth.invalidToken);
  const row = await checkSession(deps.db, claims.userId, claims.sessionId, deps.config.sessions);
  if (!row) throw new ApiError(401, messages.sessions.ended);
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: roleOf(row),
    organizationId: row.organization_id,
    sessionId: claims.sessionId,
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
