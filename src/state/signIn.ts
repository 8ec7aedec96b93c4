import { decodeAccessClaims } from '../api/jwt';
import { errorMessage, LoginError } from '../api/errors';
import { login } from '../api/login';
import type { HttpOptions } from '../api/http';
import { sessionFromTokens } from '../api/tokens';
import { messages } from '../messages';
import { href, routes } from './routes';
import { lastServerUrlAtom, sessionAtom } from './session';
import type { SignInEvent } from './signInMachine';
import type { Store } from './store';

/** Where the shell starts after signing in: the dashboard (`/`). */
export const firstScreenPath = () => href(routes.dashboard);

export interface SignInInput {
  serverUrl: string;
  username: string;
  password: string;
  code?: string;
}

export interface SignInOptions extends HttpOptions {
  now?: () => number;
}

/**
 * Performs the sign-in: `POST login`, then, for a token set, checks the role (a plain `user` may not enter),
 * stores the session and remembers the server URL. Returns the event for `signInReducer`; never throws.
 */
export async function signIn(
  store: Store,
  input: SignInInput,
  options: SignInOptions = {},
): Promise<SignInEvent> {
  const code = input.code?.trim();
  try {
    const result = await login(
      input.serverUrl,
      { username: input.username.trim(), password: input.password, ...(code ? { code } : {}) },
      options,
    );
    if (result.kind === 'twoFactorRequired') return { type: 'codeRequired', message: result.message };
    const claims = decodeAccessClaims(result.tokens.access_token);
    if (!claims) return { type: 'failed', message: messages.errors.unexpectedResponse };
    if (claims.role === 'user') return { type: 'forbidden' };
    const now = (options.now ?? Date.now)();
    store.set(sessionAtom, sessionFromTokens(result.serverUrl, result.tokens, now));
    store.set(lastServerUrlAtom, result.serverUrl);
    return { type: 'succeeded' };
  } catch (error) {
    // The authentication-error handler of a failed login: no session may remain.
    store.set(sessionAtom, null);
    // No Werkbank server answered: the address is what to check, not the credentials.
    if (error instanceof LoginError && error.failure !== 'refused') {
      return { type: 'addressFailed', message: error.message };
    }
    return { type: 'failed', message: errorMessage(error) };
  }
}
