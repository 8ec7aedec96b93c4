import { sql, type Kysely, type RawBuilder } from 'kysely';
import type {
  StatsModel,
  StatsNumbers,
  StatsOrganizationSort,
  StatsOrganizationsPage,
  StatsOverview,
  StatsUserDaysPage,
  StatsUserSort,
  StatsUsersPage,
  SortDirectionParam,
} from '../../../src/api/schemas/statsSummary';
import type { Database } from '../db/schema';
import { NUMBERS as ROLLUP_NUMBERS } from '../db/migrations/0012_stats_rollups';
import { byOrganization, perUserRows, perUserWhere, type StatsScope } from './filters';

/**
 * The bounded statistics answers, read from the daily rollups: per day (at most 366 rows), per model, and one
 * page of users, user-days or organisations. No read touches a raw transcription, summary or token row. Every
 * per-user rollup row is a day with activity (rows at zero are removed), so counting users needs no numbers.
 */

/** Name under which usage without a recorded model is counted. */
export const UNKNOWN_MODEL = 'onbekend';

/** The sums of the rollup numbers of the rows aliased `alias`. */
const sums = (alias: string) => sql.raw(ROLLUP_NUMBERS.map((n) => `sum(${alias}.${n}) as ${n}`).join(', '));

/** Sums as the database answers them (bigint sums arrive as text). */
interface SumRow {
  transcriptions: string | number;
  audio_seconds: string | number;
  summaries: string | number;
  requests: string | number;
  tokens_in: string | number;
  tokens_cached: string | number;
  tokens_out: string | number;
}

/** Audio seconds as minutes with two decimals. */
export const minutesOf = (seconds: number) => Math.round((seconds / 60) * 100) / 100;

export function numbersOf(row: SumRow): StatsNumbers {
  return {
    transcriptions: Number(row.transcriptions),
    minutes: minutesOf(Number(row.audio_seconds)),
    summaries: Number(row.summaries),
    tokens_in: Number(row.tokens_in),
    tokens_cached: Number(row.tokens_cached),
    tokens_out: Number(row.tokens_out),
    requests: Number(row.requests),
  };
}

const orgFilter = (scope: StatsScope, alias: string) =>
  scope.organizationId === undefined
    ? sql``
    : sql` and ${sql.ref(`${alias}.organization_id`)} = ${scope.organizationId}`;

const between = (scope: StatsScope, alias: string) =>
  sql`${sql.ref(`${alias}.day`)} between ${scope.range.first}::date and ${scope.range.last}::date`;

/**
 * The users with a day in the scope's period, per `group` (an expression over the user `u`, as
 * `organization_id`): one index probe per user of the scope, not a pass over every user-day of a long period.
 * A user's rows carry their current organisation, so the organisation filter is the user's.
 */
function activeUsersQuery(scope: StatsScope, group: RawBuilder<unknown>) {
  return sql`
    select ${group} as organization_id, count(*) as users from users u
    where ${scope.organizationId === undefined ? sql`true` : sql`u.organization_id = ${scope.organizationId}`}
      ${scope.userId === undefined ? sql`` : sql`and u.id = ${scope.userId ?? -1}`}
      and exists (select 1 from stats_user_day s where s.user_id = u.id
        and s.day between ${scope.range.first}::date and ${scope.range.last}::date)
    group by 1`;
}

/**
 * Totals, every day and the models of the scope, in one statement: its three parts are small, and one round trip
 * instead of three is most of the work of a short period (the dashboard asks it on every visit).
 */
export async function overview(db: Kysely<Database>, scope: StatsScope): Promise<StatsOverview> {
  const perDay = byOrganization(scope)
    ? sql`
        select s.day::text as day, ${sums('s')}, sum(s.users) as users from stats_org_day s
        where ${between(scope, 's')}${orgFilter(scope, 's')} group by s.day`
    : sql`
        select s.day::text as day, ${sums('s')}, count(*) as users
        from stats_user_day s where ${perUserWhere(scope, 's')} group by s.day`;
  const { rows } = await sql<{
    days: (SumRow & { day: string; users: string | number })[];
    models: ModelRow[];
    active: string | number;
  }>`
    select
      (select coalesce(json_agg(d), '[]') from (${perDay}) d) as days,
      (select coalesce(json_agg(m), '[]') from (${modelsQuery(scope)}) m) as models,
      (select coalesce(sum(a.users), 0) from (${activeUsersQuery(scope, sql`0`)}) a) as active`.execute(db);
  const answer = rows[0]!;
  const byDay = new Map(answer.days.map((row) => [row.day, row]));
  const days = scope.range.days.map((date) => {
    const row = byDay.get(date);
    return row
      ? { date, ...numbersOf(row), active_users: Number(row.users) }
      : { date, ...numbersOf(ZERO), active_users: 0 };
  });
  const totals = numbersOf(ZERO);
  let seconds = 0;
  for (const row of answer.days) {
    seconds += Number(row.audio_seconds);
    const n = numbersOf(row);
    totals.transcriptions += n.transcriptions;
    totals.summaries += n.summaries;
    totals.tokens_in += n.tokens_in;
    totals.tokens_cached += n.tokens_cached;
    totals.tokens_out += n.tokens_out;
    totals.requests += n.requests;
  }
  totals.minutes = minutesOf(seconds);
  return {
    from: scope.range.first,
    to: scope.range.last,
    totals: { ...totals, active_users: Number(answer.active) },
    days,
    models: modelsOfRows(answer.models),
  };
}

