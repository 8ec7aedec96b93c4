import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, ThrottleScope } from '../db/schema';
import { ApiError } from '../http/errors';
import { messages } from '../messages';
import { addressWaitAfter, judgeAddress } from './address';
import type { FailurePolicy, WindowPolicy } from './policy';
import { accountPolicy, ipPolicy, mailPolicy, twoFactorPolicy, waitAfter } from './policy';

/** One throttled subject and the rule it follows. */
export interface ThrottleKey {
  scope: Exclude<ThrottleScope, 'mail'>;
  subject: string;
  userId: number | null;
  policy: FailurePolicy;
}

/** An admitted try, with the hold it puts on its address beyond the grace (`address.ts`), or a refusal. */
export type Admission =
  { ok: true; hold?: Date } | { ok: false; retryAfter: number; scope: ThrottleKey['scope'] };

export const accountKey = (userId: number): ThrottleKey => ({
  scope: 'account',
  subject: String(userId),
  userId,
  policy: accountPolicy,
});

/** A typed login that names no account: throttled like an account, so both answer alike (no enumeration). */
export const loginKey = (login: string): ThrottleKey => ({
  scope: 'login',
  subject: createHash('sha256').update(login.toLowerCase()).digest('hex'),
  userId: null,
  policy: accountPolicy,
});

export const ipKey = (ip: string): ThrottleKey => ({
  scope: 'ip',
  subject: ip,
  userId: null,
  policy: ipPolicy,
});

export const twoFactorKey = (userId: number): ThrottleKey => ({
  scope: 'two_factor',
  subject: String(userId),
  userId,
  policy: twoFactorPolicy,
});

const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

const secondsUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

/** Rows older than the longest quiet period are dead weight: removed now and then, never needed for logic. */
const CLEANUP_CHANCE = 0.02;
const CLEANUP_AFTER_MS = 24 * 60 * 60 * 1000;

async function cleanUp(db: Kysely<Database>, now: Date): Promise<void> {
  if (Math.random() >= CLEANUP_CHANCE) return;
  const before = new Date(now.getTime() - CLEANUP_AFTER_MS);
  await db
    .deleteFrom('auth_throttles')
    .where('last_hit_at', '<', before)
    .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', now)]))
    .execute();
}

/**
 * Admits one try for all `keys` together, or refuses it while any of them waits. An admitted try is counted
 * as a failure at once (before the caller hashes anything), so parallel tries cannot slip past the count;
 * the caller takes it back with `forgive` when the try succeeds. An account's (or 2FA's) wait is armed with
 * the count; a client address is judged by `judgeAddress` and waits only after wrong passwords
 * (`recordFailure`). The rows are locked in a fixed order, so the count holds across API processes.
 */
