import type { Selectable } from 'kysely';
import type { Branding } from '../../../src/api/schemas/branding';
import type { Db } from '../db/db';
import type { OrganizationLogosTable } from '../db/schema';
import { ApiError } from '../http/errors';
import { messages } from '../messages';

/** The nine branding fields of an organisation, in the order the answer lists them. */
export const brandingFields = [
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

export type BrandingRow = { [K in (typeof brandingFields)[number]]: string | null };

/** The organisation's name and branding; 404 when there is no such organisation. */
export async function getBranding(db: Db, organizationId: number): Promise<BrandingRow & { name: string }> {
  const row = await db
    .selectFrom('organizations')
    .select(['name', ...brandingFields])
    .where('id', '=', organizationId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, messages.organizations.notFound);
  return row;
}

/** The branding as answered: the nine fields, null where not set. */
export function brandingAnswer(row: BrandingRow): Branding {
  return Object.fromEntries(brandingFields.map((field) => [field, row[field]])) as Branding;
}

/** The saved PDF export settings (null: the default layout); 404 when there is no such organisation. */
export async function getPdfSettings(
  db: Db,
  organizationId: number,
): Promise<Record<string, unknown> | null> {
  const row = await db
    .selectFrom('organizations')
    .select('pdf_export_settings')
    .where('id', '=', organizationId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, messages.organizations.notFound);
  return row.pdf_export_settings;
}

export type StoredLogo = Pick<
  Selectable<OrganizationLogosTable>,
  'content' | 'content_type' | 'file_name' | 'byte_size' | 'sha256' | 'updated_at'
>;

/** The organisation's logo with its content, or undefined without one. */
export async function findLogo(db: Db, organizationId: number): Promise<StoredLogo | undefined> {
  const row = await db
    .selectFrom('organization_logos')
    .select(['content', 'content_type', 'file_name', 'byte_size', 'sha256', 'updated_at'])
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return row && { ...row, content: new Uint8Array(row.content) };
}

/** The logo's hash alone (for a revalidation that needs no content), or undefined without a logo. */
export async function findLogoTag(db: Db, organizationId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('organization_logos')
    .select('sha256')
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return row?.sha256;
}
