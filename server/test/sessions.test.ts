import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionList } from '../../src/api/schemas/sessions';
import { deviceName } from '../src/auth/sessions';
import { messages } from '../src/messages';
import type { TestApp, TestUser } from './harness';
import { backends, createTestApp } from './harness';

const USERS = '/api/admin/users';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

describe('deviceName', () => {
  it('names browser and system in Dutch, and says when it cannot', () => {
    expect(deviceName(CHROME_WINDOWS)).toBe('Chrome op Windows');
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari op iPhone');
    expect(deviceName(null)).toBe('Onbekend apparaat');
    expect(deviceName('')).toBe('Onbekend apparaat');
  });
});

describe.each(backends)('sessions (%s)', (backend) => {
  let t: TestApp;
  let admin: TestUser;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp(backend, { SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '12' });
    admin = await t.createUser({ is_admin: true });
    adminToken = (await t.login(admin)).access_token;
  });
  afterAll(() => t?.close());

  const signIn = async (user: TestUser, userAgent = CHROME_WINDOWS) => {
    const res = await t.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': userAgent },
      body: JSON.stringify({ username: user.username, password: user.password }),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as { access_token: string; refresh_token: string };
  };
  const works = async (token: string) => (await t.get(USERS, token)).status;
  const refresh = (refreshToken: string) =>
    t.request('/api/refresh', { method: 'POST', headers: { authorization: `Bearer ${refreshToken}` } });
  const call = (method: string, path: string, token: string, body?: unknown) =>
    t.request(path, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const sessionsOf = async (userId: number, token = adminToken) => {
    const res = await t.get(`${USERS}/${userId}/sessions`, token);
    expect(res.status).toBe(200);
    return sessionList.parse(await res.json()).items;
  };

  it('each sign-in is a session with where and what from; its tokens name it', async () => {
    const user = await t.createUser({ is_admin: true });
    const tokens = await signIn(user);
    const sid = decodeJwt(tokens.access_token).sid as string;
    const [session] = await sessionsOf(user.id);
    expect(session).toMatchObject({
      id: sid,
      device: 'Chrome op Windows',
      ip_address: '203.0.113.7',
      user_agent: CHROME_WINDOWS,
      ended_at: null,
      end_reason: null,
      current: false,
    });
    // The refresh keeps the session.
    const next = await refresh(tokens.refresh_token);
    expect(next.status).toBe(200);
    expect(decodeJwt(((await next.json()) as { access_token: string }).access_token).sid).toBe(sid);
    expect((await sessionsOf(user.id)).filter((s) => s.ended_at === null)).toHaveLength(1);
  });

  it('sign-out refuses the access and the refresh token at once; other sessions go on', async () => {
    const user = await t.createUser({ is_admin: true });
    const first = await signIn(user);
    const second = await signIn(user);
    expect((await call('POST', '/api/logout', first.access_token)).status).toBe(204);
    expect(await works(first.access_token)).toBe(401);
    expect((await refresh(first.refresh_token)).status).toBe(401);
    expect(await works(second.access_token)).toBe(200);
    const ended = (await sessionsOf(user.id)).find((s) => s.end_reason === 'sign_out');
    expect(ended?.ended_at).not.toBeNull();
    // Signing out again, or without a token, changes nothing and still answers 204.
    expect((await call('POST', '/api/logout', first.access_token)).status).toBe(204);
    expect((await t.request('/api/logout', { method: 'POST' })).status).toBe(204);
  });

  it('sign-out everywhere ends every session of the user, this one included', async () => {
    const user = await t.createUser({ is_admin: true });
    const a = await signIn(user);
    const b = await signIn(user);
    expect((await call('POST', '/api/logout/everywhere', a.access_token)).status).toBe(204);
    expect(await works(a.access_token)).toBe(401);
    expect(await works(b.access_token)).toBe(401);
    expect((await refresh(b.refresh_token)).status).toBe(401);
  });

  it('a generated password ends every session at once, before the mail is delivered', async () => {
    const user = await t.createUser({ is_admin: true });
    const tokens = await signIn(user);
    expect(await works(tokens.access_token)).toBe(200);
    const res = await t.post(`${USERS}/${user.id}/generate-password`, {}, adminToken);
    expect(res.status).toBe(200);
    expect(await works(tokens.access_token)).toBe(401);
    expect((await refresh(tokens.refresh_token)).status).toBe(401);
    expect((await sessionsOf(user.id))[0]?.end_reason).toBe('password');
  });

  it('a block ends the sessions, and an unblock revives none', async () => {
    const user = await t.createUser({ is_admin: true });
    const tokens = await signIn(user);
    expect((await t.post(`${USERS}/${user.id}/block`, {}, adminToken)).status).toBe(200);
    expect(await works(tokens.access_token)).toBe(401);
    expect((await t.post(`${USERS}/${user.id}/unblock`, {}, adminToken)).status).toBe(200);
    expect(await works(tokens.access_token)).toBe(401);
    expect((await refresh(tokens.refresh_token)).status).toBe(401);
    expect((await sessionsOf(user.id))[0]?.end_reason).toBe('blocked');
    // Signing in again after the unblock works.
    expect(await works((await signIn(user)).access_token)).toBe(200);
  });

  it('a change of role or organisation ends the sessions, also when made in plain SQL', async () => {
    const user = await t.createUser({ is_admin: true });
    const viaApi = await signIn(user);
    const res = await call('PUT', `${USERS}/${user.id}`, adminToken, {
      is_org_admin: false,
      is_admin: false,
    });
    expect(res.status).toBe(200);
    expect(await works(viaApi.access_token)).toBe(401);

    const other = await t.createUser({ is_admin: true });
    const viaSql = await signIn(other);
    await t.db.updateTable('users').set({ is_admin: false }).where('id', '=', other.id).execute();
    expect(await works(viaSql.access_token)).toBe(401);
    const [ended] = await sessionsOf(other.id);
    expect(ended?.end_reason).toBe('role');

    const moved = await t.createUser({ is_admin: true });
    const beforeMove = await signIn(moved);
    const { id: orgId } = await t.db
      .insertInto('organizations')
      .values({ name: `Sessies ${backend} ${Date.now()}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('users').set({ organization_id: orgId }).where('id', '=', moved.id).execute();
    expect(await works(beforeMove.access_token)).toBe(401);
    expect((await sessionsOf(moved.id))[0]?.end_reason).toBe('organization');
  });

  it('deleting the user removes the sessions', async () => {
    const user = await t.createUser({ is_admin: true });
    const tokens = await signIn(user);
    expect((await call('DELETE', `${USERS}/${user.id}`, adminToken)).status).toBe(200);
    expect(await works(tokens.access_token)).toBe(401);
    const left = await t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(left).toEqual([]);
  });

  it('an administrator ends one session or all of them; each is audited', async () => {
    const user = await t.createUser({ is_admin: true });
    const a = await signIn(user);
    const b = await signIn(user);
    const sidA = decodeJwt(a.access_token).sid as string;
    expect((await call('DELETE', `${USERS}/${user.id}/sessions/${sidA}`, adminToken)).status).toBe(204);
    expect(await works(a.access_token)).toBe(401);
    expect(await works(b.access_token)).toBe(200);
    // Another user's session through this user's path: 404.
    const stranger = await t.createUser({ is_admin: true });
    const sidStranger = decodeJwt((await signIn(stranger)).access_token).sid as string;
    const wrong = await call('DELETE', `${USERS}/${user.id}/sessions/${sidStranger}`, adminToken);
    expect(wrong.status).toBe(404);
    expect(await wrong.json()).toEqual({ detail: messages.sessions.notFound });

    const all = await call('DELETE', `${USERS}/${user.id}/sessions`, adminToken);
    expect(all.status).toBe(200);
    expect(await all.json()).toEqual({ ended: 1 });
    expect(await works(b.access_token)).toBe(401);
    expect((await sessionsOf(user.id)).every((s) => s.end_reason === 'ended_by_admin')).toBe(true);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'status'])
      .where('target_id', '=', user.id)
      .where('action', 'in', ['sessions.end', 'sessions.endAll'])
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['sessions.end', 'sessions.end', 'sessions.endAll']);
  });

  it('a platform administrator cannot see or end the superuser’s sessions', async () => {
    const superuser = await t.createUser({ is_superuser: true, is_admin: true });
    await signIn(superuser);
    expect((await t.get(`${USERS}/${superuser.id}/sessions`, adminToken)).status).toBe(403);
    expect((await call('DELETE', `${USERS}/${superuser.id}/sessions`, adminToken)).status).toBe(403);
  });

  it('a session ends after the idle time and at its absolute end, by access and by refresh', async () => {
    const user = await t.createUser({ is_admin: true });
    const idle = await signIn(user);
    const idleSid = decodeJwt(idle.access_token).sid as string;
    await t.db
      .updateTable('sessions')
      .set({ last_used_at: sql<Date>`now() - interval '31 minutes'` })
      .where('id', '=', idleSid)
      .execute();
    const refused = await t.get(USERS, idle.access_token);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ detail: messages.sessions.ended });
    expect((await refresh(idle.refresh_token)).status).toBe(401);

    const old = await signIn(user);
    const oldSid = decodeJwt(old.access_token).sid as string;
    await t.db
      .updateTable('sessions')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', oldSid)
      .execute();
    expect((await refresh(old.refresh_token)).status).toBe(401);
    expect(await works(old.access_token)).toBe(401);

    const reasons = Object.fromEntries((await sessionsOf(user.id)).map((s) => [s.id, s.end_reason]));
    expect(reasons[idleSid]).toBe('idle');
    expect(reasons[oldSid]).toBe('expired');
  });

  it('use keeps a session alive, written at most once a minute', async () => {
    const user = await t.createUser({ is_admin: true });
    const tokens = await signIn(user);
    const sid = decodeJwt(tokens.access_token).sid as string;
    const lastUsed = async () =>
      (
        await t.db
          .selectFrom('sessions')
          .select('last_used_at')
          .where('id', '=', sid)
          .executeTakeFirstOrThrow()
      ).last_used_at.getTime();
    const first = await lastUsed();
    expect(await works(tokens.access_token)).toBe(200);
    expect(await lastUsed()).toBe(first);
    await t.db
      .updateTable('sessions')
      .set({ last_used_at: sql<Date>`now() - interval '20 minutes'` })
      .where('id', '=', sid)
      .execute();
    expect(await works(tokens.access_token)).toBe(200);
    expect(Date.now() - (await lastUsed())).toBeLessThan(60_000);
  });

  it('a reused refresh token ends its session', async () => {
    const user = await t.createUser({ is_admin: true });
    const tokens = await signIn(user);
    expect((await refresh(tokens.refresh_token)).status).toBe(200);
    expect((await refresh(tokens.refresh_token)).status).toBe(401);
    expect(await works(tokens.access_token)).toBe(401);
    expect((await sessionsOf(user.id))[0]?.end_reason).toBe('token_reuse');
  });

  describe('changing one’s own password', () => {
    it('needs the right current password and the password rules; keeps this session, ends the others', async () => {
      const user = await t.createUser({ is_admin: true });
      const here = await signIn(user);
      const elsewhere = await signIn(user);
      const wrong = await call('POST', '/api/me/password', here.access_token, {
        current_password: 'niet-het-wachtwoord',
        new_password: 'Een-nieuw-wachtwoord-1',
      });
      expect(wrong.status).toBe(422);
      expect(await wrong.json()).toEqual({ detail: messages.sessions.wrongCurrentPassword });
      const short = await call('POST', '/api/me/password', here.access_token, {
        current_password: user.password,
        new_password: 'kort',
      });
      expect(short.status).toBe(422);
      const same = await call('POST', '/api/me/password', here.access_token, {
        current_password: user.password,
        new_password: user.password,
      });
      expect(same.status).toBe(422);
      expect(await same.json()).toEqual({ detail: messages.sessions.samePassword });
      expect(await works(elsewhere.access_token)).toBe(200);

      const ok = await call('POST', '/api/me/password', here.access_token, {
        current_password: user.password,
        new_password: 'Een-nieuw-wachtwoord-1',
      });
      expect(ok.status).toBe(204);
      expect(await works(here.access_token)).toBe(200);
      expect((await refresh(here.refresh_token)).status).toBe(200);
      expect(await works(elsewhere.access_token)).toBe(401);
      expect((await t.post('/api/login', { username: user.username, password: user.password })).status).toBe(
        401,
      );
      expect(await works((await signIn({ ...user, password: 'Een-nieuw-wachtwoord-1' })).access_token)).toBe(
        200,
      );
      const audit = await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('target_id', '=', user.id)
        .where('action', '=', 'sessions.changePassword')
        .execute();
      expect(audit).toHaveLength(1);
    });
  });

  it('refuses access tokens without a session (made before sessions existed)', async () => {
    const { SignJWT } = await import('jose');
    const { TEST_JWT_SECRET } = await import('./harness');
    const token = await new SignJWT({ typ: 'access', username: admin.username })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(admin.id))
      .setIssuer('werkbank')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect(await works(token)).toBe(401);
  });
});
