// An organisation administrator and the users of their organisation: the list and the login
// attempts hold their organisation's rows only, new users join it, another organisation's users answer 404,
// platform administrators and platform rights are out of reach (403), and a changed role takes effect at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Organization } from '../../src/api/schemas/organizations';
import { organization } from '../../src/api/schemas/organizations';
import { user as userSchema, userList, usersSummary } from '../../src/api/schemas/users';
import { messages } from '../src/messages';
import type { TestApp, TestUser } from './harness';
import { backends, createTestApp } from './harness';
import { jsonClient } from './organizationsTestClient';

const ORGS = '/api/admin/organizations';
const USERS = '/api/admin/users';

describe.each(backends)('organisation administrators and users (%s)', (backend) => {
  let t: TestApp;
  let admin: ReturnType<typeof jsonClient>;
  let orgAdmin: ReturnType<typeof jsonClient>;
  let boss: TestUser;
  let bossRefresh: string;
  let a: Organization;
  let b: Organization;
  let memberOfA: TestUser;
  let memberOfB: TestUser;
  let platformAdminInA: TestUser;

  const refresh = (token: string) =>
    t.request('/api/refresh', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  const addTo = async (orgId: number, user: TestUser, makeAdmin = false) =>
    expect(
      (await admin.post(`${ORGS}/${orgId}/users/add`, { user_ids: [user.id], make_admin: makeAdmin })).status,
    ).toBe(200);

  beforeAll(async () => {
    t = await createTestApp(backend);
    const adminToken = await t.adminToken();
    admin = jsonClient(t, () => adminToken);
    a = organization.parse((await admin.post(ORGS, { name: 'Gemeente A' })).body);
    b = organization.parse((await admin.post(ORGS, { name: 'Gemeente B' })).body);
    boss = await t.createUser();
    await addTo(a.id, boss, true);
    memberOfA = await t.createUser();
    await addTo(a.id, memberOfA);
    memberOfB = await t.createUser();
    await addTo(b.id, memberOfB);
    platformAdminInA = await t.createUser({ is_admin: true });
    await addTo(a.id, platformAdminInA);
    const tokens = await t.login(boss);
    bossRefresh = tokens.refresh_token;
    orgAdmin = jsonClient(t, () => tokens.access_token);
    // A failed sign-in on each organisation's member, for the login attempts.
    for (const user of [memberOfA, memberOfB])
      await t.request('/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: user.username, password: 'fout-wachtwoord' }),
      });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('carries the organisation in the access token', async () => {
    const payload = (await t.login(boss)).access_token.split('.')[1]!;
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    expect(claims).toMatchObject({
      role: 'org_admin',
      organization_id: a.id,
      organization_name: 'Gemeente A',
    });
  });

  it('sums up the users for the dashboard card: counts and the newest, their organisation only', async () => {
    await t.db.updateTable('users').set({ is_active: false }).where('id', '=', memberOfA.id).execute();
    const own = usersSummary.parse((await orgAdmin.get('/api/admin/users-summary')).body);
    expect(own).toMatchObject({ total: 3, active: 2 });
    expect(own.newest.map((u) => u.id)).toEqual([platformAdminInA.id, memberOfA.id, boss.id]);
    const all = usersSummary.parse((await admin.get('/api/admin/users-summary')).body);
    const everyone = userList.parse((await admin.get(USERS)).body);
    expect(all.total).toBe(everyone.length);
    expect(all.active).toBe(everyone.filter((u) => u.is_active).length);
    expect(all.newest).toHaveLength(5);
    expect(all.newest[0]).toEqual(everyone.find((u) => u.id === all.newest[0]!.id));
    await t.db.updateTable('users').set({ is_active: true }).where('id', '=', memberOfA.id).execute();
  });

  it("lists only their organisation's users, filtered by the server", async () => {
    const listed = userList.parse((await orgAdmin.get(USERS)).body);
    expect(listed.map((u) => u.id).sort()).toEqual(
      [boss.id, memberOfA.id, platformAdminInA.id].sort((x, y) => x - y),
    );
    expect(userList.parse((await admin.get(USERS)).body).some((u) => u.id === memberOfB.id)).toBe(true);
  });

  it('creates users into their organisation and never grants platform rights', async () => {
    const res = await orgAdmin.post(USERS, {
      username: 'nieuw.a',
      email: 'nieuw.a@test.example',
      password: 'Tijdelijk-123',
    });
    expect(res.status).toBe(201);
    expect(userSchema.parse(res.body)).toMatchObject({ organization_id: a.id, is_admin: false });
    const granted = await orgAdmin.post(USERS, {
      username: 'nieuw.b',
      email: 'nieuw.b@test.example',
      password: 'Tijdelijk-123',
      is_admin: true,
    });
    expect(granted).toEqual({ status: 403, body: { detail: messages.users.platformGrant } });
    const bulk = await orgAdmin.post(`${ORGS}/${a.id}/users/bulk`, {
      users: [{ username: 'bulk.a', email: 'bulk.a@test.example', is_admin: true }],
    });
    expect(bulk).toEqual({ status: 403, body: { detail: messages.users.platformGrant } });
  });

  it("answers 404 for another organisation's user, as if missing", async () => {
    for (const res of [
      await orgAdmin.get(`${USERS}/${memberOfB.id}`),
      await orgAdmin.put(`${USERS}/${memberOfB.id}`, { level: 'Pro' }),
      await orgAdmin.post(`${USERS}/${memberOfB.id}/block`, {}),
      await orgAdmin.get(`${USERS}/999999`),
    ])
      expect(res).toEqual({ status: 404, body: { detail: messages.organizations.notFound } });
  });

  it('edits a member but not their platform rights or organisation, and leaves platform administrators alone', async () => {
    const edited = await orgAdmin.put(`${USERS}/${memberOfA.id}`, {
      level: 'Pro',
      organization_name: 'gemeente a',
    });
    expect(edited.status).toBe(200);
    expect(userSchema.parse(edited.body).level).toBe('Pro');
    expect(await orgAdmin.put(`${USERS}/${memberOfA.id}`, { is_admin: true })).toEqual({
      status: 403,
      body: { detail: messages.users.platformGrant },
    });
    expect(await orgAdmin.put(`${USERS}/${memberOfA.id}`, { organization_name: 'Gemeente B' })).toEqual({
      status: 403,
      body: { detail: messages.users.organizationChange },
    });
    const protectedAnswer = { status: 403, body: { detail: messages.users.platformProtected } };
    expect(await orgAdmin.put(`${USERS}/${platformAdminInA.id}`, { level: 'Pro' })).toEqual(protectedAnswer);
    expect(await orgAdmin.post(`${USERS}/${platformAdminInA.id}/block`, {})).toEqual(protectedAnswer);
    expect(await orgAdmin.del(`${ORGS}/${a.id}/users/${platformAdminInA.id}`)).toEqual(protectedAnswer);
    expect((await orgAdmin.get(`${USERS}/${platformAdminInA.id}`)).status).toBe(200);
  });

  it("sees the login attempts and statistics of their organisation's accounts only", async () => {
    const page = (
      await orgAdmin.get<{ login_attempts: { email: string | null }[]; total: number }>(
        '/api/admin/login-attempts?days_back=1',
      )
    ).body;
    const emails = page.login_attempts.map((attempt) => attempt.email);
    expect(emails).toContain(memberOfA.email);
    expect(emails).not.toContain(memberOfB.email);
    expect(page.total).toBe(page.login_attempts.length);
    const csv = await t.request('/api/admin/login-attempts/export?days_back=1', {
      headers: { authorization: `Bearer ${(await t.login(boss)).access_token}` },
    });
    const text = await csv.text();
    expect(text).toContain(memberOfA.email);
    expect(text).not.toContain(memberOfB.email);
    expect((await orgAdmin.get(`/api/admin/transcription-stats?organization_id=${b.id}`)).status).toBe(404);
    expect((await orgAdmin.get('/api/admin/transcription-stats')).status).toBe(200);
    expect((await orgAdmin.get(`/api/admin/token-usage-stats?organization_id=${a.id}`)).status).toBe(200);
  });

  it('takes a changed role at once: the refresh token of a demoted organisation administrator is revoked', async () => {
    const other = await t.createUser();
    await addTo(a.id, other, true);
    const tokens = await t.login(other);
    expect((await admin.put(`${ORGS}/${a.id}/users/${other.id}`, { is_org_admin: false })).status).toBe(200);
    expect((await refresh(tokens.refresh_token)).status).toBe(401);
    // Moving a user to another organisation, by the platform: the same.
    const moved = await t.login(memberOfA);
    expect((await admin.put(`${USERS}/${memberOfA.id}`, { organization_name: 'Gemeente B' })).status).toBe(
      200,
    );
    expect((await refresh(moved.refresh_token)).status).toBe(401);
    // The organisation administrator who changed nothing of their own keeps signing in.
    expect((await refresh(bossRefresh)).status).toBe(200);
  });
});
