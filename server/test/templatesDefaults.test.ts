// Default templates: the platform-wide list as an array by sort_order, create with an entered name (a slug,
// unique among the default templates), change, delete (with the switches and order entries naming them),
// and the reorder that must name every default template once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTemplateList, meetingType } from '../../src/api/schemas/templates';
import { messages } from '../src/messages';
import type { TestApp } from './harness';
import { backends, createTestApp } from './harness';
import { jsonClient } from './organizationsTestClient';
import type { Client } from './templatesTestClient';
import { customBody, DEFAULTS, ids, templateBody, templateHelpers, userPath } from './templatesTestClient';

const m = messages.templates;
const problem = (...texts: string[]) => ({ detail: m.invalid(texts) });

describe.each(backends)('default templates (%s)', (backend) => {
  let t: TestApp;
  let api: Client;
  let h: ReturnType<typeof templateHelpers>;

  const list = async () => {
    const res = await api.get(DEFAULTS);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    return defaultTemplateList.parse(res.body);
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    const token = await t.adminToken();
    api = jsonClient(t, () => token);
    h = templateHelpers(t, api);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates default templates with their name and sort order, appending when none is given', async () => {
    const created = await api.post(
      DEFAULTS,
      templateBody('Klantgesprek', { name: 'klantgesprek', sort_order: 5 }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'klantgesprek', message: m.created });
    const id = (created.body as { template_id: number }).template_id;
    expect(typeof id).toBe('number');
    const appended = await h.standard('stand-up', 'Stand-up');
    const custom = await api.post(DEFAULTS, customBody('Eigen', { max_tokens: '' }));
    expect(custom.status).toBe(422); // a default template needs a name
    const withName = await h.standard('eigen_instelling', 'Eigen', {
      complexity: 'CUSTOM',
      settings: { max_tokens: '' },
    });

    const all = await list();
    expect(ids(all)).toEqual([id, appended.id, withName.id]);
    expect(all.map((item) => [item.sort_order, item.order, item.type, item.is_default])).toEqual([
      [5, 0, 'default', true],
      [6, 1, 'default', true],
      [7, 2, 'default', true],
    ]);
    // A CUSTOM default template may leave max tokens empty: 0, as a string.
    expect(all[2]!.settings).toMatchObject({ max_tokens: '0' });

    const one = meetingType.parse((await api.get(`${DEFAULTS}/${id}`)).body);
    expect(one).toMatchObject({
      id,
      name: 'klantgesprek',
      title: 'Klantgesprek',
      user_id: null,
      organization_id: null,
    });
  });

  it('refuses bad names, missing fields and bad numbers (422), and a taken name (409)', async () => {
    const before = (await list()).length;
    const cases: [unknown, object | null][] = [
      [templateBody('Titel', { name: '' }), problem(m.problems.nameTitleContentRequired)],
      [templateBody(' ', { name: 'goed' }), problem(m.problems.nameTitleContentRequired)],
      [templateBody('Titel', { name: 'Met Hoofdletters' }), problem(m.problems.nameInvalid)],
      [templateBody('Titel', { name: '12345' }), problem(m.problems.nameInvalid)],
      [templateBody('Titel', { name: '-begin' }), problem(m.problems.nameInvalid)],
      [{ ...customBody('Titel', { max_tokens: '-5' }), name: 'goed' }, problem(m.problems.maxTokensInvalid)],
      [{ ...customBody('Titel', { max_tokens: 'x' }), name: 'goed' }, problem(m.problems.maxTokensInvalid)],
      [
        { ...customBody('Titel', { additional_settings: '[' }), name: 'goed' },
        problem(m.problems.extraSettingsInvalid),
      ],
      [templateBody('Titel', { name: 'goed', sort_order: -1 }), null],
      [templateBody('Titel', { name: 'goed', sort_order: 'eerste' }), null],
      [templateBody('Titel', { name: 'x'.repeat(101) }), null],
    ];
    for (const [body, expected] of cases) {
      const res = await api.post(DEFAULTS, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      if (expected) expect(res.body, JSON.stringify(body)).toEqual(expected);
    }
    await h.standard('dubbel', 'Dubbel');
    expect(await api.post(DEFAULTS, templateBody('Nog eens', { name: 'dubbel' }))).toEqual({
      status: 409,
      body: { detail: m.duplicateDefaultName('dubbel') },
    });
    // A personal template with the same name is another owner's: no clash.
    const user = await h.createMember();
    expect((await h.personal(user.id, 'Dubbel')).name).toBe('dubbel');
    expect((await list()).length).toBe(before + 1);
  });

  it('changes a default template, its name and sort order too, with a revision', async () => {
    const { id } = await h.standard('sollicitatie', 'Sollicitatie');
    await h.standard('bezet', 'Bezet');
    const res = await api.put(`${DEFAULTS}/${id}`, customBody('Sollicitatiegesprek', { max_tokens: '800' }));
    expect(res.status).toBe(422); // the name is required on every save
    const put = await api.put(`${DEFAULTS}/${id}`, {
      ...customBody('Sollicitatiegesprek', { max_tokens: '800' }),
      name: 'sollicitatiegesprek',
      sort_order: 0,
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      id,
      name: 'sollicitatiegesprek',
      title: 'Sollicitatiegesprek',
      sort_order: 0,
      settings: { max_tokens: '800' },
    });
    const kept = await api.put(
      `${DEFAULTS}/${id}`,
      templateBody('Sollicitatie', { name: 'sollicitatiegesprek' }),
    );
    expect(kept.body).toMatchObject({ sort_order: 0, settings: null });
    expect(await api.put(`${DEFAULTS}/${id}`, templateBody('X', { name: 'bezet' }))).toEqual({
      status: 409,
      body: { detail: m.duplicateDefaultName('bezet') },
    });
    expect((await api.put(`${DEFAULTS}/999999`, templateBody('X', { name: 'nergens' }))).status).toBe(404);
    const revisions = await t.db
      .selectFrom('template_revisions')
      .select(['revision_number', 'title'])
      .where('template_id', '=', id)
      .orderBy('revision_number')
      .execute();
    expect(revisions).toEqual([
      { revision_number: 1, title: 'Sollicitatie' },
      { revision_number: 2, title: 'Sollicitatiegesprek' },
      { revision_number: 3, title: 'Sollicitatie' },
    ]);
  });

  it('answers 404 for an id that is not a default template', async () => {
    const user = await h.createMember();
    const personal = await h.personal(user.id, 'Persoonlijk');
    for (const path of [`${DEFAULTS}/${personal.id}`, `${DEFAULTS}/999999`]) {
      expect(await api.get(path)).toEqual({ status: 404, body: { detail: m.defaultNotFound } });
      expect((await api.put(path, templateBody('X', { name: 'x' }))).status).toBe(404);
      expect((await api.del(path)).status).toBe(404);
    }
    expect((await api.get(`${userPath(user.id)}/${personal.id}`)).status).toBe(200);
  });

  it('reorders: sort_order 0..n-1, the named first; a repeated or foreign id changes nothing', async () => {
    const current = ids(await list());
    const reversed = [...current].reverse();
    const res = await api.post(`${DEFAULTS}/reorder`, reversed);
    expect(res.status).toBe(200);
    const after = defaultTemplateList.parse(res.body);
    expect(ids(after)).toEqual(reversed);
    expect(after.map((item) => item.sort_order)).toEqual(reversed.map((_id, i) => i));

    const user = await h.createMember();
    const personal = await h.personal(user.id, 'Geen standaard');
    const refused: [unknown, string][] = [
      [[...reversed, reversed[0]], m.orderDuplicates([reversed[0]!])],
      [[...reversed, personal.id], m.orderForeign([personal.id])],
    ];
    for (const [body, detail] of refused) {
      expect(await api.post(`${DEFAULTS}/reorder`, body)).toEqual({ status: 422, body: { detail } });
    }
    expect(ids(await list())).toEqual(reversed);
    const wrapped = await api.post(`${DEFAULTS}/reorder`, { template_ids: current });
    expect(ids(defaultTemplateList.parse(wrapped.body))).toEqual(current);

    // A list loaded before someone else added one template and deleted another: the named come first, the
    // unnamed new one after them, the deleted one is left out.
    const added = (await h.standard('nieuw-intussen', 'Intussen nieuw')).id;
    const deleted = current[0]!;
    await t.db.deleteFrom('templates').where('id', '=', deleted).execute();
    const stale = [...current].reverse();
    const saved = await api.post(`${DEFAULTS}/reorder`, stale);
    expect(saved.status).toBe(200);
    const order = defaultTemplateList.parse(saved.body);
    expect(ids(order)).toEqual([...stale.filter((id) => id !== deleted), added]);
    expect(order.map((item) => item.sort_order)).toEqual(order.map((_item, i) => i));
  });

  it('deletes a default template with every switch and order entry that names it', async () => {
    const org = await h.createOrganization('Schakel BV');
    const member = await h.createMember(org.id);
    const { id } = await h.standard('tijdelijk', 'Tijdelijk');
    await api.post(`/api/admin/users/${member.id}/templates/${id}/toggle`, {});
    await api.post(`/api/admin/organizations/${org.id}/templates/${id}/toggle`, {});
    await api.post(`${userPath(member.id)}/reorder`, [id]);
    await api.post(`/api/admin/organizations/${org.id}/meeting-types/reorder`, [id]);
    expect(await api.del(`${DEFAULTS}/${id}`)).toEqual({ status: 200, body: { message: m.deleted } });
    for (const table of ['template_switches', 'template_order', 'template_revisions'] as const) {
      const rows = await t.db.selectFrom(table).select('id').where('template_id', '=', id).execute();
      expect(rows, table).toEqual([]);
    }
    expect(ids(await list())).not.toContain(id);
    expect((await api.get(`${DEFAULTS}/${id}`)).status).toBe(404);
  });
});
