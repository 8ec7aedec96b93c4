// The demo taxonomies: product names of a municipality (org-wide, on by default), medical terms of a care
// organisation, legal terms, and an organisation administrator's colleagues' names, each with terms and
// alternatives; switched on or off for a few of the owners' templates; seeded once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/seed/demo';
import { seedDemoTaxonomies } from '../src/seed/demoTaxonomies';
import { seedDemoTemplates } from '../src/seed/demoTemplates';
import type { TestApp } from './harness';
import { backends, createTestApp } from './harness';
import { jsonClient } from './organizationsTestClient';
import {
  names,
  organizationTaxonomiesPath,
  TAXONOMIES,
  taxonomyHelpers,
  userTaxonomiesPath,
} from './taxonomiesTestClient';

describe.each(backends)('demo taxonomies (%s)', (backend) => {
  let t: TestApp;
  let made: number;
  let h: ReturnType<typeof taxonomyHelpers>;

  const userId = async (username: string) =>
    (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow())
      .id;
  const organizationId = async (name: string) =>
    (await t.db.selectFrom('organizations').select('id').where('name', '=', name).executeTakeFirstOrThrow())
      .id;
  const templateId = async (title: string) =>
    (await t.db.selectFrom('templates').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    t = await createTestApp(backend);
    await seedDemo(t.db);
    await seedDemoTemplates(t.db);
    made = await seedDemoTaxonomies(t.db);
    const token = await t.adminToken();
    h = taxonomyHelpers(jsonClient(t, () => token));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('seeds taxonomies of organisations and of a user, with terms and alternatives', async () => {
    expect(made).toBe(4);
    const all = await h.list(TAXONOMIES);
    expect(names(all)).toEqual([
      'Juridische begrippen',
      'Medische termen',
      'Namen van collega’s',
      'Productnamen',
    ]);
    const zandvoort = await organizationId('Gemeente Zandvoort');
    const [products] = await h.list(organizationTaxonomiesPath(zandvoort));
    expect(products).toMatchObject({
      name: 'Productnamen',
      is_org_wide: true,
      default_active: true,
      term_count: 8,
    });
    const sanne = await userId('sanne.devries');
    const [colleagues] = await h.list(userTaxonomiesPath(sanne));
    const detail = await h.get(colleagues!.id);
    expect(detail).toMatchObject({ owner_type: 'user', owner_name: 'sanne.devries' });
    expect(detail.terms.find((term) => term.correct_form === 'Mohammed el Amrani')?.alternatives).toContain(
      'Mohamed El Amrani',
    );
    // Alphabetical, the Ö with the o's.
    expect(detail.terms.map((term) => term.correct_form)).toEqual([
      'Daan Bakker',
      'Fleur Jansen',
      'Joost Visser',
      'Mohammed el Amrani',
      'Özlem Yılmaz',
      'Sanne de Vries',
    ]);
    const medical = await h.get(all.find((x) => x.name === 'Medische termen')!.id);
    expect(medical.terms.find((term) => term.correct_form === 'Zorgverzekeraar')?.alternatives).toEqual([
      'zorg verzekeraar',
    ]);
    expect(medical.xml_preview).toContain('<correct>Zorgverzekeraar</correct>');
  });

  it('switches them on or off for some of the owners’ templates', async () => {
    const state = async (title: string) =>
      (await h.forTemplate(await templateId(title))).map((x) => [x.name, x.is_active]);
    expect(await state('MDO-verslag')).toEqual([['Medische termen', true]]);
    expect(await state('Overdracht wijkteam')).toEqual([['Medische termen', false]]);
    expect(await state('Raadsvergadering')).toEqual([['Productnamen', false]]);
    expect(await state('Baliegesprek Burgerzaken')).toEqual([['Productnamen', true]]);
    expect(await state('Wekelijks MT-overleg')).toEqual([
      ['Namen van collega’s', true],
      ['Productnamen', true],
    ]);
    expect(await state('Notulen')).toEqual([]);
    expect(
      Number(
        (
          await t.db
            .selectFrom('template_taxonomies')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(3);
  });

  it('seeds once', async () => {
    expect(await seedDemoTaxonomies(t.db)).toBe(0);
  });
});
