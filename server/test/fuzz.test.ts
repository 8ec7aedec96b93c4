// Fuzz test: every declared endpoint (src/api/endpoints) gets a generated, seeded corpus of bad input (wrong
// types, huge and negative numbers, loose ids, NUL and other unstorable characters, unicode, long strings,
// malformed JSON, wrong content types), signed in as the superuser and sometimes not at all. Any 5xx, or an
// answer that carries a stack trace or SQL, fails the test. Destructive calls (DELETE) run last, and the
// superuser is checked to be intact at the end. FUZZ_SEED and FUZZ_REQUESTS change the run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AnyEndpoint } from '../../src/api/endpoints';
import { allEndpoints } from '../../src/api/endpoints';
import type { Logger } from '../src/logger';
import type { TestApp, TestUser } from './harness';
import { backends, createTestApp } from './harness';
import type { FakeOpenAi } from './support/fakeOpenAi';
import { hostileSvgs, JPEG, PIXEL_GIF, png, safeSvg } from './support/images';
import { startFakeOpenAi } from './support/fakeOpenAi';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
/** Requests per backend (PGlite, and PostgreSQL when TEST_DATABASE_URL is set). */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2000);
/** Stop generating after this long per backend, whatever the count (about a minute on two cores). */
const TIME_BUDGET_MS = Number(process.env.FUZZ_TIME_MS ?? 45_000);

const SUPERUSER_ID = 1_000_000;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonSchema = Record<string, unknown>;

/** mulberry32: a small seeded generator, so a failing run can be repeated with its seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
type Random = ReturnType<typeof generator>;

/** Path segments an id must not be read from (each as it appears in the URL). */
const HOSTILE_IDS = [
  '%201',
  '%20%31',
  '1%20',
  '+1',
  '1e1',
  '0x10',
  '0b11',
  '0o7',
  '01',
  '0',
  '-1',
  '1.5',
  '1.0',
  '2147483648',
  '4294967297',
  '9223372036854775808',
  '9'.repeat(40),
  'NaN',
  'Infinity',
  'abc',
  '%00',
  '1%00',
  '%EF%BC%91', // full-width 1
  '%D9%A1', // Arabic-Indic 1
  '1%0A',
  '%',
  '%zz',
  '..',
  '%2e%2e',
  '1;2',
  "1'",
  'null',
  'true',
];

/** Texts that are hard on a database or a parser. */
const HOSTILE_TEXTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'naam\u0000',
  '\ud800',
  'x\udc00y',
  '\uffff',
  '\u202egnp.exe',
  'Ünïcödé ✓ 😀 𝔘',
  'ＡＢＣ１２３',
  '١٢٣',
  '\r\n\t',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://kwaad.example")',
  '1e1',
  '0x10',
  ' 1',
  '2147483648',
  '-1',
  'true',
  'null',
  'a'.repeat(300),
  'b'.repeat(5_000),
  'c'.repeat(200_000),
];

const HOSTILE_NUMBERS = [
  0,
  -1,
  1.5,
  -0.5,
  2147483647,
  2147483648,
  -2147483649,
  4294967296,
  Number.MAX_SAFE_INTEGER + 2,
  1e20,
  1e308,
  -1e308,
  5e-324,
];

/** Texts PostgreSQL cannot store (NUL, unpaired surrogates): they once made the server answer 500. */
const UNSTORABLE_TEXTS = ['\u0000', 'a\u0000b', 'naam\u0000', '\ud800', 'x\udc00y', 'admin\u0000'];

function hostileValue(r: Random, idPool: number[]): Json {
  switch (r.int(0, 6)) {
    case 6:
      return r.pick(UNSTORABLE_TEXTS);
    case 0:
    case 1:
      return r.pick(HOSTILE_TEXTS);
    case 2:
      return r.pick(HOSTILE_NUMBERS);
    case 3:
      return r.pick<Json>([null, true, false, [], {}, [null], { a: 1 }, [1, 2, 3], '']);
    case 4:
      return r.chance(0.5) ? Array.from({ length: 1001 }, (_v, i) => i + 1) : [r.pick(HOSTILE_NUMBERS)];
    default:
      return r.pick(idPool);
  }
}

