// The demo templates: default templates in their order (one CUSTOM), organisation and personal templates of
// the demo world, a few switched off for a user or an organisation, one saved order; each with its first
// revision; seeded once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/seed/demo';
import { seedDemoTemplates } from '../src/seed/demoTemplates';
import type { TestApp } from './harness';
import { backends, createTestApp } from './harness';
import { jsonClient } from './organizationsTestClient';
import { DEFAULTS, organizationPath, templateHelpers, userPath } from './templatesTestClient';

describe.each(backends)('demo templates (%s)', (backend) => {
  let t: TestApp;
  let made: number;
  let h: ReturnType<typeof templateHelpers>;
  let api: ReturnType<typeof jsonClient>;

  const userId = async (username: string) =>
    (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow())
      .id;
  const organizationId = async (name: string) =>
    (await t.db.selectFrom('organizations').select('id').where('name', '=', name).executeTakeFirstOrThrow())
      .id;
  const titles = (list: { title?: string }[]) => list.map((item) => item.title);

  beforeAll(async () => {
    t = await createTestApp(backend);
    await seedDemo(t.db);
    made = await seedDemoTemplates(t.db);
    const token = await t.adminToken();
    api = jsonClient(t, () => token);
    h = templateHelpers(t, api);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('seeds the default templates in their order, one of them CUSTOM', async () => {
    const defaults = (await api.get<{ name: string; complexity: string; settings: unknown }[]>(DEFAULTS))
      .body;
    expect(defaults.map((d) => d.name)).toEqual([
      'notulen',
      'actiepunten',
      'klantgesprek',
      'sollicitatiegesprek',
      'stand-up',
      'besluitenlijst',
    ]);
    const custom = defaults.filter((d) => d.complexity === 'CUSTOM');
    expect(custom).toHaveLength(1);
    expect(custom[0]!.settings).toMatchObject({
      max_tokens: '1200',
      additional_settings: expect.stringContaining('"nl"'),
    });
    expect(defaults.filter((d) => d.settings !== null)).toHaveLength(1);
  });

  it('gives the demo organisations and some users their own templates, each with a first revision', async () => {
    expect(made).toBe(16);
    const zandvoort = await organizationId('Gemeente Zandvoort');
    const detail = (await api.get<{ template_count: number }>(`/api/admin/organizations/${zandvoort}`)).body;
    expect(detail.template_count).toBe(2);
    const sanne = await h.list(userPath(await userId('sanne.devries')));
    // Her saved order first, then the rest.
    expect(titles(sanne).slice(0, 3)).toEqual(['Wekelijks MT-overleg', 'Raadsvergadering', 'Notulen']);
    expect(sanne.map((item) => item.type)).toContain('organization');
    const revisions = await t.db
      .selectFrom('templates as t')
      .leftJoin('template_revisions as r', 'r.template_id', 't.id')
      .select(['t.id', 'r.revision_number'])
      .execute();
    expect(revisions).toHaveLength(made);
    expect(revisions.every((r) => r.revision_number === 1)).toBe(true);
  });

  it('switches a few templates off for users and one for an organisation', async () => {
    const daan = await userId('daan.bakker');
    expect(titles(await h.disabled(`/api/admin/users/${daan}/templates/disabled`))).toEqual([
      'Klantgesprek',
      'Sollicitatiegesprek',
    ]);
    expect(titles(await h.list(userPath(daan)))).not.toContain('Klantgesprek');
    const iris = await userId('iris.hendriks');
    expect(await h.disabled(`/api/admin/users/${iris}/templates/disabled`)).toMatchObject([
      { title: 'Overdracht wijkteam', type: 'organization', scope: 'user' },
    ]);
    const noorderlicht = await organizationId('Stichting Noorderlicht');
    expect(titles(await h.disabled(`/api/admin/organizations/${noorderlicht}/templates/disabled`))).toEqual([
      'Klantgesprek',
    ]);
    expect(titles(await h.list(organizationPath(noorderlicht)))).toEqual([
      'Vrijwilligersoverleg',
      'Notulen',
      'Actiepunten',
      'Sollicitatiegesprek',
      'Stand-up',
      'Besluitenlijst',
    ]);
    const lisa = await userId('lisa.peters');
    expect(await h.disabled(`/api/admin/users/${lisa}/templates/disabled`)).toMatchObject([
      { title: 'Klantgesprek', scope: 'organization' },
    ]);
  });

  it('seeds once', async () => {
    expect(await seedDemoTemplates(t.db)).toBe(0);
  });
});
