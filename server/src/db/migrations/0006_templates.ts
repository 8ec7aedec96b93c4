import { sql } from 'kysely';
import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Migration } from 'kysely';

/**
 * Templates: one table for the three owners (a user, an organisation, or none = a default
 * template), the saved orders and the switches (both per user or per organisation), and the revisions every
 * save writes. Deleting a user, an organisation or a template takes everything that names it along.
 */

/** A CUSTOM template's settings; null for the other complexities. */
function withSettings<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table
    .addColumn('max_tokens', 'text')
    .addColumn('system_message', 'text')
    .addColumn('opdracht', 'text')
    .addColumn('additional_settings', 'text');
}

/** A complexity column with its check. */
const complexityCheck = sql`complexity in ('SMALL', 'MEDIUM', 'LARGE', 'CUSTOM')`;

/** An owner pair (user_id, organization_id) where exactly one is set, each cascading. */
function withOwner<T extends string, C extends string>(table: CreateTableBuilder<T, C>, name: string) {
  return table
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('organization_id', 'integer', (col) => col.references('organizations.id').onDelete('cascade'))
    .addCheckConstraint(`${name}_one_owner`, sql`(user_id is null) <> (organization_id is null)`);
}

/** Unique (owner, template) per kind of owner, which also serves the look-ups by owner. */
async function uniquePerOwner(db: Kysely<unknown>, table: string): Promise<void> {
  for (const owner of ['user_id', 'organization_id']) {
    await db.schema
      .createIndex(`${table}_${owner}_template_unique`)
      .on(table)
      .columns([owner, 'template_id'])
      .unique()
      .where(sql.ref(owner), 'is not', null)
      .execute();
  }
  await db.schema.createIndex(`${table}_template_id_idx`).on(table).column('template_id').execute();
}

export const templates: Migration = {
  async up(db: Kysely<unknown>) {
    await withSettings(
      db.schema
        .createTable('templates')
        .addColumn('id', 'serial', (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('description', 'text')
        .addColumn('content', 'text', (col) => col.notNull())
        .addColumn('complexity', 'text', (col) => col.notNull().defaultTo('SMALL').check(complexityCheck))
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
        .addColumn('organization_id', 'integer', (col) =>
          col.references('organizations.id').onDelete('cascade'),
        )
        .addColumn('sort_order', 'integer', (col) =>
          col
            .notNull()
            .defaultTo(0)
            .check(sql`sort_order >= 0`),
        ),
    )
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addCheckConstraint('templates_at_most_one_owner', sql`user_id is null or organization_id is null`)
      .execute();
    // Names are unique per owner: per user, per organisation, and among the default templates.
    await db.schema
      .createIndex('templates_user_name_unique')
      .on('templates')
      .columns(['user_id', 'name'])
      .unique()
      .where(sql.ref('user_id'), 'is not', null)
      .execute();
    await db.schema
      .createIndex('templates_organization_name_unique')
      .on('templates')
      .columns(['organization_id', 'name'])
      .unique()
      .where(sql.ref('organization_id'), 'is not', null)
      .execute();
    await db.schema
      .createIndex('templates_default_name_unique')
      .on('templates')
      .column('name')
      .unique()
      .where(sql<boolean>`user_id is null and organization_id is null`)
      .execute();
    await db.schema.createIndex('templates_created_by_idx').on('templates').column('created_by').execute();

    // A saved order: the position of a template in a user's or an organisation's list.
    await withOwner(
      db.schema
        .createTable('template_order')
        .addColumn('id', 'serial', (col) => col.primaryKey())
        .addColumn('template_id', 'integer', (col) =>
          col.notNull().references('templates.id').onDelete('cascade'),
        ),
      'template_order',
    )
      .addColumn('position', 'integer', (col) => col.notNull().check(sql`position >= 0`))
      .execute();
    await uniquePerOwner(db, 'template_order');

    // A template switched off for one user or for a whole organisation.
    await withOwner(
      db.schema
        .createTable('template_switches')
        .addColumn('id', 'serial', (col) => col.primaryKey())
        .addColumn('template_id', 'integer', (col) =>
          col.notNull().references('templates.id').onDelete('cascade'),
        ),
      'template_switches',
    )
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await uniquePerOwner(db, 'template_switches');

    // Every save of a template, numbered per template (the revisions screen of the next issue reads them).
    await withSettings(
      db.schema
        .createTable('template_revisions')
        .addColumn('id', 'serial', (col) => col.primaryKey())
        .addColumn('template_id', 'integer', (col) =>
          col.notNull().references('templates.id').onDelete('cascade'),
        )
        .addColumn('revision_number', 'integer', (col) => col.notNull().check(sql`revision_number >= 1`))
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('description', 'text')
        .addColumn('content', 'text', (col) => col.notNull())
        .addColumn('complexity', 'text', (col) => col.notNull().check(complexityCheck)),
    )
      .addColumn('revision_reason', 'text')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addUniqueConstraint('template_revisions_number_unique', ['template_id', 'revision_number'])
      .execute();
    await db.schema
      .createIndex('template_revisions_created_by_idx')
      .on('template_revisions')
      .column('created_by')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['template_revisions', 'template_switches', 'template_order', 'templates']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
