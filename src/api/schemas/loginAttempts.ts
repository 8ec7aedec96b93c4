import { z } from 'zod';
import { MAX_ID, queryInt, text } from './common';

export const attemptTypes = [
  'method_determination',
  'password_login',
  'email_login',
  '2fa_verification',
  'token_refresh',
] as const;
export const attemptType = z.enum(attemptTypes);
export type AttemptType = z.infer<typeof attemptType>;

export const LOGIN_ATTEMPTS_PAGE_SIZE = 50;

/** Query of `GET admin/login-attempts` and its CSV export; by default the last 7 days, 50 rows from offset 0. */
export const loginAttemptsQuery = z.object({
  days_back: queryInt(1, 3650, 7),
  success: z.enum(['true', 'false']).optional(),
  attempt_type: z.union([attemptType, z.literal('')]).optional(),
  email: text().trim().max(320).optional(),
  /** Beyond the original admin API: one client address, exactly (the suspicious view links to it); empty = any. */
  ip_address: text().trim().max(64).optional(),
  limit: queryInt(1, 1000, LOGIN_ATTEMPTS_PAGE_SIZE),
  offset: queryInt(0, MAX_ID, 0),
});
export type LoginAttemptsQuery = z.infer<typeof loginAttemptsQuery>;

/** `2025-03-04T10:05:09.123456Z,12345`: an attempt's time (UTC, to the microsecond) and id. */
const PAGE_KEY = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z),([1-9]\d{0,9})$/;

/** The time and id a page key names, or null when it names none (no such date, an id out of range). */
export function parsePageKey(key: string): { attempted_at: string; id: number } | null {
  const match = PAGE_KEY.exec(key);
  if (!match) return null;
  const [, at = '', digits = ''] = match;
  const id = Number(digits);
  const date = new Date(`${at.slice(0, 19)}Z`);
  // A date that does not exist (30 February, the year 0) would be moved to another day, not refused.
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1) return null;
  if (date.toISOString().slice(0, 19) !== at.slice(0, 19)) return null;
  return id <= MAX_ID ? { attempted_at: at, id } : null;
}

/**
 * Query of the list: the filters and `limit`/`offset` of the original admin API and, as an extension, `before`:
 * a page key (an answer's `next_before`); the page then holds the attempts after that one in the list's order
 * (older, or as old with a lower id), and `offset` counts from there. A server without it ignores it, so the
 * console sends it only to a server that answered a key.
 */
export const loginAttemptsPageQuery = loginAttemptsQuery.extend({
  before: z
    .string()
    .regex(PAGE_KEY)
    .refine((key) => parsePageKey(key) !== null)
    .optional(),
});
export type LoginAttemptsPageQuery = z.infer<typeof loginAttemptsPageQuery>;

export const loginAttempt = z.looseObject({
  id: z.number(),
  attempted_at: z.string(),
  email: z.string().nullable(),
  user: z.looseObject({ id: z.number().optional(), username: z.string() }).nullable().optional(),
  success: z.boolean(),
  attempt_type: z.string(),
  ip_address: z.string().nullable(),
  error_reason: z.string().nullable().optional(),
});
export type LoginAttempt = z.infer<typeof loginAttempt>;

/**
 * A page of attempts. `total`, `successful` and `failed` count everything the filters match, not only this
 * page (the reference server sends them; other servers may not, so they stay optional). `next_before` is the
 * key of the page's last attempt when the page is full (there may be more; the next page is `before` it),
 * null when it is not; a server that does not page by key leaves it out.
 */
export const loginAttemptsPage = z.looseObject({
  login_attempts: z.array(loginAttempt),
  total: z.number().optional(),
  successful: z.number().optional(),
  failed: z.number().optional(),
  next_before: z.string().nullable().optional(),
});
export type LoginAttemptsPage = z.infer<typeof loginAttemptsPage>;

/** Failures from which an address or IP counts as suspicious (beyond the original admin API). */
export const SUSPICIOUS_MIN_FAILURES = 5;

/** Query of `GET admin/login-attempts/suspicious`: the period, the failure threshold, and how many of each. */
export const suspiciousQuery = z.object({
  days_back: queryInt(1, 3650, 7),
  min_failures: queryInt(1, 1_000_000, SUSPICIOUS_MIN_FAILURES),
  limit: queryInt(1, 100, 20),
});
export type SuspiciousQuery = z.infer<typeof suspiciousQuery>;

/** An e-mail address (as typed at sign-in) with many failed attempts in the period. */
export const suspiciousEmail = z.looseObject({
  email: z.string(),
  failures: z.number(),
  /** Distinct client addresses those failures came from. */
  ip_addresses: z.number(),
  last_failure_at: z.string(),
});

/** A client address with many failed attempts in the period. */
export const suspiciousIp = z.looseObject({
  ip_address: z.string(),
  failures: z.number(),
  /** Distinct e-mail addresses tried from it. */
  emails: z.number(),
  last_failure_at: z.string(),
});

/** The suspicious view: the most failing addresses and IPs of the period, most failures first. */
export const loginAttemptsSuspicious = z.looseObject({
  days_back: z.number(),
  min_failures: z.number(),
  emails: z.array(suspiciousEmail),
  ip_addresses: z.array(suspiciousIp),
});
export type LoginAttemptsSuspicious = z.infer<typeof loginAttemptsSuspicious>;
