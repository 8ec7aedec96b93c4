import type { ApiClient } from '../api/client';
import { endpoints, type AnswerOf, type CallInput } from '../api/endpoints';
import { ApiError } from '../api/errors';
import type {
  DailyStats,
  DailyUserStats,
  MonthlyStats,
  MonthlyUserStats,
  StatsQuery,
} from '../api/schemas/stats';
import { messages } from '../messages';

/**
 * The statistics pieces shared by the dashboard and an organisation's stats tab: loading the daily and the
 * monthly shape of `GET admin/transcription-stats`, and turning them into chart points, totals and rows.
 */

type StatsAnswer = AnswerOf<typeof endpoints.stats.transcriptionStats>;

/** `GET admin/transcription-stats` answers the monthly shape (`{ data }`) for a month, else the daily map. */
function isMonthly(answer: StatsAnswer): answer is MonthlyStats {
  return 'data' in answer && typeof answer.data === 'object' && answer.data !== null;
}

const unexpected = () => new ApiError(messages.errors.unexpectedResponse, 200);

/** How a statistics call is sent: its abort signal, timeout and progress (`statsRequests.ts`). */
export type StatsCallInput = Pick<
  CallInput<typeof endpoints.stats.transcriptionStats>,
  'signal' | 'timeout' | 'onDownloadProgress'
>;

/** The daily map of the last `days` days (of one organisation with `organization_id`). */
export async function fetchDailyStats(
  api: ApiClient,
  query: Pick<StatsQuery, 'days' | 'organization_id' | 'username'>,
  input: StatsCallInput = {},
): Promise<DailyStats> {
  const answer = await api.call(endpoints.stats.transcriptionStats, { ...input, query });
  if (isMonthly(answer)) throw unexpected();
  return answer;
}

/** One calendar month (`YYYYMM`) per day and user (of one organisation with `organization_id`). */
export async function fetchMonthlyStats(
  api: ApiClient,
  query: Pick<StatsQuery, 'organization_id' | 'username'> & { month: string },
  input: StatsCallInput = {},
): Promise<MonthlyStats> {
  const answer = await api.call(endpoints.stats.transcriptionStats, { ...input, query });
  if (!isMonthly(answer)) throw unexpected();
  return answer;
}

/** All tokens of a day: input, cached and output. */
const tokensOf = (n: DailyUserStats) => n.tokens_in + n.tokens_cached + n.tokens_out;

/** A user counts as active on a day with any transcription, summary or token. */
export const isActive = (n: DailyUserStats) => n.transcriptions + n.summaries + tokensOf(n) > 0;

/** One day of the chart: the totals of everyone in the statistics that day. */
export interface DayPoint {
  date: string;
  activeUsers: number;
  transcriptions: number;
  summaries: number;
  tokens: number;
}

/** The daily map as chart points, oldest first. */
export function dayPoints(daily: DailyStats): DayPoint[] {
  return Object.keys(daily)
    .sort()
    .map((date) => {
      const point: DayPoint = { date, activeUsers: 0, transcriptions: 0, summaries: 0, tokens: 0 };
      for (const numbers of Object.values(daily[date] ?? {})) {
        point.transcriptions += numbers.transcriptions;
        point.summaries += numbers.summaries;
        point.tokens += tokensOf(numbers);
        if (isActive(numbers)) point.activeUsers += 1;
      }
      return point;
    });
}

export interface PeriodTotals {
  transcriptions: number;
  summaries: number;
  tokens: number;
  /** Users with any activity in the period. */
  activeUsers: number;
}

export function periodTotals(daily: DailyStats): PeriodTotals {
  const active = new Set<string>();
  const totals: PeriodTotals = { transcriptions: 0, summaries: 0, tokens: 0, activeUsers: 0 };
  for (const day of Object.values(daily)) {
    for (const [username, numbers] of Object.entries(day)) {
      totals.transcriptions += numbers.transcriptions;
      totals.summaries += numbers.summaries;
      totals.tokens += tokensOf(numbers);
      if (isActive(numbers)) active.add(username);
    }
  }
  totals.activeUsers = active.size;
  return totals;
}

/** The month's numbers of one row (a user, an organisation, or all). */
export interface MonthNumbers {
  transcriptions: number;
  minutes: number;
  summaries: number;
  tokensIn: number;
  tokensOut: number;
}