export async function admit(
  db: Kysely<Database>,
  keys: readonly ThrottleKey[],
  now: Date = new Date(),
): Promise<Admission> {
  const sorted = [...keys].sort((a, b) =>
    `${a.scope}\u0000${a.subject}`.localeCompare(`${b.scope}\u0000${b.subject}`),
  );
  if (sorted.length === 0) return { ok: true };
  const admission = await db.transaction().execute(async (trx): Promise<Admission> => {
    await trx
      .insertInto('auth_throttles')
      .values(
        sorted.map((key) => ({
          scope: key.scope,
          subject: key.subject,
          user_id: key.userId,
          hits: 0,
          window_started_at: now,
          last_hit_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['scope', 'subject']).doNothing())
      .execute();
    const states = [];
    for (const key of sorted) {
      const row = await trx
        .selectFrom('auth_throttles')
        .select(['hits', 'last_hit_at', 'blocked_until'])
        .where('scope', '=', key.scope)
        .where('subject', '=', key.subject)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const stale = now.getTime() - row.last_hit_at.getTime() > key.policy.resetAfterSeconds * 1000;
      states.push({
        key,
        stale,
        hits: stale ? 0 : row.hits,
        blockedUntil: stale ? null : row.blocked_until,
      });
    }
    const accountClean = states.every((state) => state.key.scope === 'ip' || state.hits === 0);
    let refusal: Admission = { ok: true };
    let hold: Date | null = null;
    for (const state of states) {
      let until = state.blockedUntil && state.blockedUntil > now ? state.blockedUntil : null;
      if (state.key.scope === 'ip') {
        const verdict = judgeAddress(state, accountClean, now, state.key.policy);
        until = verdict.admit ? null : verdict.until;
        if (verdict.admit) hold = verdict.hold;
      }
      if (until) {
        const retryAfter = secondsUntil(until, now);
        if (refusal.ok || retryAfter > refusal.retryAfter)
          refusal = { ok: false, retryAfter, scope: state.key.scope };
      }
    }
    if (!refusal.ok) return refusal;
    for (const { key, hits, stale } of states) {
      if (key.scope === 'ip') {
        // Counted while it is checked; the time of the last failure (and so when the count is forgotten) and
        // the wait are left to wrong passwords. A forgotten count starts over from now.
        await trx
          .updateTable('auth_throttles')
          .set({
            hits: hits + 1,
            ...(stale ? { last_hit_at: now, blocked_until: null } : {}),
            ...(hold ? { blocked_until: hold } : {}),
          })
          .where('scope', '=', key.scope)
          .where('subject', '=', key.subject)
          .execute();
        continue;
      }
      const failures = hits + 1;
      const wait = waitAfter(key.policy, failures);
      await trx
        .updateTable('auth_throttles')
        .set({
          hits: failures,
          last_hit_at: now,
          blocked_until: wait > 0 ? addSeconds(now, wait) : null,
        })
        .where('scope', '=', key.scope)
        .where('subject', '=', key.subject)
        .execute();
    }
    return hold ? { ok: true, hold } : { ok: true };
  });
  await cleanUp(db, now);
  return admission;
}

/**
 * Takes back the failure `admit` counted for a try that succeeded. An account's (or its 2FA's) count starts
 * over; a client address gets its one try back and nothing else changes: its wait, and the time from which
 * its count is forgotten, stay as wrong passwords set them. Only the try's own `hold` (from its admission)
 * ends, unless a wrong password has armed a wait since.
 */
export async function forgive(db: Kysely<Database>, key: ThrottleKey, hold?: Date): Promise<void> {
  if (key.scope !== 'ip') {
    await db
      .deleteFrom('auth_throttles')
      .where('scope', '=', key.scope)
      .where('subject', '=', key.subject)
      .execute();
    return;
  }
  await db
    .updateTable('auth_throttles')
    .set((eb) => ({
      hits: eb.fn('greatest', [eb('hits', '-', 1), eb.val(0)]),
      ...(hold
        ? {
            blocked_until: eb
              .case()
              .when('blocked_until', '=', hold)
              .then(null)
              .else(eb.ref('blocked_until'))
              .end(),
          }
        : {}),
    }))
    .where('scope', '=', key.scope)
    .where('subject', '=', key.subject)
    .execute();
}

/**
 * A try from a client address ended with a wrong password. Its admission counted it already; now the address's
 * last failure is now, and beyond the free failures a wait (doubling) starts. Returns that wait in seconds,
 * which the caller answers instead of 401, or null within the free failures.
 */
export async function recordFailure(
  db: Kysely<Database>,
  key: ThrottleKey,
  now: Date = new Date(),
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('auth_throttles')
      .select('hits')
      .where('scope', '=', key.scope)
      .where('subject', '=', key.subject)
      .forUpdate()
      .executeTakeFirst();
    const wait = row ? addressWaitAfter(row.hits, key.policy) : 0;
    await trx
      .updateTable('auth_throttles')
      .set({ last_hit_at: now, ...(wait > 0 ? { blocked_until: addSeconds(now, wait) } : {}) })
      .where('scope', '=', key.scope)
      .where('subject', '=', key.subject)
      .execute();
    return wait > 0 ? wait : null;
  });
}

/**
 * Counts one mail to the account within `policy`'s fixed window, or refuses it (with the seconds until the
 * window ends) when the limit is reached.
 */
export async function takeMail(
  db: Kysely<Database>,
  userId: number,
  now: Date = new Date(),
  policy: WindowPolicy = mailPolicy,
): Promise<{ ok: true } | { ok: false; retryAfter: number }> {
  const subject = String(userId);
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('auth_throttles')
      .values({ scope: 'mail', subject, user_id: userId, hits: 0, window_started_at: now, last_hit_at: now })
      .onConflict((oc) => oc.columns(['scope', 'subject']).doNothing())
      .execute();
    const row = await trx
      .selectFrom('auth_throttles')
      .select(['hits', 'window_started_at'])
      .where('scope', '=', 'mail')
      .where('subject', '=', subject)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const windowEnd = new Date(row.window_started_at.getTime() + policy.windowSeconds * 1000);
    const fresh = windowEnd <= now;
    const hits = fresh ? 0 : row.hits;
    if (hits >= policy.limit) return { ok: false as const, retryAfter: secondsUntil(windowEnd, now) };
    await trx
      .updateTable('auth_throttles')
      .set({
        hits: hits + 1,
        last_hit_at: now,
        ...(fresh ? { window_started_at: now } : {}),
        blocked_until:
          hits + 1 >= policy.limit ? (fresh ? addSeconds(now, policy.windowSeconds) : windowEnd) : null,
      })
      .where('scope', '=', 'mail')
      .where('subject', '=', subject)
      .execute();
    return { ok: true as const };
  });
}

/** A 429 with `Retry-After` (seconds) and the Dutch detail `describe(wait)`. */
export function tooManyRequests(retryAfter: number, describe: (wait: string) => string): ApiError {
  return new ApiError(429, describe(messages.auth.wait(retryAfter)), { 'Retry-After': String(retryAfter) });
}
