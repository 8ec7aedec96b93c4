import { sql, type Kysely, type RawBuilder } from 'kysely';
import type {
  CostNumbers,
  UsageCost,
  UsageOrganizationSort,
  UsageOrganizationsPage,
  UsageUserSort,
  UsageUsersPage,
} from '../../../src/api/schemas/usage';
import { UNKNOWN_MODEL } from '../../../src/api/schemas/usage';
import type { Db } from '../db/db';
import type { Database } from '../db/schema';
import { perUserWhere, type StatsScope } from '../stats/filters';
import type { DayRange } from '../stats/range';
import { minutesOf, orderBy, type PageQuery, totalOf } from '../stats/summary';

/**
 * Cost of the token usage, computed in SQL from the daily rollups (`stats_org_model_day`,
 * `stats_user_model_day`) joined to the price in force on each day: the model's price with the latest
 * `valid_from` on or before the day (`pricePeriods`: each price holds until the model's next one). A rollup
 * row without such a price (or without a model, `''`) has no cost: its tokens are `unpriced_tokens`.
 * The cached tokens are part of the input tokens (`token_usage.tokens_cached`): the input price applies to
 * the input tokens not served from the cache, the cached price to the cached ones, the output price to the
 * output. Token counts (`unpriced_tokens`, a tokens budget) are input + cached + output, as the statistics'.
 *
 * Rounding (the contract's rule): a line is one organisation (`0`: users without one) and one model in the
 * period; its cost is its exact cost rounded to cents, half away from zero (PostgreSQL's `round` of a numeric);
 * every total is the sum of its lines. A user's cost is their own exact cost rounded to cents.
 */

/** Every price period with its end: the model's next `valid_from` (exclusive; null: still in force). */
export const pricePeriods = sql`
  select model, valid_from, lead(valid_from) over (partition by model order by valid_from) as valid_to,
    input_per_million, cached_per_million, output_per_million
  from model_prices`;

/** Joins the price period `p` in force on the day of the rollup row `s` (none: `p.model` is null). */
export const priceOfDay = (rows: string) =>
  sql`left join (${pricePeriods}) p on p.model = ${sql.ref(`${rows}.model`)}
    and ${sql.ref(`${rows}.day`)} >= p.valid_from
    and (p.valid_to is null or ${sql.ref(`${rows}.day`)} < p.valid_to)`;

/** The sums of rollup rows `s` with their price `p`: tokens, the exact cost (numeric) and the unpriced tokens. */
export const costSums = sql.raw(`
  sum(s.requests) as requests, sum(s.tokens_in) as tokens_in, sum(s.tokens_cached) as tokens_cached,
  sum(s.tokens_out) as tokens_out,
  coalesce(sum((greatest(s.tokens_in - s.tokens_cached, 0) * p.input_per_million
    + s.tokens_cached * p.cached_per_million + s.tokens_out * p.output_per_million) / 1000000), 0) as exact_cost,
  coalesce(sum(case when p.model is null then s.tokens_in + s.tokens_cached + s.tokens_out end), 0)
    as unpriced_tokens`);

/** Cost numbers as the database answers them (bigint and numeric sums arrive as text). */
export interface CostRow {
  requests: string | number;
  tokens_in: string | number;
  tokens_cached: string | number;
  tokens_out: string | number;
  /** Euros, already rounded to cents (a line, or a sum of lines). */
  cost: string | number;
  unpriced_tokens: string | number;
}

export function costNumbersOf(row: CostRow): CostNumbers {
  return {
    requests: Number(row.requests),
    tokens_in: Number(row.tokens_in),
    tokens_cached: Number(row.tokens_cached),
    tokens_out: Number(row.tokens_out),
    cost_eur: Number(row.cost),
    unpriced_tokens: Number(row.unpriced_tokens),
  };
}

/** What a cost read covers: the days, and one organisation (`0`: users without one) or a list of them. */
export interface LinesScope {
  range: Pick<DayRange, 'first' | 'last'>;
  organizationId?: number | undefined;
  /** Only these organisations (a subquery answering `organization_id`). */
  organizations?: RawBuilder<unknown>;
  /** Only the organisations with ids from the first to the last (inclusive). */
  organizationRange?: readonly [number, number];
}

