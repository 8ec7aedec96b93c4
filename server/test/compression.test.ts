// Compression: the console's precompressed assets sent as the client accepts them (br, gzip,
// identity), with the right headers, and JSON answers of the API compressed from 1 kB on, downloads never.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseCoding } from '../src/http/contentCoding';
import type { TestApp } from './harness';
import { backends, createTestApp } from './harness';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, naam: "rij ${i}" }`).join(', ')}];\n`;
const style = `.knop { color: red; }\n`.repeat(200);

describe('choosing a content coding', () => {
  it('prefers br, then gzip, then identity, honouring q values and q=0', () => {
    expect(chooseCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseCoding('gzip')).toBe('gzip');
    expect(chooseCoding('GZip;q=0.5, deflate')).toBe('gzip');
    expect(chooseCoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseCoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chooseCoding('*')).toBe('br');
    expect(chooseCoding('*, br;q=0')).toBe('gzip');
    expect(chooseCoding('br;q=0, gzip;q=0, *')).toBeUndefined();
    expect(chooseCoding('identity')).toBeUndefined();
    expect(chooseCoding('deflate')).toBeUndefined();
    expect(chooseCoding('')).toBeUndefined();
    expect(chooseCoding(undefined)).toBeUndefined();
    expect(chooseCoding('gzip, br', ['gzip'])).toBe('gzip');
  });
});

describe('precompressed console assets', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'werkbank-compress-'));
    const assets = path.join(dir, 'assets');
    await mkdir(assets, { recursive: true });
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    await writeFile(path.join(assets, 'index-abc123.js'), script);
    await writeFile(path.join(assets, 'index-abc123.js.br'), brotliCompressSync(script));
    await writeFile(path.join(assets, 'index-abc123.js.gz'), gzipSync(script));
    // Only a gzip variant: a br-only client gets the file as it is.
    await writeFile(path.join(assets, 'index-def456.css'), style);
    await writeFile(path.join(assets, 'index-def456.css.gz'), gzipSync(style));
    // No variants at all.
    await writeFile(path.join(assets, 'logo-1a2b3c.png'), new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    t = await createTestApp(backends[0]!, { STATIC_DIR: dir });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (route: string, acceptEncoding?: string, method = 'GET') =>
    t.request(route, {
      method,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });
  const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it('sends br when the client accepts it, with type, length, Vary and the long cache', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    const body = await bytes(res);
    expect(res.headers.get('content-length')).toBe(String(body.byteLength));
    expect(body.byteLength).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('sends gzip when only gzip is accepted (or br is refused)', async () => {
    for (const accept of ['gzip', 'gzip, deflate', 'br;q=0, gzip']) {
      const res = await get('/assets/index-abc123.js', accept);
      expect(res.headers.get('content-encoding'), accept).toBe('gzip');
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
      const body = await bytes(res);
      expect(res.headers.get('content-length')).toBe(String(body.byteLength));
      expect(gunzipSync(body).toString()).toBe(script);
    }
  });

  it('sends the file as it is otherwise, still with Vary', async () => {
    for (const accept of [undefined, '', 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const res = await get('/assets/index-abc123.js', accept);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding'), accept).toBeNull();
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(script)));
      expect(await res.text()).toBe(script);
    }
  });

  it('uses only the variants that exist', async () => {
    const css = await get('/assets/index-def456.css', 'br');
    expect(css.headers.get('content-encoding')).toBeNull();
    expect(css.headers.get('vary')).toBe('Accept-Encoding');
    expect(await css.text()).toBe(style);
    const cssGzip = await get('/assets/index-def456.css', 'br, gzip');
    expect(cssGzip.headers.get('content-encoding')).toBe('gzip');
    expect(cssGzip.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(gunzipSync(await bytes(cssGzip)).toString()).toBe(style);
    const png = await get('/assets/logo-1a2b3c.png', 'br, gzip');
    expect(png.status).toBe(200);
    expect(png.headers.get('content-encoding')).toBeNull();
    expect(png.headers.get('vary')).toBeNull();
    expect(png.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it('answers HEAD with the headers of the variant and no body', async () => {
    const res = await get('/assets/index-abc123.js', 'br', 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-length')).toBe(String(brotliCompressSync(script).byteLength));
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    expect((await bytes(res)).byteLength).toBe(0);
    const plain = await get('/assets/index-abc123.js', undefined, 'HEAD');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(script)));
    const index = await get('/', 'br', 'HEAD');
    expect(index.status).toBe(200);
    expect(index.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves a range of the file as it is, and keeps index.html uncached and missing assets 404', async () => {
    const range = await t.request('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'br, gzip', range: 'bytes=0-5' },
    });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-encoding')).toBeNull();
    expect(range.headers.get('vary')).toBe('Accept-Encoding');
    expect(await range.text()).toBe(script.slice(0, 6));
    for (const route of ['/', '/users/5']) {
      const index = await get(route, 'br, gzip');
      expect(index.headers.get('cache-control')).toBe('no-cache');
      expect(index.headers.get('content-type')).toMatch(/^text\/html/);
    }
    expect((await get('/assets/verdwenen-123.js', 'br')).status).toBe(404);
    expect((await get('/assets/..%2f..%2fpackage.json', 'br')).status).toBe(404);
  });
});

describe('compressed API answers', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(backends[0]!);
    token = await t.adminToken();
    for (let i = 0; i < 15; i++) await t.createUser();
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (route: string, acceptEncoding?: string, method = 'GET') =>
    t.request(route, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      },
    });

  it('compresses the user list for Accept-Encoding: gzip, with Content-Length and Vary', async () => {
    const plain = await get('/api/admin/users');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    const original = await plain.text();
    expect(original.length).toBeGreaterThan(1024);

    const res = await get('/api/admin/users', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    // The list carries an ETag (server/test/revalidate.test.ts) but, as every admin answer, is stored nowhere.
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('content-length')).toBe(String(body.byteLength));
    expect(body.byteLength).toBeLessThan(original.length / 2);
    expect(gunzipSync(body).toString()).toBe(original);

    const br = await get('/api/admin/users', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(original);
  });

  it('leaves small answers, HEAD and downloads as they are', async () => {
    const health = await get('/api/health', 'gzip, br');
    expect(health.status).toBe(200);
    expect(health.headers.get('content-encoding')).toBeNull();
    const text = await health.text();
    expect(text.length).toBeLessThan(1024);
    expect(JSON.parse(text)).toBeTruthy();

    const head = await get('/api/admin/users', 'gzip', 'HEAD');
    expect(head.headers.get('content-encoding')).toBeNull();

    const csv = await get('/api/admin/login-attempts/export', 'gzip, br');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-encoding')).toBeNull();
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(await csv.text()).toMatch(/\r\n/);
  });

  it('keeps a small error answer plain', async () => {
    const missing = await get('/api/admin/users/999999', 'gzip');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-encoding')).toBeNull();
    expect(await missing.json()).toHaveProperty('detail');
  });
});
