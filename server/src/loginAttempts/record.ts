import type { Kysely } from 'kysely';
import type { AttemptType } from '../../../src/api/schemas/loginAttempts';
import type { Database } from '../db/schema';
import type { ClientInfo } from '../http/clientInfo';

export interface AttemptRecord {
  type: AttemptType;
  /** The e-mail of the user when known, else what was typed as username. */
  email: string | null;
  userId: number | null;
  success: boolean;
  /** Short reason for administrators (`invalid_credentials`, `user_blocked`, …); never sent to the client. */
  reason?: string | null;
  client: ClientInfo;
}

export async function recordAttempt(db: Kysely<Database>, attempt: AttemptRecord): Promise<void> {
  await db
    .insertInto('login_attempts')
    .values({
      attempt_type: attempt.type,
      email: attempt.email?.slice(0, 320) ?? null,
      user_id: attempt.userId,
      success: attempt.success,
      error_reason: attempt.reason ?? null,
      ip_address: attempt.client.ip,
      user_agent: attempt.client.userAgent,
    })
    .execute();
}
