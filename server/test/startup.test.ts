import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenSet } from '../../src/api/schemas/auth';
import { jwtSecretFile } from '../src/auth/jwtSecret';
import { openDatabase, pgliteDirOf } from '../src/db/connect';
import { silentLogger } from '../src/logger';
import { startServer } from '../src/server';
import type { DatabaseTarget, TestApp } from './harness';
import { backends, createTestApp, freshTarget, testConfig } from './harness';

describe.each(backends)('start-up and seed (%s)', (backend) => {
  let target: DatabaseTarget;
  beforeAll(async () => {
    target = await freshTarget(backend);
  });
  afterAll(() => target?.remove());

  it('creates the admin with a generated password once, seeds the demo, and listens', async () => {
    const config = testConfig(target, { SEED_DEMO: 'true', ADMIN_USERNAME: 'beheerder' });
    const server = await startServer(config, silentLogger);
    try {
      expect(server.url).toBe(`http://localhost:${server.port}/`);
      expect(server.seed.admin?.username).toBe('beheerder');
      const password = server.seed.admin?.generatedPassword ?? '';
      expect(password.length).toBeGreaterThanOrEqual(16);
      expect(server.seed.demo).toMatchObject({ organizations: 4 });

      // Over a real socket: the attempt records the client's address.
      const res = await fetch(`${server.url}api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'startup-test' },
        body: JSON.stringify({ username: 'beheerder', password }),
      });
      expect(res.status).toBe(200);
      tokenSet.parse(await res.json());
      expect((await fetch(`${server.url}api/health`)).status).toBe(200);
    } finally {
      await server.close();
    }

    const again = await startServer(config, silentLogger);
    try {
      expect(again.seed).toEqual({ admin: null, demo: null });
    } finally {
      await again.close();
    }

    const { db, close } = await openDatabase({
      databaseUrl: target.databaseUrl,
      pgliteDir: pgliteDirOf(target.dataDir),
    });
    try {
      const admins = await db.selectFrom('users').selectAll().where('is_superuser', '=', true).execute();
      expect(admins).toHaveLength(1);
      expect(admins[0]).toMatchObject({ username: 'beheerder', email: 'admin@example.com', is_admin: true });

      const attempt = await db
        .selectFrom('login_attempts')
        .selectAll()
        .where('user_agent', '=', 'startup-test')
        .executeTakeFirstOrThrow();
      expect(attempt).toMatchObject({ ip_address: '127.0.0.1', success: true, user_id: admins[0]!.id });

      const orgs = await db.selectFrom('organizations').select(['id', 'name']).execute();
      expect(orgs.map((o) => o.name)).toContain('Gemeente Zandvoort');
      const defaults = await db
        .selectFrom('groups')
        .select(['organization_id', 'name'])
        .where('is_default', '=', true)
        .execute();
      expect(defaults.map((g) => g.organization_id).sort()).toEqual(orgs.map((o) => o.id).sort());
      expect(new Set(defaults.map((g) => g.name))).toEqual(new Set(['Algemeen']));

      const users = await db.selectFrom('users').selectAll().where('is_superuser', '=', false).execute();
      expect(users.length).toBeGreaterThanOrEqual(15);
      expect(users.length).toBeLessThanOrEqual(20);
      const blocked = users.filter((u) => !u.is_active);
      expect(blocked.length).toBeGreaterThanOrEqual(1);
      expect(blocked.every((u) => u.deactivated_at !== null)).toBe(true);
      expect(users.some((u) => u.is_admin && u.organization_id === null)).toBe(true);
      expect(users.filter((u) => u.is_org_admin).length).toBeGreaterThanOrEqual(3);
      expect(new Set(users.map((u) => u.level))).toEqual(new Set(['Lite', 'Pro', 'Business', 'Debug']));
      expect(users.every((u) => u.group_id !== null || u.organization_id === null)).toBe(true);

      const demoAttempts = await db
        .selectFrom('login_attempts')
        .select(['success', 'attempt_type'])
        .execute();
      expect(demoAttempts.length).toBeGreaterThan(20);
      expect(new Set(demoAttempts.map((a) => a.success))).toEqual(new Set([true, false]));
    } finally {
      await close();
    }
  });
});

describe('start-up details', () => {
  it('prints no password when ADMIN_PASSWORD is given, and keeps a generated JWT secret in DATA_DIR (0600)', async () => {
    const target = await freshTarget('pglite');
    try {
      const config = testConfig(target, { ADMIN_PASSWORD: 'Gegeven-wachtwoord-1', JWT_SECRET: '' });
      expect(config.jwtSecret).toBeUndefined();
      const server = await startServer(config, silentLogger);
      let firstToken: string;
      try {
        expect(server.seed.admin).toEqual({ username: 'admin', generatedPassword: null });
        const info = await stat(jwtSecretFile(target.dataDir));
        expect(info.mode & 0o777).toBe(0o600);
        const res = await fetch(`${server.url}api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'admin', password: 'Gegeven-wachtwoord-1' }),
        });
        firstToken = tokenSet.parse(await res.json()).access_token;
      } finally {
        await server.close();
      }
      // After a restart the same secret still accepts the earlier token.
      const again = await startServer(config, silentLogger);
      try {
        const res = await fetch(`${again.url}api/admin/login-attempts`, {
          headers: { authorization: `Bearer ${firstToken}` },
        });
        expect(res.status).toBe(200);
      } finally {
        await again.close();
      }
    } finally {
      await target.remove();
    }
  });
});

describe('static console', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'werkbank-dist-'));
    await mkdir(path.join(dir, 'assets'), { recursive: true });
    await writeFile(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><title>Werkbank</title></head><body></body></html>',
    );
    await writeFile(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("werkbank")');
    await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp(backends[0]!, { STATIC_DIR: dir, CORS_ORIGINS: 'https://console.example' });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const meta = '<meta name="werkbank-api-base" content="/api/"></head>';

  it('serves index.html with the API meta tag at / and for client routes', async () => {
    for (const route of ['/', '/index.html', '/users/5', '/organizations/3?tab=groups']) {
      const res = await t.get(route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain(`<title>Werkbank</title>${meta}`);
    }
  });

  it('serves files, with a long cache for hashed assets', async () => {
    const asset = await t.get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log("werkbank")');
    const icon = await t.get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps 404 for missing assets, API paths and traversal', async () => {
    expect((await t.get('/assets/verdwenen-123.js')).status).toBe(404);
    const api = await t.get('/api/onbekend');
    expect(api.status).toBe(404);
    expect(await api.json()).toHaveProperty('detail');
    const traversal = await t.get('/..%2f..%2fpackage.json');
    expect(await traversal.text()).not.toContain('"name"');
  });

  it('answers CORS preflights only for the configured origins', async () => {
    const preflight = (origin: string) =>
      t.request('/api/login', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const allowed = await preflight('https://console.example');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://console.example');
    const other = await preflight('https://kwaad.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
