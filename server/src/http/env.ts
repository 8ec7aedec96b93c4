import type { HttpBindings } from '@hono/node-server';
import type { Role } from '../../../src/api/schemas/auth';

/** The signed-in user of an admin request, as re-read from the database by the guard. */
export interface AuthUser {
  id: number;
  username: string;
  email: string;
  role: Role;
  organizationId: number | null;
  /** The session of the request's access token. */
  sessionId: string;
}

/** Hono environment of the whole app: Node bindings, and the user once the guard has let the request in. */
export interface AppEnv {
  Bindings: HttpBindings;
  /** `trustProxy`: how many proxies' `X-Forwarded-For` entries to trust (TRUST_PROXY), set for every request. */
  Variables: { user: AuthUser; trustProxy: number };
}
