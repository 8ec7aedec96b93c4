import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Db } from '../db/db';
import { inTransaction } from '../db/db';
import type { Database } from '../db/schema';

export const CODE_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;

export type CodeCheck = 'ok' | 'invalid' | 'expired' | 'exhausted' | 'missing';

/** Reason written to the login-attempt log for each failed check. */
export const codeFailureReason: Record<Exclude<CodeCheck, 'ok'>, string> = {
  invalid: 'invalid_2fa_code',
  expired: '2fa_code_expired',
  exhausted: '2fa_code_attempts_exceeded',
  missing: 'no_active_2fa_code',
};

function hashCode(secret: Uint8Array, userId: number, code: string): string {
  return createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');
}

/**
 * Creates a fresh 6-digit code for the user; every older open code stops working. Returns the code to mail and
 * its row id. Runs in `db`'s transaction when it is one (the code and its mail commit together).
 */
export async function issueCode(
  db: Db,
  secret: Uint8Array,
  userId: number,
): Promise<{ code: string; codeId: number }> {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  return inTransaction(db, async (trx) => {
    await trx
      .updateTable('two_factor_codes')
      .set({ used_at: new Date() })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
    const { id } = await trx
      .insertInto('two_factor_codes')
      .values({
        user_id: userId,
        code_hash: hashCode(secret, userId, code),
        expires_at: new Date(Date.now() + CODE_MINUTES * 60 * 1000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { code, codeId: id };
  });
}

/** Checks `code` against the user's newest open code and consumes it on success; a wrong code costs one try. */
export async function checkCode(
  db: Kysely<Database>,
  secret: Uint8Array,
  userId: number,
  code: string,
): Promise<CodeCheck> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('two_factor_codes')
      .select(['id', 'code_hash', 'expires_at', 'attempts'])
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .orderBy('id', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return 'missing';
    if (row.attempts >= MAX_CODE_ATTEMPTS) return 'exhausted';
    if (row.expires_at.getTime() <= Date.now()) return 'expired';
    const expected = Buffer.from(row.code_hash, 'hex');
    const actual = Buffer.from(hashCode(secret, userId, code), 'hex');
    if (expected.length === actual.length && timingSafeEqual(expected, actual)) {
      await trx
        .updateTable('two_factor_codes')
        .set({ used_at: new Date() })
        .where('id', '=', row.id)
        .execute();
      return 'ok';
    }
    await trx
      .updateTable('two_factor_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
    return 'invalid';
  });
}
