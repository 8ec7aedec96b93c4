// Branding of an organisation: read and save the colours, brand font and company details; colours `#RGB` or
// `#RRGGBB`, e-mail address, website and phone checked; empty texts clear a field, missing ones keep it; the
// answer carries the Dutch message; audited; an organisation administrator reaches only their own
// organisation's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branding as brandingSchema, brandingSaved, HEX_COLOR_MESSAGE } from '../../src/api/schemas/branding';
import { errorBody } from '../../src/api/schemas/common';
import { pdfExportSettings } from '../../src/api/schemas/pdfSettings';
import { messages } from '../src/messages';
import { seedDemo } from '../src/seed/demo';
import { seedDemoBranding } from '../src/seed/demoBranding';
import type { TestApp } from './harness';
import { backends, createTestApp } from './harness';
import { brandingPath, pdfSettingsPath, preview } from './organizationSettingsTestClient';
import { jsonClient, twoOrganizationsWithAdmin } from './organizationsTestClient';
import { readPdf } from './support/readPdf';

const EMPTY = {
  primary_color: null,
  secondary_color: null,
  accent_color: null,
  brand_font: null,
  logo_path: null,
  company_website: null,
  company_address: null,
  company_phone: null,
  company_email: null,
};

describe.each(backends)('branding (%s)', (backend) => {
  let t: TestApp;
  let admin: ReturnType<typeof jsonClient>;
  let orgAdmin: ReturnType<typeof jsonClient>;
  let orgId: number;
  let otherOrgId: number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    ({ admin, orgAdmin, orgId, otherOrgId } = await twoOrganizationsWithAdmin(t, [
      'Branding BV',
      'Andere BV',
    ]));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers every field null for an organisation without branding', async () => {
    const res = await admin.get(brandingPath(otherOrgId));
    expect(res.status).toBe(200);
    expect(res.body).toEqual(EMPTY);
    expect(brandingSchema.safeParse(res.body).success).toBe(true);
  });

  it('saves the fields, keeps colours as written and answers the message and the branding', async () => {
    const body = {
      primary_color: '#1F4E79',
      secondary_color: '#abc',
      accent_color: ' #F5B700 ',
      brand_font: 'Work Sans',
      company_website: 'https://www.branding.example/',
      company_address: 'Stationsplein 1\n1012 AB Amsterdam',
      company_phone: '+31 (0)20-123 45 67',
      company_email: 'Info@Branding.example',
    };
    const res = await admin.put(brandingPath(orgId), body);
    expect(res.status).toBe(200);
    expect(brandingSaved.parse(res.body).message).toBe('Branding bijgewerkt.');
    const expected = {
      ...EMPTY,
      ...body,
      accent_color: '#F5B700',
      company_email: 'Info@Branding.example',
    };
    expect(res.body.branding).toEqual(expected);
    expect((await admin.get(brandingPath(orgId))).body).toEqual(expected);
  });

  it('keeps fields the request leaves out and clears those sent empty or null', async () => {
    const res = await admin.put(brandingPath(orgId), {
      brand_font: '',
      company_phone: '   ',
      accent_color: null,
    });
    expect(res.status).toBe(200);
    const after = (await admin.get(brandingPath(orgId))).body;
    expect(after).toMatchObject({
      primary_color: '#1F4E79',
      secondary_color: '#abc',
      accent_color: null,
      brand_font: null,
      company_phone: null,
      company_email: 'Info@Branding.example',
    });
    // An empty request changes nothing and still answers the branding.
    const unchanged = await admin.put(brandingPath(orgId), {});
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.branding).toEqual(after);
  });

  it.each([
    ['primary_color', '#12345'],
    ['primary_color', '123456'],
    ['secondary_color', '#GGGGGG'],
    ['accent_color', '#1234567'],
    ['accent_color', 'red'],
    ['company_email', 'geen-adres'],
    ['company_email', 'a@b'],
    ['company_website', 'www.zonder-schema.example'],
    ['company_website', 'javascript:alert(1)'],
    ['company_website', 'ftp://bestanden.example'],
    ['company_phone', 'bel me'],
    ['brand_font', 'x'.repeat(101)],
    ['company_address', 'x'.repeat(501)],
    ['primary_color', 123],
  ])('refuses %s = %j with a 422 naming the field, and changes nothing', async (field, value) => {
    const before = (await admin.get(brandingPath(orgId))).body;
    // A valid change beside it is not made either.
    const beside = field === 'brand_font' ? { company_address: 'Anders' } : { brand_font: 'Anders' };
    const res = await admin.put(brandingPath(orgId), { ...beside, [field]: value });
    expect(res.status).toBe(422);
    const { detail } = errorBody.parse(res.body);
    expect(detail).toMatch(/^Ongeldige invoer: /);
    expect(detail).toContain(field);
    expect((res.body as { fields: string[] }).fields).toContain(field);
    expect((await admin.get(brandingPath(orgId))).body).toEqual(before);
  });

  it('checks colours with the spec’s pattern (the console shows its message)', () => {
    const parse = (value: string) => brandingSchema.safeParse({ primary_color: value }).success;
    expect(parse('#fff')).toBe(true);
    expect(HEX_COLOR_MESSAGE).toBe('Ongeldige HEX kleur (gebruik formaat #RRGGBB)');
  });

  it('answers 404 for an organisation that does not exist', async () => {
    expect((await admin.get(brandingPath(999_999))).status).toBe(404);
    const res = await admin.put(brandingPath(999_999), { primary_color: '#000' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: messages.organizations.notFound });
  });

  it('lets an organisation administrator read and save their own, and not another organisation’s', async () => {
    expect((await orgAdmin.get(brandingPath(orgId))).status).toBe(200);
    const saved = await orgAdmin.put(brandingPath(orgId), { brand_font: 'Eigen letter' });
    expect(saved.status).toBe(200);
    expect(saved.body.branding).toMatchObject({ brand_font: 'Eigen letter' });
    for (const res of [
      await orgAdmin.get(brandingPath(otherOrgId)),
      await orgAdmin.put(brandingPath(otherOrgId), { brand_font: 'Indringer' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: messages.organizations.notFound });
    }
    expect((await admin.get(brandingPath(otherOrgId))).body).toMatchObject({ brand_font: null });
  });

  it('audits a save, and a refusal with its status', async () => {
    const latest = () =>
      t.db
        .selectFrom('audit_log')
        .select([
          'action',
          'target_type',
          'target_id',
          'target_label',
          'organization_id',
          'outcome',
          'status',
        ])
        .where('action', '=', 'organizations.updateBranding')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
    expect((await admin.put(brandingPath(orgId), { company_website: 'https://nieuw.example' })).status).toBe(
      200,
    );
    expect(await latest()).toEqual({
      action: 'organizations.updateBranding',
      target_type: 'organization',
      target_id: orgId,
      target_label: 'Branding BV',
      organization_id: orgId,
      outcome: 'success',
      status: 200,
    });
    expect((await admin.put(brandingPath(999_999), { brand_font: 'Nergens' })).status).toBe(404);
    expect(await latest()).toMatchObject({ target_id: 999_999, outcome: 'failure', status: 404 });
  });

  it('keeps the colour check in the database too', async () => {
    await expect(
      t.db.updateTable('organizations').set({ primary_color: 'rood' }).where('id', '=', orgId).execute(),
    ).rejects.toThrow();
  });
});

