// User and organisation templates: names made from titles, validation, the effective lists and their order,
// refused edits, switching off and on per user and per organisation, reordering, revisions, counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Organization } from '../../src/api/schemas/organizations';
import { organizationDetail } from '../../src/api/schemas/organizations';
import { meetingType, meetingTypeList, NAME_MAX } from '../../src/api/schemas/templates';
import { messages } from '../src/messages';
import type { TestApp, TestUser } from './harness';
import { backends, createTestApp } from './harness';
import type { Client } from './templatesTestClient';
import {
  customBody,
  customSettings,
  ids,
  organizationPath,
  templateBody,
  templateHelpers,
  userPath,
} from './templatesTestClient';
import { jsonClient } from './organizationsTestClient';

const m = messages.templates;
const problem = (...texts: string[]) => ({ detail: m.invalid(texts) });

describe.each(backends)('user and organisation templates (%s)', (backend) => {
  let t: TestApp;
  let api: Client;
  let h: ReturnType<typeof templateHelpers>;
  let adminId: number;
  /** Default templates: first (sort 0) and second (sort 1). */
  let d1: number;
  let d2: number;

  const count = async (table: 'templates' | 'template_revisions' | 'template_order' | 'template_switches') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp(backend);
    const admin = await t.createUser({ is_admin: true });
    adminId = admin.id;
    const token = (await t.login(admin)).access_token;
    api = jsonClient(t, () => token);
    h = templateHelpers(t, api);
    d1 = (await h.standard('notulen', 'Notulen', { sort_order: 0 })).id;
    d2 = (await h.standard('actiepunten', 'Actiepunten', { sort_order: 1 })).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('names and fields', () => {
    let user: TestUser;
    beforeAll(async () => {
      user = await h.createMember();
    });

    it('makes the name from the title, unique per owner, and never changes it', async () => {
      const first = await api.post(userPath(user.id), templateBody('Wekelijks Overleg – Café'));
      expect(first).toMatchObject({
        status: 201,
        body: { name: 'wekelijks-overleg-cafe', message: m.created },
      });
      expect((await h.personal(user.id, 'wekelijks overleg, café!')).name).toBe('wekelijks-overleg-cafe-2');
      expect((await h.personal(user.id, 'Wekelijks overleg café')).name).toBe('wekelijks-overleg-cafe-3');
      expect((await h.personal(user.id, '2024')).name).toBe('template-2024');
      expect((await h.personal(user.id, '¿¡!')).name).toBe('template');
      const long = (await h.personal(user.id, `  ${'Lang '.repeat(39)}`)).name;
      expect(long).toMatch(/^lang(-lang)+$/);
      expect(long.length).toBeLessThanOrEqual(NAME_MAX - 12);
      const other = await h.createMember();
      expect((await h.personal(other.id, 'Wekelijks Overleg – Café')).name).toBe('wekelijks-overleg-cafe');

      const id = (first.body as { id: number }).id;
      const renamed = await api.put(`${userPath(user.id)}/${id}`, templateBody('Iets heel anders'));
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ id, name: 'wekelijks-overleg-cafe', title: 'Iets heel anders' });
      const byName = await api.get(`${userPath(user.id)}/wekelijks-overleg-cafe`);
      expect(byName.body).toEqual((await api.get(`${userPath(user.id)}/${id}`)).body);
    });

    it('makes user templates personal and organisation templates org-wide, whatever the body says', async () => {
      const org = await h.createOrganization('Vlaggen BV');
      const flags = { is_default: true, is_org_wide: true };
      const personal = await h.personal(user.id, 'Met vlaggen', flags);
      const got = meetingType.parse((await api.get(`${userPath(user.id)}/${personal.id}`)).body);
      expect(got).toMatchObject({
        type: 'personal',
        is_default: false,
        is_org_wide: false,
        user_id: user.id,
        organization_id: null,
      });
      const own = await h.ofOrganization(org.id, 'Van de organisatie', {
        is_default: true,
        is_org_wide: false,
      });
      const ofOrg = meetingType.parse((await api.get(`${organizationPath(org.id)}/${own.name}`)).body);
      expect(ofOrg).toMatchObject({ type: 'organization', is_default: false, is_org_wide: true });
    });

    it('stores settings only for CUSTOM, max_tokens as the parsed integer', async () => {
      const custom = await h.personal(user.id, 'Eigen', {
        complexity: 'custom',
        settings: customSettings({ max_tokens: ' 0042 ' }),
      });
      const got = meetingType.parse((await api.get(`${userPath(user.id)}/${custom.id}`)).body);
      expect(got.complexity).toBe('CUSTOM');
      expect(got.settings).toEqual({
        max_tokens: '42',
        system_message: 'Je bent een zorgvuldige notulist.',
        opdracht: 'Schrijf de notulen.',
        additional_settings: '{"temperature": 0.2}',
      });
      const numeric = await api.post(userPath(user.id), customBody('Getal', { max_tokens: 1500 }));
      expect(numeric.status).toBe(201);
      const row = await t.db
        .selectFrom('templates')
        .select(['max_tokens', 'description'])
        .where('id', '=', (numeric.body as { id: number }).id)
        .executeTakeFirstOrThrow();
      expect(row.max_tokens).toBe('1500');

      const small = await h.personal(user.id, 'Klein', { complexity: 'LARGE', settings: customSettings() });
      const smallRow = await t.db
        .selectFrom('templates')
        .selectAll()
        .where('id', '=', small.id)
        .executeTakeFirstOrThrow();
      expect(smallRow).toMatchObject({
        complexity: 'LARGE',
        max_tokens: null,
        system_message: null,
        opdracht: null,
        additional_settings: null,
      });
      expect((await api.get(`${userPath(user.id)}/${small.id}`)).body).toMatchObject({ settings: null });

      // Switching to SMALL clears the settings; the title is trimmed, an empty description becomes null.
      const put = await api.put(
        `${userPath(user.id)}/${custom.id}`,
        templateBody('  Eigen  ', { description: ' ' }),
      );
      expect(put.body).toMatchObject({
        title: 'Eigen',
        description: '',
        complexity: 'SMALL',
        settings: null,
      });
    });

    it('refuses invalid templates with 422 and a Dutch detail, and writes nothing', async () => {
      const before = [await count('templates'), await count('template_revisions')];
      const cases: [unknown, object | number][] = [
        [templateBody('  '), problem(m.problems.titleAndContentRequired)],
        [templateBody('Leeg', { content: ' \n ' }), problem(m.problems.titleAndContentRequired)],
        [templateBody('Custom', { complexity: 'CUSTOM' }), problem(m.problems.customFieldsRequired)],
        [customBody('Custom', { opdracht: ' ' }), problem(m.problems.customFieldsRequired)],
        [customBody('Custom', { max_tokens: 'veel' }), problem(m.problems.maxTokensInvalid)],
        [customBody('Custom', { max_tokens: '-1' }), problem(m.problems.maxTokensInvalid)],
        [customBody('Custom', { max_tokens: '2147483648' }), problem(m.problems.maxTokensInvalid)],
        [customBody('Custom', { additional_settings: '{"a":' }), problem(m.problems.extraSettingsInvalid)],
        [
          customBody('  ', { system_message: '', additional_settings: 'geen json' }),
          problem(
            m.problems.titleAndContentRequired,
            m.problems.customFieldsRequired,
            m.problems.extraSettingsInvalid,
          ),
        ],
        [templateBody('Vreemd', { complexity: 'HUGE' }), 422],
        [templateBody('Getal', { title: 5 }), 422],
        [{ title: 'Zonder inhoud' }, 422],
        [customBody('Custom', { max_tokens: 1.5 }), 422],
      ];
      for (const [body, expected] of cases) {
        const res = await api.post(userPath(user.id), body);
        expect(res.status, JSON.stringify(body)).toBe(422);
        if (typeof expected === 'object') expect(res.body, JSON.stringify(body)).toEqual(expected);
        else expect(typeof res.body.detail).toBe('string');
      }
      expect(problem(m.problems.extraSettingsInvalid).detail).toContain(
        'Invalid JSON format in additional settings',
      );
      const existing = await h.personal(user.id, 'Bestaand');
      const put = await api.put(
        `${userPath(user.id)}/${existing.id}`,
        customBody('Bestaand', { max_tokens: 'x' }),
      );
      expect(put).toEqual({ status: 422, body: problem(m.problems.maxTokensInvalid) });
      expect([await count('templates'), await count('template_revisions')]).toEqual([
        before[0]! + 1,
        before[1]! + 1,
      ]);
    });

    it('answers 404 for a missing user or organisation', async () => {
      expect(await api.get(userPath(999_999))).toEqual({
        status: 404,
        body: { detail: messages.users.notFound },
      });
      expect((await api.post(userPath(999_999), templateBody('Nergens'))).status).toBe(404);
      expect(await api.get(organizationPath(999_999))).toEqual({
        status: 404,
        body: { detail: messages.organizations.notFound },
      });
      expect((await api.get(`${userPath(user.id)}/bestaat-niet`)).status).toBe(404);
      expect((await api.get(`${userPath(user.id)}/999999`)).body).toEqual({ detail: m.notFound });
      expect((await api.get(`${userPath(user.id)}/Geen%20Naam`)).status).toBe(422);
    });
  });

  describe('lists, edits and switches', () => {
    let org: Organization;
    let other: Organization;
    let member: TestUser;
    let loner: TestUser;
    let o1: number;
    let oOther: number;
    let p1: number;

    beforeAll(async () => {
      org = await h.createOrganization('Lijsten BV');
      other = await h.createOrganization('Elders BV');
      member = await h.createMember(org.id);
      loner = await h.createMember();
      o1 = (await h.ofOrganization(org.id, 'Teamoverleg')).id;
      oOther = (await h.ofOrganization(other.id, 'Van elders')).id;
      p1 = (await h.personal(member.id, 'Mijn notities')).id;
    });

    it("composes a user's list: personal, organisation, default templates, each with its order", async () => {
      const list = await h.list(userPath(member.id));
      expect(ids(list)).toEqual([p1, o1, d1, d2]);
      expect(list.map((item) => [item.type, item.order])).toEqual([
        ['personal', 0],
        ['organization', 1],
        ['default', 2],
        ['default', 3],
      ]);
      expect(list[2]).toMatchObject({ name: 'notulen', is_default: true, sort_order: 0, settings: null });
      expect(ids(await h.list(organizationPath(org.id)))).toEqual([o1, d1, d2]);
      expect(ids(await h.list(userPath(loner.id)))).toEqual([d1, d2]);
    });

    it("orders by the user's saved order, then the organisation's, then type, sort_order and id", async () => {
      const orgOrder = await api.post(`${organizationPath(org.id)}/reorder`, { templates: [d2, o1] });
      expect(orgOrder.status).toBe(200);
      expect(ids(meetingTypeList.parse(orgOrder.body))).toEqual([d2, o1, d1]);
      expect(ids(await h.list(userPath(member.id)))).toEqual([d2, o1, p1, d1]);

      const own = await api.post(`${userPath(member.id)}/reorder`, { template_ids: [d1, p1] });
      expect(own.status).toBe(200);
      expect(Object.keys(own.body)).toEqual(['meeting_types']);
      const list = meetingTypeList.parse(own.body);
      expect(ids(list)).toEqual([d1, p1, d2, o1]);
      expect(list.map((item) => item.order)).toEqual([0, 1, 2, 3]);
      // A new order replaces the saved one (a bare array is read too).
      expect(
        ids(meetingTypeList.parse((await api.post(`${userPath(member.id)}/reorder`, [o1])).body)),
      ).toEqual([o1, d2, p1, d1]);
      await api.post(`${userPath(member.id)}/reorder`, []);
      await api.post(`${organizationPath(org.id)}/reorder`, []);
      expect(ids(await h.list(userPath(member.id)))).toEqual([p1, o1, d1, d2]);
    });

    it('refuses a reorder with a foreign or repeated id whole', async () => {
      await api.post(`${userPath(member.id)}/reorder`, [d2, d1]);
      const before = await count('template_order');
      const refused: [unknown, string][] = [
        [[d1, p1, d1], m.orderDuplicates([d1])],
        [[d1, oOther], m.orderForeign([oOther])],
        [[p1, 999_999, oOther], m.orderForeign([oOther])],
      ];
      for (const [body, detail] of refused) {
        expect(await api.post(`${userPath(member.id)}/reorder`, body)).toEqual({
          status: 422,
          body: { detail },
        });
      }
      const otherUser = await h.createMember(org.id);
      const foreignPersonal = (await h.personal(otherUser.id, 'Van een ander')).id;
      expect((await api.post(`${userPath(member.id)}/reorder`, [foreignPersonal])).status).toBe(422);
      expect((await api.post(`${organizationPath(org.id)}/reorder`, [p1])).status).toBe(422);
      for (const bad of [['1'], [0], { templates: 'x' }, { order: [d1] }]) {
        expect((await api.post(`${userPath(member.id)}/reorder`, bad)).status).toBe(422);
      }
      expect(await count('template_order')).toBe(before);
      expect(ids(await h.list(userPath(member.id))).slice(0, 2)).toEqual([d2, d1]);
      await api.post(`${userPath(member.id)}/reorder`, []);
    });

    it('leaves out a template deleted since the list was loaded, and saves the rest', async () => {
      const gone = (await h.personal(member.id, 'Wordt verwijderd')).id;
      const listed = ids(await h.list(userPath(member.id)));
      await t.db.deleteFrom('templates').where('id', '=', gone).execute();
      const order = [...listed].reverse();
      const saved = await api.post(`${userPath(member.id)}/reorder`, order);
      expect(saved.status).toBe(200);
      expect(ids(meetingTypeList.parse(saved.body))).toEqual(order.filter((id) => id !== gone));
      await api.post(`${userPath(member.id)}/reorder`, []);
    });

    it("refuses to edit or delete default and organisation templates through a user's routes (403)", async () => {
      for (const id of [o1, d1]) {
        const path = `${userPath(member.id)}/${id}`;
        expect(await api.put(path, templateBody('Overgenomen'))).toEqual({
          status: 403,
          body: { detail: m.notEditableForUser },
        });
        expect(await api.del(path)).toEqual({ status: 403, body: { detail: m.notEditableForUser } });
        expect((await api.get(path)).status).toBe(200);
      }
      expect((await api.put(`${userPath(member.id)}/notulen`, templateBody('X'))).status).toBe(403);
      // Another user's template, or another organisation's, is not in this user's list at all.
      const stranger = await h.createMember();
      const theirs = (await h.personal(stranger.id, 'Privé')).id;
      for (const id of [theirs, oOther, 999_999]) {
        const path = `${userPath(member.id)}/${id}`;
        expect(await api.put(path, templateBody('X'))).toEqual({ status: 404, body: { detail: m.notFound } });
        expect((await api.del(path)).status).toBe(404);
        expect((await api.get(path)).status).toBe(404);
      }
      expect((await api.get(`${userPath(stranger.id)}/${theirs}`)).body).toMatchObject({ title: 'Privé' });
    });

    it('lets an organisation edit its own templates by name, but not default templates (403)', async () => {
      const own = await h.ofOrganization(org.id, 'Kwartaalcijfers');
      const byName = `${organizationPath(org.id)}/${own.name}`;
      const put = await api.put(byName, templateBody('Kwartaalcijfers Q3'));
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({ id: own.id, name: 'kwartaalcijfers', title: 'Kwartaalcijfers Q3' });
      expect(await api.put(`${organizationPath(org.id)}/notulen`, templateBody('X'))).toEqual({
        status: 403,
        body: { detail: m.notEditableForOrganization },
      });
      expect((await api.del(`${organizationPath(org.id)}/${d1}`)).status).toBe(403);
      expect((await api.get(`${organizationPath(org.id)}/notulen`)).body).toMatchObject({ id: d1 });
      expect((await api.put(`${organizationPath(org.id)}/${oOther}`, templateBody('X'))).status).toBe(404);
      expect((await api.get(`${organizationPath(org.id)}/${p1}`)).status).toBe(404);
      expect(await api.del(byName)).toEqual({ status: 200, body: { message: m.deleted } });
      expect((await api.get(byName)).status).toBe(404);
    });

    it('deletes personal templates', async () => {
      const gone = await h.personal(member.id, 'Weg ermee');
      expect(await api.del(`${userPath(member.id)}/weg-ermee`)).toEqual({
        status: 200,
        body: { message: m.deleted },
      });
      expect((await api.get(`${userPath(member.id)}/${gone.id}`)).status).toBe(404);
    });

    it('switches templates off and on for a user, and for an organisation', async () => {
      const userToggle = (id: number) => api.post(`/api/admin/users/${member.id}/templates/${id}/toggle`, {});
      const orgToggle = (id: number) =>
        api.post(`/api/admin/organizations/${org.id}/templates/${id}/toggle`, {});
      const userDisabled = `/api/admin/users/${member.id}/templates/disabled`;
      const orgDisabled = `/api/admin/organizations/${org.id}/templates/disabled`;

      expect(await userToggle(d2)).toEqual({ status: 200, body: { state: 'disabled', message: m.disabled } });
      expect(await userToggle(o1)).toEqual({ status: 200, body: { state: 'disabled', message: m.disabled } });
      expect(ids(await h.list(userPath(member.id)))).toEqual([p1, d1]);
      const off = await h.disabled(userDisabled);
      expect(off.map((item) => [item.id, item.scope, item.type])).toEqual([
        [o1, 'user', 'organization'],
        [d2, 'user', 'default'],
      ]);
      expect(off[1]).toMatchObject({
        name: 'actiepunten',
        title: 'Actiepunten',
        sort_order: 1,
        is_org_wide: false,
      });
      // Still viewable, without a place in the list.
      expect((await api.get(`${userPath(member.id)}/${d2}`)).body).toMatchObject({ id: d2, order: null });
      // Other members are not affected.
      const colleague = await h.createMember(org.id);
      expect(ids(await h.list(userPath(colleague.id)))).toEqual([o1, d1, d2]);

      expect(await userToggle(p1)).toEqual({ status: 422, body: { detail: m.personalNotSwitchable } });
      expect(await userToggle(oOther)).toEqual({ status: 404, body: { detail: m.notFound } });
      expect((await userToggle(999_999)).status).toBe(404);
      expect(await orgToggle(o1)).toEqual({ status: 422, body: { detail: m.ownNotSwitchable } });
      expect((await orgToggle(oOther)).status).toBe(404);

      // The organisation switches d1 off: gone for every member, and not theirs to switch on.
      expect(await orgToggle(d1)).toEqual({ status: 200, body: { state: 'disabled', message: m.disabled } });
      expect(ids(await h.list(organizationPath(org.id)))).toEqual([o1, d2]);
      expect((await h.disabled(orgDisabled)).map((item) => [item.id, item.scope])).toEqual([
        [d1, 'organization'],
      ]);
      expect(ids(await h.list(userPath(colleague.id)))).toEqual([o1, d2]);
      // By sort_order (organisation templates have 0), then id.
      expect((await h.disabled(userDisabled)).map((item) => [item.id, item.scope])).toEqual([
        [d1, 'organization'],
        [o1, 'user'],
        [d2, 'user'],
      ]);
      expect(await userToggle(d1)).toEqual({
        status: 409,
        body: { detail: m.switchedOffByOrganization('Notulen') },
      });

      expect(await userToggle(d2)).toEqual({ status: 200, body: { state: 'enabled', message: m.enabled } });
      expect(await userToggle(o1)).toEqual({ status: 200, body: { state: 'enabled', message: m.enabled } });
      expect(await orgToggle(d1)).toEqual({ status: 200, body: { state: 'enabled', message: m.enabled } });
      expect(ids(await h.list(userPath(member.id)))).toEqual([p1, o1, d1, d2]);
      expect(await h.disabled(userDisabled)).toEqual([]);
      expect(await h.disabled(orgDisabled)).toEqual([]);
    });

    it('takes switched-off templates in a reorder', async () => {
      await api.post(`/api/admin/users/${member.id}/templates/${d2}/toggle`, {});
      const res = await api.post(`${userPath(member.id)}/reorder`, [d2, d1, o1, p1]);
      expect(res.status).toBe(200);
      expect(ids(meetingTypeList.parse(res.body))).toEqual([d1, o1, p1]);
      await api.post(`/api/admin/users/${member.id}/templates/${d2}/toggle`, {});
      expect(ids(await h.list(userPath(member.id)))).toEqual([d2, d1, o1, p1]);
      await api.post(`${userPath(member.id)}/reorder`, []);
    });
  });

  it('writes a revision with every create and update, none for reorders and switches', async () => {
    const user = await h.createMember();
    const { id } = await h.personal(user.id, 'Versies', { complexity: 'CUSTOM', settings: customSettings() });
    await api.put(`${userPath(user.id)}/${id}`, templateBody('Versies 2'));
    await api.put(`${userPath(user.id)}/${id}`, customBody('Versies 3', { max_tokens: '7' }));
    await api.put(`${userPath(user.id)}/${id}`, templateBody('   ')); // refused: no revision
    await api.post(`${userPath(user.id)}/reorder`, [id]);
    await api.post(`/api/admin/users/${user.id}/templates/${d1}/toggle`, {});
    const revisions = await t.db
      .selectFrom('template_revisions')
      .selectAll()
      .where('template_id', '=', id)
      .orderBy('revision_number')
      .execute();
    expect(
      revisions.map((r) => [
        r.revision_number,
        r.title,
        r.complexity,
        r.max_tokens,
        r.revision_reason,
        r.created_by,
      ]),
    ).toEqual([
      [1, 'Versies', 'CUSTOM', '1500', m.revisionCreated, adminId],
      [2, 'Versies 2', 'SMALL', null, m.revisionUpdated, adminId],
      [3, 'Versies 3', 'CUSTOM', '7', m.revisionUpdated, adminId],
    ]);
    expect(revisions[2]).toMatchObject({
      opdracht: 'Schrijf de notulen.',
      content: 'Vat het gesprek "Versies 3" samen.',
    });
  });

  it("counts an organisation's own templates and lists them in its detail", async () => {
    const org = await h.createOrganization('Tellen BV');
    const b = await h.ofOrganization(org.id, 'Budget');
    const a = await h.ofOrganization(org.id, 'Agenda');
    const member = await h.createMember(org.id);
    await h.personal(member.id, 'Niet meegeteld');
    const detail = organizationDetail.parse((await api.get(`/api/admin/organizations/${org.id}`)).body);
    expect(detail.template_count).toBe(2);
    expect(detail.templates).toEqual([
      { id: a.id, name: 'agenda', title: 'Agenda' },
      { id: b.id, name: 'budget', title: 'Budget' },
    ]);
    const listed = (await api.get<{ id: number; template_count: number }[]>('/api/admin/organizations')).body;
    expect(listed.find((o) => o.id === org.id)?.template_count).toBe(2);
  });

  it('removes the templates, orders and switches of a deleted user or organisation', async () => {
    const org = await h.createOrganization('Verdwijnt BV');
    const member = await h.createMember(org.id);
    const stays = await h.createMember(org.id);
    const own = await h.ofOrganization(org.id, 'Organisatiebreed');
    const mine = await h.personal(member.id, 'Van mij');
    for (const user of [member, stays]) {
      await api.post(`${userPath(user.id)}/reorder`, [own.id, d1]);
      await api.post(`/api/admin/users/${user.id}/templates/${d2}/toggle`, {});
      await api.post(`/api/admin/users/${user.id}/templates/${own.id}/toggle`, {});
    }
    await api.post(`${organizationPath(org.id)}/reorder`, [d1, own.id]);
    await api.post(`/api/admin/organizations/${org.id}/templates/${d1}/toggle`, {});
    const rowsOf = async (column: 'user_id' | 'organization_id', id: number) =>
      Promise.all(
        (['templates', 'template_order', 'template_switches'] as const).map(async (table) =>
          Number(
            (
              await t.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as('n'))
                .where(column, '=', id)
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    expect(await rowsOf('user_id', member.id)).toEqual([1, 2, 2]);

    expect((await api.del(`/api/admin/users/${member.id}`)).status).toBe(200);
    expect(await rowsOf('user_id', member.id)).toEqual([0, 0, 0]);
    const revisionsOfMine = await t.db
      .selectFrom('template_revisions')
      .select('id')
      .where('template_id', '=', mine.id)
      .execute();
    expect(revisionsOfMine).toEqual([]);

    expect(await rowsOf('organization_id', org.id)).toEqual([1, 2, 1]);
    expect((await api.del(`/api/admin/organizations/${org.id}`)).status).toBe(200);
    expect(await rowsOf('organization_id', org.id)).toEqual([0, 0, 0]);
    // The remaining member lost the organisation's template from their order and switches; the rest stays.
    expect(await rowsOf('user_id', stays.id)).toEqual([0, 1, 1]);
    expect(ids(await h.list(userPath(stays.id)))).toEqual([d1]);
    // The templates' creator is kept as null when the creator goes.
    const creator = await t.createUser({ is_admin: true });
    const creatorToken = (await t.login(creator)).access_token;
    const made = await jsonClient(t, () => creatorToken).post(userPath(stays.id), templateBody('Door maker'));
    expect(made.status).toBe(201);
    expect((await api.del(`/api/admin/users/${creator.id}`)).status).toBe(200);
    const row = await t.db
      .selectFrom('templates')
      .select('created_by')
      .where('id', '=', (made.body as { id: number }).id)
      .executeTakeFirstOrThrow();
    expect(row.created_by).toBeNull();
  });
});
