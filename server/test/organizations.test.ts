import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addUsersResult,
  bulkUsersResult,
  groupList,
  organization,
  organizationDetail,
  organizationList,
} from '../../src/api/schemas/organizations';
import { user as userSchema, userList } from '../../src/api/schemas/users';
import { messages } from '../src/messages';
import type { TestApp } from './harness';
import { backends, createTestApp } from './harness';
import { jsonClient } from './organizationsTestClient';

const BASE = '/api/admin/organizations';

describe.each(backends)('organisations (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  let api: ReturnType<typeof jsonClient>;

  const createOrg = async (name: string) => {
    const res = await api.post(BASE, { name });
    expect(res.status).toBe(201);
    return organization.parse(res.body);
  };
  const dbUser = (id: number) =>
    t.db
      .selectFrom('users')
      .select(['organization_id', 'group_id', 'is_org_admin'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const defaultGroupOf = async (orgId: number) =>
    (
      await t.db
        .selectFrom('groups')
        .select('id')
        .where('organization_id', '=', orgId)
        .where('is_default', '=', true)
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    t = await createTestApp(backend);
    token = await t.adminToken();
    api = jsonClient(t, () => token);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is for admins only', async () => {
    expect((await t.get(BASE)).status).toBe(401);
    const plain = await t.createUser();
    const orgAdmin = await t.createUser({ is_org_admin: true });
    for (const u of [plain, orgAdmin]) {
      const res = await t.get(BASE, (await t.login(u)).access_token);
      expect(res.status).toBe(403);
    }
  });

  it('creates an organisation with its default group, trimmed, unique in any case', async () => {
    const created = await createOrg('  Gemeente Aardam  ');
    expect(created).toMatchObject({ name: 'Gemeente Aardam', user_count: 0, template_count: 0 });
    expect(Date.parse(created.created_at!)).toBeGreaterThan(Date.now() - 60_000);
    const groups = groupList.parse((await api.get(`${BASE}/${created.id}/groups`)).body);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ name: 'Algemeen', is_default: true, member_count: 0 });

    const duplicate = await api.post(BASE, { name: 'GEMEENTE aardam' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.detail).toBe(messages.organizations.duplicateName('GEMEENTE aardam'));

    for (const bad of [{ name: '   ' }, {}, { name: 12 }, { name: 'x'.repeat(201) }]) {
      const res = await api.post(BASE, bad);
      expect(res.status).toBe(422);
      expect(res.body.fields).toEqual(['name']);
    }
  });

  it('lets exactly one of several simultaneous creations with the same name win', async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) => api.post(BASE, { name: i % 2 ? 'Tegelijk BV' : 'tegelijk bv' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    const groups = await t.db
      .selectFrom('groups')
      .innerJoin('organizations', 'organizations.id', 'groups.organization_id')
      .select('groups.id')
      .where('organizations.name', 'ilike', 'tegelijk bv')
      .execute();
    expect(groups).toHaveLength(1);
  });

  it('lists organisations sorted by name with counts computed from the data', async () => {
    const zeta = await createOrg('zeta Zorg');
    const alfa = await createOrg('Alfa Advies');
    const member = await t.createUser();
    await api.post(`${BASE}/${zeta.id}/users/add`, { user_ids: [member.id], make_admin: false });
    const res = await api.get(BASE);
    expect(res.status).toBe(200);
    const list = organizationList.parse(res.body);
    const names = list.map((o) => o.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(list.find((o) => o.id === zeta.id)).toMatchObject({ user_count: 1, template_count: 0 });
    expect(list.find((o) => o.id === alfa.id)).toMatchObject({ user_count: 0 });
  });

  it('answers the detail with users and templates, and 404/422 for bad ids', async () => {
    const org = await createOrg('Detail Dienst');
    const [a, b] = [
      await t.createUser({ username: 'b.detail' }),
      await t.createUser({ username: 'a.detail' }),
    ];
    await api.post(`${BASE}/${org.id}/users/add`, { user_ids: [a.id, b.id], make_admin: true });
    const res = await api.get(`${BASE}/${org.id}`);
    expect(res.status).toBe(200);
    const detail = organizationDetail.parse(res.body);
    expect(detail).toMatchObject({
      id: org.id,
      name: 'Detail Dienst',
      user_count: 2,
      template_count: 0,
      templates: [],
    });
    expect(detail.users.map((u) => u.username)).toEqual(['a.detail', 'b.detail']);
    const defaultGroup = await defaultGroupOf(org.id);
    expect(detail.users[0]).toMatchObject({
      organization_id: org.id,
      organization_name: 'Detail Dienst',
      is_org_admin: true,
      group_id: defaultGroup,
      group: { id: defaultGroup, name: 'Algemeen' },
    });

    const missing = await api.get(`${BASE}/999999`);
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe(messages.organizations.notFound);
    expect((await api.get(`${BASE}/abc`)).status).toBe(422);
    expect((await api.get(`${BASE}/0`)).status).toBe(422);
  });

  it('renames, refusing a name another organisation has', async () => {
    const org = await createOrg('Oude Naam');
    await createOrg('Bezette Naam');
    const renamed = await api.put(`${BASE}/${org.id}`, { name: ' Nieuwe Naam ' });
    expect(renamed.status).toBe(200);
    expect(organization.parse(renamed.body)).toMatchObject({ id: org.id, name: 'Nieuwe Naam' });
    // Changing only the case of its own name is fine.
    expect((await api.put(`${BASE}/${org.id}`, { name: 'nieuwe naam' })).status).toBe(200);
    const clash = await api.put(`${BASE}/${org.id}`, { name: 'bezette naam' });
    expect(clash.status).toBe(409);
    expect((await api.put(`${BASE}/999999`, { name: 'Wat dan ook' })).status).toBe(404);
    expect((await api.put(`${BASE}/${org.id}`, { name: '' })).status).toBe(422);
  });

  it('adds existing users all or nothing, naming unknown and already-linked users', async () => {
    const org = await createOrg('Toevoeg Team');
    const other = await createOrg('Ander Team');
    const [u1, u2, u3, elsewhere] = [
      await t.createUser({ username: 'toevoeg.een' }),
      await t.createUser({ username: 'toevoeg.twee' }),
      await t.createUser({ username: 'toevoeg.drie' }),
      await t.createUser({ username: 'toevoeg.elders' }),
    ];
    expect((await api.post(`${BASE}/${other.id}/users/add`, { user_ids: [elsewhere.id] })).status).toBe(200);

    const unknown = await api.post(`${BASE}/${org.id}/users/add`, { user_ids: [u1.id, 999998, 999999] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe(messages.organizations.usersNotFound([999998, 999999]));
    expect((await dbUser(u1.id)).organization_id).toBeNull();

    const moved = await api.post(`${BASE}/${org.id}/users/add`, { user_ids: [u1.id, elsewhere.id] });
    expect(moved.status).toBe(409);
    expect(moved.body.detail).toContain('toevoeg.elders (Ander Team)');
    expect((await dbUser(u1.id)).organization_id).toBeNull();
    expect((await dbUser(elsewhere.id)).organization_id).toBe(other.id);

    const added = await api.post(`${BASE}/${org.id}/users/add`, {
      user_ids: [u1.id, u2.id, u1.id],
      make_admin: true,
    });
    expect(added.status).toBe(200);
    const body = addUsersResult.parse(added.body);
    expect(body.message).toBe(messages.organizations.usersAdded(2));
    expect(body.added.map((u) => u.id)).toEqual([u1.id, u2.id]);
    const defaultGroup = await defaultGroupOf(org.id);
    for (const u of body.added)
      expect(u).toMatchObject({ organization_id: org.id, is_org_admin: true, group_id: defaultGroup });

    const again = await api.post(`${BASE}/${org.id}/users/add`, { user_ids: [u3.id, u2.id] });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(messages.organizations.alreadyMembers(['toevoeg.twee']));
    expect((await dbUser(u3.id)).organization_id).toBeNull();

    expect((await api.post(`${BASE}/${org.id}/users/add`, { user_ids: [] })).status).toBe(422);
    expect((await api.post(`${BASE}/${org.id}/users/add`, { user_ids: ['x'] })).status).toBe(422);
    expect((await api.post(`${BASE}/999999/users/add`, { user_ids: [u3.id] })).status).toBe(404);
  });

  it('lists members, toggles the org-admin flag and removes users from the organisation', async () => {
    const org = await createOrg('Leden BV');
    const member = await t.createUser({ username: 'leden.lid' });
    const outsider = await t.createUser({ username: 'leden.buiten' });
    await api.post(`${BASE}/${org.id}/users/add`, { user_ids: [member.id] });

    const users = await api.get(`${BASE}/${org.id}/users`);
    expect(users.status).toBe(200);
    expect(userList.parse(users.body).map((u) => u.id)).toEqual([member.id]);
    expect((await api.get(`${BASE}/999999/users`)).status).toBe(404);

    const promoted = await api.put(`${BASE}/${org.id}/users/${member.id}`, { is_org_admin: true });
    expect(promoted.status).toBe(200);
    expect(userSchema.parse(promoted.body)).toMatchObject({ id: member.id, is_org_admin: true });
    expect((await dbUser(member.id)).is_org_admin).toBe(true);
    const demoted = await api.put(`${BASE}/${org.id}/users/${member.id}`, { is_org_admin: false });
    expect(demoted.body).toMatchObject({ is_org_admin: false });

    const notMember = await api.put(`${BASE}/${org.id}/users/${outsider.id}`, { is_org_admin: true });
    expect(notMember.status).toBe(404);
    expect(notMember.body.detail).toBe(messages.organizations.userNotMember);
    expect((await api.put(`${BASE}/${org.id}/users/${member.id}`, { is_org_admin: 'ja' })).status).toBe(422);
    expect((await api.put(`${BASE}/999999/users/${member.id}`, { is_org_admin: true })).status).toBe(404);

    await api.put(`${BASE}/${org.id}/users/${member.id}`, { is_org_admin: true });
    const removed = await api.del(`${BASE}/${org.id}/users/${member.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(messages.organizations.userRemoved('leden.lid'));
    expect(await dbUser(member.id)).toEqual({ organization_id: null, group_id: null, is_org_admin: false });
    expect((await api.del(`${BASE}/${org.id}/users/${member.id}`)).status).toBe(404);
    expect((await api.del(`${BASE}/${org.id}/users/999999`)).body.detail).toBe(
      messages.organizations.userNotFound,
    );
  });

  describe('bulk creation', () => {
    it('creates users from comma-joined addresses: username = address, Lite, no admin, into the default group', async () => {
      const org = await createOrg('Bulk Adres');
      const res = await api.post(`${BASE}/${org.id}/users/bulk`, {
        emails: ' Eerste@Bulk.example, tweede@bulk.example,,\nderde@bulk.example ',
        make_admin: true,
      });
      expect(res.status).toBe(201);
      const body = bulkUsersResult.parse(res.body);
      expect(body.message).toBe(messages.organizations.bulkCreated(3));
      expect(body.created.map((u) => u.username)).toEqual([
        'eerste@bulk.example',
        'tweede@bulk.example',
        'derde@bulk.example',
      ]);
      const defaultGroup = await defaultGroupOf(org.id);
      for (const u of body.created) {
        expect(u).toMatchObject({
          email: u.username,
          level: 'Lite',
          is_admin: false,
          is_org_admin: true,
          is_active: true,
          organization_id: org.id,
          group_id: defaultGroup,
        });
      }
      const hashes = await t.db
        .selectFrom('users')
        .select('password_hash')
        .where(
          'id',
          'in',
          body.created.map((u) => u.id),
        )
        .execute();
      expect(new Set(hashes.map((h) => h.password_hash)).size).toBe(3);
    });

    it('creates users from the list form with their own passwords, levels and flags', async () => {
      const org = await createOrg('Bulk Lijst');
      const res = await api.post(`${BASE}/${org.id}/users/bulk`, {
        users: [
          {
            username: 'Lijst Een',
            email: 'Lijst.Een@bulk.example',
            password: 'Geheim-wachtwoord-1',
            level: 'Pro',
            is_admin: false,
            is_org_admin: true,
          },
          { username: 'lijst.twee', email: 'lijst.twee@bulk.example', password: 'Geheim-wachtwoord-2' },
        ],
        make_admin: false,
      });
      expect(res.status).toBe(201);
      const [one, two] = bulkUsersResult.parse(res.body).created;
      expect(one).toMatchObject({
        username: 'Lijst Een',
        email: 'lijst.een@bulk.example',
        level: 'Pro',
        is_org_admin: true,
      });
      expect(two).toMatchObject({
        username: 'lijst.twee',
        level: 'Lite',
        is_admin: false,
        is_org_admin: false,
      });
      const tokens = await t.login({ username: 'Lijst Een', password: 'Geheim-wachtwoord-1' });
      expect(tokens.access_token).toBeTruthy();
    });

    it('refuses duplicates and existing users, creating nobody', async () => {
      const org = await createOrg('Bulk Botsing');
      const existing = await t.createUser({ username: 'bestaat.al', email: 'bestaat.al@bulk.example' });
      const count = async () =>
        Number(
          (
            await t.db
              .selectFrom('users')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await count();

      const twice = await api.post(`${BASE}/${org.id}/users/bulk`, {
        emails: 'nieuw@bulk.example,dubbel@bulk.example,DUBBEL@bulk.example',
      });
      expect(twice.status).toBe(409);
      expect(twice.body.detail).toBe(messages.organizations.duplicateInRequest(['dubbel@bulk.example']));

      const clash = await api.post(`${BASE}/${org.id}/users/bulk`, {
        emails: `nieuw@bulk.example,${existing.email.toUpperCase()}`,
      });
      expect(clash.status).toBe(409);
      expect(clash.body.detail).toBe(messages.organizations.existingUsers([existing.email]));

      const nameClash = await api.post(`${BASE}/${org.id}/users/bulk`, {
        users: [
          { username: 'bestaat.al', email: 'ander@bulk.example', password: 'Geheim-wachtwoord-3' },
          { username: 'nieuw', email: 'nieuw@bulk.example', password: 'Geheim-wachtwoord-3' },
        ],
      });
      expect(nameClash.status).toBe(409);
      expect(nameClash.body.detail).toContain('bestaat.al');

      const sameName = await api.post(`${BASE}/${org.id}/users/bulk`, {
        users: [
          { username: 'zelfde', email: 'een@bulk.example' },
          { username: 'zelfde', email: 'twee@bulk.example' },
        ],
      });
      expect(sameName.status).toBe(409);
      expect(sameName.body.detail).toContain('zelfde');
      expect(await count()).toBe(before);
    });

    it('validates addresses and the shape of the request', async () => {
      const org = await createOrg('Bulk Controle');
      const invalid = await api.post(`${BASE}/${org.id}/users/bulk`, {
        emails: 'goed@bulk.example,geen-adres,a b@c.nl',
      });
      expect(invalid.status).toBe(422);
      expect(invalid.body.detail).toBe(messages.organizations.invalidEmails(['geen-adres', 'a b@c.nl']));
      const empty = await api.post(`${BASE}/${org.id}/users/bulk`, { emails: ' , ' });
      expect(empty.status).toBe(422);
      expect(empty.body.detail).toBe(messages.organizations.noEmails);
      const many = Array.from({ length: 201 }, (_, i) => `veel${i}@bulk.example`).join(',');
      expect((await api.post(`${BASE}/${org.id}/users/bulk`, { emails: many })).status).toBe(422);
      for (const bad of [
        {},
        { emails: 'a@b.nl', users: [{ username: 'x', email: 'x@b.nl' }] },
        { users: [] },
        { users: [{ username: 'x', email: 'geen-adres' }] },
        { users: [{ username: 'x', email: 'x@b.nl', password: 'kort' }] },
        { users: [{ username: 'x', email: 'x@b.nl', level: 'Gold' }] },
      ]) {
        expect((await api.post(`${BASE}/${org.id}/users/bulk`, bad)).status).toBe(422);
      }
      expect((await api.post(`${BASE}/999999/users/bulk`, { emails: 'los@bulk.example' })).status).toBe(404);
      expect(
        await t.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', 'los@bulk.example')
          .executeTakeFirst(),
      ).toBeUndefined();
    });
  });

  it('deletes an organisation in one go: users unlinked, groups gone', async () => {
    const org = await createOrg('Weg Ermee');
    const [a, b] = [await t.createUser(), await t.createUser()];
    await api.post(`${BASE}/${org.id}/users/add`, { user_ids: [a.id, b.id], make_admin: true });
    const group = await api.post(`${BASE}/${org.id}/groups`, { name: 'Extra' });
    await api.post(`${BASE}/${org.id}/groups/${group.body.id}/members`, { user_id: b.id });

    const res = await api.del(`${BASE}/${org.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(messages.organizations.deleted('Weg Ermee', 2));
    for (const u of [a, b])
      expect(await dbUser(u.id)).toEqual({ organization_id: null, group_id: null, is_org_admin: false });
    const groups = await t.db
      .selectFrom('groups')
      .select('id')
      .where('organization_id', '=', org.id)
      .execute();
    expect(groups).toEqual([]);
    expect((await api.get(`${BASE}/${org.id}`)).status).toBe(404);
    expect((await api.del(`${BASE}/${org.id}`)).status).toBe(404);
    // The name is free again.
    expect((await api.post(BASE, { name: 'weg ermee' })).status).toBe(201);
  });
});
