import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';

/**
 * Token usage of the language-model calls (for the statistics), and case-insensitive unique names:
 * organisations across the platform, groups within their organisation.
 */
export const organizationsStats: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('token_usage')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('summary_id', 'integer', (col) => col.references('summaries.id').onDelete('set null'))
      .addColumn('occurred_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('tokens_in', 'integer', (col) =>
        col
          .notNull()
          .defaultTo(0)
          .check(sql`tokens_in >= 0`),
      )
      .addColumn('tokens_cached', 'integer', (col) =>
        col
          .notNull()
          .defaultTo(0)
          .check(sql`tokens_cached >= 0`),
      )
      .addColumn('tokens_out', 'integer', (col) =>
        col
          .notNull()
          .defaultTo(0)
          .check(sql`tokens_out >= 0`),
      )
      .addColumn('model', 'text')
      .execute();
    await db.schema
      .createIndex('token_usage_occurred_at_idx')
      .on('token_usage')
      .column('occurred_at')
      .execute();
    await db.schema
      .createIndex('token_usage_user_id_occurred_at_idx')
      .on('token_usage')
      .columns(['user_id', 'occurred_at'])
      .execute();
    await db.schema
      .createIndex('token_usage_summary_id_idx')
      .on('token_usage')
      .column('summary_id')
      .execute();

    await db.schema
      .createIndex('organizations_name_lower_unique')
      .on('organizations')
      .expression(sql`lower(name)`)
      .unique()
      .execute();
    await db.schema
      .createIndex('groups_organization_name_lower_unique')
      .on('groups')
      .expression(sql`organization_id, lower(name)`)
      .unique()
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('groups_organization_name_lower_unique').ifExists().execute();
    await db.schema.dropIndex('organizations_name_lower_unique').ifExists().execute();
    await db.schema.dropTable('token_usage').ifExists().execute();
  },
};