describe.each(backends)('demo branding (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  let admin: ReturnType<typeof jsonClient>;

  beforeAll(async () => {
    t = await createTestApp(backend);
    await seedDemo(t.db);
    expect(await seedDemoBranding(t.db)).toBe(2);
    token = await t.adminToken();
    admin = jsonClient(t, () => token);
  });
  afterAll(async () => {
    await t?.close();
  });

  const organizationId = async (name: string) =>
    (await t.db.selectFrom('organizations').select('id').where('name', '=', name).executeTakeFirstOrThrow())
      .id;

  it('brands the municipality with colours, details, an SVG logo and PDF settings of its own', async () => {
    const id = await organizationId('Gemeente Zandvoort');
    const branding = (await admin.get(brandingPath(id))).body;
    expect(branding).toMatchObject({
      primary_color: '#0B5394',
      company_email: 'info@zandvoort.example',
      logo_path: `admin/organizations/${id}/logo`,
    });
    const logo = await t.request(`/api/${branding.logo_path as string}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    const settings = (await admin.get(pdfSettingsPath(id))).body.pdf_export_settings;
    expect(pdfExportSettings.safeParse(settings).success).toBe(true);

    const res = await preview(t, token, id, settings);
    expect(res.status).toBe(200);
    const pages = await readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(pages[0]!.text).toContain('Teamoverleg · ');
    expect(pages[1]!.text).toContain('Gemeente Zandvoort · Teamoverleg');
    expect(pages.at(-1)!.text).toContain('bestemd voor medewerkers van Gemeente Zandvoort');
    // The logo's sun, drawn in every header.
    expect(pages.every((page) => page.fills.has('#f1c232'))).toBe(true);
  });

  it('gives the care organisation colours only, and leaves the others alone', async () => {
    const linde = (await admin.get(brandingPath(await organizationId('Zorggroep De Linde')))).body;
    expect(linde).toMatchObject({ primary_color: '#38761D', logo_path: null });
    expect((await admin.get(pdfSettingsPath(await organizationId('Zorggroep De Linde')))).body).toEqual({
      pdf_export_settings: null,
    });
    const advocaten = (await admin.get(brandingPath(await organizationId('Van der Berg Advocaten')))).body;
    expect(advocaten).toEqual(EMPTY);
    expect(await seedDemoBranding(t.db)).toBe(0);
  });
});
