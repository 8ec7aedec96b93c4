import { DEFAULT_EXPIRES_IN, type TokenSet } from './schemas/auth';
import type { Session } from './session';

/** A new session from a (zod-parsed) token set: expiry = now + expires_in seconds (3600 when missing). */
export function sessionFromTokens(serverUrl: string, tokens: TokenSet, now: number): Session {
  const seconds = tokens.expires_in > 0 ? tokens.expires_in : DEFAULT_EXPIRES_IN;
  return { serverUrl, tokens, expiresAt: now + seconds * 1000 };
}
