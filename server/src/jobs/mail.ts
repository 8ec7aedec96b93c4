import { sql } from 'kysely';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, MailKind, MailOutboxTable, MailStatus } from '../db/schema';
import type { AppDeps } from '../deps';
import { messages } from '../messages';
import { workerOnline } from '../workers/online';
import { seal, unseal } from './sealed';

/**
 * Outgoing mail goes through the job queue. A request writes the mail to `mail_outbox` (body sealed)
 * and enqueues a `mail` job in the same transaction as the change that causes it (the 2FA code, the new
 * password), so the mail exists exactly when the change does. A worker delivers it; when the mail server
 * refuses, pg-boss retries with exponential backoff (MAIL_RETRY_LIMIT, MAIL_RETRY_DELAY_SECONDS).
 *
 * Never twice: a worker first claims the row (`claimed_until`, longer than a job may run), sends, then marks it
 * `sent` and wipes the body; a retried or duplicated job finds it claimed or sent and does nothing. The one
 * window left is a crash between the mail server's acceptance and that mark: the claim then runs out and the
 * same mail (same content) goes once more. SMTP offers no way to close it.
 *
 * A mail that is no longer wanted is dropped instead of sent: a 2FA code that was replaced, used or expired,
 * a new password superseded by a newer one. A new password takes effect when its mail is delivered (in the
 * transaction that marks it sent), so a mail that does not arrive never locks anyone out.
 */

export interface MailToQueue {
  kind: MailKind;
  userId: number;
  username: string;
  to: string;
  subject: string;
  text: string;
  /** A 2FA-code mail: the code row it carries. */
  twoFactorCodeId?: number;
  /** A new-password mail: the hash that takes effect on delivery. */
  passwordHash?: string;
}

/** How long a worker keeps a mail to itself: longer than a mail job may run (its `expireInSeconds`). */
const CLAIM = sql<Date>`now() + interval '5 minutes'`;

