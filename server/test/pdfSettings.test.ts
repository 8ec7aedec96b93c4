// PDF export settings of an organisation: read (null: the default layout), save an object checked against the
// schema (unknown keys refused with their path named, sizes, margins, colours and placeholders range-checked)
// or null, the Dutch message; audited; and the preview of unsaved settings as a PDF with the organisation's
// branding and logo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_DEFAULT_SETTINGS, pdfSettingsSaved } from '../../src/api/schemas/pdfSettings';
import { messages } from '../src/messages';
import { pdfGate } from '../src/pdf/gate';
import { organizationPdfInput } from '../src/pdf/preview';
import type { TestApp } from './harness';
import { backends, createTestApp } from './harness';
import { brandingPath, pdfSettingsPath, preview, uploadLogo } from './organizationSettingsTestClient';
import type { jsonClient } from './organizationsTestClient';
import { twoOrganizationsWithAdmin } from './organizationsTestClient';
import { png } from './support/images';
import { readPdf } from './support/readPdf';

describe.each(backends)('PDF export settings (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  let admin: ReturnType<typeof jsonClient>;
  let orgAdmin: ReturnType<typeof jsonClient>;
  let orgToken: string;
  let orgId: number;
  let otherOrgId: number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    ({ token, admin, orgAdmin, orgToken, orgId, otherOrgId } = await twoOrganizationsWithAdmin(t, [
      'PDF BV',
      'Ander PDF BV',
    ]));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers null (the default layout) before anything is saved', async () => {
    const res = await admin.get(pdfSettingsPath(orgId));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ pdf_export_settings: null });
  });

  it('saves the example settings and answers them with the message', async () => {
    const res = await admin.put(pdfSettingsPath(orgId), { pdf_export_settings: PDF_DEFAULT_SETTINGS });
    expect(res.status).toBe(200);
    expect(pdfSettingsSaved.parse(res.body)).toEqual({
      message: 'PDF export instellingen opgeslagen.',
      pdf_export_settings: PDF_DEFAULT_SETTINGS,
    });
    const stored = (await admin.get(pdfSettingsPath(orgId))).body as { pdf_export_settings: object };
    expect(stored).toEqual({ pdf_export_settings: PDF_DEFAULT_SETTINGS });
    // Answered in the order it was written (the editor shows it), not re-sorted by the database.
    expect(JSON.stringify(stored.pdf_export_settings)).toBe(JSON.stringify(PDF_DEFAULT_SETTINGS));
  });

  it('saves partial settings as given (the rest is the default layout) and null again', async () => {
    const partial = {
      layout: { orientation: 'landscape', margins_mm: { top: 15.5 } },
      cover_page: { meta: [] },
    };
    const res = await admin.put(pdfSettingsPath(orgId), { pdf_export_settings: partial });
    expect(res.status).toBe(200);
    expect((await admin.get(pdfSettingsPath(orgId))).body).toEqual({ pdf_export_settings: partial });
    const cleared = await admin.put(pdfSettingsPath(orgId), { pdf_export_settings: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({
      message: 'PDF export instellingen opgeslagen.',
      pdf_export_settings: null,
    });
    expect((await admin.get(pdfSettingsPath(orgId))).body).toEqual({ pdf_export_settings: null });
  });

  it.each([
    ['an unknown top-level key', { kleuren: {} }, 'pdf_export_settings.kleuren is een onbekend veld'],
    [
      'an unknown nested key',
      { layout: { margins_mm: { top: 20, tpo: 20 } } },
      'pdf_export_settings.layout.margins_mm.tpo is een onbekend veld',
    ],
    [
      'an unknown key in a meta row',
      { cover_page: { meta: [{ label: 'Datum', value: '{{meeting_date}}', extra: 1 }] } },
      'pdf_export_settings.cover_page.meta.0.extra is een onbekend veld',
    ],
    [
      'a margin too small',
      { layout: { margins_mm: { top: 2 } } },
      'pdf_export_settings.layout.margins_mm.top is te klein',
    ],
    [
      'a margin too large',
      { layout: { margins_mm: { left: 150 } } },
      'pdf_export_settings.layout.margins_mm.left is te groot',
    ],
    [
      'a heading too large',
      { typography: { headings: { h1: 100 } } },
      'pdf_export_settings.typography.headings.h1 is te groot',
    ],
    [
      'a line spacing too large',
      { typography: { body: { line_spacing: 5 } } },
      'pdf_export_settings.typography.body.line_spacing is te groot',
    ],
    [
      'a font size as text',
      { page_header: { font_size: '10' } },
      'pdf_export_settings.page_header.font_size heeft het verkeerde type',
    ],
    [
      'an unknown page size',
      { layout: { page_size: 'B5' } },
      'pdf_export_settings.layout.page_size heeft een ongeldige waarde',
    ],
    [
      'an unknown font',
      { page_header: { font_family: 'Comic Sans' } },
      'pdf_export_settings.page_header.font_family heeft een ongeldige waarde',
    ],
    [
      'a colour that is not HEX',
      { typography: { lists: { bullet_color: 'blauw' } } },
      'pdf_export_settings.typography.lists.bullet_color heeft een ongeldig formaat',
    ],
    [
      'an unknown placeholder',
      { cover_page: { title: '{{titel}}' } },
      'pdf_export_settings.cover_page.title is ongeldig',
    ],
    [
      'a page number outside header and footer',
      { extras: { disclaimer: { text: 'Pagina {{page_number}}' } } },
      'pdf_export_settings.extras.disclaimer.text is ongeldig',
    ],
    ['an array instead of an object', [], 'pdf_export_settings heeft het verkeerde type'],
  ])('refuses %s with a 422 naming its path', async (_name, settings, detail) => {
    await admin.put(pdfSettingsPath(orgId), { pdf_export_settings: { layout: { page_size: 'A5' } } });
    const res = await admin.put(pdfSettingsPath(orgId), { pdf_export_settings: settings });
    expect(res.status).toBe(422);
    expect((res.body as { detail: string }).detail).toContain(detail);
    expect((res.body as { detail: string }).detail).toMatch(/^Ongeldige invoer: /);
    expect((await admin.get(pdfSettingsPath(orgId))).body).toEqual({
      pdf_export_settings: { layout: { page_size: 'A5' } },
    });
  });

  it('names every unknown key of one object', async () => {
    const res = await admin.put(pdfSettingsPath(orgId), { pdf_export_settings: { extras: { a: 1, b: 2 } } });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      fields: ['pdf_export_settings.extras.a', 'pdf_export_settings.extras.b'],
    });
  });

  it('refuses a body without pdf_export_settings', async () => {
    const res = await admin.put(pdfSettingsPath(orgId), {});
    expect(res.status).toBe(422);
    expect((res.body as { detail: string }).detail).toContain('pdf_export_settings is verplicht');
  });

  it('answers 404 for an organisation that does not exist, and scopes organisation administrators', async () => {
    expect((await admin.get(pdfSettingsPath(999_999))).status).toBe(404);
    expect((await admin.put(pdfSettingsPath(999_999), { pdf_export_settings: null })).status).toBe(404);
    expect((await orgAdmin.put(pdfSettingsPath(orgId), { pdf_export_settings: null })).status).toBe(200);
    expect((await orgAdmin.get(pdfSettingsPath(orgId))).status).toBe(200);
    for (const res of [
      await orgAdmin.get(pdfSettingsPath(otherOrgId)),
      await orgAdmin.put(pdfSettingsPath(otherOrgId), { pdf_export_settings: null }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: messages.organizations.notFound });
    }
  });

  it('audits a save with the organisation as target', async () => {
    await admin.put(pdfSettingsPath(orgId), { pdf_export_settings: { cover_page: { enabled: false } } });
    const entry = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target_type', 'target_id', 'organization_id', 'outcome', 'status'])
      .where('action', '=', 'organizations.updatePdfSettings')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({
      action: 'organizations.updatePdfSettings',
      target_type: 'organization',
      target_id: orgId,
      organization_id: orgId,
      outcome: 'success',
      status: 200,
    });
  });

  it('hands a summary export the saved settings, the branding and the logo', async () => {
    await admin.put(pdfSettingsPath(orgId), { pdf_export_settings: { layout: { page_size: 'A5' } } });
    await uploadLogo(t, token, orgId, png({ width: 5, height: 5 }), 'logo.png');
    const summary = { text: '# Kop', fields: { document_title: 'Overleg' } };
    const input = await organizationPdfInput(t.db, orgId, summary);
    expect(input.settings).toEqual({ layout: { page_size: 'A5' } });
    expect(input.branding.organization_name).toBe('PDF BV');
    expect(input.logo?.kind).toBe('png');
    expect(input.summary).toBe(summary);
    await admin.put(pdfSettingsPath(orgId), { pdf_export_settings: null });
    expect((await organizationPdfInput(t.db, orgId, summary)).settings).toBeNull();
  });

  describe('preview', () => {
    it('answers a PDF of the sample summary with the default layout for null', async () => {
      const res = await preview(t, token, orgId, null);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe('inline; filename="voorbeeld.pdf"');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(Number(res.headers.get('content-length'))).toBe(bytes.byteLength);
      expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      const pages = await readPdf(bytes);
      expect(pages.length).toBeGreaterThanOrEqual(3);
      expect(pages[0]!.text).toContain(`Pagina 1 van ${pages.length}`);
      expect(pages[1]!.text).toContain('PDF BV');
      for (const heading of ['Aanleiding en doel', 'Besproken onderwerpen', 'Besluiten', 'Actiepunten']) {
        expect(pages.some((page) => page.text.includes(heading))).toBe(true);
      }
    });

    it('renders unsaved settings with the branding and logo, and saves nothing', async () => {
      await admin.put(pdfSettingsPath(orgId), { pdf_export_settings: null });
      await admin.put(brandingPath(orgId), {
        primary_color: '#C0FFEE',
        company_email: 'pdf@voorbeeld.example',
        company_phone: '020 123 4567',
      });
      expect((await uploadLogo(t, token, orgId, png({ width: 50, height: 20 }), 'logo.png')).status).toBe(
        200,
      );
      const auditBefore = (await t.db.selectFrom('audit_log').select('id').execute()).length;
      const res = await preview(t, orgToken, orgId, {
        layout: { orientation: 'landscape' },
        page_footer: { page_number_format: '{{page_number}} / {{total_pages}}' },
      });
      expect(res.status).toBe(200);
      const pages = await readPdf(new Uint8Array(await res.arrayBuffer()));
      expect([pages[0]!.width, pages[0]!.height]).toEqual([841.89, 595.28]);
      expect(pages[0]!.text).toContain(`1 / ${pages.length}`);
      expect(pages[0]!.text).toContain('020 123 4567 · pdf@voorbeeld.example');
      expect(pages.every((page) => page.images === 1)).toBe(true);
      expect(pages.some((page) => page.fills.has('#c0ffee'))).toBe(true);
      expect((await admin.get(pdfSettingsPath(orgId))).body).toEqual({ pdf_export_settings: null });
      expect((await t.db.selectFrom('audit_log').select('id').execute()).length).toBe(auditBefore);
    });

    it('refuses invalid settings with the same 422 as saving', async () => {
      const res = await preview(t, token, orgId, { layout: { margins_mm: { top: 1, foo: 2 } } });
      expect(res.status).toBe(422);
      const { detail } = (await res.json()) as { detail: string };
      expect(detail).toContain('pdf_export_settings.layout.margins_mm.top is te klein');
      expect(detail).toContain('pdf_export_settings.layout.margins_mm.foo is een onbekend veld');
    });

    it('turns a preview away with 503 while the renderer is busy and its queue full, then renders again', async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const occupied = Array.from({ length: 7 }, () => pdfGate.run(() => held));
      expect(pdfGate.load()).toEqual({ running: 1, waiting: 6 });
      const busy = await preview(t, token, orgId, null);
      expect(busy.status).toBe(503);
      expect(busy.headers.get('retry-after')).toBe('2');
      expect(await busy.json()).toEqual({ detail: messages.pdf.busy });
      release();
      await Promise.all(occupied);
      expect(pdfGate.load()).toEqual({ running: 0, waiting: 0 });
      expect((await preview(t, token, orgId, null)).status).toBe(200);
    });

    it('answers 404 for a missing organisation and for another organisation’s administrator', async () => {
      const missing = await preview(t, token, 999_999, null);
      expect(missing.status).toBe(404);
      const other = await preview(t, orgToken, otherOrgId, null);
      expect(other.status).toBe(404);
      expect(await other.json()).toEqual({ detail: messages.organizations.notFound });
    });
  });
});
