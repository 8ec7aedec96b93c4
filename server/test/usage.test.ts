// Usage and cost: prices per model (platform administrators, audited, Dutch refusals), the cost of a month per
// price period (a price change in the middle of it), the rounding rule (lines rounded half away from zero,
// totals the sums of lines, a user's own exact cost rounded), unknown models and usage without a model,
// organisation administrators scoped to their own organisation, and the finance CSV (its totals equal the
// screens', formula injection neutralised, streamed as a download).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelPrice, ModelPriceWrite } from '../../src/api/schemas/usage';
import {
  modelPrices,
  modelPriceSaved,
  usageCost,
  usageOrganizationsPage,
  usageUsersPage,
} from '../../src/api/schemas/usage';
import { usageCsv } from '../src/usage/export';
import type { TestApp, TestUser } from './harness';
import { backends, createTestApp } from './harness';
import { jsonClient } from './organizationsTestClient';

const PRICES = '/api/admin/usage/prices';
const MONTH = '202603';

const price = (
  model: string,
  validFrom: string,
  input: number,
  cached: number,
  output: number,
): ModelPriceWrite => ({
  model,
  valid_from: validFrom,
  input_per_million: input,
  cached_per_million: cached,
  output_per_million: output,
});

/** Parses a CSV of this server (quoted cells, CRLF) into rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}

/** CSV rows as records by the header. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  return rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i] ?? ''])));
}

describe.each(backends)('usage and cost (%s)', (backend) => {
  let t: TestApp;
  let admin: ReturnType<typeof jsonClient>;
  let orgAdmin: ReturnType<typeof jsonClient>;
  let orgA: number;
  let orgB: number;
  let a1: TestUser;
  let a2: TestUser;
  let b1: TestUser;
  let b2: TestUser;
  let loner: TestUser;

  const usage = (user: TestUser, day: string, tokens: [number, number, number], model: string | null) =>
    t.db
      .insertInto('token_usage')
      .values({
        user_id: user.id,
        occurred_at: new Date(`${day}T10:00:00Z`),
        tokens_in: tokens[0],
        tokens_cached: tokens[1],
        tokens_out: tokens[2],
        model,
      })
      .execute();

  beforeAll(async () => {
    t = await createTestApp(backend, { WORKERS: '0' });
    const token = await t.adminToken();
    admin = jsonClient(t, () => token);
    orgA = (await admin.post<{ id: number }>('/api/admin/organizations', { name: 'Kosten A' })).body.id;
    // A name a spreadsheet would run as a formula: the CSV neutralises it.
    orgB = (await admin.post<{ id: number }>('/api/admin/organizations', { name: '=SOM(1+1)' })).body.id;
    [a1, a2, b1, b2, loner] = [
      await t.createUser({ username: 'kosten.a1' }),
      await t.createUser({ username: 'kosten.a2' }),
      await t.createUser({ username: 'kosten.b1' }),
      await t.createUser({ username: 'kosten.b2' }),
      await t.createUser({ username: 'kosten.los' }),
    ];
    const orgAdminUser = await t.createUser();
    await admin.post(`/api/admin/organizations/${orgA}/users/add`, {
      user_ids: [a1.id, a2.id],
    });
    await admin.post(`/api/admin/organizations/${orgA}/users/add`, {
      user_ids: [orgAdminUser.id],
      make_admin: true,
    });
    await admin.post(`/api/admin/organizations/${orgB}/users/add`, { user_ids: [b1.id, b2.id] });
    const orgToken = (await t.login(orgAdminUser)).access_token;
    orgAdmin = jsonClient(t, () => orgToken);

    // March 2026: claude's price changes on the 16th, qwen is priced from the 10th, gemini never.
    await usage(a1, '2026-03-05', [1_000_000, 0, 100_000], 'claude'); // 3 + 1.5 = 4.50 (old price)
    await usage(a1, '2026-03-20', [500_000, 100_000, 50_000], 'claude'); // 0.8 + 0.02 + 0.5 = 1.32 (new; cached part of in)
    await usage(a2, '2026-03-05', [1_000, 0, 1_000], 'qwen'); // before its price: 2,000 unpriced
    await usage(a2, '2026-03-12', [1_000_000, 0, 333_333], 'qwen'); // 0.5 + 0.4999995 = 0.9999995
    await usage(a2, '2026-03-12', [10, 0, 10], null); // no model: 20 unpriced
    await usage(b1, '2026-03-12', [100, 0, 100], 'gemini'); // no price: 200 unpriced
    await usage(b1, '2026-03-20', [2_500, 0, 0], 'claude'); // 0.005
    await usage(b2, '2026-03-20', [2_500, 0, 0], 'claude'); // 0.005: the line B/claude is 0.01
    await usage(loner, '2026-03-20', [12_500, 0, 0], 'claude'); // 0.025: rounded half away from zero 0.03
    await usage(a1, '2026-02-27', [1_000_000, 0, 0], 'claude'); // another month
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('prices', () => {
    let changed: ModelPrice;

    it('adds prices (201, audited), derives valid_until, and refuses a second price from the same date', async () => {
      const first = await admin.post(PRICES, price('claude', '2026-01-01', 3, 0.3, 15));
      expect(first.status).toBe(201);
      const saved = modelPriceSaved.parse(first.body);
      expect(saved.message).toBe('Prijs van claude vanaf 2026-01-01 opgeslagen.');
      expect(saved.price).toMatchObject({ model: 'claude', valid_from: '2026-01-01', valid_until: null });
      changed = modelPriceSaved.parse(
        (await admin.post(PRICES, price('claude', '2026-03-16', 2, 0.2, 10))).body,
      ).price;
      expect((await admin.post(PRICES, price('qwen', '2026-03-10', 0.5, 0, 1.5))).status).toBe(201);

      const taken = await admin.post(PRICES, price('claude', '2026-03-16', 1, 1, 1));
      expect(taken.status).toBe(409);
      expect(taken.body).toEqual({ detail: 'Voor claude bestaat al een prijs vanaf 2026-03-16.' });

      const list = modelPrices.parse((await admin.get(PRICES)).body);
      expect(list.prices.filter((p) => p.model === 'claude')).toMatchObject([
        { valid_from: '2026-03-16', valid_until: null, input_per_million: 2, updated_by: expect.any(String) },
        {
          valid_from: '2026-01-01',
          valid_until: '2026-03-15',
          input_per_million: 3,
          cached_per_million: 0.3,
        },
      ]);
      const audit = await t.db
        .selectFrom('audit_log')
        .select(['target_type', 'target_id', 'target_label', 'outcome'])
        .where('action', '=', 'usage.createPrice')
        .where('outcome', '=', 'success')
        .orderBy('id')
        .execute();
      expect(audit[0]).toEqual({
        target_type: 'modelPrice',
        target_id: saved.price.id,
        target_label: 'claude vanaf 2026-01-01',
        outcome: 'success',
      });
    });

    it('lists the four models, those with usage and those priced, with last use and unpriced tokens', async () => {
      const { models } = modelPrices.parse((await admin.get(PRICES)).body);
      expect(models.map((m) => m.model)).toEqual(['claude', 'gemini', 'qwen', 'vertex-claude']);
      const byName = Object.fromEntries(models.map((m) => [m.model, m]));
      expect(byName.claude).toMatchObject({ last_used: '2026-03-20', unpriced_tokens: 0 });
      expect(byName.claude!.current?.valid_from).toBe('2026-03-16');
      expect(byName.gemini).toMatchObject({ current: null, last_used: '2026-03-12', unpriced_tokens: 200 });
      expect(byName.qwen).toMatchObject({ last_used: '2026-03-12', unpriced_tokens: 2_000 });
      expect(byName['vertex-claude']).toMatchObject({ current: null, last_used: null, unpriced_tokens: 0 });
    });

    it('changes and removes a price (404 when it is gone), audited; refuses bad input in Dutch', async () => {
      const tmp = modelPriceSaved.parse(
        (await admin.post(PRICES, price('mistral-large', '2026-05-01', 1, 0, 2))).body,
      ).price;
      const moved = await admin.put(`${PRICES}/${tmp.id}`, price('mistral-large', '2026-06-01', 1.5, 0, 2));
      expect(moved.status).toBe(200);
      expect(modelPriceSaved.parse(moved.body).price).toMatchObject({
        valid_from: '2026-06-01',
        input_per_million: 1.5,
      });
      const clash = await admin.put(`${PRICES}/${tmp.id}`, price('claude', '2026-01-01', 1, 1, 1));
      expect(clash).toEqual({
        status: 409,
        body: { detail: 'Voor claude bestaat al een prijs vanaf 2026-01-01.' },
      });
      const removed = await admin.del(`${PRICES}/${tmp.id}`);
      expect(removed).toEqual({
        status: 200,
        body: { message: 'Prijs van mistral-large vanaf 2026-06-01 verwijderd.' },
      });
      expect(await admin.del(`${PRICES}/${tmp.id}`)).toEqual({
        status: 404,
        body: { detail: 'Deze prijs bestaat niet (meer).' },
      });
      expect((await admin.put(`${PRICES}/${tmp.id}`, price('x', '2026-01-01', 1, 1, 1))).status).toBe(404);
      const actions = await t.db
        .selectFrom('audit_log')
        .select(['action', 'target_label'])
        .where('target_type', '=', 'modelPrice')
        .where('target_id', '=', tmp.id)
        .where('outcome', '=', 'success')
        .orderBy('id')
        .execute();
      expect(actions).toEqual([
        { action: 'usage.createPrice', target_label: 'mistral-large vanaf 2026-05-01' },
        { action: 'usage.updatePrice', target_label: 'mistral-large vanaf 2026-06-01' },
        { action: 'usage.deletePrice', target_label: 'mistral-large vanaf 2026-06-01' },
      ]);

      // The console's forms say why in Dutch (the contract's schema); the server names the fields.
      const refusals: [Partial<ModelPriceWrite>, string][] = [
        [{ input_per_million: -1 }, 'input_per_million'],
        [{ cached_per_million: 0.00001 }, 'cached_per_million'],
        [{ output_per_million: 100_001 }, 'output_per_million'],
        [{ valid_from: '2026-02-30' }, 'valid_from'],
        [{ model: ' ' }, 'model'],
      ];
      for (const [change, field] of refusals) {
        const res = await admin.post(PRICES, { ...price('claude', '2027-01-01', 1, 1, 1), ...change });
        expect(res.status, field).toBe(422);
        expect(res.body, field).toMatchObject({ fields: [field] });
      }
      expect(modelPrices.parse((await admin.get(PRICES)).body).prices.map((p) => p.valid_from)).not.toContain(
        '2027-01-01',
      );
    });

    it('keeps prices to platform administrators', async () => {
      expect((await orgAdmin.get(PRICES)).status).toBe(403);
      expect((await orgAdmin.post(PRICES, price('claude', '2027-01-01', 1, 1, 1))).status).toBe(403);
      expect((await orgAdmin.del(`${PRICES}/${changed.id}`)).status).toBe(403);
    });
  });

  describe('cost', () => {
    it('costs each day at the price it had; lines rounded half away from zero, totals the sums of lines', async () => {
      const cost = usageCost.parse((await admin.get(`/api/admin/usage/cost?month=${MONTH}`)).body);
      expect(cost.from).toBe('2026-03-01');
      expect(cost.to).toBe('2026-03-31');
      // Lines: A/claude 5.82, A/qwen 1.00 (0.9999995), B/claude 0.01, none/claude 0.03 (0.025).
      expect(cost.totals).toMatchObject({
        cost_eur: 6.86,
        unpriced_tokens: 2_220,
        tokens_in: 2_518_610,
        tokens_cached: 100_000,
        tokens_out: 484_443,
        requests: 9,
      });
      expect(cost.models).toEqual([
        {
          model: 'claude',
          requests: 5,
          tokens_in: 1_517_500,
          tokens_cached: 100_000,
          tokens_out: 150_000,
          cost_eur: 5.86,
          unpriced_tokens: 0,
        },
        {
          model: 'gemini',
          requests: 1,
          tokens_in: 100,
          tokens_cached: 0,
          tokens_out: 100,
          cost_eur: 0,
          unpriced_tokens: 200,
        },
        {
          model: 'onbekend',
          requests: 1,
          tokens_in: 10,
          tokens_cached: 0,
          tokens_out: 10,
          cost_eur: 0,
          unpriced_tokens: 20,
        },
        {
          model: 'qwen',
          requests: 2,
          tokens_in: 1_001_000,
          tokens_cached: 0,
          tokens_out: 334_333,
          cost_eur: 1,
          unpriced_tokens: 2_000,
        },
      ]);
      // February falls under the first price only.
      const february = usageCost.parse((await admin.get('/api/admin/usage/cost?month=202602')).body);
      expect(february.totals).toMatchObject({ cost_eur: 3, unpriced_tokens: 0 });
    });

    it('answers per organisation (sorted by cost) and per user (their own exact cost rounded)', async () => {
      const page = usageOrganizationsPage.parse(
        (await admin.get(`/api/admin/usage/organizations?month=${MONTH}`)).body,
      );
      expect(page.total).toBe(3);
      expect(
        page.items.map((row) => [row.organization?.name ?? null, row.cost_eur, row.unpriced_tokens]),
      ).toEqual([
        ['Kosten A', 6.82, 2_020],
        [null, 0.03, 0],
        ['=SOM(1+1)', 0.01, 200],
      ]);
      const sum = page.items.reduce((total, row) => total + Math.round(row.cost_eur * 100), 0);
      expect(sum / 100).toBe(6.86);

      const users = usageUsersPage.parse(
        (await admin.get(`/api/admin/usage/users?month=${MONTH}&sort=username&order=asc`)).body,
      );
      expect(users.items.map((row) => [row.username, row.cost_eur, row.unpriced_tokens])).toEqual([
        ['kosten.a1', 5.82, 0],
        ['kosten.a2', 1, 2_020],
        ['kosten.b1', 0.01, 200],
        ['kosten.b2', 0.01, 0],
        ['kosten.los', 0.03, 0],
      ]);
      const second = usageUsersPage.parse(
        (await admin.get(`/api/admin/usage/users?month=${MONTH}&sort=cost&limit=2&offset=2`)).body,
      );
      expect(second.total).toBe(5);
      expect(second.items.map((row) => row.username)).toEqual(['kosten.los', 'kosten.b1']);
    });

    it('gives an organisation administrator their own organisation, and 404 for another', async () => {
      const ownAnswer = await orgAdmin.get(`/api/admin/usage/cost?month=${MONTH}`);
      expect(ownAnswer.status, JSON.stringify(ownAnswer.body)).toBe(200);
      const own = usageCost.parse(ownAnswer.body);
      expect(own.totals).toMatchObject({ cost_eur: 6.82, unpriced_tokens: 2_020 });
      const orgs = usageOrganizationsPage.parse(
        (await orgAdmin.get(`/api/admin/usage/organizations?month=${MONTH}`)).body,
      );
      expect(orgs.items.map((row) => row.organization?.id)).toEqual([orgA]);
      const users = usageUsersPage.parse((await orgAdmin.get(`/api/admin/usage/users?month=${MONTH}`)).body);
      expect(users.items.map((row) => row.username).sort()).toEqual(['kosten.a1', 'kosten.a2']);
      for (const path of ['cost', 'organizations', 'users']) {
        const other = await orgAdmin.get(`/api/admin/usage/${path}?month=${MONTH}&organization_id=${orgB}`);
        expect(other.status, path).toBe(404);
      }
      const onlyB = usageCost.parse(
        (await admin.get(`/api/admin/usage/cost?month=${MONTH}&organization_id=${orgB}`)).body,
      );
      expect(onlyB.totals).toMatchObject({ cost_eur: 0.01, unpriced_tokens: 200 });
      expect((await orgAdmin.get(`/api/admin/usage/export?month=${MONTH}`)).status).toBe(403);
    });
  });

  describe('finance CSV', () => {
    it('streams a download whose lines add up to the screens, with formula cells neutralised', async () => {
      const res = await t.get(`/api/admin/usage/export?month=${MONTH}`, await t.adminToken());
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="gebruik-en-kosten-${MONTH}.csv"`,
      );
      const text = await res.text();
      expect(text.split('\r\n')[0]).toBe(
        'month,row_kind,organization_id,organization,model,requests,tokens_in,tokens_cached,tokens_out,cost_eur,unpriced_tokens,price_status,transcriptions,minutes,summaries',
      );
      expect(text).toContain(`${orgB},'=SOM(1+1),`);
      const records = csvRecords(text);
      const lines = records.filter((r) => r.row_kind === 'model');
      const sum = (rows: Record<string, string>[], column: string) =>
        rows.reduce((total, r) => total + Math.round(Number(r[column] || 0) * 100), 0) / 100;

      const cost = usageCost.parse((await admin.get(`/api/admin/usage/cost?month=${MONTH}`)).body);
      for (const column of [
        'cost_eur',
        'tokens_in',
        'tokens_cached',
        'tokens_out',
        'unpriced_tokens',
        'requests',
      ])
        expect(sum(records, column), column).toBe(cost.totals[column as keyof typeof cost.totals]);
      const organizations = usageOrganizationsPage.parse(
        (await admin.get(`/api/admin/usage/organizations?month=${MONTH}`)).body,
      );
      for (const row of organizations.items) {
        const id = row.organization ? String(row.organization.id) : '';
        const own = records.filter((r) => r.organization_id === id);
        expect(
          sum(
            own.filter((r) => r.row_kind === 'model'),
            'cost_eur',
          ),
        ).toBe(row.cost_eur);
        const counts = own.find((r) => r.row_kind === 'organisatie')!;
        expect(Number(counts.minutes)).toBe(row.minutes);
        expect(Number(counts.summaries)).toBe(row.summaries);
        expect(Number(counts.transcriptions)).toBe(row.transcriptions);
      }
      expect(lines.map((r) => [r.organization_id, r.model, r.cost_eur, r.price_status])).toEqual([
        ['', 'claude', '0.03', 'geprijsd'],
        [String(orgA), 'claude', '5.82', 'geprijsd'],
        [String(orgA), 'onbekend', '0.00', 'onbekend'],
        [String(orgA), 'qwen', '1.00', 'deels onbekend'],
        [String(orgB), 'claude', '0.01', 'geprijsd'],
        [String(orgB), 'gemini', '0.00', 'onbekend'],
      ]);

      // Read one organisation at a time, the file is the same.
      const batched = await new Response(usageCsv(t.db, MONTH, 1)).text();
      expect(batched).toBe(text);
      // A month without usage: the header only.
      expect(await new Response(usageCsv(t.db, '201001')).text()).toBe(`${text.split('\r\n')[0]}\r\n`);
    });

    it('refuses a missing or malformed month', async () => {
      for (const query of ['', '?month=2026-03', '?month=202613']) {
        const res = await admin.get(`/api/admin/usage/export${query}`);
        expect(res.status, query).toBe(422);
        expect(res.body, query).toMatchObject({ fields: ['month'] });
      }
    });
  });
});