/** The first part of a mail server's refusal, for `last_error` (never the body: that is not in the error). */
function describeFailure(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/**
 * Writes the mail and enqueues its job in `trx`. A pending mail of the same kind to the same user is dropped:
 * the newer one replaces it, unless `replacePending` is false (mails of a kind that each say something of their
 * own, as budget alerts of different thresholds or organisations). Returns the outbox id (for `awaitDelivery`).
 */
export async function queueMail(
  deps: Pick<AppDeps, 'jobs' | 'jwtSecret'>,
  trx: Transaction<Database>,
  mail: MailToQueue,
  { replacePending = true }: { replacePending?: boolean } = {},
): Promise<number> {
  if (replacePending)
    await trx
      .updateTable('mail_outbox')
      .set({
        status: 'dropped',
        sealed_body: null,
        password_hash: null,
        last_error: messages.jobs.mailSuperseded,
        finished_at: new Date(),
      })
      .where('user_id', '=', mail.userId)
      .where('kind', '=', mail.kind)
      .where('status', '=', 'pending')
      .execute();
  const { id } = await trx
    .insertInto('mail_outbox')
    .values({
      kind: mail.kind,
      user_id: mail.userId,
      recipient: mail.to,
      subject: mail.subject,
      sealed_body: seal(deps.jwtSecret, mail.text),
      two_factor_code_id: mail.twoFactorCodeId ?? null,
      password_hash: mail.passwordHash ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await deps.jobs.enqueue(trx, 'mail', { outbox_id: id, kind: mail.kind, username: mail.username });
  return id;
}

type OutboxRow = Selectable<MailOutboxTable>;

/** Why a claimed mail should not be sent after all, or null. */
async function staleReason(db: Kysely<Database>, row: OutboxRow): Promise<string | null> {
  if (row.kind !== 'two_factor_code') return null;
  const code =
    row.two_factor_code_id === null
      ? undefined
      : await db
          .selectFrom('two_factor_codes')
          .select(['used_at', 'expires_at'])
          .where('id', '=', row.two_factor_code_id)
          .executeTakeFirst();
  if (!code || code.used_at) return messages.jobs.codeNoLongerOpen;
  if (code.expires_at.getTime() <= Date.now()) return messages.jobs.codeExpired;
  return null;
}

/** Ends a claimed mail without sending it (or after its last failed try); wipes what it carried. */
async function finish(db: Kysely<Database>, id: number, status: MailStatus, reason: string) {
  await db
    .updateTable('mail_outbox')
    .set({
      status,
      sealed_body: null,
      password_hash: null,
      claimed_until: null,
      last_error: reason,
      finished_at: new Date(),
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** Marks the mail sent and applies what waited for it (a new password), unless it was superseded meanwhile. */
async function markSent(db: Kysely<Database>, row: OutboxRow): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable('mail_outbox')
      .set({
        status: 'sent',
        sealed_body: null,
        password_hash: null,
        claimed_until: null,
        last_error: null,
        finished_at: new Date(),
      })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) return;
    if (row.kind === 'new_password' && row.user_id !== null && row.password_hash) {
      await trx
        .updateTable('users')
        .set({ password_hash: row.password_hash })
        .where('id', '=', row.user_id)
        .execute();
      // The new password ends every session of the user (trigger `users_end_sessions`).
    }
  });
}

/**
 * The `mail` job: delivers one outbox row at most once (see above). Throws when the mail server refuses (or
 * another worker holds the row), so pg-boss retries; `lastTry` marks the row failed instead of pending.
 */
export async function deliverMail(deps: AppDeps, outboxId: number, lastTry: boolean): Promise<void> {
  const { db, mailer, jwtSecret, log, jobs } = deps;
  try {
    const row = await db
      .updateTable('mail_outbox')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), claimed_until: CLAIM }))
      .where('id', '=', outboxId)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', sql<Date>`now()`)]))
      .returningAll()
      .executeTakeFirst();
    if (!row) {
      const current = await db
        .selectFrom('mail_outbox')
        .select('status')
        .where('id', '=', outboxId)
        .executeTakeFirst();
      if (current?.status === 'pending') throw new Error(messages.jobs.mailClaimed(outboxId));
      return; // sent, dropped or failed already, or gone with its user
    }
    const stale = await staleReason(db, row);
    if (stale) return await finish(db, row.id, 'dropped', stale);
    let text: string;
    try {
      text = unseal(jwtSecret, row.sealed_body ?? '');
    } catch (error) {
      log.error(messages.jobs.mailUnreadable(row.id), error);
      return await finish(db, row.id, 'failed', messages.jobs.mailUnreadable(row.id));
    }
    try {
      await mailer.send({ to: row.recipient, subject: row.subject, text });
    } catch (error) {
      const reason = describeFailure(error);
      if (lastTry) await finish(db, row.id, 'failed', reason);
      else
        await db
          .updateTable('mail_outbox')
          .set({ claimed_until: null, last_error: reason })
          .where('id', '=', row.id)
          .execute();
      throw error;
    }
    await markSent(db, row);
  } finally {
    jobs.events.emit('settled', outboxId);
  }
}

export type Delivery = 'sent' | 'failed' | 'dropped' | 'pending';

/** Resolves after `ms`, or earlier when a local worker settles `outboxId`. */
function settledOrTimeout(deps: Pick<AppDeps, 'jobs'>, outboxId: number, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      deps.jobs.events.off('settled', onSettled);
      resolve();
    };
    const onSettled = (id: number) => {
      if (id === outboxId) done();
    };
    const timer = setTimeout(done, ms);
    deps.jobs.events.on('settled', onSettled);
  });
}

/**
 * Waits (at most MAIL_WAIT_SECONDS) for the first delivery attempt of a queued mail, so a request can say
 * whether it went out: `sent`, `failed` (the first try was refused; retries follow), `dropped`, or `pending`
 * (no worker got to it in time, or none is online; it goes out when one does). Wakes the local worker first.
 * Call after commit.
 */
export async function awaitDelivery(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'config'>,
  outboxId: number,
): Promise<Delivery> {
  const deadline = Date.now() + deps.config.jobs.mailWaitSeconds * 1000;
  deps.jobs.wake();
  // Without any worker online nobody will try soon: no point in waiting (the mail stays queued).
  const online = await deps.db
    .selectFrom('workers')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(workerOnline)
    .executeTakeFirstOrThrow();
  if (Number(online.n) === 0) return 'pending';
  for (;;) {
    const row = await deps.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts', 'claimed_until', 'last_error'])
      .where('id', '=', outboxId)
      .executeTakeFirst();
    if (!row || row.status === 'dropped') return 'dropped';
    if (row.status === 'sent' || row.status === 'failed') return row.status;
    if (row.attempts > 0 && row.claimed_until === null && row.last_error !== null) return 'failed';
    const left = deadline - Date.now();
    if (left <= 0) return 'pending';
    await settledOrTimeout(deps, outboxId, Math.min(left, 250));
  }
}