const PATTERN_EXAMPLES = ['123456', '202401', '202613', '2026-01-01', '2026-01-01T00:00:00Z', '1', 'abc'];

function randomWord(r: Random, min = 1, max = 24): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const length = Math.max(min, Math.min(max, r.int(3, 12)));
  let word = '';
  for (let i = 0; i < length; i++) word += letters[r.int(0, letters.length - 1)];
  return word;
}

/** A value roughly fitting a JSON schema (the generated OpenAPI view of a zod schema). */
function fromSchema(r: Random, schema: JsonSchema, idPool: number[], depth = 0): Json {
  const anyOf = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (anyOf?.length) return fromSchema(r, r.pick(anyOf), idPool, depth + 1);
  if (Array.isArray(schema.enum)) return r.pick(schema.enum as Json[]);
  if ('const' in schema) return schema.const as Json;
  const type = Array.isArray(schema.type) ? r.pick(schema.type as string[]) : (schema.type as string);
  switch (type) {
    case 'string': {
      if (schema.format === 'email') return `fuzz.${randomWord(r)}@voorbeeld.nl`;
      if (typeof schema.pattern === 'string') {
        const pattern = new RegExp(schema.pattern);
        const fitting = PATTERN_EXAMPLES.filter((example) => pattern.test(example));
        if (fitting.length) return r.pick(fitting);
      }
      return `fuzz ${randomWord(r, Number(schema.minLength ?? 1), Number(schema.maxLength ?? 24))}`;
    }
    case 'integer':
    case 'number': {
      if (schema.maximum === 2147483647) return r.pick(idPool);
      const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
      const max = typeof schema.maximum === 'number' ? Math.min(schema.maximum, min + 400) : min + 400;
      return r.int(min, max);
    }
    case 'boolean':
      return r.chance(0.5);
    case 'null':
      return null;
    case 'array': {
      const items = (schema.items ?? {}) as JsonSchema;
      const count = Math.max(Number(schema.minItems ?? 0), r.int(0, 3));
      return depth > 4 ? [] : Array.from({ length: count }, () => fromSchema(r, items, idPool, depth + 1));
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((schema.required ?? []) as string[]);
      const out: Record<string, Json> = {};
      for (const [key, property] of Object.entries(properties)) {
        if (required.has(key) || r.chance(0.6)) out[key] = fromSchema(r, property, idPool, depth + 1);
      }
      return out;
    }
    default:
      return r.pick<Json>(['x', 1, true, null]);
  }
}

/** A fitting value with one or more parts replaced by hostile ones (or the whole of it). */
function mutate(r: Random, value: Json, idPool: number[]): Json {
  if (r.chance(0.15)) return hostileValue(r, idPool);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const out = { ...value };
    const keys = Object.keys(out);
    const rounds = r.int(1, 2);
    for (let i = 0; i < rounds; i++) {
      if (keys.length && r.chance(0.85)) {
        const key = r.pick(keys);
        out[key] = r.chance(0.7) ? hostileValue(r, idPool) : mutate(r, out[key]!, idPool);
      } else if (keys.length && r.chance(0.5)) {
        delete out[r.pick(keys)];
      } else {
        out[r.pick(['__proto__', 'constructor', 'extra', 'id', 'is_superuser', '\u0000'])] = hostileValue(
          r,
          idPool,
        );
      }
    }
    return out;
  }
  if (Array.isArray(value)) {
    if (!value.length) return [hostileValue(r, idPool)];
    const out = [...value];
    out[r.int(0, out.length - 1)] = hostileValue(r, idPool);
    return out;
  }
  return hostileValue(r, idPool);
}

