// Login attempts at scale: totals of the whole filter from the per-day counts (kept exact by
// triggers), filters and paging over many rows, the index behind each filter, the CSV export streamed in
// keyset pages (each page read only when the client takes the previous one), quoted and formula-safe, and
// the suspicious view (addresses and IPs with many failures) with the IP filter it links to.
import type { Kysely, KyselyPlugin } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginAttemptsPage } from '../../src/api/schemas/loginAttempts';
import {
  attemptTypes,
  loginAttemptsPage,
  loginAttemptsSuspicious,
} from '../../src/api/schemas/loginAttempts';
import { CSV_HEADER, loginAttemptsCsv } from '../src/loginAttempts/export';
import type { LoginAttemptFilters } from '../src/loginAttempts/query';
import { selectItems, selectPage } from '../src/loginAttempts/query';
import type { Database } from '../src/db/schema';
import type { TestApp } from './harness';

/** A query whose plan a test reads. */
type Explainable = { explain: () => Promise<Record<string, unknown>[]> };
import { backends, createTestApp } from './harness';

const BASE = '/api/admin/login-attempts';
const ROWS = 3000;

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

async function readAll(stream: ReadableStream<Uint8Array>): Promise<{ text: string; chunks: number }> {
  const decoder = new TextDecoder();
  let text = '';
  let chunks = 0;
  for await (const chunk of stream) {
    chunks++;
    text += decoder.decode(chunk, { stream: true });
  }
  return { text: text + decoder.decode(), chunks };
}

