// The organisation-scoped access rule: an organisation administrator manages their own organisation's groups
// and reads it and its users; another organisation answers 404 as if missing; platform routes 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Group, Organization } from '../../src/api/schemas/organizations';
import {
  group as groupSchema,
  groupList,
  organization,
  organizationDetail,
} from '../../src/api/schemas/organizations';
import { userList } from '../../src/api/schemas/users';
import { messages } from '../src/messages';
import type { TestApp, TestUser } from './harness';
import { backends, createTestApp } from './harness';
import { jsonClient } from './organizationsTestClient';

const BASE = '/api/admin/organizations';
const orgNotFound = { detail: messages.organizations.notFound };
const forbidden = { detail: messages.auth.forbidden };

describe.each(backends)('organisation-scoped access (%s)', (backend) => {
  let t: TestApp;
  let adminToken: string;
  let orgAdminToken: string;
  let admin: ReturnType<typeof jsonClient>;
  let orgAdmin: ReturnType<typeof jsonClient>;
  let a: Organization;
  let b: Organization;
  let groupOfB: Group;
  let memberOfA: TestUser;
  let memberOfB: TestUser;

  const createOrg = async (name: string) => organization.parse((await admin.post(BASE, { name })).body);
  const addTo = async (orgId: number, user: TestUser, makeAdmin = false) =>
    expect(
      (await admin.post(`${BASE}/${orgId}/users/add`, { user_ids: [user.id], make_admin: makeAdmin })).status,
    ).toBe(200);

  beforeAll(async () => {
    t = await createTestApp(backend);
    adminToken = await t.adminToken();
    admin = jsonClient(t, () => adminToken);
    a = await createOrg('Eigen Organisatie');
    b = await createOrg('Andere Organisatie');
    groupOfB = groupSchema.parse((await admin.post(`${BASE}/${b.id}/groups`, { name: 'Van B' })).body);
    const boss = await t.createUser();
    await addTo(a.id, boss, true);
    memberOfA = await t.createUser();
    await addTo(a.id, memberOfA);
    memberOfB = await t.createUser();
    await addTo(b.id, memberOfB);
    orgAdminToken = (await t.login(boss)).access_token;
    orgAdmin = jsonClient(t, () => orgAdminToken);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets an organisation administrator manage the groups and members of their own organisation', async () => {
    expect(groupList.parse((await orgAdmin.get(`${BASE}/${a.id}/groups`)).body)).toHaveLength(1);
    const created = await orgAdmin.post(`${BASE}/${a.id}/groups`, { name: 'Team Noord' });
    expect(created.status).toBe(201);
    const group = groupSchema.parse(created.body);
    const path = `${BASE}/${a.id}/groups/${group.id}`;
    expect((await orgAdmin.get(path)).body).toMatchObject({ id: group.id, name: 'Team Noord' });
    expect((await orgAdmin.put(path, { name: 'Team Zuid' })).body).toMatchObject({ name: 'Team Zuid' });

    const linked = await orgAdmin.post(`${path}/members`, { user_id: memberOfA.id });
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({ id: memberOfA.id, group_id: group.id });
    const members = userList.parse((await orgAdmin.get(`${path}/members`)).body);
    expect(members.map((m) => m.id)).toEqual([memberOfA.id]);
    expect((await orgAdmin.del(`${path}/members/${memberOfA.id}`)).status).toBe(200);
    expect((await orgAdmin.del(path)).status).toBe(200);
    expect((await orgAdmin.get(path)).status).toBe(404);
  });

  it('lets them read their organisation and its users', async () => {
    const detail = organizationDetail.parse((await orgAdmin.get(`${BASE}/${a.id}`)).body);
    expect(detail.id).toBe(a.id);
    const users = userList.parse((await orgAdmin.get(`${BASE}/${a.id}/users`)).body);
    expect(users.map((u) => u.id)).toContain(memberOfA.id);
    expect(users.map((u) => u.id)).not.toContain(memberOfB.id);
  });

  it("answers 404 for another organisation's routes, exactly as for a missing organisation", async () => {
    const groupPath = `${BASE}/${b.id}/groups/${groupOfB.id}`;
    const calls: [string, () => ReturnType<typeof orgAdmin.get>][] = [
      ['GET detail', () => orgAdmin.get(`${BASE}/${b.id}`)],
      ['GET users', () => orgAdmin.get(`${BASE}/${b.id}/users`)],
      ['GET groups', () => orgAdmin.get(`${BASE}/${b.id}/groups`)],
      ['POST groups', () => orgAdmin.post(`${BASE}/${b.id}/groups`, { name: 'Ingebroken' })],
      ['GET group', () => orgAdmin.get(groupPath)],
      ['PUT group', () => orgAdmin.put(groupPath, { name: 'Overgenomen' })],
      ['DELETE group', () => orgAdmin.del(groupPath)],
      ['GET members', () => orgAdmin.get(`${groupPath}/members`)],
      ['POST members', () => orgAdmin.post(`${groupPath}/members`, { user_id: memberOfB.id })],
      ['DELETE member', () => orgAdmin.del(`${groupPath}/members/${memberOfB.id}`)],
      ['GET missing organisation', () => orgAdmin.get(`${BASE}/999999`)],
      ['GET groups of a missing organisation', () => orgAdmin.get(`${BASE}/999999/groups`)],
    ];
    for (const [name, call] of calls) {
      const res = await call();
      expect(res.status, name).toBe(404);
      expect(res.body, name).toEqual(orgNotFound);
    }
    // Nothing changed in B.
    const groupsOfB = groupList.parse((await admin.get(`${BASE}/${b.id}/groups`)).body);
    expect(groupsOfB.map((g) => g.name).sort()).toEqual(['Algemeen', 'Van B']);
  });

  it("answers 404 for another organisation's group under their own organisation's path", async () => {
    const path = `${BASE}/${a.id}/groups/${groupOfB.id}`;
    expect((await orgAdmin.get(path)).status).toBe(404);
    expect((await orgAdmin.put(path, { name: 'Overgenomen' })).status).toBe(404);
    expect((await orgAdmin.del(path)).status).toBe(404);
    expect((await orgAdmin.get(`${path}/members`)).status).toBe(404);
    expect((await admin.get(`${BASE}/${b.id}/groups/${groupOfB.id}`)).body).toMatchObject({ name: 'Van B' });
  });

  it("answers 404 for another organisation's users in their own organisation's groups", async () => {
    const [standard] = groupList.parse((await orgAdmin.get(`${BASE}/${a.id}/groups`)).body);
    const path = `${BASE}/${a.id}/groups/${standard!.id}/members`;
    for (const res of [
      await orgAdmin.post(path, { user_id: memberOfB.id }),
      await orgAdmin.post(path, { user_id: 999999 }),
      await orgAdmin.del(`${path}/${memberOfB.id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(orgNotFound);
    }
    // A platform administrator still hears why.
    expect(await admin.post(path, { user_id: memberOfB.id })).toMatchObject({
      status: 409,
      body: { detail: messages.groups.userNotInOrganization(memberOfB.username) },
    });
  });

  it('validates before the organisation check, and checks the role before validating', async () => {
    expect((await orgAdmin.post(`${BASE}/${a.id}/groups`, { name: '' })).status).toBe(422);
    expect((await orgAdmin.get(`${BASE}/abc/groups`)).status).toBe(422);
    const plainToken = (await t.login(await t.createUser())).access_token;
    const plain = jsonClient(t, () => plainToken);
    expect((await plain.post(`${BASE}/abc/groups`, { name: '' })).status).toBe(403);
  });

  it('answers 403 to an organisation administrator on platform routes', async () => {
    const calls: [string, () => ReturnType<typeof orgAdmin.get>][] = [
      ['GET organizations', () => orgAdmin.get(BASE)],
      ['POST organizations', () => orgAdmin.post(BASE, { name: 'Nieuw' })],
      ['PUT organization', () => orgAdmin.put(`${BASE}/${a.id}`, { name: 'Hernoemd' })],
      ['DELETE organization', () => orgAdmin.del(`${BASE}/${a.id}`)],
      ['POST users/add', () => orgAdmin.post(`${BASE}/${a.id}/users/add`, { user_ids: [memberOfB.id] })],
      ['GET suspicious login attempts', () => orgAdmin.get('/api/admin/login-attempts/suspicious')],
      ['GET worker status', () => orgAdmin.get('/api/admin/worker-status')],
      ['DELETE user', () => orgAdmin.del(`/api/admin/users/${memberOfA.id}`)],
      ['GET transcriptions', () => orgAdmin.get(`/api/admin/user/${memberOfA.id}/transcriptions`)],
    ];
    for (const [name, call] of calls) {
      const res = await call();
      expect(res.status, name).toBe(403);
      expect(res.body, name).toEqual(forbidden);
    }
  });

  it('keeps plain users out (403) and asks for a token (401)', async () => {
    const plainToken = (await t.login(await t.createUser())).access_token;
    expect((await t.get(`${BASE}/${a.id}/groups`, plainToken)).status).toBe(403);
    expect((await t.get(`${BASE}/${a.id}`, plainToken)).status).toBe(403);
    expect((await t.get(`${BASE}/${a.id}/groups`)).status).toBe(401);
  });

  it('leaves platform administrators every organisation, and the transcriptions to the superuser', async () => {
    expect((await admin.get(`${BASE}/${b.id}/groups`)).status).toBe(200);
    expect((await admin.get(`${BASE}/${a.id}/users`)).status).toBe(200);
    expect((await admin.get(`/api/admin/user/${memberOfA.id}/transcriptions`)).status).toBe(403);
    const superuser = await t.createUser({ is_superuser: true });
    const superToken = (await t.login(superuser)).access_token;
    expect((await t.get(`/api/admin/user/${memberOfA.id}/transcriptions`, superToken)).status).toBe(200);
    expect((await t.get(`${BASE}/${b.id}/groups`, superToken)).status).toBe(200);
  });

  it('follows a change of organisation at once: the session ends, the next sign-in has the new scope', async () => {
    const boss = await t.createUser();
    await addTo(b.id, boss, true);
    const token = (await t.login(boss)).access_token;
    expect((await t.get(`${BASE}/${b.id}/groups`, token)).status).toBe(200);
    await t.db.updateTable('users').set({ organization_id: a.id }).where('id', '=', boss.id).execute();
    expect((await t.get(`${BASE}/${b.id}/groups`, token)).status).toBe(401);
    const next = (await t.login(boss)).access_token;
    expect((await t.get(`${BASE}/${b.id}/groups`, next)).status).toBe(404);
    expect((await t.get(`${BASE}/${a.id}/groups`, next)).status).toBe(200);
  });
});
