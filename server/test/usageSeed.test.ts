// The demo's prices and budgets: claude's price drops in the middle of last month, qwen has none (its usage shows
// as unknown cost), three organisations have a budget and the first budget check raises Gemeente Zandvoort's
// 80 % alert (and nothing more when run again).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/seed/demo';
import { seedDemoTokenUsage } from '../src/seed/demoTokenUsage';
import { seedDemoUsage } from '../src/seed/demoUsage';
import { budgetMonths, checkBudgets } from '../src/usage/budgets';
import { usageCost } from '../src/usage/cost';
import { dayRange } from '../src/stats/range';
import type { TestApp } from './harness';
import { backends, createTestApp } from './harness';

/** A fixed moment, so the seeded usage and the month are the same on every run. */
const NOW = new Date('2026-06-20T12:00:00Z');

describe.each(backends)('demo prices and budgets (%s)', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend, { WORKERS: '0' });
    await t.createUser({ is_superuser: true, is_admin: true });
    await seedDemo(t.db, NOW);
    await seedDemoTokenUsage(t.db, NOW);
    expect(await seedDemoUsage(t.db, NOW)).toBe(3);
    expect(await seedDemoUsage(t.db, NOW)).toBe(0);
  });
  afterAll(() => t?.close());

  it('prices claude with a change mid last month and leaves qwen unpriced', async () => {
    const prices = await t.db
      .selectFrom('model_prices')
      .select(['model', (eb) => eb.cast<string>('valid_from', 'text').as('valid_from')])
      .orderBy('model')
      .orderBy('valid_from')
      .execute();
    expect(prices).toEqual([
      { model: 'claude', valid_from: '2025-06-01' },
      { model: 'claude', valid_from: '2026-05-15' },
      { model: 'gemini', valid_from: '2025-06-01' },
      { model: 'vertex-claude', valid_from: '2025-06-01' },
    ]);
    const may = await usageCost(t.db, {
      range: dayRange({ month: '202605', days: 1 }),
      organizationId: undefined,
      userId: undefined,
    });
    expect(may.totals.cost_eur).toBeGreaterThan(0);
    expect(may.models.find((m) => m.model === 'qwen')).toMatchObject({ cost_eur: 0 });
    expect(may.models.find((m) => m.model === 'qwen')!.unpriced_tokens).toBeGreaterThan(0);
  });

  it("budgets three organisations, Zandvoort's past 80 %: the check raises that alert once", async () => {
    const months = await budgetMonths(t.db, undefined, NOW);
    expect(months.map((m) => [m.organization.name, m.budget.kind])).toEqual([
      ['Gemeente Zandvoort', 'tokens'],
      ['Van der Berg Advocaten', 'eur'],
      ['Zorggroep De Linde', 'tokens'],
    ]);
    const zandvoort = months[0]!;
    expect(zandvoort.percent).toBeGreaterThanOrEqual(80);
    expect(zandvoort.percent).toBeLessThan(100);
    for (const other of months.slice(1)) expect(other.percent).toBeLessThan(80);

    expect(await checkBudgets(t.deps, NOW)).toEqual({ organizations: 3, raised: 1 });
    expect(await checkBudgets(t.deps, NOW)).toEqual({ organizations: 3, raised: 0 });
    const alerts = await t.db.selectFrom('budget_alerts').select(['organization_id', 'threshold']).execute();
    expect(alerts).toEqual([{ organization_id: zandvoort.organization.id, threshold: 80 }]);
  });
});
