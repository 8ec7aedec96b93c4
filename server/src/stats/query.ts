import { sql, type Kysely } from 'kysely';
import type { TokenUsageNumbers } from '../../../src/api/schemas/stats';
import type { Database } from '../db/schema';
import { perUserWhere, type StatsScope } from './filters';
import { minutesOf, modelsOf } from './summary';

/**
 * The contract's own statistics answers (`transcription-stats` daily and monthly, `token-usage-stats`), from
 * the daily rollups. Their shape (day → username → numbers) grows with active users × days, so they are
 * written as they are read: batches of rollup rows in (day, user) order, each turned into its JSON text and
 * sent on (`streamJson`), every day of the period present (days without activity as `{}`).
 */

/** Rollup rows per batch: what the server holds of an answer at a time. */
const BATCH = 5000;

interface UserDayRow {
  day: string;
  user_id: number;
  username: string;
  created_at: Date;
  org_id: number | null;
  org_name: string | null;
  transcriptions: number;
  audio_seconds: string;
  summaries: number;
  requests: number;
  tokens_in: string;
  tokens_cached: string;
  tokens_out: string;
}

/** The scope's per-user day rows (with `onlyTokens`: those with model calls), in (day, user) order. */
async function* userDayRows(db: Kysely<Database>, scope: StatsScope, onlyTokens = false) {
  let after: { day: string; userId: number } | null = null;
  for (;;) {
    const result: { rows: UserDayRow[] } = await sql<UserDayRow>`
      select s.day::text as day, s.user_id, s.transcriptions, s.audio_seconds, s.summaries, s.requests,
        s.tokens_in, s.tokens_cached, s.tokens_out, u.username, u.created_at, o.id as org_id, o.name as org_name
      from stats_user_day s join users u on u.id = s.user_id left join organizations o on o.id = u.organization_id
      where ${perUserWhere(scope, 's')}
        ${onlyTokens ? sql`and s.requests <> 0` : sql``}
        ${after ? sql`and (s.day, s.user_id) > (${after.day}::date, ${after.userId})` : sql``}
      order by s.day, s.user_id limit ${BATCH}`.execute(db);
    const rows = result.rows;
    yield* rows;
    if (rows.length < BATCH) return;
    const last: UserDayRow = rows[rows.length - 1]!;
    after = { day: last.day, userId: last.user_id };
  }
}

/**
 * `{"day":{"username":…,…},…}` for every day of the scope's range, oldest first; `entry` gives a row's numbers.
 */
async function* dayMap(
  scope: StatsScope,
  rows: AsyncIterable<UserDayRow>,
  entry: (row: UserDayRow) => unknown,
): AsyncGenerator<string> {
  const days = scope.range.days;
  let next = 0; // the next day to open
  let open = false;
  let users = 0;
  let chunk = '{';
  const openDay = () => {
    chunk += `${next > 0 ? ',' : ''}${JSON.stringify(days[next])}:{`;
    open = true;
    users = 0;
  };
  const closeDay = () => {
    chunk += '}';
    open = false;
    next += 1;
  };
  for await (const row of rows) {
    while (days[next] !== row.day) {
      if (!open) openDay();
      closeDay();
    }
    if (!open) openDay();
    chunk += `${users++ > 0 ? ',' : ''}${JSON.stringify(row.username)}:${JSON.stringify(entry(row))}`;
    if (chunk.length >= 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  while (next < days.length) {
    if (!open) openDay();
    closeDay();
  }
  yield `${chunk}}`;
}

const tokens = (row: UserDayRow) => ({
  tokens_in: Number(row.tokens_in),
  tokens_cached: Number(row.tokens_cached),
  tokens_out: Number(row.tokens_out),
});

/** Daily overview: date → username → counts, tokens and the account's creation. */
export function dailyStats(db: Kysely<Database>, scope: StatsScope): AsyncGenerator<string> {
  return dayMap(scope, userDayRows(db, scope), (row) => ({
    transcriptions: row.transcriptions,
    summaries: row.summaries,
    ...tokens(row),
    user_created_at: row.created_at.toISOString(),
  }));
}

/** Monthly overview: `{ data: day → username → … }`, every day of the month. */
export async function* monthlyStats(db: Kysely<Database>, scope: StatsScope): AsyncGenerator<string> {
  yield '{"data":';
  yield* dayMap(scope, userDayRows(db, scope), (row) => ({
    transcriptions: row.transcriptions,
    total_minutes: minutesOf(Number(row.audio_seconds)),
    summaries: row.summaries,
    ...tokens(row),
    organization:
      row.org_id !== null && row.org_name !== null ? { id: row.org_id, name: row.org_name } : null,
  }));
  yield '}';
}

/** Token usage over the range: totals, per model (`onbekend` when unrecorded), per day and user. */
export async function* tokenUsageStats(db: Kysely<Database>, scope: StatsScope): AsyncGenerator<string> {
  const models = await modelsOf(db, scope);
  const totals: TokenUsageNumbers = { tokens_in: 0, tokens_cached: 0, tokens_out: 0, requests: 0 };
  const perModel: Record<string, TokenUsageNumbers> = {};
  for (const { model, ...numbers } of models) {
    perModel[model] = numbers;
    totals.tokens_in += numbers.tokens_in;
    totals.tokens_cached += numbers.tokens_cached;
    totals.tokens_out += numbers.tokens_out;
    totals.requests += numbers.requests;
  }
  yield JSON.stringify({ from: scope.range.first, to: scope.range.last, totals, models: perModel }).slice(
    0,
    -1,
  );
  yield ',"days":';
  yield* dayMap(scope, userDayRows(db, scope, true), (row) => ({ ...tokens(row), requests: row.requests }));
  yield '}';
}
