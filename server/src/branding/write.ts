import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import { buildPath } from '../../../src/api/endpoints/define';
import { endpoints } from '../../../src/api/endpoints';
import type { BrandingWrite } from '../../../src/api/schemas/branding';
import type { PdfExportSettings } from '../../../src/api/schemas/pdfSettings';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { messages } from '../messages';
import type { LogoKind } from './logoContent';
import { logoContentTypes } from './logoContent';
import type { BrandingRow } from './query';
import { getBranding } from './query';

type Trx = Transaction<Database>;

/** The eight writable fields, as `brandingWrite` leaves them: a value, null (cleared) or undefined (kept). */
type BrandingChanges = { [K in keyof BrandingWrite]?: string | null };

/**
 * Saves the branding fields the request names (a missing field is kept, null or an empty text clears it) and
 * answers the organisation's branding afterwards. Colours are kept as written (`#RGB` or `#RRGGBB`).
 */
export async function saveBranding(
  trx: Trx,
  organizationId: number,
  changes: BrandingChanges,
): Promise<BrandingRow> {
  await getBranding(trx, organizationId);
  const values = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (Object.keys(values).length > 0) {
    await trx.updateTable('organizations').set(values).where('id', '=', organizationId).execute();
  }
  return getBranding(trx, organizationId);
}

/** Saves the PDF export settings (null: back to the default layout) and answers them as stored. */
export async function savePdfSettings(
  trx: Trx,
  organizationId: number,
  settings: PdfExportSettings | null,
): Promise<Record<string, unknown> | null> {
  const row = await trx
    .updateTable('organizations')
    .set({
      pdf_export_settings: settings === null ? null : sql<string>`${JSON.stringify(settings)}::text::json`,
    })
    .where('id', '=', organizationId)
    .returning('pdf_export_settings')
    .executeTakeFirst();
  if (!row) throw new ApiError(404, messages.organizations.notFound);
  return row.pdf_export_settings;
}

/**
 * Where the logo is found, as `logo_path` says: the logo route's path relative to the API base
 * (`admin/organizations/12/logo`). The console fetches it with its token; the logo itself lives in
 * `organization_logos`, so any API process serves it.
 */
export function logoPathOf(organizationId: number): string {
  return buildPath(endpoints.organizationSettings.logo.path, { id: organizationId });
}

export interface NewLogo {
  kind: LogoKind;
  content: Uint8Array;
  fileName: string;
}

/** Stores (or replaces) the organisation's logo and sets its `logo_path`; answers the path. */
export async function saveLogo(trx: Trx, organizationId: number, logo: NewLogo): Promise<string> {
  const logoPath = logoPathOf(organizationId);
  const updated = await trx
    .updateTable('organizations')
    .set({ logo_path: logoPath })
    .where('id', '=', organizationId)
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw new ApiError(404, messages.organizations.notFound);
  const row = {
    content: logo.content,
    content_type: logoContentTypes[logo.kind],
    file_name: logo.fileName,
    byte_size: logo.content.byteLength,
    sha256: createHash('sha256').update(logo.content).digest('base64url'),
    updated_at: new Date(),
  };
  await trx
    .insertInto('organization_logos')
    .values({ organization_id: organizationId, ...row })
    .onConflict((oc) => oc.column('organization_id').doUpdateSet(row))
    .execute();
  return logoPath;
}
