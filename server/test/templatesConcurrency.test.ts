// Simultaneous template saves: names stay unique per owner, revision numbers count up without gaps or
// clashes, a default name taken by a racing request is a 409, and reorders replace each other whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingTypeList } from '../../src/api/schemas/templates';
import { messages } from '../src/messages';
import type { TestApp } from './harness';
import { backends, createTestApp } from './harness';
import { jsonClient } from './organizationsTestClient';
import type { Client } from './templatesTestClient';
import { DEFAULTS, ids, templateBody, templateHelpers, userPath } from './templatesTestClient';

const RUNS = 6;

describe.each(backends)('simultaneous template saves (%s)', (backend) => {
  let t: TestApp;
  let api: Client;
  let h: ReturnType<typeof templateHelpers>;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const token = await t.adminToken();
    api = jsonClient(t, () => token);
    h = templateHelpers(t, api);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives simultaneous creates of one title distinct names', async () => {
    const user = await h.createMember();
    const results = await Promise.all(
      Array.from({ length: RUNS }, () => api.post(userPath(user.id), templateBody('Gelijktijdig'))),
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 201));
    const names = results.map((r) => (r.body as { name: string }).name).sort();
    expect(names).toEqual(
      ['gelijktijdig', ...Array.from({ length: RUNS - 1 }, (_v, i) => `gelijktijdig-${i + 2}`)].sort(),
    );
  });

  it('numbers the revisions of simultaneous updates 1..n', async () => {
    const user = await h.createMember();
    const { id } = await h.personal(user.id, 'Veel versies');
    const results = await Promise.all(
      Array.from({ length: RUNS }, (_v, i) =>
        api.put(`${userPath(user.id)}/${id}`, templateBody(`Versie ${i}`)),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const numbers = await t.db
      .selectFrom('template_revisions')
      .select('revision_number')
      .where('template_id', '=', id)
      .orderBy('revision_number')
      .execute();
    expect(numbers.map((r) => r.revision_number)).toEqual(Array.from({ length: RUNS + 1 }, (_v, i) => i + 1));
  });

  it('lets one of simultaneous default templates with one name win; the others get 409', async () => {
    const results = await Promise.all(
      Array.from({ length: RUNS }, (_v, i) =>
        api.post(DEFAULTS, templateBody(`Race ${i}`, { name: 'race' })),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([
      201,
      ...Array.from({ length: RUNS - 1 }, () => 409),
    ]);
    for (const refused of results.filter((r) => r.status === 409)) {
      expect(refused.body).toEqual({ detail: messages.templates.duplicateDefaultName('race') });
    }
    const failures = await t.db
      .selectFrom('audit_log')
      .select('status')
      .where('action', '=', 'defaultTemplates.create')
      .where('outcome', '=', 'failure')
      .execute();
    expect(failures.map((f) => f.status)).toEqual(failures.map(() => 409));
  });

  it('keeps one whole order of simultaneous reorders', async () => {
    const user = await h.createMember();
    const made: number[] = [];
    for (const title of ['Een', 'Twee', 'Drie', 'Vier']) made.push((await h.personal(user.id, title)).id);
    const orders = Array.from({ length: RUNS }, (_v, i) => [...made.slice(i % 4), ...made.slice(0, i % 4)]);
    const results = await Promise.all(orders.map((order) => api.post(`${userPath(user.id)}/reorder`, order)));
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const saved = ids(meetingTypeList.parse((await api.get(userPath(user.id))).body)).filter((id) =>
      made.includes(id),
    );
    expect(orders.map((order) => order.join())).toContain(saved.join());
    const rows = await t.db
      .selectFrom('template_order')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(4);
  });
});
