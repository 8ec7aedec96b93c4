// Simultaneous taxonomy writes: a correct form added by several requests at once is stored once (the others
// 409, none 5xx), batches naming the same term leave exactly one of them whole, and template states written at
// once while the taxonomy is deleted end without a broken link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../src/messages';
import type { TestApp } from './harness';
import { backends, createTestApp } from './harness';
import { jsonClient } from './organizationsTestClient';
import { taxonomyHelpers, taxonomyPath, templateTaxonomiesPath, termsPath } from './taxonomiesTestClient';
import type { Client } from './templatesTestClient';
import { templateHelpers } from './templatesTestClient';

const RUNS = 6;

describe.each(backends)('simultaneous taxonomy writes (%s)', (backend) => {
  let t: TestApp;
  let api: Client;
  let h: ReturnType<typeof taxonomyHelpers>;
  let th: ReturnType<typeof templateHelpers>;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const token = await t.adminToken();
    api = jsonClient(t, () => token);
    h = taxonomyHelpers(api);
    th = templateHelpers(t, api);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores a correct form added by simultaneous requests once', async () => {
    const org = await th.createOrganization('Gelijktijdig BV');
    const { id } = await h.ofOrganization(org.id, 'Racen');
    const results = await Promise.all(
      Array.from({ length: RUNS }, (_v, i) =>
        api.post(termsPath(id), { correct_form: i % 2 ? 'Term' : 'TERM' }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const refused of results.filter((r) => r.status !== 201)) {
      expect(refused.status).toBe(409);
      expect((refused.body as { detail: string }).detail).toMatch(/^Term "(Term|TERM)" bestaat al/);
    }
    expect((await h.get(id)).term_count).toBe(1);
  });

  it('keeps one of simultaneous batches naming the same term whole, and nothing of the others', async () => {
    const org = await th.createOrganization('Batches BV');
    const { id } = await h.ofOrganization(org.id, 'Batches');
    const results = await Promise.all(
      Array.from({ length: RUNS }, (_v, i) =>
        api.post(`${termsPath(id)}/batch`, [{ correct_form: `Eigen ${i}` }, { correct_form: 'Gedeeld' }]),
      ),
    );
    const won = results.filter((r) => r.status === 201);
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(RUNS - 1);
    const terms = (await h.get(id)).terms.map((term) => term.correct_form);
    expect(terms).toHaveLength(2);
    expect(terms).toContain('Gedeeld');
  });

  it('ends simultaneous template states and a deletion of the taxonomy without a broken link', async () => {
    const org = await th.createOrganization('Koppelingen BV');
    const template = await th.ofOrganization(org.id, 'Overleg');
    const { id } = await h.ofOrganization(org.id, 'Verdwijnt');
    const results = await Promise.all([
      ...Array.from({ length: RUNS }, (_v, i) =>
        api.put(`${templateTaxonomiesPath(template.id)}/${id}`, { is_active: i % 2 === 0 }),
      ),
      api.del(taxonomyPath(id)),
    ]);
    const statuses = results.map((r) => r.status);
    expect(
      statuses.every((status) => status === 200 || status === 404),
      JSON.stringify(statuses),
    ).toBe(true);
    expect(results.at(-1)).toEqual({ status: 200, body: { message: messages.taxonomies.deleted } });
    const links = await t.db
      .selectFrom('template_taxonomies')
      .selectAll()
      .where('taxonomy_id', '=', id)
      .execute();
    expect(links).toEqual([]);
  });
});
