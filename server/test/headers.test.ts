// Response headers: the content security policies of the console and the API, a clean close after
// an early 413 on a keep-alive connection, CORS only for the configured origins, no cache for admin answers,
// and HSTS on requests that came over HTTPS (to this server or to a trusted proxy).
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CSP, CONSOLE_CSP, HSTS, MAX_BODY_BYTES, createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { forwardedHttps } from '../src/http/clientInfo';
import type { TestApp } from './harness';
import { backends, createTestApp } from './harness';
import { repoRoot } from './paths';

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values] as const;
    }),
  );

describe('content security policy', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'werkbank-csp-'));
    await mkdir(path.join(dir, 'assets'), { recursive: true });
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    await writeFile(path.join(dir, 'assets', 'index-1.js'), 'console.log(1)');
    t = await createTestApp(backends[0]!, { STATIC_DIR: dir });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('is strict for the console: no inline script, no framing, no plugins, no base or form elsewhere', async () => {
    const policy = directives(CONSOLE_CSP);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    // The sign-in form takes any server address, so the API's origin is not known in advance.
    expect(policy.get('connect-src')).toEqual(["'self'", 'https:', 'http:']);
    // The logo and the PDF preview, fetched with the token, are shown through blob: URLs of the console itself.
    expect(policy.get('img-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('frame-src')).toEqual(['blob:']);
    expect(CONSOLE_CSP).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    for (const route of ['/', '/users/5', '/assets/index-1.js']) {
      const res = await t.get(route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-security-policy'), route).toBe(CONSOLE_CSP);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('lets nothing load from API answers, errors included', async () => {
    expect(API_CSP).toBe("default-src 'none'; frame-ancestors 'none'");
    const answers = [
      await t.get('/api/health'),
      await t.get('/api/onbekend'),
      await t.get('/api/admin/users'),
      await t.post('/api/login', { username: 'x' }),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 404, 401, 422]);
    for (const res of answers) expect(res.headers.get('content-security-policy')).toBe(API_CSP);
  });

  it('keeps the console page free of inline script', async () => {
    const html = await readFile(path.join(repoRoot, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});

describe('a 413 on a keep-alive connection', () => {
  let t: TestApp;
  let server: ReturnType<typeof serve>;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp(backends[0]!);
    server = serve({ fetch: createApp(t.deps).fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      if ('closeAllConnections' in server) server.closeAllConnections();
    });
    await t?.close();
  });

  function post(agent: http.Agent, url: string, body: Buffer | string) {
    return new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: url,
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  it('closes the connection, so the next request on a new one succeeds', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // A small request that is read and refused (422), without counting as a failed sign-in.
      const small = JSON.stringify({ username: 'niemand' });
      for (let round = 0; round < 3; round++) {
        const big = await post(agent, '/api/login', Buffer.alloc(MAX_BODY_BYTES * 2, 'a'));
        expect(big).toEqual({ status: 413, connection: 'close' });
        expect((await post(agent, '/api/login', small)).status).toBe(422);
        // An early 401 leaves the body unread as well.
        const early = await post(agent, '/api/admin/users', Buffer.alloc(MAX_BODY_BYTES - 1024, 'a'));
        expect(early).toEqual({ status: 401, connection: 'close' });
        expect((await post(agent, '/api/login', small)).status).toBe(422);
      }
      // A request whose body was read keeps its connection.
      expect((await post(agent, '/api/login', small)).connection).toBe('keep-alive');
    } finally {
      agent.destroy();
    }
  });
});

describe('CORS', () => {
  const preflight = (t: TestApp, origin: string) =>
    t.request('/api/login', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });

  it('allows no other origin by default, and in development only loopback pages', async () => {
    expect(loadConfig({}).corsOrigins).toEqual([
      'http://localhost:*',
      'http://127.0.0.1:*',
      'http://[::1]:*',
    ]);
    expect(loadConfig({ ENVIRONMENT: 'production' }).corsOrigins).toEqual([]);
    const t = await createTestApp(backends[0]!);
    try {
      for (const origin of ['https://kwaad.example', 'http://localhost:5173', 'null']) {
        const res = await preflight(t, origin);
        expect(res.headers.get('access-control-allow-origin'), origin).toBeNull();
        const get = await t.request('/api/health', { headers: { origin } });
        expect(get.headers.get('access-control-allow-origin'), origin).toBeNull();
      }
    } finally {
      await t.close();
    }
    const dev = await createTestApp(backends[0]!, { ENVIRONMENT: 'development' });
    try {
      for (const origin of ['http://localhost:5173', 'http://127.0.0.1:4312', 'http://[::1]:5174']) {
        expect((await preflight(dev, origin)).headers.get('access-control-allow-origin'), origin).toBe(
          origin,
        );
      }
      for (const origin of [
        'https://kwaad.example',
        'http://localhost.kwaad.example:80',
        'https://localhost:5173',
        'http://localhost',
        'http://localhost:x',
      ]) {
        expect((await preflight(dev, origin)).headers.get('access-control-allow-origin'), origin).toBeNull();
      }
    } finally {
      await dev.close();
    }
  });

  it('allows what CORS_ORIGINS names, and any origin only when it says *', async () => {
    const named = await createTestApp(backends[0]!, { CORS_ORIGINS: 'https://console.example' });
    try {
      expect(
        (await preflight(named, 'https://console.example')).headers.get('access-control-allow-origin'),
      ).toBe('https://console.example');
      expect(
        (await preflight(named, 'https://kwaad.example')).headers.get('access-control-allow-origin'),
      ).toBeNull();
    } finally {
      await named.close();
    }
    const any = await createTestApp(backends[0]!, { CORS_ORIGINS: '*' });
    try {
      expect(
        (await preflight(any, 'https://elders.example')).headers.get('access-control-allow-origin'),
      ).toBe('*');
    } finally {
      await any.close();
    }
  });
});

describe('admin answers in caches', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(backends[0]!);
    admin = await t.adminToken();
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    t.request(path, { headers: { authorization: `Bearer ${admin}`, ...headers } });

  it('are stored by none: JSON, a 304, files and errors are all no-store', async () => {
    const list = await get('/api/admin/users');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    // The list keeps its ETag for a client that holds its own copy.
    const unchanged = await get('/api/admin/users', { 'if-none-match': list.headers.get('etag')! });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('cache-control')).toBe('no-store');
    const csv = await get('/api/admin/login-attempts/export');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('cache-control')).toBe('no-store');
    const errors = [
      await get('/api/admin/users/999999'),
      await get('/api/admin/onbekend'),
      await t.get('/api/admin/users'),
    ];
    expect(errors.map((res) => res.status)).toEqual([404, 404, 401]);
    for (const res of errors) expect(res.headers.get('cache-control')).toBe('no-store');
    // The tokens of a sign-in neither.
    const user = await t.createUser();
    const signIn = await t.post('/api/login', { username: user.username, password: user.password });
    expect(signIn.headers.get('cache-control')).toBe('no-store');
  });
});

