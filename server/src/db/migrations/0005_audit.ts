import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';

/**
 * The audit of admin changes: one row per state-changing admin call. No foreign keys: an entry
 * outlives the user, organisation or group it names (ids and labels are kept as they were).
 */
export const audit: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('occurred_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('actor_id', 'integer')
      .addColumn('actor_username', 'text', (col) => col.notNull())
      .addColumn('action', 'text', (col) => col.notNull())
      .addColumn('target_type', 'text', (col) => col.notNull())
      .addColumn('target_id', 'integer')
      .addColumn('target_label', 'text')
      .addColumn('organization_id', 'integer')
      .addColumn('outcome', 'text', (col) => col.notNull().check(sql`outcome in ('success', 'failure')`))
      .addColumn('status', 'integer', (col) => col.notNull())
      .addColumn('detail', 'text')
      .addColumn('ip_address', 'text')
      .execute();
    await db.schema
      .createIndex('audit_log_occurred_at_idx')
      .on('audit_log')
      .columns(['occurred_at', 'id'])
      .execute();
    await db.schema
      .createIndex('audit_log_organization_id_occurred_at_idx')
      .on('audit_log')
      .columns(['organization_id', 'occurred_at'])
      .execute();
    await db.schema.createIndex('audit_log_action_idx').on('audit_log').column('action').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('audit_log').ifExists().execute();
  },
};