function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema | undefined {
  return schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : undefined;
}

interface Probe {
  method: string;
  url: string;
  init: RequestInit;
  /** What was sent, for the failure report. */
  label: string;
}

const MALFORMED_BODIES: { type: string | null; body: string }[] = [
  { type: 'application/json', body: '{' },
  { type: 'application/json', body: '{"username": "a", "password": ' },
  { type: 'application/json', body: '[1, 2' },
  { type: 'application/json', body: '{"name": "a\u0000b"}' }, // a raw control character: invalid JSON
  { type: 'application/json', body: '{"name": "\\u0000"}' },
  { type: 'application/json', body: '{"name": "\\ud800"}' },
  { type: 'application/json', body: '' },
  { type: 'application/json', body: 'null' },
  { type: 'application/json', body: '"tekst"' },
  { type: 'application/json', body: '12345678901234567890' },
  { type: 'application/json', body: '[]' },
  { type: 'application/json', body: '['.repeat(5_000) + ']'.repeat(5_000) },
  { type: 'application/json', body: '{"a":'.repeat(2_000) + '1' + '}'.repeat(2_000) },
  { type: 'application/json', body: `{"user_ids": [${'2147483648,'.repeat(50)}1]}` },
  { type: 'application/json; charset=latin1', body: '{"name": "caf\u00e9"}' },
  { type: 'application/json', body: 'x'.repeat(1024 * 1024 + 10) },
  { type: 'text/plain', body: '{"name": "tekst"}' },
  { type: 'application/x-www-form-urlencoded', body: 'name=a&user_ids=1' },
  {
    type: 'multipart/form-data; boundary=xyz',
    body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1',
  },
  { type: 'multipart/form-data', body: 'geen grens' },
  { type: 'application/xml', body: '<a>1</a>' },
  { type: null, body: '{"name": "zonder type"}' },
];

/** Logo files: sound and broken images of every kind, harmless and hostile SVGs, a mislabelled page. */
const LOGO_CONTENTS: (string | Uint8Array<ArrayBuffer>)[] = [
  new Uint8Array(png({ width: 6, height: 4 })),
  new Uint8Array(png({ width: 5, height: 5, colorType: 3, interlace: true })),
  new Uint8Array(png({ width: 6, height: 4, rawIdat: new Uint8Array([0x78, 0x9c, 1, 2, 3]) })),
  new Uint8Array(png({ width: 2, height: 2, headerSize: [60_000, 60_000] })),
  new Uint8Array(png({ width: 6, height: 4 }).subarray(0, 30)),
  new Uint8Array(JPEG),
  new Uint8Array(JPEG.subarray(0, 200)),
  new Uint8Array(PIXEL_GIF),
  new Uint8Array(PIXEL_GIF.subarray(0, 15)),
  safeSvg(),
  hostileSvgs[0]!.svg,
  hostileSvgs[7]!.svg,
  '<svg xmlns="http://www.w3.org/2000/svg" width="1e999" height="-1"/>',
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 0 0"><text>\u0000</text></svg>',
  '<html><script>alert(1)</script></html>',
];
const LOGO_NAMES = [
  'logo.png',
  'logo.svg',
  'logo.gif',
  'logo.jpg',
  'logo.JPEG',
  'a\u0000b.png',
  '\ud800.svg',
  'logo',
  '.png',
];

/**
 * The file part of an upload, in the endpoint's file field: text, binary, NUL, invalid UTF-8, empty (for a
 * logo also images, sound and broken, and SVGs); with a hostile file name.
 */