describe.each(backends)('login attempts at scale (%s)', (backend) => {
  let t: TestApp;
  let token: string;

  const page = async (query: string): Promise<LoginAttemptsPage> => {
    const res = await t.get(`${BASE}?${query}`, token);
    expect(res.status).toBe(200);
    return loginAttemptsPage.parse(await res.json());
  };

  /** The totals counted directly over the table, as the filters mean them. */
  const direct = async (f: { days: number; success?: boolean; type?: string; email?: string }) => {
    let query = t.db
      .selectFrom('login_attempts')
      .where('attempted_at', '>=', new Date(Date.now() - f.days * 86_400_000));
    if (f.success !== undefined) query = query.where('success', '=', f.success);
    if (f.type) query = query.where('attempt_type', '=', f.type);
    if (f.email) query = query.where('email', 'ilike', `%${f.email}%`);
    const row = await query
      .select((eb) => [
        eb.fn.countAll().as('total'),
        eb.fn.countAll().filterWhere('success', '=', true).as('ok'),
      ])
      .executeTakeFirstOrThrow();
    const total = Number(row.total);
    return { total, successful: Number(row.ok), failed: total - Number(row.ok) };
  };

  /** login_attempt_counts against a fresh group-by of login_attempts. */
  const countsMatch = async () => {
    const { rows } = await sql<{ mismatches: number }>`
      select count(*)::int as mismatches from (
        select (attempted_at at time zone 'UTC')::date as day, attempt_type, success, count(*) as n
        from login_attempts group by 1, 2, 3
      ) actual
      full join (select day, attempt_type, success, attempts as n from login_attempt_counts where attempts <> 0) kept
        using (day, attempt_type, success)
      where actual.n is distinct from kept.n`.execute(t.db);
    return rows[0]!.mismatches === 0;
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    token = await t.adminToken();
    // ROWS attempts over 100 days: every type, about 1 in 4 failed, addresses in mixed case, many sharing
    // one timestamp (ties for the keyset), microsecond times, none within a minute of a period boundary.
    await sql`
      insert into login_attempts (attempted_at, email, ip_address, success, attempt_type, error_reason)
      select
        date_trunc('second', now()) - interval '90 seconds' - (g % 97) * interval '1 day' - (g % 13) * interval '37 minutes'
          - case when g % 5 = 0 then interval '0' else (g % 7) * interval '1 microsecond' end,
        case when g % 10 = 0 then 'Onbekend' || (g % 31) || '@Elders.example' else 'gebruiker' || (g % 40) || '@werkbank.example' end,
        '10.0.' || (g % 200) || '.1',
        g % 4 <> 0,
        (array['method_determination','password_login','email_login','2fa_verification','token_refresh'])[1 + g % 5],
        case when g % 4 = 0 then 'invalid_credentials' end
      from generate_series(1, ${ROWS}) g`.execute(t.db);
  });
  afterAll(() => t?.close());

  it('answers the totals of the whole filter, equal to counting every row', async () => {
    const cases: { days: number; success?: boolean; type?: string; email?: string }[] = [];
    for (const days of [1, 7, 30, 90, 3650]) {
      cases.push({ days });
      cases.push({ days, success: false });
      cases.push({ days, success: true, type: 'password_login' });
    }
    for (const type of attemptTypes) cases.push({ days: 30, type });
    cases.push({ days: 90, email: 'GEBRUIKER1' }, { days: 3650, email: 'elders.EXAMPLE', success: false });
    cases.push({ days: 7, email: 'niemand' });
    for (const c of cases) {
      const query = new URLSearchParams({ days_back: String(c.days), limit: '5' });
      if (c.success !== undefined) query.set('success', String(c.success));
      if (c.type) query.set('attempt_type', c.type);
      if (c.email) query.set('email', c.email);
      const answer = await page(query.toString());
      const expected = await direct(c);
      expect({ case: c, total: answer.total, successful: answer.successful, failed: answer.failed }).toEqual({
        case: c,
        ...expected,
      });
      expect(answer.login_attempts).toHaveLength(Math.min(5, expected.total));
    }
  });

  it('keeps the per-day counts exact through inserts, updates, deletes and truncate', async () => {
    expect(await countsMatch()).toBe(true);
    await t.db
      .updateTable('login_attempts')
      .set({ attempt_type: 'token_refresh', success: false })
      .where(
        'id',
        '<=',
        (
          await t.db
            .selectFrom('login_attempts')
            .select(sql<number>`min(id) + 40`.as('m'))
            .executeTakeFirstOrThrow()
        ).m,
      )
      .execute();
    await t.db
      .updateTable('login_attempts')
      .set({ attempted_at: sql<Date>`attempted_at - interval '3 days'` })
      .where('attempt_type', '=', 'email_login')
      .execute();
    await t.db
      .updateTable('login_attempts')
      .set({ ip_address: '10.9.9.9' })
      .where('success', '=', false)
      .execute();
    expect(await countsMatch()).toBe(true);
    await t.db.deleteFrom('login_attempts').where('attempt_type', '=', 'method_determination').execute();
    expect(await countsMatch()).toBe(true);
    // A rolled back change leaves the counts as they were.
    await t.db
      .transaction()
      .execute(async (trx) => {
        await trx.deleteFrom('login_attempts').execute();
        throw new Error('terug');
      })
      .catch(() => {});
    expect(await countsMatch()).toBe(true);
    const copy = await t.db.selectFrom('login_attempts').selectAll().execute();
    await sql`truncate login_attempts`.execute(t.db);
    expect(await t.db.selectFrom('login_attempt_counts').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('login_attempt_emails').selectAll().execute()).toEqual([]);
    for (let i = 0; i < copy.length; i += 500) {
      await t.db
        .insertInto('login_attempts')
        .values(copy.slice(i, i + 500))
        .execute();
    }
    expect(await countsMatch()).toBe(true);
  });

  it('pages newest first without gaps or repeats, also across rows with the same time', async () => {
    const all = await t.db
      .selectFrom('login_attempts')
      .select('id')
      .where('attempted_at', '>=', new Date(Date.now() - 30 * 86_400_000))
      .where('success', '=', false)
      .orderBy('attempted_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const seen: number[] = [];
    for (let offset = 0; offset < all.length; offset += 50) {
      const answer = await page(`days_back=30&success=false&limit=50&offset=${offset}`);
      expect(answer.login_attempts.length).toBe(Math.min(50, all.length - offset));
      seen.push(...answer.login_attempts.map((a) => a.id));
    }
    expect(seen).toEqual(all.map((row) => row.id));
    expect((await page(`days_back=30&success=false&offset=${all.length}`)).login_attempts).toEqual([]);
  });

  it('reads every filter through an index that gives the list its order (no sort of the matches)', async () => {
    const plan = async (
      query: (trx: Kysely<Database>) => Explainable,
      settings = ['enable_seqscan', 'enable_bitmapscan', 'enable_sort'],
    ): Promise<string> =>
      t.db.transaction().execute(async (trx) => {
        // The table is small here, so the planner would rightly scan and sort it. With scans and sorts priced out,
        // a plan without a Sort exists only if an index gives the order. The bench checks the real plans at 1,000,000.
        for (const setting of settings) await sql.raw(`set local ${setting} = off`).execute(trx);
        const rows = await query(trx).explain();
        return rows.map((row) => String(Object.values(row)[0])).join('\n');
      });
    const base = { days_back: 7, success: undefined, attempt_type: undefined, email: undefined };
    const filters: Partial<LoginAttemptFilters>[] = [
      {},
      { success: 'false' },
      { attempt_type: 'token_refresh' },
      { attempt_type: 'token_refresh', success: 'false' },
    ];
    for (const filter of filters) {
      const text = await plan((trx) => selectItems(trx, { ...base, ...filter }).limit(50));
      expect(text).toMatch(/Index (Only )?Scan (Backward )?using login_attempts_\w*time_idx/);
      expect(text).not.toMatch(/\bSort\b/);
      // A page finds its ids by index, a key as a range of it (the bench checks that, at 1,000,000 rows, this
      // reads the index alone, however deep the offset).
      const page = await plan((trx) =>
        selectPage(trx, {
          ...base,
          ...filter,
          limit: 50,
          offset: 1000,
          before: `${new Date().toISOString()},1`,
        }),
      );
      expect(page).toMatch(
        /Index (Only )?Scan (Backward )?using login_attempts_\w*time_idx on login_attempts \w+ [^\n]*\n\s*Index Cond: [^\n]*ROW\(attempted_at, id\) </,
      );
    }
    // The e-mail filter looks the addresses up first (a small table), then their attempts by index.
    const byEmail = await plan(
      (trx) => selectItems(trx, { ...base, email: 'gebruiker1@' }).limit(50),
      ['enable_seqscan'],
    );
    expect(byEmail).toMatch(/on login_attempt_emails\b/);
    expect(byEmail).toMatch(/(using|on) login_attempts_email_time_success_idx/);
  });

  it('streams the export in keyset pages, each read only when the client takes the previous one', async () => {
    const filters: LoginAttemptFilters = {
      days_back: 3650,
      success: undefined,
      attempt_type: undefined,
      email: undefined,
    };
    let queries = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        queries++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const stream = loginAttemptsCsv(t.db.withPlugin(counter), filters, 250);
    const reader = stream.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let reads = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      reads++;
      text += decoder.decode(value, { stream: true });
      // The header needs no query; after it, never more than one page read ahead of the client.
      expect(queries).toBeLessThanOrEqual(reads);
      expect(value.length).toBeLessThan(250 * 400);
    }
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([...CSV_HEADER]);
    const expected = await t.db
      .selectFrom('login_attempts')
      .select('id')
      .orderBy('attempted_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(expected.map((row) => row.id));
    expect(queries).toBe(Math.ceil(expected.length / 250) + (expected.length % 250 === 0 ? 1 : 0));
  });

  it('exports over HTTP in several chunks, filtered, quoted and guarded against formulas', async () => {
    await t.db
      .insertInto('login_attempts')
      .values(
        [
          '=1+2',
          '+31 6 1234',
          '-2',
          '@SUM(A1)',
          '\t=cmd',
          '\uFF1D1',
          '  =spaties',
          'gewoon, met "komma"',
        ].map((email) => ({
          email,
          success: false,
          attempt_type: 'password_login',
          error_reason: 'invalid_credentials',
        })),
      )
      .execute();
    const res = await t.get(`${BASE}/export?days_back=1&success=false&attempt_type=password_login`, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const { text } = await readAll(res.body!);
    const rows = parseCsv(text).slice(1);
    const emails = rows.map((row) => row[2]);
    for (const hostile of ['=1+2', '+31 6 1234', '-2', '@SUM(A1)', '\t=cmd', '\uFF1D1', '  =spaties'])
      expect(emails).toContain(`'${hostile}`);
    expect(emails).toContain('gewoon, met "komma"');
    expect(rows.every((row) => row[5] === 'false' && row[6] === 'password_login')).toBe(true);
    expect(rows).toHaveLength((await direct({ days: 1, success: false, type: 'password_login' })).total);

    const all = await t.get(`${BASE}/export?days_back=3650`, token);
    const { text: full, chunks } = await readAll(all.body!);
    const total = (await direct({ days: 3650 })).total;
    expect(parseCsv(full)).toHaveLength(total + 1);
    expect(chunks).toBeGreaterThanOrEqual(2);
  });
});

describe.each(backends)('suspicious addresses and IPs (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    token = await t.adminToken();
    const failure = (email: string, ip_address: string, daysAgo = 0) => ({
      email,
      ip_address,
      success: false,
      attempt_type: 'password_login',
      error_reason: 'invalid_credentials',
      attempted_at: new Date(Date.now() - daysAgo * 86_400_000 - 60_000),
    });
    await t.db
      .insertInto('login_attempts')
      .values([
        ...[1, 2, 3, 1, 2, 3].map((n) => failure('aanvaller@x.example', `203.0.113.${n}`)),
        failure('typo@x.example', '192.0.2.1'),
        failure('typo@x.example', '192.0.2.1'),
        ...['a', 'b', 'c', 'd', 'a', 'b', 'c'].map((who) => failure(`${who}@x.example`, '198.51.100.9')),
        // Outside the period, and a success: neither counts.
        ...Array.from({ length: 9 }, () => failure('oud@x.example', '198.51.100.200', 10)),
        {
          email: 'aanvaller@x.example',
          ip_address: '203.0.113.1',
          success: true,
          attempt_type: 'password_login',
        },
      ])
      .execute();
  });
  afterAll(() => t?.close());

  it('lists addresses and IPs with at least min_failures failures in the period, most first', async () => {
    const res = await t.get('/api/admin/login-attempts/suspicious?days_back=7&min_failures=5', token);
    expect(res.status).toBe(200);
    const answer = loginAttemptsSuspicious.parse(await res.json());
    expect(answer).toMatchObject({ days_back: 7, min_failures: 5 });
    expect(answer.emails.map((e) => [e.email, e.failures, e.ip_addresses])).toEqual([
      ['aanvaller@x.example', 6, 3],
    ]);
    expect(answer.ip_addresses.map((i) => [i.ip_address, i.failures, i.emails])).toEqual([
      ['198.51.100.9', 7, 4],
    ]);
    expect(Date.parse(answer.emails[0]!.last_failure_at)).toBeLessThan(Date.now());

    const wider = loginAttemptsSuspicious.parse(
      await (
        await t.get('/api/admin/login-attempts/suspicious?days_back=30&min_failures=2&limit=2', token)
      ).json(),
    );
    expect(wider.emails.map((e) => e.email)).toEqual(['oud@x.example', 'aanvaller@x.example']);
    expect(wider.ip_addresses.map((i) => i.ip_address)).toEqual(['198.51.100.200', '198.51.100.9']);
    expect((await t.get('/api/admin/login-attempts/suspicious?min_failures=0', token)).status).toBe(422);
  });

  it('filters the list, its totals and the export by one IP', async () => {
    const res = await t.get(`${BASE}?ip_address=198.51.100.9&days_back=7`, token);
    const answer = loginAttemptsPage.parse(await res.json());
    expect(answer).toMatchObject({ total: 7, successful: 0, failed: 7 });
    expect(new Set(answer.login_attempts.map((a) => a.ip_address))).toEqual(new Set(['198.51.100.9']));
    const csv = parseCsv(await (await t.get(`${BASE}/export?ip_address=203.0.113.1`, token)).text());
    expect(csv.slice(1).map((row) => row[7])).toEqual(['203.0.113.1', '203.0.113.1', '203.0.113.1']);
  });
});
