import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../src/api/schemas/common';
import { tokenSet } from '../../src/api/schemas/auth';
import { messages } from '../src/messages';
import type { TestApp } from './harness';
import { TEST_JWT_SECRET, backends, createTestApp } from './harness';

const ATTEMPTS = '/api/admin/login-attempts';

describe.each(backends)('sign-in and tokens (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t?.close());

  it('answers the health check without a token', async () => {
    const res = await t.get('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('signs in with the username and with the e-mail in any case', async () => {
    const user = await t.createUser({ email: 'Marieke.Jansen@Test.Example' });
    const byName = await t.post('/api/login', { username: user.username, password: user.password });
    expect(byName.status).toBe(200);
    const body = tokenSet.parse(await byName.json());
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    const byEmail = await t.post('/api/login', {
      username: 'MARIEKE.jansen@test.example',
      password: user.password,
    });
    expect(byEmail.status).toBe(200);
  });

  it('stores argon2id hashes', async () => {
    const user = await t.createUser();
    const row = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('answers a wrong password and an unknown user identically', async () => {
    const user = await t.createUser();
    const wrong = await t.post('/api/login', { username: user.username, password: 'niet-het-wachtwoord' });
    const unknown = await t.post('/api/login', { username: 'bestaat.niet', password: 'niet-het-wachtwoord' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [await wrong.text(), await unknown.text()];
    expect(a).toBe(b);
    expect(JSON.parse(a)).toEqual({ detail: 'Invalid credentials' });
  });

  it('refuses a blocked user at sign-in and at refresh, with the same 401', async () => {
    const user = await t.createUser();
    const tokens = await t.login(user);
    await t.db
      .updateTable('users')
      .set({ is_active: false, deactivated_at: new Date() })
      .where('id', '=', user.id)
      .execute();
    const login = await t.post('/api/login', { username: user.username, password: user.password });
    expect(login.status).toBe(401);
    expect(await login.json()).toEqual({ detail: 'Invalid credentials' });
    const refresh = await t.post('/api/refresh', undefined, tokens.refresh_token);
    expect(refresh.status).toBe(401);
    expect(errorBody.parse(await refresh.json()).detail).toBe(messages.auth.invalidRefreshToken);
  });

  it('puts username, environment and role in the access token', async () => {
    const cases = [
      [{ is_superuser: true, is_admin: true }, 'superuser'],
      [{ is_admin: true }, 'admin'],
      [{ is_org_admin: true }, 'org_admin'],
      [{}, 'user'],
    ] as const;
    for (const [flags, role] of cases) {
      const user = await t.createUser(flags);
      const claims = decodeJwt((await t.login(user)).access_token);
      expect(claims).toMatchObject({
        sub: String(user.id),
        username: user.username,
        environment: 'test',
        role,
        typ: 'access',
      });
      expect(claims.exp! - claims.iat!).toBe(3600);
    }
  });

  it('rotates refresh tokens and revokes the family when a used one comes back', async () => {
    const user = await t.createUser();
    const first = await t.login(user);
    const second = await t.post('/api/refresh', undefined, first.refresh_token);
    expect(second.status).toBe(200);
    const secondSet = tokenSet.parse(await second.json());
    expect(secondSet.refresh_token).not.toBe(first.refresh_token);

    const again = await t.post('/api/refresh', undefined, first.refresh_token);
    expect(again.status).toBe(401);
    // The reuse revoked the family: the newest token is dead too.
    const afterReuse = await t.post('/api/refresh', undefined, secondSet.refresh_token);
    expect(afterReuse.status).toBe(401);
    // Another sign-in starts a new, working family.
    const fresh = await t.login(user);
    expect((await t.post('/api/refresh', undefined, fresh.refresh_token)).status).toBe(200);
  });

  it('rejects unknown, expired and access tokens at refresh', async () => {
    const user = await t.createUser();
    const tokens = await t.login(user);
    expect((await t.post('/api/refresh', undefined)).status).toBe(401);
    expect((await t.post('/api/refresh', undefined, 'onzin')).status).toBe(401);
    expect((await t.post('/api/refresh', undefined, tokens.access_token)).status).toBe(401);
    await t.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    expect((await t.post('/api/refresh', undefined, tokens.refresh_token)).status).toBe(401);
  });

  it('never stores a raw refresh token', async () => {
    const user = await t.createUser();
    const tokens = await t.login(user);
    const rows = await t.db
      .selectFrom('refresh_tokens')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.token_hash).not.toContain(tokens.refresh_token);
  });

  it('answers 401 without, with a bad, an expired or a refresh token on admin routes', async () => {
    const user = await t.createUser({ is_admin: true });
    const tokens = await t.login(user);
    const noToken = await t.get(ATTEMPTS);
    expect(noToken.status).toBe(401);
    expect(errorBody.parse(await noToken.json()).detail).toBe(messages.auth.missingToken);
    expect((await t.get(ATTEMPTS, 'a.b.c')).status).toBe(401);
    expect((await t.get(ATTEMPTS, tokens.refresh_token)).status).toBe(401);
    const secret = new TextEncoder().encode(TEST_JWT_SECRET);
    const expired = await new SignJWT({
      username: user.username,
      environment: 'test',
      role: 'admin',
      typ: 'access',
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer('werkbank')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(secret);
    expect((await t.get(ATTEMPTS, expired)).status).toBe(401);
    const forged = await new SignJWT({ username: user.username, role: 'admin', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer('werkbank')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await t.get(ATTEMPTS, forged)).status).toBe(401);
    expect((await t.get(ATTEMPTS, tokens.access_token)).status).toBe(200);
  });

  it('answers 403 to a plain user and an organisation admin', async () => {
    for (const flags of [{}, { is_org_admin: true }]) {
      const user = await t.createUser(flags);
      const res = await t.get(ATTEMPTS, (await t.login(user)).access_token);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ detail: messages.auth.forbidden });
    }
  });

  it('applies blocking and demotion to the next request: both end the session', async () => {
    const user = await t.createUser({ is_admin: true });
    const token = (await t.login(user)).access_token;
    expect((await t.get(ATTEMPTS, token)).status).toBe(200);
    await t.db.updateTable('users').set({ is_admin: false }).where('id', '=', user.id).execute();
    expect((await t.get(ATTEMPTS, token)).status).toBe(401);
    const demoted = (await t.login(user)).access_token;
    expect((await t.get(ATTEMPTS, demoted)).status).toBe(403);
    await t.db
      .updateTable('users')
      .set({ is_admin: true, is_active: false })
      .where('id', '=', user.id)
      .execute();
    expect((await t.get(ATTEMPTS, demoted)).status).toBe(401);
  });

  it('answers 400 to malformed JSON and 422 naming the bad fields', async () => {
    const malformed = await t.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username": ',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ detail: messages.http.malformedJson });

    const invalid = await t.post('/api/login', { username: '', code: '12ab' });
    expect(invalid.status).toBe(422);
    const body = (await invalid.json()) as { detail: string; fields: string[] };
    expect(body.fields).toEqual(['username', 'password', 'code']);
    expect(body.detail).toBe(
      'Ongeldige invoer: username is verplicht; password is verplicht; code heeft een ongeldig formaat.',
    );

    const notAnObject = await t.post('/api/login', [1, 2]);
    expect(notAnObject.status).toBe(422);
    const badQuery = await t.get(`${ATTEMPTS}?limit=0&success=maybe`, await t.adminToken());
    expect(badQuery.status).toBe(422);
    expect(errorBody.parse(await badQuery.json()).detail).toBe(
      'Ongeldige invoer: success heeft een ongeldige waarde; limit is te klein.',
    );
  });

  it('answers JSON 404 for unknown API paths and 413 for huge bodies', async () => {
    const res = await t.get('/api/bestaat-niet');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: messages.http.notFound });
    const admin = await t.adminToken();
    expect((await t.get('/api/admin/login-attempts/999999', admin)).status).toBe(404);
    const unknownAdmin = await t.get('/api/admin/bestaat-niet', admin);
    expect(unknownAdmin.status).toBe(404);
    expect(await unknownAdmin.json()).toEqual({ detail: messages.http.notFound });
    // Without a token an unknown admin path does not reveal whether it exists.
    expect((await t.get('/api/admin/bestaat-niet')).status).toBe(401);
    const huge = await t.post('/api/login', { username: 'a', password: 'x'.repeat(1_100_000) });
    expect(huge.status).toBe(413);
    expect(errorBody.parse(await huge.json()).detail).toBe(messages.http.bodyTooLarge);
  });

  it('answers a generic 500 and logs without request data when something breaks', async () => {
    const logged: string[] = [];
    const broken = await createTestApp(
      backend,
      {},
      {
        log: { info: () => {}, warn: () => {}, error: (m, e) => logged.push(`${m} ${String(e)}`) },
      },
    );
    try {
      await broken.db.schema.dropTable('login_attempts').execute();
      const res = await broken.post('/api/login', { username: 'iemand', password: 'geheim-wachtwoord' });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ detail: messages.http.internal });
      expect(logged).toHaveLength(1);
      expect(logged[0]).not.toContain('geheim-wachtwoord');
    } finally {
      await broken.close();
    }
  });
});
