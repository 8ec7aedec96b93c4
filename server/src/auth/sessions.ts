import { randomUUID } from 'node:crypto';
import Bowser from 'bowser';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { SessionEndReason, SessionItem } from '../../../src/api/schemas/sessions';
import { SESSIONS_LISTED_ENDED, SESSIONS_LISTED_OPEN } from '../../../src/api/schemas/sessions';
import type { SessionsConfig } from '../config';
import type { Database } from '../db/schema';
import type { ClientInfo } from '../http/clientInfo';
import { messages } from '../messages';

/*
 * Sessions: one per sign-in. Its access tokens name it (`sid`) and its refresh tokens are its family, so an
 * ended session refuses them all at once, on every API process (each request reads its row). A session ends
 * on sign-out, when an administrator ends it, after SESSION_IDLE_MINUTES without a request, SESSION_MAX_HOURS
 * after the sign-in, and (by the database's trigger, migration 0014) on a new password, a block, a change of
 * role or organisation; deleting the user removes them. Nothing reopens an ended session.
 */

/** How often a session's `last used` is written: at most once a minute, not on every request. */
export const TOUCH_SECONDS = 60;

/** The moment before which a session's last use makes it idle (SESSION_IDLE_MINUTES), on the database's clock. */
export const idleBefore = (config: SessionsConfig) =>
  sql<Date>`now() - make_interval(mins => ${config.idleMinutes})`;

export interface StartedSession {
  id: string;
  expiresAt: Date;
}

/** A readable name of the browser and system of a user agent: "Chrome op Windows", "Safari op iPhone". */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return messages.sessions.unknownDevice;
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const system = parsed.platform.model ?? parsed.os.name;
  if (!browser && !system) return messages.sessions.unknownDevice;
  if (!browser) return system ?? messages.sessions.unknownDevice;
  return system ? messages.sessions.device(browser, system) : browser;
}

/** Opens the session of a sign-in (inside the sign-in's transaction, if any). */
export async function startSession(
  db: Kysely<Database>,
  userId: number,
  client: ClientInfo,
  config: SessionsConfig,
): Promise<StartedSession> {
  const id = randomUUID();
  const expiresAt = new Date(Date.now() + config.maxHours * 3600_000);
  await db
    .insertInto('sessions')
    .values({
      id,
      user_id: userId,
      expires_at: expiresAt,
      ip_address: client.ip,
      user_agent: client.userAgent,
      device: deviceName(client.userAgent),
    })
    .execute();
  return { id, expiresAt };
}

/** What a request's session check found. */
export type SessionCheck<User> = { ok: true; user: User } | { ok: false };

/**
 * The session check of one request: the user and their open session in one query. A session past its idle
 * time or absolute end is ended here (so the list says why); an open one has `last_used_at` written when it is
 * more than a minute old. The clock is the database's, the same for every API process.
 */
export async function checkSession(
  db: Kysely<Database>,
  userId: number,
  sessionId: string,
  config: SessionsConfig,
) {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      'u.id',
      'u.username',
      'u.email',
      'u.is_active',
      'u.is_superuser',
      'u.is_admin',
      'u.is_org_admin',
      'u.organization_id',
      's.ended_at',
      sql<boolean>`s.expires_at <= now()`.as('expired'),
      sql<boolean>`s.last_used_at <= ${idleBefore(config)}`.as('idle'),
      sql<boolean>`s.last_used_at <= now() - make_interval(secs => ${TOUCH_SECONDS})`.as('stale'),
    ])
    .where('s.id', '=', sessionId)
    .where('s.user_id', '=', userId)
    .executeTakeFirst();
  if (!row || row.ended_at !== null || !row.is_active) return null;
  if (row.expired || row.idle) {
    await endSession(db, sessionId, row.expired ? 'expired' : 'idle');
    return null;
  }
  if (row.stale) await touchSession(db, sessionId);
  return row;
}

/** Marks the session used now. */
export async function touchSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_used_at: sql<Date>`now()` })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .execute();
}

/** Ends one session (no-op when it already ended); true when this call ended it. */
export async function endSession(
  db: Kysely<Database>,
  sessionId: string,
  reason: SessionEndReason,
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ ended_at: sql<Date>`now()`, end_reason: reason })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends every open session of a user, except `keep`; the number ended. */
export async function endSessionsOf(
  db: Kysely<Database>,
  userId: number,
  reason: SessionEndReason,
  keep: string | null = null,
): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ ended_at: sql<Date>`now()`, end_reason: reason })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null);
  if (keep) query = query.where('id', '<>', keep);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * A user's sessions for the console: every open one (newest use first), then the latest ended ones, at most
 * SESSIONS_LISTED_ENDED. Sessions past their idle time or end but not yet ended by a request count as ended
 * with that reason.
 */
export async function listSessions(
  db: Kysely<Database>,
  userId: number,
  currentSessionId: string | null,
  config: SessionsConfig,
): Promise<SessionItem[]> {
  const { rows } = await sql<SessionItem>`
    with marked as (
      select s.*,
        case
          when s.ended_at is not null then s.end_reason
          when s.expires_at <= now() then 'expired'
          when s.last_used_at <= ${idleBefore(config)} then 'idle'
        end as reason,
        case
          when s.ended_at is not null then s.ended_at
          when s.expires_at <= now() then s.expires_at
          when s.last_used_at <= ${idleBefore(config)}
            then s.last_used_at + make_interval(mins => ${config.idleMinutes})
        end as ended
      from sessions s where s.user_id = ${userId}
    ),
    open as (select * from marked where ended is null order by last_used_at desc, id limit ${SESSIONS_LISTED_OPEN}),
    closed as (select * from marked where ended is not null order by ended desc, id limit ${SESSIONS_LISTED_ENDED})
    select id, created_at, last_used_at, expires_at, ended as ended_at, reason as end_reason,
      ip_address, user_agent, device, (id = ${currentSessionId}::uuid) is true as current
    from (select * from open union all select * from closed) listed
    order by (ended is null) desc, coalesce(ended, last_used_at) desc, id`.execute(db);
  return rows;
}
