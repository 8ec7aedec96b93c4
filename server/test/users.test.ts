import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../src/api/schemas/common';
import { messageBody, user as userSchema, userActionResult, userList } from '../../src/api/schemas/users';
import { verifyPassword } from '../src/auth/passwords';
import type { MailMessage, Mailer } from '../src/mail';
import { messages } from '../src/messages';
import type { TestApp, TestUser } from './harness';
import { backends, createTestApp } from './harness';

const BASE = '/api/admin/users';

/** A mailer that keeps what it sends, and fails while `failing` is set. */
function captureMailer() {
  const sent: MailMessage[] = [];
  const mailer: Mailer & { sent: MailMessage[]; failing: boolean } = {
    sent,
    failing: false,
    async send(message) {
      if (mailer.failing) throw new Error('SMTP weigert');
      sent.push(message);
    },
    close() {},
  };
  return mailer;
}

describe.each(backends)('users (%s)', (backend) => {
  let t: TestApp;
  const mailer = captureMailer();
  let superuser: TestUser;
  let admin: TestUser;
  let plain: TestUser;
  let superToken: string;
  let adminToken: string;
  let orgA: number;
  let orgB: number;
  let groupA1: number;
  let groupA2: number;
  let groupB1: number;

  const call = async (method: string, path: string, body?: unknown, token = adminToken) => {
    const res = await t.request(path, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };
  const get = (path: string, token?: string) => call('GET', path, undefined, token);
  const put = (path: string, body: unknown, token?: string) => call('PUT', path, body, token);
  const post = (path: string, body?: unknown, token?: string) => call('POST', path, body, token);
  const del = (path: string, token?: string) => call('DELETE', path, undefined, token);

  beforeAll(async () => {
    t = await createTestApp(backend, {}, { mailer });
    superuser = await t.createUser({ username: 'opperbaas', is_superuser: true, is_admin: true });
    admin = await t.createUser({ username: 'beheerder', is_admin: true });
    plain = await t.createUser({ username: 'gewoon' });
    superToken = (await t.login(superuser)).access_token;
    adminToken = (await t.login(admin)).access_token;
    const orgs = await t.db
      .insertInto('organizations')
      .values([{ name: 'Gemeente Aardam' }, { name: 'Bureau Beek' }])
      .returning('id')
      .execute();
    orgA = orgs[0]!.id;
    orgB = orgs[1]!.id;
    const groups = await t.db
      .insertInto('groups')
      .values([
        { organization_id: orgA, name: 'Algemeen', is_default: true },
        { organization_id: orgA, name: 'Burgerzaken' },
        { organization_id: orgB, name: 'Algemeen', is_default: true },
      ])
      .returning('id')
      .execute();
    groupA1 = groups[0]!.id;
    groupA2 = groups[1]!.id;
    groupB1 = groups[2]!.id;
  });
  afterAll(() => t?.close());

  it('lists every user by username, with organisation, group and the read-only superuser flag', async () => {
    await t.db
      .updateTable('users')
      .set({ organization_id: orgA, group_id: groupA2, is_org_admin: true })
      .where('id', '=', plain.id)
      .execute();
    const res = await get(BASE);
    expect(res.status).toBe(200);
    const users = userList.parse(res.body);
    const names = users.map((u) => u.username);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const listed = users.find((u) => u.id === plain.id)!;
    expect(listed).toMatchObject({
      username: 'gewoon',
      email: plain.email,
      level: 'Lite',
      is_admin: false,
      is_active: true,
      is_org_admin: true,
      is_superuser: false,
      organization_id: orgA,
      organization_name: 'Gemeente Aardam',
      group_id: groupA2,
      group: { id: groupA2, name: 'Burgerzaken' },
      deactivated_at: null,
    });
    expect(listed.user_uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(listed.created_at!).toISOString()).toBe(listed.created_at);
    expect(users.find((u) => u.id === superuser.id)!.is_superuser).toBe(true);
    expect(JSON.stringify(res.body)).not.toMatch(/password/);
  });

  it('answers 401 without a token, 403 to a plain user and to an organisation admin without an organisation', async () => {
    // Fresh accounts: earlier tests change the rights of the file's plain user.
    const plainToken = (await t.login(await t.createUser())).access_token;
    const orgAdmin = await t.createUser({ is_org_admin: true });
    const orgAdminToken = (await t.login(orgAdmin)).access_token;
    const calls: [string, string, unknown?][] = [
      ['GET', BASE],
      ['POST', BASE, { username: 'x', email: 'x@x.example', password: 'geheim123' }],
      ['GET', `${BASE}/${admin.id}`],
      ['PUT', `${BASE}/${admin.id}`, { level: 'Pro' }],
      ['DELETE', `${BASE}/${admin.id}`],
      ['POST', `${BASE}/${admin.id}/generate-password`],
      ['POST', `${BASE}/${admin.id}/block`],
      ['POST', `${BASE}/${admin.id}/unblock`],
    ];
    for (const [method, path, body] of calls) {
      expect((await call(method, path, body, '')).status, `${method} ${path}`).toBe(401);
      const forbidden = await call(method, path, body, plainToken);
      expect(forbidden.status, `${method} ${path}`).toBe(403);
      expect(forbidden.body).toEqual({ detail: messages.auth.forbidden });
      const asOrgAdmin = await call(method, path, body, orgAdminToken);
      expect(asOrgAdmin.status, `${method} ${path} ${JSON.stringify(asOrgAdmin.body)}`).toBe(403);
    }
  });

  it('creates a user (201) with an argon2id hash who can sign in', async () => {
    const res = await post(BASE, {
      username: ' nieuwe.collega ',
      email: 'Nieuwe.Collega@Aardam.Example',
      password: 'Tijdelijk-123',
      level: 'Pro',
      is_admin: true,
    });
    expect(res.status).toBe(201);
    const created = userSchema.parse(res.body);
    expect(created).toMatchObject({
      username: 'nieuwe.collega',
      email: 'nieuwe.collega@aardam.example',
      level: 'Pro',
      is_admin: true,
      is_active: true,
      is_org_admin: false,
      is_superuser: false,
      organization_id: null,
      organization_name: null,
      group: null,
    });
    const row = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    await t.login({ username: 'nieuwe.collega', password: 'Tijdelijk-123' });

    const defaults = await post(BASE, {
      username: 'standaard',
      email: 'standaard@x.example',
      password: 'abcdefgh',
    });
    expect(defaults.status).toBe(201);
    expect(defaults.body).toMatchObject({ level: 'Lite', is_admin: false });
  });

  it('refuses invalid input with 422 naming the fields', async () => {
    const cases: [unknown, string[]][] = [
      [{ email: 'a@b.example', password: 'abcdefgh' }, ['username']],
      [{ username: 'a', email: 'geen-adres', password: 'abcdefgh' }, ['email']],
      [{ username: 'a', email: 'a@b.example', password: 'kort' }, ['password']],
      [{ username: 'a', email: 'a@b.example', password: 'abcdefgh', level: 'Gold' }, ['level']],
      [
        { username: '', email: 'a@b.example', password: 'abcdefgh', is_admin: 'ja' },
        ['username', 'is_admin'],
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await post(BASE, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(errorBody.parse(res.body).detail).toMatch(/^Ongeldige invoer: /);
      expect(res.body.fields).toEqual(fields);
    }
  });

  it('answers 409 when the username (any case) or e-mail (any case) is taken', async () => {
    const sameName = await post(BASE, {
      username: 'BEHEERDER',
      email: 'ander@x.example',
      password: 'abcdefgh',
    });
    expect(sameName.status).toBe(409);
    expect(sameName.body).toEqual({ detail: messages.users.usernameTaken('BEHEERDER') });
    const sameEmail = await post(BASE, {
      username: 'iemand.anders',
      email: admin.email.toUpperCase(),
      password: 'abcdefgh',
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toEqual({ detail: messages.users.emailTaken(admin.email) });
  });

  it('lets only one of two simultaneous creates with the same username win', async () => {
    const body = (n: number) => ({
      username: 'tegelijk',
      email: `tegelijk${n}@x.example`,
      password: 'abcdefgh',
    });
    const results = await Promise.all([post(BASE, body(1)), post(BASE, body(2)), post(BASE, body(3))]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expect(typeof r.body.detail).toBe('string');
  });

  it('reads one user; 404 for an unknown id, 422 for a bad id', async () => {
    const res = await get(`${BASE}/${admin.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: admin.id, username: 'beheerder', is_admin: true });
    const missing = await get(`${BASE}/999999`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: messages.users.notFound });
    expect((await get(`${BASE}/abc`)).status).toBe(422);
  });

  it('updates the given fields only, and never is_superuser or is_active', async () => {
    const target = await t.createUser({ username: 'bijwerken' });
    const res = await put(`${BASE}/${target.id}`, {
      username: 'bijgewerkt',
      email: 'Bijgewerkt@X.Example',
      level: 'Business',
      is_admin: true,
      is_superuser: true,
      is_active: false,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: target.id,
      username: 'bijgewerkt',
      email: 'bijgewerkt@x.example',
      level: 'Business',
      is_admin: true,
      is_superuser: false,
      is_active: true,
    });
    const unchanged = await put(`${BASE}/${target.id}`, {});
    expect(unchanged.status).toBe(200);
    expect(unchanged.body).toEqual(res.body);
    expect((await put(`${BASE}/${target.id}`, { level: 'Gold' })).status).toBe(422);
    expect((await put(`${BASE}/${target.id}`, { email: 'geen-adres' })).status).toBe(422);
    const clash = await put(`${BASE}/${target.id}`, { email: admin.email });
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({ detail: messages.users.emailTaken(admin.email) });
    expect((await put(`${BASE}/${target.id}`, { username: 'Beheerder' })).status).toBe(409);
    // Its own username and e-mail are no clash.
    expect(
      (await put(`${BASE}/${target.id}`, { username: 'bijgewerkt', email: 'bijgewerkt@x.example' })).status,
    ).toBe(200);
    const missing = await put(`${BASE}/999999`, { level: 'Pro' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: messages.users.notFound });
  });

  it('links an organisation by name (default group), a group of it, and unlinks with null', async () => {
    const target = await t.createUser({ username: 'koppelen' });
    const path = `${BASE}/${target.id}`;
    const linked = await put(path, { organization_name: 'gemeente aardam' });
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({
      organization_id: orgA,
      organization_name: 'Gemeente Aardam',
      group_id: groupA1,
      group: { id: groupA1, name: 'Algemeen' },
    });
    const grouped = await put(path, { group_id: groupA2, is_org_admin: true });
    expect(grouped.body).toMatchObject({ group_id: groupA2, is_org_admin: true });

    const otherGroup = await put(path, { group_id: groupB1 });
    expect(otherGroup.status).toBe(422);
    expect(otherGroup.body).toEqual({ detail: messages.users.groupOfOtherOrganization });
    const unknownGroup = await put(path, { group_id: 999999 });
    expect(unknownGroup.status).toBe(422);
    expect(unknownGroup.body).toEqual({ detail: messages.users.groupNotFound });
    const unknownOrg = await put(path, { organization_name: 'Bestaat Niet' });
    expect(unknownOrg.status).toBe(422);
    expect(unknownOrg.body).toEqual({ detail: messages.users.organizationNotFound('Bestaat Niet') });

    // Moving to another organisation and its group in one call.
    const moved = await put(path, { organization_name: 'Bureau Beek', group_id: groupB1 });
    expect(moved.body).toMatchObject({ organization_id: orgB, group_id: groupB1, is_org_admin: false });

    const ungrouped = await put(path, { group_id: null });
    expect(ungrouped.body).toMatchObject({ organization_id: orgB, group_id: null, group: null });

    await put(path, { is_org_admin: true, group_id: groupB1 });
    const unlinked = await put(path, { organization_name: null });
    expect(unlinked.status).toBe(200);
    expect(unlinked.body).toMatchObject({
      organization_id: null,
      organization_name: null,
      is_org_admin: false,
      group_id: null,
      group: null,
    });
    expect((await put(path, { organization_name: '' })).body).toMatchObject({ organization_id: null });
    const noOrg = await put(path, { is_org_admin: true });
    expect(noOrg.status).toBe(422);
    expect(noOrg.body).toEqual({ detail: messages.users.orgAdminWithoutOrganization });
    const groupWithoutOrg = await put(path, { group_id: groupA1 });
    expect(groupWithoutOrg.status).toBe(422);
    expect(groupWithoutOrg.body).toEqual({ detail: messages.users.groupWithoutOrganization });
  });

  it('lets only a superuser change, block or delete a superuser', async () => {
    const other = await t.createUser({ username: 'tweede.superuser', is_superuser: true, is_admin: true });
    for (const [method, path, body] of [
      ['PUT', `${BASE}/${other.id}`, { level: 'Pro' }],
      ['POST', `${BASE}/${other.id}/block`],
      ['POST', `${BASE}/${other.id}/unblock`],
      ['POST', `${BASE}/${other.id}/generate-password`],
      ['DELETE', `${BASE}/${other.id}`],
    ] as [string, string, unknown?][]) {
      const res = await call(method, path, body, adminToken);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toEqual({ detail: messages.users.superuserProtected });
    }
    expect((await get(`${BASE}/${other.id}`, adminToken)).status).toBe(200);
    const changed = await put(`${BASE}/${other.id}`, { level: 'Debug' }, superToken);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ level: 'Debug', is_superuser: true });
    expect((await del(`${BASE}/${other.id}`, superToken)).status).toBe(200);
  });

  it('refuses to block, delete or demote yourself', async () => {
    const block = await post(`${BASE}/${admin.id}/block`);
    expect(block.status).toBe(409);
    expect(block.body).toEqual({ detail: messages.users.cannotBlockSelf });
    const remove = await del(`${BASE}/${admin.id}`);
    expect(remove.status).toBe(409);
    expect(remove.body).toEqual({ detail: messages.users.cannotDeleteSelf });
    const demote = await put(`${BASE}/${admin.id}`, { is_admin: false });
    expect(demote.status).toBe(409);
    expect(demote.body).toEqual({ detail: messages.users.cannotRevokeOwnAdmin });
    expect((await post(`${BASE}/${superuser.id}/block`, undefined, superToken)).status).toBe(409);
    expect((await get(`${BASE}/${admin.id}`)).body).toMatchObject({ is_active: true, is_admin: true });
  });

  it('blocks at once (access, refresh and sign-in refused) and unblocks', async () => {
    const target = await t.createUser({ username: 'blokkeren', is_admin: true });
    const tokens = await t.login(target);
    expect((await get(BASE, tokens.access_token)).status).toBe(200);

    const blocked = await post(`${BASE}/${target.id}/block`);
    expect(blocked.status).toBe(200);
    const result = userActionResult.parse(blocked.body);
    expect(result.message).toBe(messages.users.blocked('blokkeren'));
    expect(result.user).toMatchObject({ id: target.id, is_active: false });
    const deactivatedAt = result.user!.deactivated_at!;
    expect(Date.now() - new Date(deactivatedAt).getTime()).toBeLessThan(60_000);

    expect((await get(BASE, tokens.access_token)).status).toBe(401);
    expect((await t.post('/api/refresh', undefined, tokens.refresh_token)).status).toBe(401);
    expect(
      (await t.post('/api/login', { username: target.username, password: target.password })).status,
    ).toBe(401);
    const sessions = await t.db
      .selectFrom('sessions')
      .select(['ended_at', 'end_reason'])
      .where('user_id', '=', target.id)
      .execute();
    expect(sessions).toEqual([{ ended_at: expect.any(Date), end_reason: 'blocked' }]);
    // Blocking again keeps the first deactivation time.
    const again = await post(`${BASE}/${target.id}/block`);
    expect((again.body.user as { deactivated_at: string }).deactivated_at).toBe(deactivatedAt);

    const unblocked = await post(`${BASE}/${target.id}/unblock`);
    expect(unblocked.status).toBe(200);
    expect(unblocked.body.message).toBe(messages.users.unblocked('blokkeren'));
    expect(unblocked.body.user).toMatchObject({ is_active: true, deactivated_at: null });
    // The old session stays ended; a new sign-in works.
    expect((await t.post('/api/refresh', undefined, tokens.refresh_token)).status).toBe(401);
    await t.login(target);

    expect((await post(`${BASE}/999999/block`)).status).toBe(404);
    expect((await post(`${BASE}/999999/unblock`)).body).toEqual({ detail: messages.users.notFound });
  });

  it('generates a password, mails it, never answers it, and signs the user out', async () => {
    const target = await t.createUser({ username: 'vergeten', email: 'vergeten@x.example' });
    const tokens = await t.login(target);
    const before = mailer.sent.length;
    const res = await post(`${BASE}/${target.id}/generate-password`);
    expect(res.status).toBe(200);
    expect(messageBody.parse(res.body)).toEqual({
      message: messages.users.passwordSent('vergeten@x.example'),
    });
    expect(mailer.sent).toHaveLength(before + 1);
    const mail = mailer.sent.at(-1)!;
    expect(mail.to).toBe('vergeten@x.example');
    expect(mail.subject).toBe(messages.mail.newPasswordSubject);
    const password = mail.text.split('\n')[4]!;
    expect(password).toMatch(/^[A-Za-z2-9]{16}$/);
    expect(JSON.stringify(res.body)).not.toContain(password);

    expect((await t.post('/api/login', { username: 'vergeten', password: target.password })).status).toBe(
      401,
    );
    await t.login({ username: 'vergeten', password });
    expect((await t.post('/api/refresh', undefined, tokens.refresh_token)).status).toBe(401);
    const row = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.password_hash, password)).toBe(true);

    expect((await post(`${BASE}/999999/generate-password`)).status).toBe(404);
  });

  it('keeps the old password when the mail cannot be sent (502)', async () => {
    const target = await t.createUser({ username: 'geen.mail' });
    mailer.failing = true;
    try {
      const res = await post(`${BASE}/${target.id}/generate-password`);
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ detail: messages.users.passwordMailFailed });
    } finally {
      mailer.failing = false;
    }
    await t.login(target);
  });

  it('deletes a user (200 with message), then 404', async () => {
    const target = await t.createUser({ username: 'weg.ermee' });
    const res = await del(`${BASE}/${target.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: messages.users.deleted('weg.ermee') });
    expect((await get(`${BASE}/${target.id}`)).status).toBe(404);
    expect((await del(`${BASE}/${target.id}`)).status).toBe(404);
  });
});

describe.each(backends)('generate-password without SMTP_URL (%s)', (backend) => {
  it('writes the mail to DATA_DIR/outbox, and the log only says so', async () => {
    const lines: string[] = [];
    const log = { info: (m: string) => lines.push(m), warn: () => {}, error: () => {} };
    const t = await createTestApp(backend, {}, { log });
    try {
      const token = await t.adminToken();
      const target = await t.createUser({ email: 'log@x.example' });
      const res = await t.post(`${BASE}/${target.id}/generate-password`, undefined, token);
      expect(res.status).toBe(200);
      // Secrets stay out of logs: the password is in the outbox file (one .eml, mode 0600), not in the log.
      const files = await readdir(t.config.outboxDir);
      expect(files).toHaveLength(1);
      const mail = await readFile(path.join(t.config.outboxDir, files[0]!), 'utf8');
      expect(mail).toContain('log@x.example');
      expect(mail).toContain(messages.mail.newPasswordSubject);
      // The generated password is the body's line of 16 letters and digits.
      const password = /^[A-Za-z0-9]{16}$/m.exec(
        mail
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n'),
      )![0];
      expect(lines.join('\n')).not.toContain(password);
      await t.login({ username: target.username, password });
    } finally {
      await t.close();
    }
  });
});