describe('HSTS', () => {
  it('reads X-Forwarded-Proto only as the outermost trusted proxy wrote it', () => {
    expect(forwardedHttps('https', 0)).toBe(false);
    expect(forwardedHttps('https', 1)).toBe(true);
    expect(forwardedHttps('HTTPS', 1)).toBe(true);
    expect(forwardedHttps('http', 1)).toBe(false);
    expect(forwardedHttps(undefined, 1)).toBe(false);
    // A client's own entry is left of what the proxy appended: never used.
    expect(forwardedHttps('https, http', 1)).toBe(false);
    expect(forwardedHttps('http, https', 1)).toBe(true);
    // Two proxies that append: the outer one received the request; one that sets the header leaves one entry.
    expect(forwardedHttps('https, http', 2)).toBe(true);
    expect(forwardedHttps('http, https, http', 2)).toBe(true);
    expect(forwardedHttps('https', 2)).toBe(true);
  });

  it('is sent when a trusted proxy received the request over HTTPS, on every answer', async () => {
    const t = await createTestApp(backends[0]!, { TRUST_PROXY: '1' });
    try {
      const over = (proto: string | undefined, path = '/api/health') =>
        t.request(path, { headers: proto ? { 'x-forwarded-proto': proto } : {} });
      for (const res of [
        await over('https'),
        await over('https', '/api/onbekend'),
        await over('https', '/'),
      ]) {
        expect(res.headers.get('strict-transport-security')).toBe(HSTS);
      }
      expect(HSTS).toBe('max-age=31536000; includeSubDomains');
      for (const res of [await over('http'), await over(undefined)]) {
        expect(res.headers.get('strict-transport-security')).toBeNull();
      }
    } finally {
      await t.close();
    }
  });

  it("is not sent on a client's own X-Forwarded-Proto without TRUST_PROXY, but is on the server's own TLS", async () => {
    const t = await createTestApp(backends[0]!);
    try {
      const claimed = await t.request('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
      expect(claimed.headers.get('strict-transport-security')).toBeNull();
      const tls = { incoming: { socket: { encrypted: true, remoteAddress: '203.0.113.9' } } };
      const own = await createApp(t.deps).request('/api/health', {}, tls as never);
      expect(own.status).toBe(200);
      expect(own.headers.get('strict-transport-security')).toBe(HSTS);
    } finally {
      await t.close();
    }
  });
});
