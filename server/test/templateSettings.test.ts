// The signed-in user's own template settings (`default-templates…`, `templates/reorder|reset-order`,
// `summarize-types`): their list with the switched-off templates, switching default templates off and on for
// themselves or their whole organisation, their saved order, and the audit of those changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Organization } from '../../src/api/schemas/organizations';
import type { TemplateSettingsItem } from '../../src/api/schemas/templates';
import { meetingTypeList, templateSettingsList } from '../../src/api/schemas/templates';
import { messages } from '../src/messages';
import type { TestApp, TestUser } from './harness';
import { backends, createTestApp } from './harness';
import { jsonClient } from './organizationsTestClient';
import type { Client } from './templatesTestClient';
import { ids, organizationPath, templateHelpers, userPath } from './templatesTestClient';

const m = messages.templates;

describe.each(backends)('own template settings (%s)', (backend) => {
  let t: TestApp;
  let admin: Client;
  let h: ReturnType<typeof templateHelpers>;
  let org: Organization;
  let boss: TestUser;
  let own: Client;
  let member: TestUser;
  let d1: number;
  let d2: number;
  let o1: number;
  let p1: number;

  const all = async (client: Client = own): Promise<TemplateSettingsItem[]> => {
    const res = await client.get('/api/default-templates/all');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return templateSettingsList.parse(res.body);
  };
  const switchOwn = (id: number, action: 'disable' | 'enable', body: object = {}) =>
    own.post(`/api/default-templates/${id}/${action}`, body);

  beforeAll(async () => {
    t = await createTestApp(backend);
    const adminToken = await t.adminToken();
    admin = jsonClient(t, () => adminToken);
    h = templateHelpers(t, admin);
    d1 = (await h.standard('notulen', 'Notulen', { sort_order: 0 })).id;
    d2 = (await h.standard('actiepunten', 'Actiepunten', { sort_order: 1 })).id;
    org = await h.createOrganization('Instellingen BV');
    boss = await h.createMember(org.id, true);
    member = await h.createMember(org.id);
    o1 = (await h.ofOrganization(org.id, 'Teamoverleg')).id;
    p1 = (await h.personal(boss.id, 'Mijn eigen')).id;
    const bossToken = (await t.login(boss)).access_token;
    own = jsonClient(t, () => bossToken);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists everything available to the signed-in user, in their order', async () => {
    const items = await all();
    expect(items.map((i) => [i.id, i.type, i.order, i.is_disabled, i.disabled_scope])).toEqual([
      [p1, 'personal', 0, false, null],
      [o1, 'organization', 1, false, null],
      [d1, 'default', 2, false, null],
      [d2, 'default', 3, false, null],
    ]);
    expect(items[1]).toMatchObject({ title: 'Teamoverleg', name: 'teamoverleg', is_org_wide: true });
    const defaults = await own.get('/api/default-templates');
    expect(ids(templateSettingsList.parse(defaults.body))).toEqual([d1, d2]);
    const summarize = await own.get('/api/summarize-types');
    expect(Object.keys(summarize.body)).toEqual(['meeting_types']);
    expect(ids(meetingTypeList.parse(summarize.body))).toEqual([p1, o1, d1, d2]);
  });

  it('switches default templates off and on for oneself, and for the whole organisation', async () => {
    expect(await switchOwn(d1, 'disable')).toEqual({
      status: 200,
      body: { state: 'disabled', message: m.disabled },
    });
    expect(await switchOwn(d1, 'disable', { scope: 'user' })).toMatchObject({ body: { state: 'disabled' } });
    expect((await all()).find((i) => i.id === d1)).toMatchObject({
      is_disabled: true,
      disabled_scope: 'user',
    });
    expect(ids(meetingTypeList.parse((await own.get('/api/summarize-types')).body))).toEqual([p1, o1, d2]);
    // Only for the signed-in user.
    expect(ids(await h.list(userPath(member.id)))).toEqual([o1, d1, d2]);

    expect(await switchOwn(d2, 'disable', { scope: 'organization' })).toEqual({
      status: 200,
      body: { state: 'disabled', message: m.disabled },
    });
    expect(ids(await h.list(organizationPath(org.id)))).toEqual([o1, d1]);
    expect(ids(await h.list(userPath(member.id)))).toEqual([o1, d1]);
    expect((await all()).find((i) => i.id === d2)).toMatchObject({ disabled_scope: 'organization' });
    expect(await switchOwn(d2, 'enable', { scope: 'user' })).toEqual({
      status: 409,
      body: { detail: m.switchedOffByOrganization('Actiepunten') },
    });
    expect(await switchOwn(d2, 'enable', { scope: 'organization' })).toEqual({
      status: 200,
      body: { state: 'enabled', message: m.enabled },
    });
    expect(await switchOwn(d1, 'enable')).toMatchObject({ status: 200, body: { state: 'enabled' } });
    expect((await all()).every((i) => !i.is_disabled)).toBe(true);

    // Only default templates are switched here; a wrong scope is refused.
    for (const id of [o1, p1, 999_999]) {
      expect(await switchOwn(id, 'disable')).toEqual({ status: 404, body: { detail: m.defaultNotFound } });
    }
    expect((await switchOwn(d1, 'disable', { scope: 'iedereen' })).status).toBe(422);
    expect((await own.post('/api/default-templates/abc/disable', {})).status).toBe(422);
  });

  it('needs an organisation for the organisation scope', async () => {
    const staff = await t.createUser({ is_admin: true });
    const staffToken = (await t.login(staff)).access_token;
    const alone = jsonClient(t, () => staffToken);
    expect(await alone.post(`/api/default-templates/${d1}/disable`, { scope: 'organization' })).toEqual({
      status: 422,
      body: { detail: m.noOrganization },
    });
    expect((await alone.post(`/api/default-templates/${d1}/disable`, {})).status).toBe(200);
    expect(ids(await all(alone)).slice(0, 2)).toEqual([d1, d2]);
    expect((await all(alone)).map((i) => i.is_disabled)).toEqual([true, false]);
  });

  it("saves and resets the signed-in user's order, refusing foreign ids", async () => {
    expect(await own.post('/api/templates/reorder', [d2, d1])).toEqual({
      status: 200,
      body: { message: m.reordered },
    });
    expect(ids(await all())).toEqual([d2, d1, p1, o1]);
    const stranger = await h.createMember();
    const theirs = (await h.personal(stranger.id, 'Niet van jou')).id;
    expect(await own.post('/api/templates/reorder', { templates: [d1, theirs] })).toEqual({
      status: 422,
      body: { detail: m.orderForeign([theirs]) },
    });
    expect(ids(await all())).toEqual([d2, d1, p1, o1]);
    expect(ids(await h.list(userPath(member.id)))).toEqual([o1, d1, d2]);

    expect(await own.post('/api/templates/reset-order', {})).toEqual({
      status: 200,
      body: { message: m.orderReset },
    });
    expect(ids(await all())).toEqual([p1, o1, d1, d2]);
  });

  it('audits the changes, with the organisation they concern', async () => {
    const entries = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('actor_id', '=', boss.id)
      .orderBy('id')
      .execute();
    const summary = entries.map((e) => [e.action, e.target_type, e.target_id, e.outcome, e.status]);
    expect(summary).toContainEqual(['templateSettings.disable', 'template', d1, 'success', 200]);
    expect(summary).toContainEqual(['templateSettings.enable', 'template', d2, 'failure', 409]);
    expect(summary).toContainEqual(['templateSettings.reorder', 'user', boss.id, 'success', 200]);
    expect(summary).toContainEqual(['templateSettings.reorder', 'user', boss.id, 'failure', 422]);
    expect(summary).toContainEqual(['templateSettings.resetOrder', 'user', boss.id, 'success', 200]);
    expect(entries.every((e) => e.organization_id === org.id)).toBe(true);
    expect(entries.filter((e) => e.target_id !== 999_999).every((e) => e.target_label)).toBe(true);
    const disable = entries.find((e) => e.action === 'templateSettings.disable');
    expect(disable).toMatchObject({ target_label: 'Notulen' });
  });

  it('keeps plain users out (403) and asks for a token (401)', async () => {
    const plain = await t.createUser();
    const plainToken = (await t.login(plain)).access_token;
    for (const path of ['/api/default-templates', '/api/default-templates/all', '/api/summarize-types']) {
      expect((await t.get(path, plainToken)).status, path).toBe(403);
      expect((await t.get(path)).status, path).toBe(401);
    }
    expect((await t.post('/api/templates/reset-order', {}, plainToken)).status).toBe(403);
    expect((await t.post(`/api/default-templates/${d1}/disable`, {}, plainToken)).status).toBe(403);
  });
});
