import type { TokenSet } from './schemas/auth';

/** localStorage keys. */
export const SESSION_KEY = 'werkbank.session';
export const LAST_SERVER_URL_KEY = 'werkbank.lastServerUrl';

/**
 * The session kept in the browser: token set, server URL and expiry time (epoch ms).
 *
 * This module is deliberately free of zod: the sign-in screen reads the stored session at start-up, and
 * zod (about 30 kB gzip) loads only with the first sign-in or the shell. Token sets from the server are
 * parsed with the shared zod schema (`tokenSet`) before they become a session (see `tokens.ts`).
 */
export interface Session {
  serverUrl: string;
  tokens: TokenSet;
  expiresAt: number;
}

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Expired at or after the stored expiry time. */
export function isExpired(value: Session, now: number): boolean {
  return now >= value.expiresAt;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** Checks a stored value (written by `writeSession`); anything else counts as no session. */
export function toSession(value: unknown): Session | null {
  if (!isRecord(value) || !nonEmpty(value.serverUrl) || typeof value.expiresAt !== 'number') return null;
  const tokens = value.tokens;
  if (!isRecord(tokens) || !nonEmpty(tokens.access_token) || !nonEmpty(tokens.refresh_token)) return null;
  if (typeof tokens.expires_in !== 'number' || !Number.isFinite(value.expiresAt)) return null;
  if (tokens.token_type !== undefined && typeof tokens.token_type !== 'string') return null;
  return { serverUrl: value.serverUrl, tokens: tokens as TokenSet, expiresAt: value.expiresAt };
}

/** Parses a stored session; anything unreadable counts as no session. */
export function parseSession(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    return toSession(JSON.parse(raw));
  } catch {
    return null;
  }
}

function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback; // storage unavailable (private mode, quota): the console still works in memory
  }
}

export function readSession(storage: KeyValueStorage): Session | null {
  return parseSession(safely(() => storage.getItem(SESSION_KEY), null));
}

export function writeSession(storage: KeyValueStorage, value: Session | null): void {
  safely(() => {
    if (value) storage.setItem(SESSION_KEY, JSON.stringify(value));
    else storage.removeItem(SESSION_KEY);
  }, undefined);
}

export function readLastServerUrl(storage: KeyValueStorage): string {
  return safely(() => storage.getItem(LAST_SERVER_URL_KEY), null) ?? '';
}

export function writeLastServerUrl(storage: KeyValueStorage, url: string): void {
  safely(() => {
    if (url) storage.setItem(LAST_SERVER_URL_KEY, url);
    else storage.removeItem(LAST_SERVER_URL_KEY);
  }, undefined);
}
