// Prices and budgets of the bench seed (`npm run bench:scale`, `npm run bench:usage`): `seedScaleUsage` is the
// last table step of seedScale.ts; run on its own (`node --import tsx server/src/bench/seedScaleUsage.ts` with
// DATABASE_URL) it migrates a seed made before them and adds them when it has no prices yet.
//   Prices (euros per million tokens) from the first day of the usage: claude (it drops on the 15th of the
//   month four months back), vertex-claude, gemini; qwen only from 200 days back; gpt-4o and the calls without
//   a model stay unpriced (unknown cost).
//   Budgets for every third organisation, euros and tokens in turn, at 0.6, 1.2, 2 or 4 times its usage of the
//   last 30 days, thresholds 80 and 100 %: some are past them, so the budget check has alerts to raise.
import { pathToFileURL } from 'node:url';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AppDeps } from '../deps';
import { roundedLines } from '../usage/cost';
import { pricePeriod, priceRow } from '../usage/prices';

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Adds the prices and budgets unless there are prices; answers the prices and budgets made. */
export async function seedScaleUsage(
  db: Kysely<Database>,
  now: Date,
  firstDay: Date,
): Promise<{ prices: number; budgets: number }> {
  const existing = await db.selectFrom('model_prices').select('id').limit(1).executeTakeFirst();
  if (existing) return { prices: 0, budgets: 0 };
  const from = isoDay(firstDay.getTime());
  const change = isoDay(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 4, 15));
  const prices = [
    pricePeriod('claude', from, [2.8, 0.28, 14]),
    pricePeriod('claude', change, [2.6, 0.26, 13]),
    pricePeriod('vertex-claude', from, [3, 0.3, 15]),
    pricePeriod('gemini', from, [1.15, 0.29, 9.2]),
    pricePeriod('qwen', isoDay(now.getTime() - 200 * DAY_MS), [0.4, 0.1, 1.2]),
  ];
  await db
    .insertInto('model_prices')
    .values(prices.map((price) => priceRow(price, null)))
    .execute();
  const lines = roundedLines({
    range: { first: isoDay(now.getTime() - 29 * DAY_MS), last: isoDay(now.getTime()) },
  });
  const result = await sql`
    insert into organization_budgets (organization_id, kind, amount, thresholds)
    select o.id, case when o.id % 2 = 0 then 'eur' else 'tokens' end,
      greatest(1, case when o.id % 2 = 0 then round(coalesce(u.cost, 0) * f.factor)
        else round(coalesce(u.tokens, 0) * f.factor, -3) end),
      '{80,100}'::int[]
    from organizations o
    cross join lateral (select (array[0.6, 1.2, 2, 4])[1 + o.id / 3 % 4] as factor) f
    left join (
      select l.organization_id, sum(l.cost) as cost, sum(l.tokens_in + l.tokens_cached + l.tokens_out) as tokens
      from (${lines}) l group by l.organization_id
    ) u on u.organization_id = o.id
    where o.id % 3 = 0`.execute(db);
  return { prices: prices.length, budgets: Number(result.numAffectedRows ?? 0) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { openDatabase } = await import('../db/connect');
  const { migrateToLatest } = await import('../db/migrate');
  const url = process.env.DATABASE_URL ?? '';
  if (!url.startsWith('postgres')) throw new Error('seedScaleUsage: DATABASE_URL (PostgreSQL) ontbreekt.');
  const database = await openDatabase({ databaseUrl: url, pgliteDir: '' });
  try {
    await migrateToLatest(database.db);
    const { rows } = await sql<{ now_at: Date }>`select now_at from bench_scale.seed`.execute(database.db);
    const now = rows[0]?.now_at ?? new Date();
    const first = await sql<{ day: Date | null }>`select min(day) as day from stats_org_day`.execute(
      database.db,
    );
    const made = await seedScaleUsage(database.db, now, first.rows[0]?.day ?? now);
    await sql`analyze model_prices, organization_budgets`.execute(database.db);
    console.log(`Prijzen en budgetten: ${made.prices} prijzen, ${made.budgets} budgetten toegevoegd.`);
    // BENCH_BUDGET_CHECK=1 (bench:usage): the budget check's work timed, twice; its mails are written to the
    // outbox, their jobs not queued.
    if (process.env.BENCH_BUDGET_CHECK === '1') {
      const { checkBudgets } = await import('../usage/budgets');
      const deps = {
        db: database.db,
        jobs: { enqueue: () => Promise.resolve('bench') } as unknown as AppDeps['jobs'],
        jwtSecret: new TextEncoder().encode('bench-budget-check-secret-0123456789'),
      };
      for (const run of ['eerste', 'tweede']) {
        const started = performance.now();
        const { organizations, raised } = await checkBudgets(deps);
        console.log(
          `Budgetcontrole (${run}): ${organizations} budgetten, ${raised} meldingen, ${Math.round(performance.now() - started)} ms`,
        );
      }
    }
  } finally {
    await database.close();
  }
}
