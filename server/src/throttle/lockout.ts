import type { Kysely } from 'kysely';
import type { LockoutState } from '../../../src/api/endpoints/lockouts';
import type { Database } from '../db/schema';
import { accountPolicy, twoFactorPolicy } from './policy';

/** The throttling state of one account, as an administrator sees it (`GET admin/users/:id/lockout`). */
export async function lockoutOf(
  db: Kysely<Database>,
  userId: number,
  now: Date = new Date(),
): Promise<LockoutState> {
  const rows = await db
    .selectFrom('auth_throttles')
    .select(['scope', 'hits', 'last_hit_at', 'blocked_until'])
    .where('user_id', '=', userId)
    .execute();
  const state: LockoutState = {
    locked: false,
    until: null,
    password_failures: 0,
    two_factor_failures: 0,
    mail_limited_until: null,
  };
  let until: Date | null = null;
  for (const row of rows) {
    const blocked = row.blocked_until && row.blocked_until > now ? row.blocked_until : null;
    if (row.scope === 'mail') {
      if (blocked) state.mail_limited_until = blocked.toISOString();
      continue;
    }
    const policy = row.scope === 'two_factor' ? twoFactorPolicy : accountPolicy;
    if (now.getTime() - row.last_hit_at.getTime() > policy.resetAfterSeconds * 1000) continue;
    if (row.scope === 'two_factor') state.two_factor_failures = row.hits;
    else state.password_failures = row.hits;
    if (blocked && (!until || blocked > until)) until = blocked;
  }
  if (until) {
    state.locked = true;
    state.until = until.toISOString();
  }
  return state;
}

/**
 * Clears an account's password, 2FA and mail throttling (`DELETE admin/users/:id/lockout`). Its client
 * addresses keep their own count: an attacker's address stays throttled.
 */
export async function clearLockout(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('auth_throttles').where('user_id', '=', userId).execute();
}
