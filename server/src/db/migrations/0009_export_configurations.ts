import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';

/**
 * Export configurations: an organisation pushes summaries of chosen meeting templates to HubSpot or
 * Notion. A configuration names its templates in `export_configuration_templates` (in the order they were
 * given: the first is the one the table shows); each push of one summary through one configuration is an
 * `export_pushes` row that its job moves from `queued` through `sending` to `succeeded` or `failed`.
 *
 * Deleting an organisation takes its configurations along, a configuration its template links and pushes, a
 * template its links, a summary its pushes (foreign keys, in the deleting statement's transaction). A deleted
 * user leaves the pushes they asked for, without their name.
 *
 * `configuration_details` is json (not jsonb, which would reorder the keys of the property mapping as the user
 * wrote them): the platform's details object (the API checks its shape per platform with
 * the shared zod schemas; the database only that it is an object). No API key is ever stored: the details name
 * a server-held secret, by its name only.
 */
export const exportConfigurations: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('export_configurations')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('organization_id', 'integer', (col) =>
        col.notNull().references('organizations.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (col) =>
        col.notNull().check(sql`btrim(name) <> '' and char_length(name) <= 200`),
      )
      .addColumn('target_platform', 'text', (col) =>
        col.notNull().check(sql`target_platform in ('HUBSPOT', 'NOTION')`),
      )
      .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
      .addColumn('configuration_details', 'json', (col) =>
        col
          .notNull()
          .defaultTo(sql`'{}'::json`)
          .check(sql`json_typeof(configuration_details) = 'object'`),
      )
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    // The organisation's list (and its scope look-up) in name order.
    await db.schema
      .createIndex('export_configurations_organization_idx')
      .on('export_configurations')
      .columns(['organization_id', 'name'])
      .execute();

    await db.schema
      .createTable('export_configuration_templates')
      .addColumn('configuration_id', 'integer', (col) =>
        col.notNull().references('export_configurations.id').onDelete('cascade'),
      )
      .addColumn('template_id', 'integer', (col) =>
        col.notNull().references('templates.id').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (col) => col.notNull().check(sql`position >= 0`))
      .addPrimaryKeyConstraint('export_configuration_templates_pkey', ['configuration_id', 'template_id'])
      .execute();
    // A template's deletion finds its links; the user filter of the list joins through it.
    await db.schema
      .createIndex('export_configuration_templates_template_idx')
      .on('export_configuration_templates')
      .column('template_id')
      .execute();

    await db.schema
      .createTable('export_pushes')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('configuration_id', 'integer', (col) =>
        col.notNull().references('export_configurations.id').onDelete('cascade'),
      )
      .addColumn('summary_id', 'integer', (col) =>
        col.notNull().references('summaries.id').onDelete('cascade'),
      )
      .addColumn('status', 'text', (col) =>
        col
          .notNull()
          .defaultTo('queued')
          .check(sql`status in ('queued', 'sending', 'succeeded', 'failed')`),
      )
      .addColumn('attempts', 'integer', (col) =>
        col
          .notNull()
          .defaultTo(0)
          .check(sql`attempts >= 0`),
      )
      .addColumn('error', 'text')
      .addColumn('external_id', 'text')
      .addColumn('external_url', 'text')
      // What an interrupted attempt already made on the platform (the HubSpot record found or created, the
      // Notion page and how many of its blocks went out), so the next attempt goes on instead of making it twice.
      .addColumn('checkpoint', 'jsonb', (col) =>
        col
          .notNull()
          .defaultTo(sql`'{}'::jsonb`)
          .check(sql`jsonb_typeof(checkpoint) = 'object'`),
      )
      // A worker is sending it until then; another one leaves it alone meanwhile (a crashed worker's claim runs out).
      .addColumn('claimed_until', 'timestamptz')
      .addColumn('requested_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('finished_at', 'timestamptz')
      // Finished exactly when succeeded or failed; a success names what it made.
      .addCheckConstraint(
        'export_pushes_finished',
        sql`(status in ('succeeded', 'failed')) = (finished_at is not null)`,
      )
      .addCheckConstraint(
        'export_pushes_success_names_result',
        sql`status <> 'succeeded' or external_id is not null`,
      )
      .execute();
    // The lists, newest first: a configuration's (the exports tab), a summary's, and everything (platform).
    await db.schema
      .createIndex('export_pushes_configuration_idx')
      .on('export_pushes')
      .columns(['configuration_id', 'id desc'])
      .execute();
    await db.schema
      .createIndex('export_pushes_summary_idx')
      .on('export_pushes')
      .columns(['summary_id', 'id desc'])
      .execute();
    await db.schema
      .createIndex('export_pushes_requested_by_idx')
      .on('export_pushes')
      .column('requested_by')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['export_pushes', 'export_configuration_templates', 'export_configurations']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