const ZERO: SumRow = {
  transcriptions: 0,
  audio_seconds: 0,
  summaries: 0,
  requests: 0,
  tokens_in: 0,
  tokens_cached: 0,
  tokens_out: 0,
};

/** The token usage of the scope per model, by name (`onbekend`: no model recorded). */
interface ModelRow extends SumRow {
  model: string;
}

/** The models of the scope with their sums, from the per-model rollup that fits the scope. */
function modelsQuery(scope: StatsScope) {
  return !byOrganization(scope)
    ? sql<ModelRow>`
        select s.model, ${sql.raw(modelSums('s'))} from stats_user_model_day s
        where ${perUserWhere(scope, 's')} group by s.model`
    : scope.organizationId === undefined
      ? sql<ModelRow>`
        select s.model, ${sql.raw(modelSums('s'))} from stats_model_day s
        where ${between(scope, 's')} group by s.model`
      : sql<ModelRow>`
        select s.model, ${sql.raw(modelSums('s'))} from stats_org_model_day s
        where ${between(scope, 's')}${orgFilter(scope, 's')} group by s.model`;
}

/** The models as answered, by name; usage without a model as the unknown one. */
function modelsOfRows(rows: readonly ModelRow[]): StatsModel[] {
  return rows
    .map((row) => ({
      model: row.model === '' ? UNKNOWN_MODEL : row.model,
      requests: Number(row.requests),
      tokens_in: Number(row.tokens_in),
      tokens_cached: Number(row.tokens_cached),
      tokens_out: Number(row.tokens_out),
    }))
    .sort((a, b) => (a.model < b.model ? -1 : a.model > b.model ? 1 : 0));
}

export async function modelsOf(db: Kysely<Database>, scope: StatsScope): Promise<StatsModel[]> {
  return modelsOfRows((await modelsQuery(scope).execute(db)).rows);
}

const modelSums = (alias: string) =>
  ['requests', 'tokens_in', 'tokens_cached', 'tokens_out']
    .map((n) => `sum(${alias}.${n}) as ${n}`)
    .join(', ');

/** The order of a sortable number column over grouped rows aliased `g`. */
const numberOrder: Record<Exclude<StatsUserSort, 'username' | 'organization'>, string> = {
  transcriptions: 'g.transcriptions',
  minutes: 'g.audio_seconds',
  summaries: 'g.summaries',
  tokens_in: 'g.tokens_in',
  tokens_cached: 'g.tokens_cached',
  tokens_out: 'g.tokens_out',
  tokens: '(g.tokens_in + g.tokens_cached + g.tokens_out)',
};

export function orderBy(
  expression: string,
  direction: SortDirectionParam,
  then: string,
): RawBuilder<unknown> {
  return sql.raw(`order by ${expression} ${direction === 'asc' ? 'asc' : 'desc'} nulls last, ${then}`);
}

export interface PageQuery<S> {
  sort: S;
  order: SortDirectionParam;
  limit: number;
  offset: number;
}

interface UserColumns {
  user_id: number;
  username: string;
  created_at: Date;
  org_id: number | null;
  org_name: string | null;
  total: string;
}

function userOf(row: UserColumns) {
  return {
    user_id: row.user_id,
    username: row.username,
    user_created_at: row.created_at.toISOString(),
    organization:
      row.org_id !== null && row.org_name !== null ? { id: row.org_id, name: row.org_name } : null,
  };
}

/** The scope per user with activity in it, sorted (then by name) and paged; each user's current organisation. */
export async function usersPage(
  db: Kysely<Database>,
  scope: StatsScope,
  page: PageQuery<StatsUserSort>,
): Promise<StatsUsersPage> {
  const expression =
    page.sort === 'username'
      ? 'lower(u.username)'
      : page.sort === 'organization'
        ? 'lower(o.name)'
        : numberOrder[page.sort];
  const { rows } = await sql<UserColumns & SumRow>`
    select g.*, u.username, u.created_at, o.id as org_id, o.name as org_name, count(*) over () as total
    from (select s.user_id, ${sums('s')} from (${perUserRows(scope)}) s group by s.user_id) g
    join users u on u.id = g.user_id left join organizations o on o.id = u.organization_id
    ${orderBy(expression, page.order, 'lower(u.username), g.user_id')}
    limit ${page.limit} offset ${page.offset}`.execute(db);
  return {
    total: await totalOf(rows, page.offset, () => countUsers(db, scope)),
    items: rows.map((row) => ({ ...userOf(row), ...numbersOf(row) })),
  };
}

