import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';

/**
 * Login attempts by e-mail address, counted from the index alone. The e-mail filter matches a part of the
 * address in any case: the matching addresses are found in `login_attempt_emails` (trigram index), then their
 * attempts in the index on (email, time, id). That index now also carries `success`, so the totals of the
 * filter (all, succeeded) are counted from the index without reading a table row per attempt. It replaces the
 * index without it, which it serves in every use (same columns, same order).
 */
export const loginAttemptsPaging: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index login_attempts_email_time_success_idx
      on login_attempts (email, attempted_at desc, id desc) include (success)`.execute(db);
    await db.schema.dropIndex('login_attempts_email_time_idx').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema
      .createIndex('login_attempts_email_time_idx')
      .on('login_attempts')
      .columns(['email', 'attempted_at desc', 'id desc'])
      .execute();
    await db.schema.dropIndex('login_attempts_email_time_success_idx').execute();
  },
};
