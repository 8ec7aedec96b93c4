// Templates under the organisation-scoped access rule: an organisation administrator manages the templates
// of their own organisation and its users; another organisation's (and its users') answer 404 as if missing;
// the default templates' admin routes are platform-only (403); their own settings are theirs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Organization } from '../../src/api/schemas/organizations';
import { messages } from '../src/messages';
import type { TestApp, TestUser } from './harness';
import { backends, createTestApp } from './harness';
import { jsonClient } from './organizationsTestClient';
import type { Client } from './templatesTestClient';
import {
  DEFAULTS,
  ids,
  organizationPath,
  templateBody,
  templateHelpers,
  userPath,
} from './templatesTestClient';

const orgNotFound = { detail: messages.organizations.notFound };
const forbidden = { detail: messages.auth.forbidden };

describe.each(backends)('templates for an organisation administrator (%s)', (backend) => {
  let t: TestApp;
  let h: ReturnType<typeof templateHelpers>;
  let boss: Client;
  let bossUser: TestUser;
  let a: Organization;
  let b: Organization;
  let memberOfA: TestUser;
  let memberOfB: TestUser;
  let standard: number;
  let personalOfB: number;
  let templateOfB: { id: number; name: string };

  beforeAll(async () => {
    t = await createTestApp(backend);
    const adminToken = await t.adminToken();
    h = templateHelpers(
      t,
      jsonClient(t, () => adminToken),
    );
    a = await h.createOrganization('Eigen BV');
    b = await h.createOrganization('Andere BV');
    bossUser = await h.createMember(a.id, true);
    memberOfA = await h.createMember(a.id);
    memberOfB = await h.createMember(b.id);
    standard = (await h.standard('notulen', 'Notulen')).id;
    personalOfB = (await h.personal(memberOfB.id, 'Van B')).id;
    templateOfB = await h.ofOrganization(b.id, 'Organisatie B');
    const token = (await t.login(bossUser)).access_token;
    boss = jsonClient(t, () => token);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("manages the templates of their own organisation's users", async () => {
    const created = await boss.post(userPath(memberOfA.id), templateBody('Door de baas'));
    expect(created.status).toBe(201);
    const { id } = created.body as { id: number };
    expect(
      ids((await boss.get<{ meeting_types: { id: number }[] }>(userPath(memberOfA.id))).body.meeting_types),
    ).toEqual([id, standard]);
    expect((await boss.put(`${userPath(memberOfA.id)}/${id}`, templateBody('Aangepast'))).status).toBe(200);
    expect((await boss.post(`${userPath(memberOfA.id)}/reorder`, [standard, id])).status).toBe(200);
    const toggle = `/api/admin/users/${memberOfA.id}/templates/${standard}/toggle`;
    expect((await boss.post(toggle, {})).body).toMatchObject({ state: 'disabled' });
    expect((await boss.get(`/api/admin/users/${memberOfA.id}/templates/disabled`)).status).toBe(200);
    expect((await boss.post(toggle, {})).body).toMatchObject({ state: 'enabled' });
    expect((await boss.del(`${userPath(memberOfA.id)}/${id}`)).status).toBe(200);
    // Their audit shows it under their organisation.
    const audit = await boss.get<{ entries: { action: string }[] }>(
      `/api/admin/audit-log?organization_id=${a.id}`,
    );
    expect(audit.body.entries.map((e) => e.action)).toEqual(
      expect.arrayContaining([
        'userTemplates.create',
        'userTemplates.update',
        'userTemplates.reorder',
        'userTemplates.toggle',
      ]),
    );
  });

  it("manages their own organisation's templates and switches default templates for it", async () => {
    const created = await boss.post(organizationPath(a.id), templateBody('Afdelingsoverleg'));
    expect(created).toMatchObject({ status: 201, body: { name: 'afdelingsoverleg' } });
    const path = `${organizationPath(a.id)}/afdelingsoverleg`;
    expect((await boss.get(path)).status).toBe(200);
    expect((await boss.put(path, templateBody('Afdelingsoverleg 2'))).status).toBe(200);
    const toggle = `/api/admin/organizations/${a.id}/templates/${standard}/toggle`;
    expect((await boss.post(toggle, {})).body).toMatchObject({ state: 'disabled' });
    expect((await boss.post(toggle, {})).body).toMatchObject({ state: 'enabled' });
    expect((await boss.del(path)).status).toBe(200);
  });

  it("answers 404 for another organisation's templates and users, exactly as for a missing one", async () => {
    const calls: [string, () => Promise<{ status: number; body: unknown }>][] = [
      ['GET user list', () => boss.get(userPath(memberOfB.id))],
      ['POST user template', () => boss.post(userPath(memberOfB.id), templateBody('Ingebroken'))],
      ['GET user template', () => boss.get(`${userPath(memberOfB.id)}/${personalOfB}`)],
      ['PUT user template', () => boss.put(`${userPath(memberOfB.id)}/${personalOfB}`, templateBody('X'))],
      ['DELETE user template', () => boss.del(`${userPath(memberOfB.id)}/${personalOfB}`)],
      ['POST user reorder', () => boss.post(`${userPath(memberOfB.id)}/reorder`, [personalOfB])],
      ['GET user disabled', () => boss.get(`/api/admin/users/${memberOfB.id}/templates/disabled`)],
      [
        'POST user toggle',
        () => boss.post(`/api/admin/users/${memberOfB.id}/templates/${standard}/toggle`, {}),
      ],
      ['GET org list', () => boss.get(organizationPath(b.id))],
      ['POST org template', () => boss.post(organizationPath(b.id), templateBody('Ingebroken'))],
      ['GET org template', () => boss.get(`${organizationPath(b.id)}/${templateOfB.name}`)],
      [
        'PUT org template',
        () => boss.put(`${organizationPath(b.id)}/${templateOfB.name}`, templateBody('X')),
      ],
      ['DELETE org template', () => boss.del(`${organizationPath(b.id)}/${templateOfB.id}`)],
      ['POST org reorder', () => boss.post(`${organizationPath(b.id)}/reorder`, [templateOfB.id])],
      ['GET org disabled', () => boss.get(`/api/admin/organizations/${b.id}/templates/disabled`)],
      [
        'POST org toggle',
        () => boss.post(`/api/admin/organizations/${b.id}/templates/${standard}/toggle`, {}),
      ],
      ['GET missing user', () => boss.get(userPath(999_999))],
    ];
    for (const [name, call] of calls) {
      expect(await call(), name).toEqual({ status: 404, body: orgNotFound });
    }
    // A template of B under their own organisation's path is not in A's list.
    expect((await boss.get(`${organizationPath(a.id)}/${templateOfB.id}`)).status).toBe(404);
    expect((await boss.get(`${userPath(memberOfA.id)}/${personalOfB}`)).status).toBe(404);
    // Nothing changed in B.
    expect((await h.list(organizationPath(b.id))).map((item) => item.title)).toEqual([
      'Organisatie B',
      'Notulen',
    ]);
  });

  it('answers 403 on the default templates’ admin routes but reading one, and lets them use their own settings', async () => {
    const calls: [string, () => Promise<{ status: number; body: unknown }>][] = [
      ['GET list', () => boss.get(DEFAULTS)],
      ['POST create', () => boss.post(DEFAULTS, templateBody('Nieuw', { name: 'nieuw' }))],
      ['PUT one', () => boss.put(`${DEFAULTS}/${standard}`, templateBody('X', { name: 'notulen' }))],
      ['DELETE one', () => boss.del(`${DEFAULTS}/${standard}`)],
      ['POST reorder', () => boss.post(`${DEFAULTS}/reorder`, [standard])],
    ];
    for (const [name, call] of calls) {
      expect(await call(), name).toEqual({ status: 403, body: forbidden });
    }
    // Reading one is everyone's: it is in every effective list.
    expect((await boss.get(`${DEFAULTS}/${standard}`)).status).toBe(200);
    expect((await boss.get('/api/default-templates/all')).status).toBe(200);
    expect(
      (await boss.post(`/api/default-templates/${standard}/disable`, { scope: 'organization' })).status,
    ).toBe(200);
    expect((await h.list(userPath(memberOfA.id))).map((item) => item.id)).not.toContain(standard);
    expect(
      (await boss.post(`/api/default-templates/${standard}/enable`, { scope: 'organization' })).status,
    ).toBe(200);
  });
});
