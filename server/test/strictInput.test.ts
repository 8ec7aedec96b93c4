// Strict input at the schema boundary: ids are plain decimal integers within PostgreSQL's integer
// range, texts the database cannot store are refused with a Dutch 4xx, tokens must carry `exp`, and CSV cells
// are quoted and neutralised.
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { AnyEndpoint } from '../../src/api/endpoints';
import { allEndpoints } from '../../src/api/endpoints';
import { idParam, MAX_ID } from '../../src/api/schemas/common';
import { toCsv } from '../src/http/csv';
import type { TestApp, TestUser } from './harness';
import { TEST_JWT_SECRET, backends, createTestApp } from './harness';

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * The string leaves of a request schema (what a client's text reaches), with their paths; also every place
 * that takes input no schema checks (unknown keys kept, `any`).
 */
function stringLeaves(schema: z.ZodType, path: string, leaves: { path: string; schema: z.ZodType }[]): void {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      leaves.push({ path, schema });
      return;
    case 'object': {
      for (const [key, child] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        stringLeaves(child, `${path}.${key}`, leaves);
      }
      const catchall = def.catchall as z.ZodType | undefined;
      if (catchall && defOf(catchall).type !== 'never') stringLeaves(catchall, `${path}.*`, leaves);
      return;
    }
    case 'array':
      stringLeaves(def.element as z.ZodType, `${path}[]`, leaves);
      return;
    case 'union':
      for (const option of def.options as z.ZodType[]) stringLeaves(option, path, leaves);
      return;
    case 'record':
      stringLeaves(def.keyType as z.ZodType, `${path}{key}`, leaves);
      stringLeaves(def.valueType as z.ZodType, `${path}{}`, leaves);
      return;
    case 'pipe': {
      // A preprocess is a pipe from a transform: the schema after it sees the input. Otherwise the input
      // side is what the request reaches.
      const from = def.in as z.ZodType;
      stringLeaves(defOf(from).type === 'transform' ? (def.out as z.ZodType) : from, path, leaves);
      return;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      stringLeaves(def.innerType as z.ZodType, path, leaves);
      return;
    case 'number':
    case 'int':
    case 'boolean':
    case 'enum':
    case 'literal':
    case 'null':
    case 'undefined':
    case 'never':
      return;
    default:
      // `unknown`, `any`, `transform` at the start, … : input no schema checks.
      leaves.push({ path: `${path} (${def.type})`, schema });
  }
}

const UNSTORABLE = ['\u0000', 'a\u0000b', '1\u0000', 'x\ud800', '\udc00y'];

describe('request schemas', () => {
  it('refuse NUL and unpaired surrogates in every text field of every endpoint', () => {
    const unchecked: string[] = [];
    let checked = 0;
    for (const endpoint of allEndpoints) {
      const parts: [string, z.ZodType | undefined][] = [
        ['params', endpoint.params],
        ['query', endpoint.query],
        ['body', endpoint.body],
        ['form', endpoint.form],
      ];
      for (const [part, schema] of parts) {
        if (!schema) continue;
        const leaves: { path: string; schema: z.ZodType }[] = [];
        stringLeaves(schema, `${endpoint.id} ${part}`, leaves);
        for (const leaf of leaves) {
          checked++;
          const accepted = UNSTORABLE.filter((text) => leaf.schema.safeParse(text).success);
          if (accepted.length) unchecked.push(`${leaf.path} accepts ${JSON.stringify(accepted)}`);
        }
      }
    }
    expect(unchecked).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });

  it('read an id only from plain decimal digits within 1..2147483647', () => {
    for (const ok of ['1', '42', '2147483647', 7, MAX_ID])
      expect(idParam.safeParse(ok).success, String(ok)).toBe(true);
    for (const bad of [
      ' 1',
      '1 ',
      '+1',
      '1e1',
      '0x10',
      '0b11',
      '0o7',
      '01',
      '0',
      '-1',
      '1.0',
      '1.5',
      '2147483648',
      '99999999999',
      '１',
      '١',
      '',
      'NaN',
      0,
      -1,
      1.5,
      2147483648,
      Number.NaN,
    ]) {
      expect(idParam.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

const LOOSE_IDS = [
  '%201',
  '1%20',
  '%2B1',
  '1e1',
  '0x10',
  '0b11',
  '01',
  '1.0',
  '0',
  '-1',
  '2147483648',
  '%EF%BC%91',
];

/** A body that passes the endpoint's schema where one is needed, so only the path decides. */
function bodyFor(endpoint: AnyEndpoint): string | undefined {
  if (!endpoint.body) return undefined;
  return JSON.stringify({});
}

describe.each(backends)('strict input over HTTP (%s)', (backend) => {
  let t: TestApp;
  let superuser: TestUser;
  let token: string;
  let victim: TestUser;

  beforeAll(async () => {
    t = await createTestApp(backend);
    superuser = await t.createUser({ is_superuser: true, is_admin: true });
    token = (await t.login(superuser)).access_token;
    // Ids 1..16 exist, so a loosely read id would reach a real record.
    for (let i = 0; i < 16; i++) victim = await t.createUser();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 422 for a loose or out-of-range id on every route with an id, and touches nothing', async () => {
    const before = await t.db.selectFrom('users').select(['id', 'password_hash', 'is_active']).execute();
    const routes = allEndpoints.filter((endpoint) => endpoint.params);
    expect(routes.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const endpoint of routes) {
      const names = [...endpoint.path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1]!);
      for (const loose of LOOSE_IDS) {
        for (const name of names) {
          // The loose id in place of this one parameter; the others stay a valid 1.
          const url = `/api/${endpoint.path.replace(/:([A-Za-z_]\w*)/g, (_m, n: string) => (n === name ? loose : '1'))}`;
          const body = bodyFor(endpoint);
          const res = await t.request(url, {
            method: endpoint.method.toUpperCase(),
            headers: {
              authorization: `Bearer ${token}`,
              ...(body ? { 'content-type': 'application/json' } : {}),
            },
            ...(body ? { body } : {}),
          });
          // A parameter that takes a template's name as well (`templateRef`) reads `1e1` as a name, never as
          // the id 10: no such template (404), or the body's 422.
          const asName =
            typeof endpoint.params!.shape[name]?.safeParse(decodeURIComponent(loose)).data === 'string';
          const allowed = asName ? [404, 422] : [422];
          if (!allowed.includes(res.status)) wrong.push(`${endpoint.method} ${url}: ${res.status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    const after = await t.db.selectFrom('users').select(['id', 'password_hash', 'is_active']).execute();
    expect(after).toEqual(before);
  });

  it('answers 404, not 500, for the largest id', async () => {
    const res = await t.get(`/api/admin/users/${MAX_ID}`, token);
    expect(res.status).toBe(404);
  });

  it('refuses out-of-range ids in query parameters and bodies', async () => {
    expect((await t.get('/api/admin/transcription-stats?organization_id=2147483648', token)).status).toBe(
      422,
    );
    expect((await t.get('/api/admin/transcription-stats?organization_id=0x10', token)).status).toBe(422);
    expect((await t.get('/api/admin/login-attempts?offset=1e3', token)).status).toBe(422);
    expect((await t.get('/api/admin/login-attempts?limit=%2010', token)).status).toBe(422);
    const org = (await (await t.post('/api/admin/organizations', { name: 'Strikt BV' }, token)).json()) as {
      id: number;
    };
    const add = await t.post(
      `/api/admin/organizations/${org.id}/users/add`,
      { user_ids: [2147483648] },
      token,
    );
    expect(add.status).toBe(422);
    const update = await t.request(`/api/admin/users/${victim.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ group_id: 2147483648 }),
    });
    expect(update.status).toBe(422);
  });

  it('refuses NUL with a Dutch 422, also before signing in', async () => {
    const login = await t.post('/api/login', { username: 'admin\u0000', password: 'x' });
    expect(login.status).toBe(422);
    const body = (await login.json()) as { detail: string; fields: string[] };
    expect(body.detail).toBe(
      'Ongeldige invoer: username bevat een teken dat niet kan worden opgeslagen (zoals een nul-teken).',
    );
    expect(body.fields).toEqual(['username']);

    const org = await t.post('/api/admin/organizations', { name: 'Nul\u0000BV' }, token);
    expect(org.status).toBe(422);
    const lone = await t.request('/api/admin/organizations', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"name": "half \\ud800 teken"}',
    });
    expect(lone.status).toBe(422);
    expect((await t.get('/api/admin/login-attempts?email=%00', token)).status).toBe(422);
    expect((await t.get('/api/admin/transcription-stats?username=a%00', token)).status).toBe(422);

    const form = new FormData();
    form.append('file', new File(['Een transcriptie.\n'], 'nul\u0000.txt'));
    const upload = await t.request(`/api/admin/users/${victim.id}/upload-transcript`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBeLessThan(500);
    expect(upload.status).toBeGreaterThanOrEqual(400);
  });

  it('refuses an access token without exp, iat or sub, or older than an access token lives', async () => {
    const secret = new TextEncoder().encode(TEST_JWT_SECRET);
    const now = Math.floor(Date.now() / 1000);
    // A real session of the superuser: the forged tokens differ from a valid one in their time claims only.
    const sid = decodeJwt((await t.login(superuser)).access_token).sid;
    const sign = (claims: { exp?: number; iat?: number; sub?: string }) => {
      let jwt = new SignJWT({
        sid,
        username: superuser.username,
        environment: 'test',
        role: 'superuser',
        typ: 'access',
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer('werkbank');
      if (claims.sub !== undefined) jwt = jwt.setSubject(claims.sub);
      if (claims.iat !== undefined) jwt = jwt.setIssuedAt(claims.iat);
      if (claims.exp !== undefined) jwt = jwt.setExpirationTime(claims.exp);
      return jwt.sign(secret);
    };
    const sub = String(superuser.id);
    const valid = await sign({ sub, iat: now, exp: now + 600 });
    expect((await t.get('/api/admin/users', valid)).status).toBe(200);
    for (const claims of [
      { sub, iat: now },
      { sub, exp: now + 600 },
      { iat: now, exp: now + 600 },
      { sub, iat: now - 7200, exp: now + 600 },
    ]) {
      const res = await t.get('/api/admin/users', await sign(claims));
      expect(res.status, JSON.stringify(claims)).toBe(401);
    }
  });
});

describe('CSV export cells', () => {
  it('quotes a separator (also ;), quote or line break, and neutralises formula starts', () => {
    expect(
      toCsv(
        ['a', 'b', 'c'],
        [
          ['x;y', '=1+1;2', 'zeg "hoi"'],
          [' =1+1', '\t=1', '＝1+1'],
          ['+31 6', '@SUM(A1)', 'gewoon'],
          ['regel\r\nnieuw', 'a,b', -3],
        ],
      ),
    ).toBe(
      'a,b,c\r\n' +
        '"x;y","\'=1+1;2","zeg ""hoi"""\r\n' +
        "' =1+1,'\t=1,'＝1+1\r\n" +
        "'+31 6,'@SUM(A1),gewoon\r\n" +
        '"regel\r\nnieuw","a,b",\'-3\r\n',
    );
  });
});
