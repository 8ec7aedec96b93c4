import { sql } from 'kysely';
import type { TokenSet } from '../../../src/api/schemas/auth';
import type { AppDeps } from '../deps';
import type { ClientInfo } from '../http/clientInfo';
import { ApiError } from '../http/errors';
import { recordAttempt } from '../loginAttempts/record';
import { messages } from '../messages';
import { roleOf } from './roles';
import { endSession, idleBefore, touchSession } from './sessions';
import { hashRefreshToken, issueTokenSet } from './tokens';

/**
 * `POST refresh`: trades a refresh token for a new token set of the same session and marks it used
 * (rotation). The session must be open: not signed out or ended, not idle longer than SESSION_IDLE_MINUTES,
 * not past its absolute end. Presenting a used token again means it leaked: its session ends. Every outcome
 * is recorded as `token_refresh`.
 */
export async function refreshSession(
  deps: AppDeps,
  token: string | null,
  client: ClientInfo,
): Promise<TokenSet> {
  const { db, jwtSecret, config } = deps;
  const row = token
    ? await db
        .selectFrom('refresh_tokens as t')
        .innerJoin('users as u', 'u.id', 't.user_id')
        .innerJoin('sessions as s', 's.id', 't.family_id')
        .select([
          't.id',
          't.family_id',
          't.expires_at',
          't.used_at',
          't.revoked_at',
          'u.id as user_id',
          'u.username',
          'u.email',
          'u.is_active',
          'u.is_superuser',
          'u.is_admin',
          'u.is_org_admin',
          's.ended_at as session_ended_at',
          's.expires_at as session_expires_at',
          sql<boolean>`s.expires_at <= now()`.as('session_expired'),
          sql<boolean>`s.last_used_at <= ${idleBefore(config.sessions)}`.as('session_idle'),
        ])
        .where('t.token_hash', '=', hashRefreshToken(token))
        .executeTakeFirst()
    : undefined;

  const record = (success: boolean, reason: string | null = null) =>
    recordAttempt(db, {
      type: 'token_refresh',
      success,
      reason,
      client,
      email: row?.email ?? null,
      userId: row?.user_id ?? null,
    });
  const reject = async (reason: string) => {
    await record(false, reason);
    return new ApiError(401, messages.auth.invalidRefreshToken);
  };
  if (!token) throw await reject('missing_refresh_token');
  if (!row) throw await reject('unknown_refresh_token');
  if (row.revoked_at || row.session_ended_at) throw await reject('refresh_token_revoked');
  if (row.used_at) {
    await endSession(db, row.family_id, 'token_reuse');
    throw await reject('refresh_token_reused');
  }
  if (row.session_expired) {
    await endSession(db, row.family_id, 'expired');
    throw await reject('session_expired');
  }
  if (row.session_idle) {
    await endSession(db, row.family_id, 'idle');
    throw await reject('session_idle');
  }
  if (row.expires_at.getTime() <= Date.now()) throw await reject('refresh_token_expired');
  if (!row.is_active) throw await reject('user_blocked');

  const subject = { id: row.user_id, username: row.username, role: roleOf(row) };
  const tokens = await db.transaction().execute(async (trx) => {
    const consumed = await trx
      .updateTable('refresh_tokens')
      .set({ used_at: new Date() })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(consumed.numUpdatedRows) !== 1) return null;
    await touchSession(trx, row.family_id);
    return issueTokenSet(trx, jwtSecret, config.environment, subject, {
      id: row.family_id,
      expiresAt: row.session_expires_at,
    });
  });
  if (!tokens) {
    // A concurrent request consumed the same token first: treat as reuse.
    await endSession(db, row.family_id, 'token_reuse');
    throw await reject('refresh_token_reused');
  }
  await record(true);
  return tokens;
}
