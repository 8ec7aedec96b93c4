import type { Kysely, RawBuilder } from 'kysely';
import { sql } from 'kysely';
import type {
  DailyStats,
  MonthlyStats,
  StatsQuery,
  TokenUsageNumbers,
  TokenUsageStats,
} from '../../../src/api/schemas/stats';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { messages } from '../messages';

const DAY_MS = 24 * 3600 * 1000;

/** An inclusive range of UTC calendar days. */
export interface DayRange {
  /** Every day of the range, YYYY-MM-DD, oldest first. */
  days: string[];
  start: Date;
  /** Midnight (UTC) after the last day. */
  end: Date;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function rangeOf(start: Date, dayCount: number): DayRange {
  const days = Array.from({ length: dayCount }, (_, i) => isoDay(new Date(start.getTime() + i * DAY_MS)));
  return { days, start, end: new Date(start.getTime() + dayCount * DAY_MS) };
}

/** The month `YYYYMM`, or else the last `days` days up to and including today (UTC). */
export function dayRange(query: Pick<StatsQuery, 'days' | 'month'>, now = new Date()): DayRange {
  if (query.month) {
    const year = Number(query.month.slice(0, 4));
    const month = Number(query.month.slice(4, 6)) - 1;
    const start = new Date(Date.UTC(year, month, 1));
    const dayCount = Math.round((Date.UTC(year, month + 1, 1) - start.getTime()) / DAY_MS);
    return rangeOf(start, dayCount);
  }
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return rangeOf(new Date(today - (query.days - 1) * DAY_MS), query.days);
}

/** `to_char(column at time zone 'UTC', 'YYYY-MM-DD')`: the UTC calendar day of a timestamptz. */
function utcDay(column: string): RawBuilder<string> {
  return sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`;
}

type Filters = Pick<StatsQuery, 'username' | 'organization_id'>;

async function assertOrganization(db: Kysely<Database>, filters: Filters): Promise<void> {
  if (filters.organization_id === undefined) return;
  const found = await db
    .selectFrom('organizations')
    .select('id')
    .where('id', '=', filters.organization_id)
    .executeTakeFirst();
  if (!found) throw new ApiError(404, messages.organizations.notFound);
}

/** Per UTC day and user: transcriptions and their audio seconds, summaries, and token usage. */
async function activity(db: Kysely<Database>, range: DayRange, filters: Filters) {
  const transcriptionsQuery = db
    .selectFrom('transcriptions as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .where('t.created_at', '>=', range.start)
    .where('t.created_at', '<', range.end)
    .$if(filters.username !== undefined, (q) => q.where('u.username', '=', filters.username!))
    .$if(filters.organization_id !== undefined, (q) =>
      q.where('u.organization_id', '=', filters.organization_id!),
    )
    .select((eb) => [
      utcDay('t.created_at').as('day'),
      'u.id as user_id',
      eb.fn.countAll<string>().as('transcriptions'),
      eb.fn.coalesce(eb.fn.sum<string>('t.audio_duration'), sql<string>`0`).as('seconds'),
    ])
    .groupBy([utcDay('t.created_at'), 'u.id']);
  const summariesQuery = db
    .selectFrom('summaries as s')
    .innerJoin('transcriptions as t', 't.id', 's.transcription_id')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .where('s.created_at', '>=', range.start)
    .where('s.created_at', '<', range.end)
    .$if(filters.username !== undefined, (q) => q.where('u.username', '=', filters.username!))
    .$if(filters.organization_id !== undefined, (q) =>
      q.where('u.organization_id', '=', filters.organization_id!),
    )
    .select((eb) => [
      utcDay('s.created_at').as('day'),
      'u.id as user_id',
      eb.fn.countAll<string>().as('summaries'),
    ])
    .groupBy([utcDay('s.created_at'), 'u.id']);
  const [transcriptions, summaries, tokens] = await Promise.all([
    transcriptionsQuery.execute(),
    summariesQuery.execute(),
    tokenUsageRows(db, range, filters),
  ]);
  return { transcriptions, summaries, tokens };
}

/** Token usage per UTC day, user and model. */
function tokenUsageRows(db: Kysely<Database>, range: DayRange, filters: Filters) {
  return db
    .selectFrom('token_usage as k')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .where('k.occurred_at', '>=', range.start)
    .where('k.occurred_at', '<', range.end)
    .$if(filters.username !== undefined, (q) => q.where('u.username', '=', filters.username!))
    .$if(filters.organization_id !== undefined, (q) =>
      q.where('u.organization_id', '=', filters.organization_id!),
    )
    .select((eb) => [
      utcDay('k.occurred_at').as('day'),
      'u.id as user_id',
      'k.model',
      eb.fn.countAll<string>().as('requests'),
      eb.fn.coalesce(eb.fn.sum<string>('k.tokens_in'), sql<string>`0`).as('tokens_in'),
      eb.fn.coalesce(eb.fn.sum<string>('k.tokens_cached'), sql<string>`0`).as('tokens_cached'),
      eb.fn.coalesce(eb.fn.sum<string>('k.tokens_out'), sql<string>`0`).as('tokens_out'),
    ])
    .groupBy([utcDay('k.occurred_at'), 'u.id', 'k.model'])
    .execute();
}

interface UserInfo {
  username: string;
  created_at: Date;
  organization: { id: number; name: string } | null;
}

async function usersById(db: Kysely<Database>, ids: Set<number>): Promise<Map<number, UserInfo>> {
  if (ids.size === 0) return new Map();
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('organizations as o', 'o.id', 'u.organization_id')
    .select(['u.id', 'u.username', 'u.created_at', 'o.id as organization_id', 'o.name as organization_name'])
    .where('u.id', 'in', [...ids])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        username: row.username,
        created_at: row.created_at,
        organization:
          row.organization_id !== null && row.organization_name !== null
            ? { id: row.organization_id, name: row.organization_name }
            : null,
      },
    ]),
  );
}

interface Totals {
  transcriptions: number;
  seconds: number;
  summaries: number;
  tokens_in: number;
  tokens_cached: number;
  tokens_out: number;
}

/** day → user id → totals, for every day of the range (days without activity hold no users). */
async function dayUserTotals(db: Kysely<Database>, range: DayRange, filters: Filters) {
  await assertOrganization(db, filters);
  const { transcriptions, summaries, tokens } = await activity(db, range, filters);
  const grid = new Map<string, Map<number, Totals>>(range.days.map((day) => [day, new Map()]));
  const cell = (day: string, userId: number): Totals => {
    let users = grid.get(day);
    if (!users) grid.set(day, (users = new Map()));
    let totals = users.get(userId);
    if (!totals) {
      totals = { transcriptions: 0, seconds: 0, summaries: 0, tokens_in: 0, tokens_cached: 0, tokens_out: 0 };
      users.set(userId, totals);
    }
    return totals;
  };
  for (const row of transcriptions) {
    const totals = cell(row.day, row.user_id);
    totals.transcriptions += Number(row.transcriptions);
    totals.seconds += Number(row.seconds);
  }
  for (const row of summaries) cell(row.day, row.user_id).summaries += Number(row.summaries);
  for (const row of tokens) {
    const totals = cell(row.day, row.user_id);
    totals.tokens_in += Number(row.tokens_in);
    totals.tokens_cached += Number(row.tokens_cached);
    totals.tokens_out += Number(row.tokens_out);
  }
  const ids = new Set([...grid.values()].flatMap((users) => [...users.keys()]));
  return { grid, users: await usersById(db, ids) };
}

/** Daily overview (spec 3 "Daily stats"): date → username → counts and tokens, every day of the range. */
export async function dailyStats(
  db: Kysely<Database>,
  query: StatsQuery,
  now = new Date(),
): Promise<DailyStats> {
  const { grid, users } = await dayUserTotals(db, dayRange({ days: query.days }, now), query);
  const result: DailyStats = {};
  for (const [day, perUser] of grid) {
    const entry: DailyStats[string] = {};
    for (const [userId, totals] of perUser) {
      const user = users.get(userId);
      if (!user) continue;
      entry[user.username] = {
        transcriptions: totals.transcriptions,
        summaries: totals.summaries,
        tokens_in: totals.tokens_in,
        tokens_cached: totals.tokens_cached,
        tokens_out: totals.tokens_out,
        user_created_at: user.created_at.toISOString(),
      };
    }
    result[day] = entry;
  }
  return result;
}

/** Monthly overview (spec 3 "Monthly stats"): `{ data: day → username → … }`, every day of the month. */
export async function monthlyStats(
  db: Kysely<Database>,
  query: StatsQuery,
  now = new Date(),
): Promise<MonthlyStats> {
  const { grid, users } = await dayUserTotals(
    db,
    dayRange({ days: query.days, month: query.month }, now),
    query,
  );
  const data: MonthlyStats['data'] = {};
  for (const [day, perUser] of grid) {
    const entry: MonthlyStats['data'][string] = {};
    for (const [userId, totals] of perUser) {
      const user = users.get(userId);
      if (!user) continue;
      entry[user.username] = {
        transcriptions: totals.transcriptions,
        total_minutes: Math.round((totals.seconds / 60) * 100) / 100,
        summaries: totals.summaries,
        tokens_in: totals.tokens_in,
        tokens_cached: totals.tokens_cached,
        tokens_out: totals.tokens_out,
        organization: user.organization,
      };
    }
    data[day] = entry;
  }
  return { data };
}

/** Name under which usage without a recorded model is counted. */
export const UNKNOWN_MODEL = 'onbekend';

function zero(): TokenUsageNumbers {
  return { tokens_in: 0, tokens_cached: 0, tokens_out: 0, requests: 0 };
}

function add(
  target: TokenUsageNumbers,
  row: { tokens_in: string; tokens_cached: string; tokens_out: string; requests: string },
) {
  target.tokens_in += Number(row.tokens_in);
  target.tokens_cached += Number(row.tokens_cached);
  target.tokens_out += Number(row.tokens_out);
  target.requests += Number(row.requests);
}

/** Token usage over the range (`month` or the last `days` days): totals, per model, per day and user. */
export async function tokenUsageStats(
  db: Kysely<Database>,
  query: StatsQuery,
  now = new Date(),
): Promise<TokenUsageStats> {
  await assertOrganization(db, query);
  const range = dayRange(query, now);
  const rows = await tokenUsageRows(db, range, query);
  const users = await usersById(db, new Set(rows.map((row) => row.user_id)));
  const totals = zero();
  const models: TokenUsageStats['models'] = {};
  const days: TokenUsageStats['days'] = Object.fromEntries(range.days.map((day) => [day, {}]));
  for (const row of rows) {
    const username = users.get(row.user_id)?.username;
    if (username === undefined) continue;
    add(totals, row);
    add((models[row.model ?? UNKNOWN_MODEL] ??= zero()), row);
    const day = (days[row.day] ??= {});
    add((day[username] ??= zero()), row);
  }
  return { from: range.days[0]!, to: range.days[range.days.length - 1]!, totals, models, days };
}
