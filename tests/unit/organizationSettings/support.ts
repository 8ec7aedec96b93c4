import type { Branding } from '../../../src/api/schemas/branding';
import { SERVER, signedInContext } from '../support/ctx';
import { json, type RecordedCall } from '../support/http';

/** `METHOD path` of every recorded call, relative to the API base. */
export const requests = (calls: readonly RecordedCall[]) =>
  calls.map((c) => `${c.method} ${c.url.slice(SERVER.length)}`);

export const pathOf = (call: RecordedCall) => call.url.slice(SERVER.length);

export const PDF_BYTES = '%PDF-1.7\n% voorbeeld\n%%EOF\n';

export const brandingJson = (extra: Partial<Branding> = {}): Branding => ({
  primary_color: '#1D4ED8',
  secondary_color: null,
  accent_color: '#F59E0B',
  brand_font: 'Work Sans',
  logo_path: null,
  company_website: 'https://zandvoort.nl',
  company_address: null,
  company_phone: null,
  company_email: 'info@zandvoort.nl',
  ...extra,
});

/**
 * A stand-in for the reference server's settings routes of organisation 5: what was saved is answered again,
 * a route in `failing` answers 500 with a reason.
 */
export function settingsServer(
  options: {
    pdf?: Record<string, unknown> | null;
    branding?: Branding;
    failing?: readonly string[];
    saveMessage?: string;
  } = {},
) {
  const state = { pdf: options.pdf ?? null, branding: options.branding ?? brandingJson() };
  return {
    state,
    handler: (call: RecordedCall) => {
      const key = `${call.method} ${pathOf(call)}`;
      if (options.failing?.includes(key)) return json(500, { detail: 'Database weg' });
      switch (key) {
        case 'GET admin/organizations/5/pdf-export-settings':
          return json(200, { pdf_export_settings: state.pdf });
        case 'PUT admin/organizations/5/pdf-export-settings':
          state.pdf = (
            call.body as { pdf_export_settings: Record<string, unknown> | null }
          ).pdf_export_settings;
          return json(200, { message: options.saveMessage ?? '', pdf_export_settings: state.pdf });
        case 'POST admin/organizations/5/pdf-export-settings/preview':
          return new Response(PDF_BYTES, { status: 200, headers: { 'content-type': 'application/pdf' } });
        case 'GET admin/organizations/5/branding':
          return json(200, state.branding);
        case 'PUT admin/organizations/5/branding':
          state.branding = { ...state.branding, ...(call.body as Partial<Branding>) };
          return json(200, { message: options.saveMessage ?? '', branding: state.branding });
        case 'POST admin/organizations/5/logo':
          state.branding = { ...state.branding, logo_path: 'logos/5.png' };
          return json(200, { message: options.saveMessage ?? '', logo_path: 'logos/5.png' });
        case 'GET admin/organizations/5/logo':
          return new Response('png', { status: 200, headers: { 'content-type': 'image/png' } });
        case 'GET admin/organizations':
          return json(200, [
            {
              id: 5,
              name: 'Gemeente Zandvoort',
              created_at: '2025-01-03T10:00:00Z',
              user_count: 3,
              template_count: 1,
            },
          ]);
        default:
          return json(404, { detail: `Niet in deze test: ${key}` });
      }
    },
  };
}

/** Signed in as a platform administrator against `settingsServer`. */
export function withSettingsServer(options: Parameters<typeof settingsServer>[0] = {}, confirm = true) {
  const server = settingsServer(options);
  return { ...signedInContext(server.handler, { role: 'admin', confirm }), server };
}