const organizationRange = (scope: LinesScope, alias: string) =>
  scope.organizationRange === undefined
    ? sql``
    : sql`and ${sql.ref(`${alias}.organization_id`)} between ${scope.organizationRange[0]} and ${scope.organizationRange[1]}`;

/**
 * The lines of a period: per organisation (`0`: users without one) and model (`''`: none recorded), the
 * tokens, the line's cost rounded to cents and its unpriced tokens. Reads days × organisations × models
 * rollup rows of the period.
 */
export function costLines(scope: LinesScope): RawBuilder<unknown> {
  return sql`
    select s.organization_id, s.model, ${costSums}
    from stats_org_model_day s ${priceOfDay('s')}
    where s.day between ${scope.range.first}::date and ${scope.range.last}::date
      ${scope.organizationId === undefined ? sql`` : sql`and s.organization_id = ${scope.organizationId}`}
      ${scope.organizations === undefined ? sql`` : sql`and s.organization_id in (${scope.organizations})`}
      ${organizationRange(scope, 's')}
    group by s.organization_id, s.model`;
}

/** `costLines` with each line's cost rounded (`cost`) instead of exact. */
export function roundedLines(scope: LinesScope): RawBuilder<unknown> {
  return sql`
    select l.organization_id, l.model, l.requests, l.tokens_in, l.tokens_cached, l.tokens_out,
      round(l.exact_cost, 2) as cost, l.unpriced_tokens
    from (${costLines(scope)}) l`;
}

/** Sums of rounded lines `l` (a total is the sum of its lines). */
const lineSums = sql.raw(`
  coalesce(sum(l.requests), 0) as requests, coalesce(sum(l.tokens_in), 0) as tokens_in,
  coalesce(sum(l.tokens_cached), 0) as tokens_cached, coalesce(sum(l.tokens_out), 0) as tokens_out,
  coalesce(sum(l.cost), 0) as cost, coalesce(sum(l.unpriced_tokens), 0) as unpriced_tokens`);

/** The rollup scope of a statistics scope (usage reads name no user). */
const linesScope = (scope: StatsScope): LinesScope => ({
  range: scope.range,
  organizationId: scope.organizationId,
});

const organizationFilter = (scope: LinesScope, alias: string) =>
  scope.organizationId === undefined
    ? sql``
    : sql` and ${sql.ref(`${alias}.organization_id`)} = ${scope.organizationId}`;

export interface ActivityRow {
  transcriptions: string | number;
  audio_seconds: string | number;
  summaries: string | number;
}

/** The transcriptions, audio seconds and summaries per organisation of the period (`stats_org_day`). */
export const activity = (scope: LinesScope) => sql`
  select a.organization_id, sum(a.transcriptions) as transcriptions, sum(a.audio_seconds) as audio_seconds,
    sum(a.summaries) as summaries, sum(a.requests) as requests
  from stats_org_day a
  where a.day between ${scope.range.first}::date and ${scope.range.last}::date${organizationFilter(scope, 'a')}
    ${organizationRange(scope, 'a')}
  group by a.organization_id`;

/** `GET admin/usage/cost`: the totals (the sum of the lines) and the cost per model (sums of lines). */
export async function usageCost(db: Kysely<Database>, scope: StatsScope): Promise<UsageCost> {
  const [models, totals, counts] = await Promise.all([
    sql<CostRow & { model: string }>`
      select l.model, ${lineSums} from (${roundedLines(linesScope(scope))}) l group by l.model`.execute(db),
    sql<CostRow>`select ${lineSums} from (${roundedLines(linesScope(scope))}) l`.execute(db),
    sql<ActivityRow>`
      select coalesce(sum(g.transcriptions), 0) as transcriptions,
        coalesce(sum(g.audio_seconds), 0) as audio_seconds, coalesce(sum(g.summaries), 0) as summaries
      from (${activity(scope)}) g`.execute(db),
  ]);
  const count = counts.rows[0]!;
  return {
    from: scope.range.first,
    to: scope.range.last,
    totals: {
      ...costNumbersOf(totals.rows[0]!),
      transcriptions: Number(count.transcriptions),
      minutes: minutesOf(Number(count.audio_seconds)),
      summaries: Number(count.summaries),
    },
    models: models.rows
      .map((row) => ({ model: row.model === '' ? UNKNOWN_MODEL : row.model, ...costNumbersOf(row) }))
      .sort((a, b) => (a.model < b.model ? -1 : a.model > b.model ? 1 : 0)),
  };
}

