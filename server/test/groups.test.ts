import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { group as groupSchema, groupList, organization } from '../../src/api/schemas/organizations';
import type { Group } from '../../src/api/schemas/organizations';
import { user as userSchema, userList } from '../../src/api/schemas/users';
import { messages } from '../src/messages';
import type { TestApp } from './harness';
import { backends, createTestApp } from './harness';
import { jsonClient } from './organizationsTestClient';

const BASE = '/api/admin/organizations';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(backends)('groups (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  let api: ReturnType<typeof jsonClient>;

  const createOrg = async (name: string) => organization.parse((await api.post(BASE, { name })).body);
  const groups = async (orgId: number) => groupList.parse((await api.get(`${BASE}/${orgId}/groups`)).body);
  const createGroup = async (orgId: number, body: Record<string, unknown>): Promise<Group> => {
    const res = await api.post(`${BASE}/${orgId}/groups`, body);
    expect(res.status).toBe(201);
    return groupSchema.parse(res.body);
  };
  const memberOf = async (orgId: number) => {
    const u = await t.createUser();
    expect((await api.post(`${BASE}/${orgId}/users/add`, { user_ids: [u.id] })).status).toBe(200);
    return u;
  };
  const groupIdOf = async (userId: number) =>
    (await t.db.selectFrom('users').select('group_id').where('id', '=', userId).executeTakeFirstOrThrow())
      .group_id;
  /** Every organisation in the database has exactly one default group. */
  const expectOneDefaultEverywhere = async () => {
    const rows = await t.db
      .selectFrom('organizations as o')
      .leftJoin('groups as g', (join) =>
        join.onRef('g.organization_id', '=', 'o.id').on('g.is_default', '=', true),
      )
      .select(['o.id', (eb) => eb.fn.count('g.id').as('defaults')])
      .groupBy('o.id')
      .execute();
    for (const row of rows) expect(Number(row.defaults), `organisation ${row.id}`).toBe(1);
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    token = await t.adminToken();
    api = jsonClient(t, () => token);
  });
  afterAll(async () => {
    await expectOneDefaultEverywhere();
    await t?.close();
  });

  it('is for admins only', async () => {
    const org = await createOrg('Afgeschermd');
    expect((await t.get(`${BASE}/${org.id}/groups`)).status).toBe(401);
    const plain = await t.createUser({ is_org_admin: true });
    expect((await t.get(`${BASE}/${org.id}/groups`, (await t.login(plain)).access_token)).status).toBe(403);
  });

  it('creates groups: name trimmed and unique per organisation, empty description null', async () => {
    const org = await createOrg('Groepen BV');
    const other = await createOrg('Andere BV');
    const created = await createGroup(org.id, { name: '  Juridisch  ', description: '   ' });
    expect(created).toMatchObject({
      name: 'Juridisch',
      description: null,
      is_default: false,
      member_count: 0,
      template_count: 0,
      organization_id: org.id,
    });
    expect(created.created_at).toBe(created.updated_at);
    const described = await createGroup(org.id, {
      name: 'Financiën',
      description: '  Facturen  ',
      is_default: false,
    });
    expect(described.description).toBe('Facturen');

    const duplicate = await api.post(`${BASE}/${org.id}/groups`, { name: 'JURIDISCH' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.detail).toBe(messages.groups.duplicateName('JURIDISCH'));
    // The same name in another organisation is fine.
    await createGroup(other.id, { name: 'Juridisch' });

    for (const bad of [{ name: '  ' }, {}, { name: 'x', is_default: 'ja' }, { name: 'x', description: 5 }]) {
      expect((await api.post(`${BASE}/${org.id}/groups`, bad)).status).toBe(422);
    }
    expect((await api.post(`${BASE}/999999/groups`, { name: 'Nergens' })).status).toBe(404);
    expect((await api.get(`${BASE}/999999/groups`)).status).toBe(404);

    const list = await groups(org.id);
    expect(list.map((g) => g.name)).toEqual(['Algemeen', 'Financiën', 'Juridisch']);
    const one = await api.get(`${BASE}/${org.id}/groups/${created.id}`);
    expect(one.status).toBe(200);
    expect(groupSchema.parse(one.body).name).toBe('Juridisch');
    // A group is only reachable through its own organisation.
    expect((await api.get(`${BASE}/${other.id}/groups/${created.id}`)).status).toBe(404);
  });

  it('moves the default flag in one transaction when another group becomes default', async () => {
    const org = await createOrg('Standaard BV');
    const [algemeen] = await groups(org.id);
    const nieuw = await createGroup(org.id, { name: 'Nieuw standaard', is_default: true });
    expect(nieuw.is_default).toBe(true);
    let list = await groups(org.id);
    expect(list.filter((g) => g.is_default).map((g) => g.id)).toEqual([nieuw.id]);
    expect(list[0]!.id).toBe(nieuw.id);

    await pause(5);
    const back = await api.put(`${BASE}/${org.id}/groups/${algemeen!.id}`, {
      name: 'Algemeen',
      is_default: true,
    });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ is_default: true });
    list = await groups(org.id);
    expect(list.filter((g) => g.is_default).map((g) => g.id)).toEqual([algemeen!.id]);
    const previous = list.find((g) => g.id === nieuw.id)!;
    expect(Date.parse(previous.updated_at!)).toBeGreaterThan(Date.parse(nieuw.updated_at!));
  });

  it('keeps the default group: it cannot be switched off or deleted', async () => {
    const org = await createOrg('Blijvend BV');
    const [algemeen] = await groups(org.id);
    const off = await api.put(`${BASE}/${org.id}/groups/${algemeen!.id}`, {
      name: 'Algemeen',
      is_default: false,
    });
    expect(off.status).toBe(409);
    expect(off.body.detail).toBe(messages.groups.defaultRequired);
    const gone = await api.del(`${BASE}/${org.id}/groups/${algemeen!.id}`);
    expect(gone.status).toBe(409);
    expect(gone.body.detail).toBe(
      'De standaardgroep kan niet worden verwijderd. Maak eerst een andere groep standaard.',
    );
    // Editing it without is_default keeps it the default.
    await pause(5);
    const renamed = await api.put(`${BASE}/${org.id}/groups/${algemeen!.id}`, {
      name: 'Iedereen',
      description: 'Alle medewerkers',
    });
    expect(renamed.status).toBe(200);
    const edited = groupSchema.parse(renamed.body);
    expect(edited).toMatchObject({ name: 'Iedereen', description: 'Alle medewerkers', is_default: true });
    expect(Date.parse(edited.updated_at!)).toBeGreaterThan(Date.parse(algemeen!.updated_at!));
    expect(edited.created_at).toBe(algemeen!.created_at);
  });

  it('refuses bad edits', async () => {
    const org = await createOrg('Bewerk BV');
    const a = await createGroup(org.id, { name: 'A' });
    await createGroup(org.id, { name: 'B' });
    expect((await api.put(`${BASE}/${org.id}/groups/${a.id}`, { name: 'b' })).status).toBe(409);
    expect((await api.put(`${BASE}/${org.id}/groups/${a.id}`, { name: 'a' })).status).toBe(200);
    expect((await api.put(`${BASE}/${org.id}/groups/${a.id}`, { name: '' })).status).toBe(422);
    expect((await api.put(`${BASE}/${org.id}/groups/999999`, { name: 'C' })).status).toBe(404);
    expect((await api.put(`${BASE}/999999/groups/${a.id}`, { name: 'C' })).status).toBe(404);
  });

  it('deletes a group, unlinking its members who stay in the organisation', async () => {
    const org = await createOrg('Opheffen BV');
    const doomed = await createGroup(org.id, { name: 'Tijdelijk' });
    const [m1, m2] = [await memberOf(org.id), await memberOf(org.id)];
    for (const m of [m1, m2]) {
      expect(
        (await api.post(`${BASE}/${org.id}/groups/${doomed.id}/members`, { user_id: m.id })).status,
      ).toBe(200);
    }
    const res = await api.del(`${BASE}/${org.id}/groups/${doomed.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(messages.groups.deleted('Tijdelijk', 2));
    for (const m of [m1, m2]) {
      const row = await t.db
        .selectFrom('users')
        .select(['organization_id', 'group_id'])
        .where('id', '=', m.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ organization_id: org.id, group_id: null });
    }
    expect((await api.get(`${BASE}/${org.id}/groups/${doomed.id}`)).status).toBe(404);
    expect((await api.del(`${BASE}/${org.id}/groups/${doomed.id}`)).status).toBe(404);
  });

  it('links and unlinks members; a user is in at most one group, so linking moves them', async () => {
    const org = await createOrg('Leden Groep BV');
    const other = await createOrg('Vreemd BV');
    const [algemeen] = await groups(org.id);
    const team = await createGroup(org.id, { name: 'Team' });
    const member = await memberOf(org.id);
    const stranger = await memberOf(other.id);
    const loner = await t.createUser();
    expect(await groupIdOf(member.id)).toBe(algemeen!.id);

    await pause(5);
    const linked = await api.post(`${BASE}/${org.id}/groups/${team.id}/members`, { user_id: member.id });
    expect(linked.status).toBe(200);
    expect(userSchema.parse(linked.body)).toMatchObject({
      id: member.id,
      group_id: team.id,
      group: { id: team.id, name: 'Team' },
    });
    const list = await groups(org.id);
    const teamNow = list.find((g) => g.id === team.id)!;
    expect(teamNow.member_count).toBe(1);
    expect(list.find((g) => g.id === algemeen!.id)!.member_count).toBe(0);
    expect(Date.parse(teamNow.updated_at!)).toBeGreaterThan(Date.parse(team.updated_at!));

    const members = await api.get(`${BASE}/${org.id}/groups/${team.id}/members`);
    expect(members.status).toBe(200);
    expect(userList.parse(members.body).map((u) => u.id)).toEqual([member.id]);
    expect((await api.get(`${BASE}/${other.id}/groups/${team.id}/members`)).status).toBe(404);

    const twice = await api.post(`${BASE}/${org.id}/groups/${team.id}/members`, { user_id: member.id });
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe(messages.groups.alreadyMember(member.username));
    for (const outsider of [stranger, loner]) {
      const res = await api.post(`${BASE}/${org.id}/groups/${team.id}/members`, { user_id: outsider.id });
      expect(res.status).toBe(409);
      expect(res.body.detail).toBe(messages.groups.userNotInOrganization(outsider.username));
    }
    expect((await api.post(`${BASE}/${org.id}/groups/${team.id}/members`, { user_id: 999999 })).status).toBe(
      404,
    );
    expect((await api.post(`${BASE}/${org.id}/groups/999999/members`, { user_id: member.id })).status).toBe(
      404,
    );
    expect((await api.post(`${BASE}/${org.id}/groups/${team.id}/members`, {})).status).toBe(422);

    const notHere = await api.del(`${BASE}/${org.id}/groups/${algemeen!.id}/members/${member.id}`);
    expect(notHere.status).toBe(404);
    expect(notHere.body.detail).toBe(messages.groups.notMember);
    const unlinked = await api.del(`${BASE}/${org.id}/groups/${team.id}/members/${member.id}`);
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.message).toBe(messages.groups.memberUnlinked(member.username));
    expect(await groupIdOf(member.id)).toBeNull();
    expect((await api.del(`${BASE}/${org.id}/groups/${team.id}/members/${member.id}`)).status).toBe(404);
  });

  it('keeps one default group when several groups are made default at the same time', async () => {
    const org = await createOrg('Gelijktijdig BV');
    const candidates = await Promise.all(
      ['Een', 'Twee', 'Drie', 'Vier'].map((name) => createGroup(org.id, { name })),
    );
    const results = await Promise.all(
      candidates.map((g) => api.put(`${BASE}/${org.id}/groups/${g.id}`, { name: g.name, is_default: true })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const defaults = (await groups(org.id)).filter((g) => g.is_default);
    expect(defaults).toHaveLength(1);
    // Linking and creating at the same time as moving the flag keeps the counts right.
    const users = await Promise.all([memberOf(org.id), memberOf(org.id), memberOf(org.id)]);
    await Promise.all(
      users.map((u, i) =>
        api.post(`${BASE}/${org.id}/groups/${candidates[i]!.id}/members`, { user_id: u.id }),
      ),
    );
    const list = await groups(org.id);
    expect(list.reduce((sum, g) => sum + g.member_count, 0)).toBe(3);
    await expectOneDefaultEverywhere();
  });
});
