import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { monthOf } from '../usage/budgets';
import { roundedLines } from '../usage/cost';
import { pricePeriod, priceRow } from '../usage/prices';

/**
 * Demo prices and budgets, run after the demo token usage:
 * - prices per million tokens (euros) for claude, vertex-claude and gemini from a year back; claude's price
 *   drops on the 15th of last month, so that month shows two price periods; qwen stays unpriced, so its usage
 *   shows as unknown cost;
 * - budgets for three organisations, from this month's usage so far: Gemeente Zandvoort in tokens, past 80 %
 *   (its alert is raised by the first budget check, queued at start-up); Van der Berg Advocaten in euros at
 *   about 40 %; Zorggroep De Linde in tokens at about a third.
 * Does nothing when there are prices already. Returns the number of budgets made.
 */
export async function seedDemoUsage(db: Kysely<Database>, now = new Date()): Promise<number> {
  const existing = await db.selectFrom('model_prices').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;
  const day = (year: number, month: number, date: number) =>
    new Date(Date.UTC(year, month, date)).toISOString().slice(0, 10);
  const [year, month] = [now.getUTCFullYear(), now.getUTCMonth()];
  const yearAgo = day(year - 1, month, 1);
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('is_superuser', '=', true)
    .orderBy('id')
    .executeTakeFirst();
  await db
    .insertInto('model_prices')
    .values(
      [
        pricePeriod('claude', yearAgo, [2.8, 0.28, 14]),
        pricePeriod('claude', day(year, month - 1, 15), [2.6, 0.26, 13]),
        pricePeriod('vertex-claude', yearAgo, [3, 0.3, 15]),
        pricePeriod('gemini', yearAgo, [1.15, 0.29, 9.2]),
      ].map((price) => priceRow(price, admin?.id ?? null)),
    )
    .execute();

  const current = monthOf(now);
  const { rows } = await sql<{ id: number; name: string; tokens: string; cost: string }>`
    select o.id, o.name, coalesce(sum(l.tokens_in + l.tokens_cached + l.tokens_out), 0)::text as tokens,
      coalesce(sum(l.cost), 0)::text as cost
    from organizations o left join (${roundedLines({ range: current })}) l on l.organization_id = o.id
    group by o.id, o.name`.execute(db);
  const usage = new Map(rows.map((row) => [row.name, row]));
  /** `value` rounded up to a multiple of `step` (at least one step). */
  const up = (value: number, step: number) => Math.max(step, Math.ceil(value / step) * step);
  const budgets = [
    {
      name: 'Gemeente Zandvoort',
      kind: 'tokens' as const,
      of: (u: number) => up(u / 0.86, 1000),
      value: 'tokens',
    },
    {
      name: 'Van der Berg Advocaten',
      kind: 'eur' as const,
      of: (u: number) => up(u / 0.4, 1),
      value: 'cost',
    },
    {
      name: 'Zorggroep De Linde',
      kind: 'tokens' as const,
      of: (u: number) => up(u * 3, 10_000),
      value: 'tokens',
    },
  ];
  let made = 0;
  for (const budget of budgets) {
    const row = usage.get(budget.name);
    if (!row) continue;
    await db
      .insertInto('organization_budgets')
      .values({
        organization_id: row.id,
        kind: budget.kind,
        amount: budget.of(Number(budget.value === 'tokens' ? row.tokens : row.cost)),
        thresholds: [80, 100],
        updated_by: admin?.id ?? null,
      })
      .execute();
    made += 1;
  }
  return made;
}