function uploadForm(r: Random, field: string): FormData {
  const form = new FormData();
  const logo = field === 'logo';
  const contents: (string | Uint8Array<ArrayBuffer>)[] = [
    'Een gewone transcriptie.\n',
    'met\u0000nul',
    new Uint8Array([0xff, 0xfe, 0x00, 0x41]),
    new Uint8Array([0xc3, 0x28]),
    '',
    '😀 '.repeat(1000),
    ...(logo ? LOGO_CONTENTS : []),
  ];
  const names = [
    'verslag.txt',
    'a\u0000b.txt',
    '\ud800.txt',
    '😀.txt',
    '../../etc/passwd.txt',
    `${'n'.repeat(1000)}.txt`,
    'x.TXT',
    'geen-extensie',
    '.txt',
    ...(logo ? LOGO_NAMES : []),
  ];
  if (!r.chance(0.1)) {
    const content = r.pick(contents);
    form.append(field, new File([content], r.pick(names)));
  }
  if (r.chance(0.6)) form.append('name', String(r.pick(HOSTILE_TEXTS)));
  if (r.chance(0.1)) form.append(field, 'geen bestand');
  return form;
}

/** URI-encodes a text; a lone surrogate (which encodeURIComponent refuses) goes out as its invalid UTF-8 bytes. */
function encode(text: string): string {
  return text
    .split(/([\uD800-\uDFFF])/)
    .map((part) =>
      /^[\uD800-\uDFFF]$/.test(part)
        ? [
            0xe0 | (part.charCodeAt(0) >> 12),
            0x80 | ((part.charCodeAt(0) >> 6) & 0x3f),
            0x80 | (part.charCodeAt(0) & 0x3f),
          ]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(part),
    )
    .join('');
}

function queryString(r: Random, schema: JsonSchema | undefined, idPool: number[]): string {
  const params: string[] = [];
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  for (const [key, property] of Object.entries(properties)) {
    if (!r.chance(0.6)) continue;
    const value = r.chance(0.5) ? fromSchema(r, property, idPool) : hostileValue(r, idPool);
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    params.push(`${key}=${encode(text.slice(0, 20_000))}`);
    if (r.chance(0.05)) params.push(`${key}=${encode(String(hostileValue(r, idPool)))}`);
  }
  if (r.chance(0.1)) params.push(r.pick(['%zz', 'a=%', 'email=%00', 'username=%ED%A0%80', '=', '&&', 'x=1']));
  return params.length ? `?${params.join('&')}` : '';
}

function pathOf(r: Random, endpoint: AnyEndpoint, idPool: number[]): string {
  return endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, () =>
    r.chance(0.45) ? String(r.pick(idPool)) : r.pick(HOSTILE_IDS),
  );
}

function safeJson(value: Json): string {
  // JSON.stringify keeps lone surrogates as escapes (\ud800), which is what a hostile client would send.
  return JSON.stringify(value);
}

function probeFor(r: Random, endpoint: AnyEndpoint, idPool: number[], token: string): Probe {
  let method = endpoint.method.toUpperCase();
  if (r.chance(0.03))
    method = r.pick(['PATCH', 'OPTIONS', 'HEAD', 'PUT', 'POST'].filter((m) => m !== method));
  const url = `/api/${pathOf(r, endpoint, idPool)}${queryString(r, jsonSchemaOf(endpoint.query), idPool)}`;
  const headers: Record<string, string> = {};
  const auth = r.next();
  if (auth < 0.8) headers.authorization = `Bearer ${token}`;
  else if (auth < 0.9) {
    headers.authorization = r.pick([
      'Bearer',
      'Bearer ',
      'Bearer x.y.z',
      `Bearer ${token.slice(0, -2)}xx`,
      `Bearer ${token}.extra`,
      'Basic YWRtaW46YWRtaW4=',
      `Bearer ${'a'.repeat(8000)}`,
      'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
    ]);
  }
  const init: RequestInit = { method, headers };
  let label = '';
  if (method !== 'GET' && method !== 'HEAD') {
    if (endpoint.form && r.chance(0.8)) {
      init.body = uploadForm(r, endpoint.fileField ?? 'file');
      label = 'multipart';
    } else if (endpoint.body || r.chance(0.2)) {
      if (r.chance(0.2)) {
        const malformed = r.pick(MALFORMED_BODIES);
        if (malformed.type) headers['content-type'] = malformed.type;
        init.body = malformed.body;
        label = `raw ${malformed.type}: ${malformed.body.slice(0, 80)}`;
      } else {
        const fitting = fromSchema(r, jsonSchemaOf(endpoint.body) ?? { type: 'object' }, idPool);
        const value = r.chance(0.85) ? mutate(r, fitting, idPool) : fitting;
        headers['content-type'] = 'application/json';
        init.body = safeJson(value);
        label = `json ${String(init.body).slice(0, 160)}`;
      }
    }
  }
  return { method, url, init, label };
}

