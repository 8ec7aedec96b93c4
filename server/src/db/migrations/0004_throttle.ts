import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';

/**
 * Sign-in throttling and mail limits: one row per throttled subject (an account, a client address,
 * a typed login that names no account, an account's 2FA codes, an account's mails). The state lives in the
 * database so that it holds across API processes and restarts.
 */
export const throttle: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('auth_throttles')
      .addColumn('scope', 'text', (col) => col.notNull())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
      .addColumn('hits', 'integer', (col) =>
        col
          .notNull()
          .defaultTo(0)
          .check(sql`hits >= 0`),
      )
      .addColumn('window_started_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('last_hit_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('blocked_until', 'timestamptz')
      .addPrimaryKeyConstraint('auth_throttles_pkey', ['scope', 'subject'])
      .execute();
    await db.schema
      .createIndex('auth_throttles_user_id_idx')
      .on('auth_throttles')
      .column('user_id')
      .execute();
    await db.schema
      .createIndex('auth_throttles_last_hit_at_idx')
      .on('auth_throttles')
      .column('last_hit_at')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('auth_throttles').ifExists().execute();
  },
};
