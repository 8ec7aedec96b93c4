import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempt, loginAttemptsPage } from '../../src/api/schemas/loginAttempts';
import type { LoginAttemptsPage } from '../../src/api/schemas/loginAttempts';
import { messages } from '../src/messages';
import type { TestApp, TestUser } from './harness';
import { TEST_IP, backends, createTestApp } from './harness';

const BASE = '/api/admin/login-attempts';

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  return rows;
}

describe.each(backends)('login attempts (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  let admin: TestUser;
  let user: TestUser;

  const page = async (query = ''): Promise<LoginAttemptsPage> => {
    const res = await t.get(`${BASE}${query}`, token);
    expect(res.status).toBe(200);
    return loginAttemptsPage.parse(await res.json());
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await t.createUser({ is_admin: true, email: 'beheer@werkbank.example' });
    user = await t.createUser({ email: 'Femke.Mol@Werkbank.Example' });
    token = (await t.login(admin)).access_token;
    // One of each kind, succeeded and failed.
    const tokens = await t.login(user);
    await t.post('/api/login', { username: user.username, password: 'fout' });
    await t.post('/api/login', { username: 'onbekend@elders.example', password: 'fout' });
    await t.post('/api/refresh', undefined, tokens.refresh_token);
    await t.post('/api/refresh', undefined, 'niet-bestaand');
    // An old attempt and a hostile one, written directly.
    await t.db
      .insertInto('login_attempts')
      .values([
        {
          attempted_at: new Date(Date.now() - 20 * 24 * 3600 * 1000),
          email: 'oud@werkbank.example',
          success: true,
          attempt_type: 'password_login',
        },
        {
          email: '=HYPERLINK("http://kwaad.example","klik")',
          success: false,
          attempt_type: 'password_login',
          error_reason: 'invalid_credentials',
          user_agent: 'Agent, met "komma"\nen regel',
        },
      ])
      .execute();
  });
  afterAll(() => t?.close());

  it('records every sign-in and refresh, with user, IP, user agent and reason', async () => {
    const { login_attempts: rows, total } = await page('?limit=100');
    expect(total).toBe(7);
    const summary = rows.map((a) => `${a.attempt_type}:${a.success}:${a.email}:${a.error_reason ?? ''}`);
    expect(summary).toEqual([
      'password_login:false:=HYPERLINK("http://kwaad.example","klik"):invalid_credentials',
      'token_refresh:false:null:unknown_refresh_token',
      'token_refresh:true:femke.mol@werkbank.example:',
      'password_login:false:onbekend@elders.example:invalid_credentials',
      'password_login:false:femke.mol@werkbank.example:invalid_credentials',
      'password_login:true:femke.mol@werkbank.example:',
      'password_login:true:beheer@werkbank.example:',
    ]);
    const own = rows.find((a) => a.attempt_type === 'token_refresh' && a.success)!;
    expect(own.user).toEqual({ id: user.id, username: user.username });
    expect(own.ip_address).toBe(TEST_IP);
    expect(rows.find((a) => a.email === 'onbekend@elders.example')!.user).toBeNull();
    for (const row of rows) expect(new Date(row.attempted_at).toISOString()).toBe(row.attempted_at);
  });

  it('filters by period, status, type and e-mail (contains, any case)', async () => {
    expect((await page('?days_back=30')).total).toBe(8);
    expect((await page('?success=true')).login_attempts.every((a) => a.success)).toBe(true);
    expect((await page('?success=false')).total).toBe(4);
    expect((await page('?attempt_type=token_refresh')).total).toBe(2);
    expect((await page('?attempt_type=')).total).toBe(7);
    const byEmail = await page('?email=FEMKE.mol');
    expect(byEmail.total).toBe(3);
    expect((await page('?email=')).total).toBe(7);
    // % and _ are no wildcards.
    expect((await page('?email=%25')).total).toBe(0);
    expect((await page('?email=femke&success=false&attempt_type=password_login')).total).toBe(1);
  });

  it('pages newest first with limit and offset', async () => {
    const all = (await page('?limit=100')).login_attempts.map((a) => a.id);
    const first = await page('?limit=3');
    const second = await page('?limit=3&offset=3');
    expect(first.total).toBe(7);
    expect([...first.login_attempts, ...second.login_attempts].map((a) => a.id)).toEqual(all.slice(0, 6));
    expect((await page('?limit=3&offset=6')).login_attempts).toHaveLength(1);
  });

  it('reads one attempt by id, 404 when it does not exist, 422 for a bad id', async () => {
    const [latest] = (await page('?limit=1')).login_attempts;
    const res = await t.get(`${BASE}/${latest!.id}`, token);
    expect(res.status).toBe(200);
    expect(loginAttempt.parse(await res.json())).toEqual(latest);
    const missing = await t.get(`${BASE}/987654`, token);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: messages.loginAttempts.notFound });
    expect((await t.get(`${BASE}/abc`, token)).status).toBe(422);
  });

  it('exports the filtered attempts as CSV, quoted and guarded against formulas', async () => {
    const res = await t.get(`${BASE}/export?limit=1`, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const date = new Date().toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="login-attempts-${date}.csv"`);
    const rows = parseCsv(await res.text());
    expect(rows[0]).toEqual([
      'id',
      'attempted_at',
      'email',
      'user_id',
      'username',
      'success',
      'attempt_type',
      'ip_address',
      'user_agent',
      'error_reason',
    ]);
    // limit and offset do not page the export.
    expect(rows).toHaveLength(1 + 7);
    const hostile = rows[1]!;
    expect(hostile[2]).toBe(`'=HYPERLINK("http://kwaad.example","klik")`);
    expect(hostile[8]).toBe('Agent, met "komma"\nen regel');
    const refreshed = rows.find((r) => r[6] === 'token_refresh' && r[5] === 'true')!;
    expect(refreshed.slice(3, 5)).toEqual([String(user.id), user.username]);

    const filtered = parseCsv(await (await t.get(`${BASE}/export?attempt_type=token_refresh`, token)).text());
    expect(filtered).toHaveLength(1 + 2);
  });

  it('pages by key across attempts of one microsecond, neither skipping nor repeating one', async () => {
    // Attempts 200 days ago (outside the other tests' periods), some in the same microsecond, some a
    // microsecond apart inside one millisecond (which a key in milliseconds, as a JS date has, would confuse),
    // their ids not in the order of their times.
    const at = new Date(Date.now() - 200 * 24 * 3600 * 1000).toISOString().replace('Z', '456Z');
    const micros = [1, 0, 0, 1, -1, 0, 0, 0, 543, 542, -1, 0];
    await sql`
      insert into login_attempts (attempted_at, email, ip_address, success, attempt_type)
      select ${at}::timestamptz + n * interval '1 microsecond', 'sleutel@werkbank.example', '192.0.2.200', true,
             'password_login'
      from unnest(${micros}::int[]) with ordinality as m(n, k) order by k`.execute(t.db);
    const expected = (
      await t.db
        .selectFrom('login_attempts')
        .select('id')
        .where('ip_address', '=', '192.0.2.200')
        .orderBy('attempted_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
    ).map((row) => row.id);
    expect(expected).toHaveLength(micros.length);

    for (const [filter, limit] of [
      ['ip_address=192.0.2.200', 2],
      ['email=SLEUTEL@', 5],
    ] as const) {
      const seen: number[] = [];
      let before: string | null | undefined;
      for (let offset = 0; before !== null; offset += limit) {
        const query = `?days_back=365&${filter}&limit=${limit}${before ? `&before=${before}` : ''}`;
        const byKey = await page(query);
        const byOffset = await page(`?days_back=365&${filter}&limit=${limit}&offset=${offset}`);
        expect(byKey.login_attempts).toEqual(byOffset.login_attempts);
        expect(byKey.total).toBe(micros.length);
        seen.push(...byKey.login_attempts.map((a) => a.id));
        before = byKey.next_before;
        if (before) expect(before).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z,\d+$/);
        expect(before === null).toBe(byKey.login_attempts.length < limit);
      }
      expect(seen).toEqual(expected);
    }
    // `offset` counts from the key.
    const [, second] = (await page('?days_back=365&ip_address=192.0.2.200&limit=2')).login_attempts;
    const from = await page('?days_back=365&ip_address=192.0.2.200&limit=2');
    const skipped = await page(
      `?days_back=365&ip_address=192.0.2.200&limit=3&offset=1&before=${from.next_before}`,
    );
    expect(second!.id).toBe(expected[1]);
    expect(skipped.login_attempts.map((a) => a.id)).toEqual(expected.slice(3, 6));
  });

  it('refuses a page key that names no attempt’s place (422)', async () => {
    for (const before of [
      'morgen',
      '2025-02-30T10:00:00.000001Z,5',
      '2025-01-01T10:00:00.000001Z,0',
      '2025-01-01T10:00:00.000001Z,2147483648',
      '2025-01-01T10:00:00.0000001Z,5',
      '2025-01-01 10:00:00Z,5',
    ]) {
      const res = await t.get(`${BASE}?before=${encodeURIComponent(before)}`, token);
      expect(res.status, before).toBe(422);
      expect((await res.json()) as { detail: string }).toMatchObject({ detail: expect.any(String) });
    }
    expect(
      (await t.get(`${BASE}?before=${encodeURIComponent('2025-01-01T10:00:00Z,5')}`, token)).status,
    ).toBe(200);
  });

  it('is for admins only', async () => {
    const plain = (await t.login(user)).access_token;
    expect((await t.get(`${BASE}/export`, plain)).status).toBe(403);
    expect((await t.get(`${BASE}/1`)).status).toBe(401);
  });
});