/** A stack frame, a source path, or a database message in an answer. */
const STACK = /\n\s+at\s|\bat\s+\S+\s+\(.*:\d+:\d+\)|node_modules|server\/src\/|\.ts:\d+/;
const SQL =
  /\b(syntax error at|violates\s+\w+\s+constraint|out of range for type|invalid input syntax|invalid byte sequence|relation "|column "\w+" does not exist|duplicate key value|select\s+[\w"*., ]+\s+from\s|insert\s+into\s|delete\s+from\s|pglite|postgres(ql)? error)/i;

interface Outcome {
  total: number;
  serverErrors: number;
  byStatus: Record<number, number>;
  failures: string[];
}

async function run(t: TestApp, probes: Probe[], outcome: Outcome, deadline: number): Promise<void> {
  for (const probe of probes) {
    if (Date.now() > deadline) return;
    let res: Response;
    try {
      res = await t.request(probe.url, probe.init);
    } catch (error) {
      // A request the test itself could not build (an invalid URL or header) is not the server's fault.
      if (error instanceof TypeError && /header|url|invalid/i.test(error.message)) continue;
      outcome.failures.push(`${probe.method} ${probe.url} threw ${String(error)} [${probe.label}]`);
      continue;
    }
    outcome.total++;
    outcome.byStatus[res.status] = (outcome.byStatus[res.status] ?? 0) + 1;
    const text = probe.method === 'HEAD' ? '' : await res.text();
    const type = res.headers.get('content-type') ?? '';
    const isError = res.status >= 400;
    if (res.status >= 500) {
      outcome.serverErrors++;
      outcome.failures.push(
        `${res.status} ${probe.method} ${probe.url} [${probe.label}] → ${text.slice(0, 200)}`,
      );
    } else if (STACK.test(text) || (isError && SQL.test(text)) || (!type.includes('csv') && SQL.test(text))) {
      outcome.failures.push(
        `${res.status} ${probe.method} ${probe.url} [${probe.label}] leaks: ${text.slice(0, 300)}`,
      );
    }
  }
}

/** Calls that end (or may end) the caller's own sessions: sign-out, everywhere, a new password. */
const endsOwnSession = new Set(['sessions.logout', 'sessions.logoutEverywhere', 'sessions.changePassword']);

