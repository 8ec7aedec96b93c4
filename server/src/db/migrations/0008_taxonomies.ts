import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';

/**
 * Taxonomies: a user's or an organisation's list of terms (a correct form and its alternatives),
 * and per template whether a taxonomy is active for it. Deleting a taxonomy takes its terms and template links
 * along; deleting its owner (user or organisation) or a template does too (foreign keys, in the deleting
 * statement's transaction).
 *
 * Alternatives are a `text[]`: a list of plain strings, nothing nested, read and written as a JavaScript array
 * by both drivers (pg and PGlite); the checks below keep NULL elements out. jsonb would accept any JSON value
 * and need a check on its shape to say the same.
 */
export const taxonomies: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('taxonomies')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
      .addColumn('organization_id', 'integer', (col) =>
        col.references('organizations.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (col) => col.notNull().check(sql`btrim(name) <> ''`))
      .addColumn('description', 'text', (col) => col.notNull().check(sql`btrim(description) <> ''`))
      .addColumn('taxonomy_context', 'text')
      .addColumn('is_org_wide', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('default_active', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addCheckConstraint('taxonomies_one_owner', sql`(user_id is null) <> (organization_id is null)`)
      .execute();
    for (const column of ['user_id', 'organization_id', 'created_by']) {
      await db.schema.createIndex(`taxonomies_${column}_idx`).on('taxonomies').column(column).execute();
    }

    await db.schema
      .createTable('taxonomy_terms')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('taxonomy_id', 'integer', (col) =>
        col.notNull().references('taxonomies.id').onDelete('cascade'),
      )
      .addColumn('correct_form', 'text', (col) => col.notNull().check(sql`btrim(correct_form) <> ''`))
      .addColumn('alternatives', sql`text[]`, (col) =>
        col
          .notNull()
          .defaultTo(sql`'{}'::text[]`)
          .check(sql`array_position(alternatives, null) is null`),
      )
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    // A correct form once per taxonomy, whatever its case: the database refuses a duplicate too. The index also
    // serves the look-ups by taxonomy.
    await db.schema
      .createIndex('taxonomy_terms_correct_form_unique')
      .on('taxonomy_terms')
      .unique()
      .expression(sql`taxonomy_id, lower(correct_form)`)
      .execute();

    // Whether a taxonomy is active for a template; without a row the taxonomy's default_active applies.
    await db.schema
      .createTable('template_taxonomies')
      .addColumn('template_id', 'integer', (col) =>
        col.notNull().references('templates.id').onDelete('cascade'),
      )
      .addColumn('taxonomy_id', 'integer', (col) =>
        col.notNull().references('taxonomies.id').onDelete('cascade'),
      )
      .addColumn('is_active', 'boolean', (col) => col.notNull())
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('template_taxonomies_pkey', ['template_id', 'taxonomy_id'])
      .execute();
    await db.schema
      .createIndex('template_taxonomies_taxonomy_id_idx')
      .on('template_taxonomies')
      .column('taxonomy_id')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['template_taxonomies', 'taxonomy_terms', 'taxonomies']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
