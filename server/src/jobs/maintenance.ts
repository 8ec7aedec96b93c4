import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { JobsConfig } from '../config';
import type { Database } from '../db/schema';

/** What one maintenance run removed. */
export interface MaintenanceResult {
  refreshTokens: number;
  sessions: number;
  twoFactorCodes: number;
  loginAttempts: number;
  mails: number;
  workers: number;
}

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Kept a while after expiry: an expired refresh token presented again still revokes its family, and a 2FA
 * code typed late is answered "expired" rather than "no code".
 */
export const EXPIRED_REFRESH_TOKEN_GRACE_MS = DAY_MS;
export const EXPIRED_CODE_GRACE_MS = HOUR_MS;
/** Sessions ended, past their end or unused this long are removed (with their refresh tokens). */
export const ENDED_SESSION_KEEP_MS = 30 * DAY_MS;
/** Finished outbox rows (their bodies are wiped already) and workers silent this long are removed. */
export const FINISHED_MAIL_KEEP_MS = 30 * DAY_MS;
export const SILENT_WORKER_KEEP_MS = 7 * DAY_MS;
/** Old login attempts go in batches, so a first prune of millions of rows holds no lock for long. */
export const PRUNE_BATCH = 10_000;

const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

/**
 * The `maintenance` job (pg-boss schedule MAINTENANCE_CRON): removes expired refresh tokens and 2FA codes,
 * sessions that ended (or could only end) more than 30 days ago,
 * login attempts older than LOGIN_ATTEMPT_RETENTION_DAYS (and addresses no attempt uses any more), finished
 * outbox rows and long-silent workers. Idempotent: a second run finds nothing more to remove.
 */
export async function runMaintenance(
  db: Kysely<Database>,
  config: Pick<JobsConfig, 'loginAttemptRetentionDays'>,
  now = new Date(),
): Promise<MaintenanceResult> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const refreshTokens = count(
    await db
      .deleteFrom('refresh_tokens')
      .where('expires_at', '<', before(EXPIRED_REFRESH_TOKEN_GRACE_MS))
      .executeTakeFirst(),
  );
  const sessionCutoff = before(ENDED_SESSION_KEEP_MS);
  const sessions = count(
    await db
      .deleteFrom('sessions')
      .where((eb) =>
        eb.or([
          eb('ended_at', '<', sessionCutoff),
          eb('expires_at', '<', sessionCutoff),
          eb('last_used_at', '<', sessionCutoff),
        ]),
      )
      .executeTakeFirst(),
  );
  const twoFactorCodes = count(
    await db
      .deleteFrom('two_factor_codes')
      .where('expires_at', '<', before(EXPIRED_CODE_GRACE_MS))
      .executeTakeFirst(),
  );

  const cutoff = before(config.loginAttemptRetentionDays * DAY_MS);
  let loginAttempts = 0;
  for (;;) {
    const removed = count(
      await db
        .deleteFrom('login_attempts')
        .where(
          'id',
          'in',
          db
            .selectFrom('login_attempts')
            .select('id')
            .where('attempted_at', '<', cutoff)
            .orderBy('attempted_at')
            .limit(PRUNE_BATCH),
        )
        .executeTakeFirst(),
    );
    loginAttempts += removed;
    if (removed < PRUNE_BATCH) break;
  }
  if (loginAttempts > 0) {
    await db
      .deleteFrom('login_attempt_emails as e')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('login_attempts as a')
              .select(sql`1`.as('one'))
              .whereRef('a.email', '=', 'e.email'),
          ),
        ),
      )
      .execute();
  }
  await db.deleteFrom('login_attempt_counts').where('attempts', '=', 0).execute();

  const mails = count(
    await db
      .deleteFrom('mail_outbox')
      .where('status', '<>', 'pending')
      .where('finished_at', '<', before(FINISHED_MAIL_KEEP_MS))
      .executeTakeFirst(),
  );
  const workers = count(
    await db
      .deleteFrom('workers')
      .where('last_heartbeat', '<', before(SILENT_WORKER_KEEP_MS))
      .executeTakeFirst(),
  );
  return { refreshTokens, sessions, twoFactorCodes, loginAttempts, mails, workers };
}