const TOKENS = '(g.tokens_in + g.tokens_cached + g.tokens_out)';

/** Counts the rows of `from` (a page past the end). */
const countOf = (db: Db, from: RawBuilder<unknown>) => async () => {
  const counted = await sql<{ total: string }>`select count(*) as total from ${from}`.execute(db);
  return Number(counted.rows[0]?.total ?? 0);
};

export const organizationOf = (id: number, name: string | null) =>
  id !== 0 && name !== null ? { id, name } : null;

/**
 * `GET admin/usage/organizations`: per organisation with activity in the period (users without one
 * together): its lines summed, its transcriptions, minutes and summaries; sorted and paged.
 */
export async function usageOrganizationsPage(
  db: Kysely<Database>,
  scope: StatsScope,
  page: PageQuery<UsageOrganizationSort>,
): Promise<UsageOrganizationsPage> {
  const expression =
    page.sort === 'organization' ? 'lower(o.name)' : page.sort === 'tokens' ? TOKENS : 'g.cost';
  const grouped = sql`(
      select a.organization_id, a.transcriptions, a.audio_seconds, a.summaries, ${lineSums}
      from (${activity(scope)}) a
      left join (${roundedLines(linesScope(scope))}) l on l.organization_id = a.organization_id
      group by a.organization_id, a.transcriptions, a.audio_seconds, a.summaries
    ) g left join organizations o on o.id = g.organization_id`;
  const { rows } = await sql<
    CostRow & ActivityRow & { organization_id: number; org_name: string | null; total: string }
  >`
    select g.*, o.name as org_name, count(*) over () as total from ${grouped}
    ${orderBy(expression, page.order, 'lower(o.name) nulls last, g.organization_id')}
    limit ${page.limit} offset ${page.offset}`.execute(db);
  return {
    total: await totalOf(rows, page.offset, countOf(db, grouped)),
    items: rows.map((row) => ({
      organization: organizationOf(row.organization_id, row.org_name),
      ...costNumbersOf(row),
      transcriptions: Number(row.transcriptions),
      minutes: minutesOf(Number(row.audio_seconds)),
      summaries: Number(row.summaries),
    })),
  };
}

/** `GET admin/usage/users`: per user with token usage in the period, their own exact cost rounded; paged. */
export async function usageUsersPage(
  db: Kysely<Database>,
  scope: StatsScope,
  page: PageQuery<UsageUserSort>,
): Promise<UsageUsersPage> {
  const expression =
    page.sort === 'username'
      ? 'lower(u.username)'
      : page.sort === 'organization'
        ? 'lower(o.name)'
        : page.sort === 'tokens'
          ? TOKENS
          : 'g.cost';
  const grouped = sql`(
      select s.user_id, sum(s.requests) as requests, sum(s.tokens_in) as tokens_in,
        sum(s.tokens_cached) as tokens_cached, sum(s.tokens_out) as tokens_out,
        round(sum(s.exact_cost), 2) as cost, sum(s.unpriced_tokens) as unpriced_tokens
      from (
        select s.user_id, ${costSums} from stats_user_model_day s ${priceOfDay('s')}
        where ${perUserWhere(scope, 's')} group by s.user_id, s.model
      ) s group by s.user_id
    ) g join users u on u.id = g.user_id left join organizations o on o.id = u.organization_id`;
  const { rows } = await sql<
    CostRow & {
      user_id: number;
      username: string;
      org_id: number | null;
      org_name: string | null;
      total: string;
    }
  >`
    select g.*, u.username, o.id as org_id, o.name as org_name, count(*) over () as total from ${grouped}
    ${orderBy(expression, page.order, 'lower(u.username), g.user_id')}
    limit ${page.limit} offset ${page.offset}`.execute(db);
  return {
    total: await totalOf(rows, page.offset, countOf(db, grouped)),
    items: rows.map((row) => ({
      user_id: row.user_id,
      username: row.username,
      organization: row.org_id === null ? null : organizationOf(row.org_id, row.org_name),
      ...costNumbersOf(row),
    })),
  };
}
