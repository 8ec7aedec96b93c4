import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';

/** The branding fields of an organisation, all optional texts (null: not set). */
const brandingColumns = [
  'primary_color',
  'secondary_color',
  'accent_color',
  'brand_font',
  'logo_path',
  'company_website',
  'company_address',
  'company_phone',
  'company_email',
] as const;

/**
 * Branding, logo and PDF export settings of an organisation.
 * - The nine branding fields on `organizations`; colours are stored as written (`#RGB` or `#RRGGBB`,
 *   checked here as well as by the API).
 * - `pdf_export_settings json`: the settings object as saved (json, not jsonb, keeps its keys in the order they
 *   were written, which the editor shows), or null for the default layout.
 * - `organization_logos`: the logo itself, in the database, so every API process on every machine serves the
 *   same logo without a shared file system. One per organisation, gone with it (cascade). `sha256` is the
 *   content's hash (the ETag of the logo route).
 */
export const brandingPdf: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of brandingColumns) {
      await db.schema.alterTable('organizations').addColumn(column, 'text').execute();
    }
    await db.schema.alterTable('organizations').addColumn('pdf_export_settings', 'json').execute();
    for (const column of ['primary_color', 'secondary_color', 'accent_color']) {
      await db.schema
        .alterTable('organizations')
        .addCheckConstraint(
          `organizations_${column}_hex`,
          sql`${sql.ref(column)} ~ '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$'`,
        )
        .execute();
    }
    await db.schema
      .alterTable('organizations')
      .addCheckConstraint(
        'organizations_pdf_export_settings_object',
        sql`pdf_export_settings is null or json_typeof(pdf_export_settings) = 'object'`,
      )
      .execute();

    await db.schema
      .createTable('organization_logos')
      .addColumn('organization_id', 'integer', (col) =>
        col.primaryKey().references('organizations.id').onDelete('cascade'),
      )
      .addColumn('content', 'bytea', (col) => col.notNull())
      .addColumn('content_type', 'text', (col) =>
        col.notNull().check(sql`content_type in ('image/png', 'image/jpeg', 'image/gif', 'image/svg+xml')`),
      )
      .addColumn('file_name', 'text', (col) => col.notNull())
      .addColumn('byte_size', 'integer', (col) => col.notNull())
      .addColumn('sha256', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addCheckConstraint(
        'organization_logos_byte_size',
        sql`byte_size = octet_length(content) and byte_size > 0`,
      )
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('organization_logos').ifExists().execute();
    for (const column of [...brandingColumns, 'pdf_export_settings']) {
      await db.schema.alterTable('organizations').dropColumn(column).execute();
    }
  },
};
