// Request helpers of the branding, logo and PDF settings tests.
import type { TestApp } from './harness';

export const brandingPath = (id: number) => `/api/admin/organizations/${id}/branding`;
export const logoPath = (id: number) => `/api/admin/organizations/${id}/logo`;
export const pdfSettingsPath = (id: number) => `/api/admin/organizations/${id}/pdf-export-settings`;
export const previewPath = (id: number) => `/api/admin/organizations/${id}/pdf-export-settings/preview`;

/** Uploads `content` as the logo named `fileName` (in the field `field`, `logo` unless given). */
export function uploadLogo(
  t: TestApp,
  token: string,
  organizationId: number,
  content: Uint8Array | string,
  fileName: string,
  field = 'logo',
): Promise<Response> {
  const form = new FormData();
  form.set(field, new File([typeof content === 'string' ? content : new Uint8Array(content)], fileName));
  return t.request(logoPath(organizationId), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

/** POSTs settings to the preview; answers the response (a PDF, or an error as JSON). */
export function preview(
  t: TestApp,
  token: string,
  organizationId: number,
  settings: unknown,
): Promise<Response> {
  return t.request(previewPath(organizationId), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ pdf_export_settings: settings }),
  });
}