/** How many rows a page query has in all: read from its first row, or counted when the page is past the end. */
export async function totalOf(rows: { total: string }[], offset: number, count: () => Promise<number>) {
  if (rows.length > 0) return Number(rows[0]!.total);
  return offset === 0 ? 0 : count();
}

async function countUsers(db: Kysely<Database>, scope: StatsScope): Promise<number> {
  const { rows } = await sql<{ total: string }>`
    select count(distinct s.user_id) as total from (${perUserRows(scope)}) s`.execute(db);
  return Number(rows[0]?.total ?? 0);
}

/**
 * The scope per day (newest first) and user (by name) with activity, paged: the page's keys come from the
 * index and the users' names, then only that page's rows are read.
 */
export async function userDaysPage(
  db: Kysely<Database>,
  scope: StatsScope,
  page: Pick<PageQuery<never>, 'limit' | 'offset'>,
): Promise<StatsUserDaysPage> {
  const { rows } = await sql<UserColumns & SumRow & { day: string }>`
    with keys as (
      select k.day, k.user_id, u.username, u.created_at, u.organization_id, count(*) over () as total
      from stats_user_day k join users u on u.id = k.user_id
      where ${perUserWhere(scope, 'k')}
      order by k.day desc, lower(u.username), k.user_id
      limit ${page.limit} offset ${page.offset}
    )
    select keys.day::text as day, keys.user_id, keys.username, keys.created_at, keys.total, s.transcriptions,
      s.audio_seconds, s.summaries, s.requests, s.tokens_in, s.tokens_cached, s.tokens_out,
      o.id as org_id, o.name as org_name
    from keys join stats_user_day s on s.user_id = keys.user_id and s.day = keys.day
    left join organizations o on o.id = keys.organization_id
    order by keys.day desc, lower(keys.username), keys.user_id`.execute(db);
  return {
    total: await totalOf(rows, page.offset, async () => {
      const counted = await sql<{ total: string }>`
        select count(*) as total from stats_user_day s where ${perUserWhere(scope, 's')}`.execute(db);
      return Number(counted.rows[0]?.total ?? 0);
    }),
    items: rows.map((row) => ({ date: row.day, ...userOf(row), ...numbersOf(row) })),
  };
}

/** The scope per organisation (users without one together), with its active users; sorted and paged. */
export async function organizationsPage(
  db: Kysely<Database>,
  scope: StatsScope,
  page: PageQuery<StatsOrganizationSort>,
): Promise<StatsOrganizationsPage> {
  const expression =
    page.sort === 'organization'
      ? 'lower(o.name)'
      : page.sort === 'users'
        ? 'a.users'
        : numberOrder[page.sort];
  const organizations = byOrganization(scope)
    ? sql`select s.organization_id, ${sums('s')} from stats_org_day s
          where ${between(scope, 's')}${orgFilter(scope, 's')} group by s.organization_id`
    : sql`select coalesce(s.organization_id, 0) as organization_id, ${sums('s')} from stats_user_day s
          where ${perUserWhere(scope, 's')} group by 1`;
  const grouped = sql`(${organizations}) g
    left join organizations o on o.id = g.organization_id
    left join (${activeUsersQuery(scope, sql`coalesce(u.organization_id, 0)`)}) a
      on a.organization_id = g.organization_id
    where g.transcriptions + g.summaries + g.requests > 0`;
  const { rows } = await sql<
    SumRow & { organization_id: number; org_name: string | null; users: string; total: string }
  >`
    select g.*, o.name as org_name, coalesce(a.users, 0) as users, count(*) over () as total from ${grouped}
    ${orderBy(expression, page.order, 'lower(o.name) nulls last, g.organization_id')}
    limit ${page.limit} offset ${page.offset}`.execute(db);
  return {
    total: await totalOf(rows, page.offset, async () => {
      const counted = await sql<{ total: string }>`select count(*) as total from ${grouped}`.execute(db);
      return Number(counted.rows[0]?.total ?? 0);
    }),
    items: rows.map((row) => ({
      organization:
        row.organization_id !== 0 && row.org_name !== null
          ? { id: row.organization_id, name: row.org_name }
          : null,
      users: Number(row.users),
      ...numbersOf(row),
    })),
  };
}