/** One user's totals in a month, with the organisation the statistics name for them (null: none). */
export interface MonthUserTotals extends MonthNumbers {
  username: string;
  organization: { id: number; name: string } | null;
}

/** One organisation's totals in a month (`organization` null: the users without one). */
export interface MonthOrganizationTotals extends MonthNumbers {
  organization: { id: number; name: string } | null;
  /** Users of it with any activity in the month. */
  users: number;
}

const zero = (): MonthNumbers => ({ transcriptions: 0, minutes: 0, summaries: 0, tokensIn: 0, tokensOut: 0 });

function add(sum: MonthNumbers, n: MonthNumbers): void {
  sum.transcriptions += n.transcriptions;
  sum.minutes += n.minutes;
  sum.summaries += n.summaries;
  sum.tokensIn += n.tokensIn;
  sum.tokensOut += n.tokensOut;
}

const numbersOf = (n: MonthlyUserStats): MonthNumbers => ({
  transcriptions: n.transcriptions,
  minutes: n.total_minutes,
  summaries: n.summaries,
  tokensIn: n.tokens_in,
  tokensOut: n.tokens_out,
});

const hasActivity = (r: MonthNumbers) =>
  r.transcriptions + r.summaries + r.tokensIn + r.tokensOut + r.minutes > 0;

/** Per user with any activity, most minutes first (then by name); plus the month's totals. */
export function monthTotals(stats: MonthlyStats): { users: MonthUserTotals[]; total: MonthNumbers } {
  const byUser = new Map<string, MonthUserTotals>();
  for (const date of Object.keys(stats.data).sort()) {
    for (const [username, n] of Object.entries(stats.data[date] ?? {})) {
      const row = byUser.get(username) ?? { username, organization: null, ...zero() };
      add(row, numbersOf(n));
      // The latest day names the user's organisation as it is now.
      row.organization = n.organization ?? null;
      byUser.set(username, row);
    }
  }
  const users = [...byUser.values()]
    .filter(hasActivity)
    .sort((a, b) => b.minutes - a.minutes || a.username.localeCompare(b.username));
  const total = zero();
  for (const row of users) add(total, row);
  return { users, total };
}

/** The month per organisation (users without one together, `organization: null`), most minutes first. */
export function organizationTotals(users: readonly MonthUserTotals[]): MonthOrganizationTotals[] {
  const byOrganization = new Map<number | null, MonthOrganizationTotals>();
  for (const user of users) {
    const key = user.organization?.id ?? null;
    const row = byOrganization.get(key) ?? { organization: user.organization, users: 0, ...zero() };
    add(row, user);
    row.users += 1;
    byOrganization.set(key, row);
  }
  return [...byOrganization.values()].sort(
    (a, b) => b.minutes - a.minutes || (a.organization?.name ?? '').localeCompare(b.organization?.name ?? ''),
  );
}

/** `YYYYMM` of a date's calendar month (UTC, as the server counts days). */
export function monthOf(date: Date): string {
  return `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The month `delta` months from `month` (YYYYMM). */
export function shiftMonth(month: string, delta: number): string {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(4, 6)) - 1 + delta;
  return monthOf(new Date(Date.UTC(year, index, 1)));
}

/** Whether `month` is the current month or later (no next month to show). */
export const isCurrentOrLater = (month: string, now = new Date()) => month >= monthOf(now);

/** A column a month table sorts by, and its direction. */
export type SortDirection = 'ascending' | 'descending';
export interface SortOrder<K extends string> {
  key: K;
  direction: SortDirection;
}

/**
 * Rows sorted by one column: numbers by size, texts in Dutch order; equal values keep their order. `valueOf`
 * reads a column's value of a row.
 */
export function sortRows<R, K extends string>(
  rows: readonly R[],
  order: SortOrder<K>,
  valueOf: (row: R, key: K) => number | string,
): R[] {
  const sign = order.direction === 'ascending' ? 1 : -1;
  const collator = new Intl.Collator('nl-NL', { sensitivity: 'base', numeric: true });
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row, order.key) }))
    .sort((a, b) => {
      const byValue =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : collator.compare(String(a.value), String(b.value));
      return byValue * sign || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** The order after a click on `key`: the other direction on the same column, else the column's first. */
export function nextSort<K extends string>(
  current: SortOrder<K>,
  key: K,
  first: SortDirection = 'descending',
): SortOrder<K> {
  if (current.key !== key) return { key, direction: first };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}
