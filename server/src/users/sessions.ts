import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Signs the user out everywhere: every refresh token still open is revoked. */
export function revokeRefreshTokens(db: Kysely<Database>, userId: number) {
  return db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