describe.each(backends)('fuzzing every declared endpoint (%s)', (backend) => {
  let t: TestApp;
  let superuser: TestUser;
  let token: string;
  /** A platform administrator of their own: the calls that end the caller's sessions are fuzzed with theirs. */
  let ownSessionToken: string;
  const idPool: number[] = [];
  const logged: string[] = [];
  /**
   * The template generator's routes talk to a stand-in provider that answers well, so every input reaches the
   * model call and the save after it: what must never answer 5xx is the server's handling, whatever the input.
   */
  let fakeAi: FakeOpenAi;

  beforeAll(async () => {
    const log: Logger = {
      info: () => {},
      warn: () => {},
      error: (message, error) => logged.push(`${message} ${String(error)}`),
    };
    fakeAi = await startFakeOpenAi();
    // Export pushes go nowhere: nothing listens on the discard port (and no secret is held).
    t = await createTestApp(
      backend,
      {
        AI_BASE_URL: fakeAi.baseUrl,
        HUBSPOT_BASE_URL: 'http://127.0.0.1:9',
        NOTION_BASE_URL: 'http://127.0.0.1:9',
      },
      { log },
    );
    superuser = await t.createUser({ is_superuser: true, is_admin: true });
    // An id no fixture of any table has, so no fuzzed id in the pool names the superuser.
    await t.db.updateTable('users').set({ id: SUPERUSER_ID }).where('id', '=', superuser.id).execute();
    superuser.id = SUPERUSER_ID;
    token = (await t.login(superuser)).access_token;
    ownSessionToken = (await t.login(await t.createUser({ is_admin: true }))).access_token;

    // Real records for the ids: an organisation with its default group, members, a transcription.
    const org = (await (await t.post('/api/admin/organizations', { name: 'Fuzz BV' }, token)).json()) as {
      id: number;
    };
    const members: number[] = [];
    for (let i = 0; i < 4; i++) members.push((await t.createUser({ is_admin: i === 0 })).id);
    await t.post(`/api/admin/organizations/${org.id}/users/add`, { user_ids: members.slice(0, 3) }, token);
    const groups = (await (await t.get(`/api/admin/organizations/${org.id}/groups`, token)).json()) as {
      id: number;
    }[];
    const form = new FormData();
    form.append('file', new File(['Een transcriptie.\n'], 'verslag.txt'));
    const upload = await t.request(`/api/admin/users/${members[1]}/upload-transcript`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const transcription = (await upload.json()) as { id: number };
    // A logo, so that reading it answers the file and the PDF preview draws it.
    const logoForm = new FormData();
    logoForm.append('logo', new File([safeSvg()], 'logo.svg'));
    const logo = await t.request(`/api/admin/organizations/${org.id}/logo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: logoForm,
    });
    expect(logo.status).toBe(200);
    // Templates of each owner: a default one, the organisation's, a member's own, one switched off.
    const template = async (path: string, body: Record<string, unknown>) => {
      const res = await t.post(`/api/admin/${path}`, { content: 'Vat samen.', ...body }, token);
      const created = (await res.json()) as { id?: number; template_id?: number };
      return (created.template_id ?? created.id)!;
    };
    const templates = [
      await template('default-templates', { name: 'fuzz-standaard', title: 'Fuzz standaard' }),
      await template(`organizations/${org.id}/meeting-types`, { title: 'Fuzz organisatie' }),
      await template(`users/${members[1]}/meeting-types`, {
        title: 'Fuzz persoonlijk',
        complexity: 'CUSTOM',
        settings: { max_tokens: '100', system_message: 'Systeem', opdracht: 'Opdracht' },
      }),
    ];
    expect(templates.every(Number.isInteger)).toBe(true);
    await t.post(`/api/admin/users/${members[1]}/templates/${templates[0]}/toggle`, {}, token);
    // Taxonomies of both owners with terms, one switched on for the organisation's template.
    const taxonomy = async (path: string, name: string) => {
      const res = await t.post(
        `/api/admin/${path}/taxonomies`,
        { name, description: 'Fuzz', is_org_wide: true, terms: [{ correct_form: `${name} term` }] },
        token,
      );
      return (await res.json()) as { id: number; terms: { id: number }[] };
    };
    const taxonomies = [
      await taxonomy(`organizations/${org.id}`, 'Fuzz organisatie'),
      await taxonomy(`users/${members[1]}`, 'Fuzz persoonlijk'),
    ];
    expect(taxonomies.every((x) => Number.isInteger(x.id))).toBe(true);
    const link = await t.request(
      `/api/admin/meeting-templates/${templates[1]}/taxonomies/${taxonomies[0]!.id}`,
      {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ is_active: true }),
      },
    );
    expect(link.status).toBe(200);
    const revisions = await t.db
      .selectFrom('template_revisions')
      .select('id')
      .where('template_id', 'in', templates)
      .execute();
    // An export configuration of the organisation and a summary of the member's transcription it matches.
    const exportConfiguration = (await (
      await t.post(
        '/api/admin/export/configurations',
        {
          name: 'Fuzz export',
          organization_id: org.id,
          meeting_template_ids: [templates[1]],
          target_platform: 'HUBSPOT',
          configuration_details: {
            api_key_secret_ref: 'FUZZ',
            target_object_type: 'DEAL',
            hubspot_searchable_properties: ['dealname'],
            create_if_not_found: true,
            creation_property_mapping: { dealname: '{{document_name}}' },
            summary_attach_method: 'NOTE',
            note_title_template: '{{document_name}}',
            note_body_format: 'HTML',
          },
        },
        token,
      )
    ).json()) as { id: number };
    expect(Number.isInteger(exportConfiguration.id)).toBe(true);
    const summary = await t.db
      .insertInto('summaries')
      .values({
        transcription_id: transcription.id,
        meeting_type: 'Fuzz organisatie',
        file_key: 'summaries/00000000-0000-4000-8000-000000000000.txt',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const attempts = (await (await t.get('/api/admin/login-attempts', token)).json()) as {
      login_attempts: { id: number }[];
    };
    idPool.push(
      org.id,
      ...groups.map((group) => group.id),
      ...members,
      transcription.id,
      ...templates,
      ...revisions.map((revision) => revision.id),
      ...taxonomies.flatMap((x) => [x.id, ...x.terms.map((term) => term.id)]),
      ...attempts.login_attempts.map((attempt) => attempt.id),
      exportConfiguration.id,
      summary.id,
      999_999,
      2_147_483_647,
    );
    expect(idPool).not.toContain(superuser.id);
  });
  afterAll(async () => {
    await t?.close();
    await fakeAi?.close();
  });

  it(
    'answers no 5xx and leaks no stack trace or SQL',
    async () => {
      const r = generator(SEED);
      const started = Date.now();
      const deadline = started + TIME_BUDGET_MS;
      // Every endpoint gets a share of the requests; DELETE calls go last so the records stay for the rest.
      const safe = allEndpoints.filter((endpoint) => endpoint.method !== 'delete');
      const destructive = allEndpoints.filter((endpoint) => endpoint.method === 'delete');
      const perEndpoint = Math.max(4, Math.floor(REQUESTS / allEndpoints.length));
      const probes = (list: readonly AnyEndpoint[]) =>
        list.flatMap((endpoint) =>
          Array.from({ length: perEndpoint }, () =>
            probeFor(r, endpoint, idPool, endsOwnSession.has(endpoint.id) ? ownSessionToken : token),
          ),
        );
      const first = probes(safe);
      const last = probes(destructive);
      // Interleave the safe endpoints so a slow one cannot use up the time budget of the others.
      first.sort(() => r.next() - 0.5);

      const outcome: Outcome = { total: 0, serverErrors: 0, byStatus: {}, failures: [] };
      await run(t, first, outcome, deadline);
      await run(t, last, outcome, deadline + 10_000);

      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `fuzz (${backend}, seed ${SEED}): ${outcome.total} requests over ${allEndpoints.length} endpoints in ${seconds} s, ` +
          `${outcome.serverErrors} × 5xx; statuses ${JSON.stringify(outcome.byStatus)}; ` +
          `${fakeAi.completions().length} model calls`,
      );
      expect(outcome.failures, `seed ${SEED}; logged: ${logged.slice(0, 5).join(' | ')}`).toEqual([]);
      expect(outcome.total).toBeGreaterThan(Math.min(REQUESTS, 500));

      // The superuser is intact: still there, still superuser and active, its token still works.
      const me = await t.get(`/api/admin/users/${superuser.id}`, token);
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ id: superuser.id, is_superuser: true, is_active: true });
    },
    TIME_BUDGET_MS + 60_000,
  );
});
