import type { SortDirectionParam, StatsOrganizationSort, StatsUserSort } from '../api/schemas/statsSummary';
import type { NewUserBadge } from './dashboard';
import type { DayPoint, MonthNumbers, PeriodTotals, SortOrder } from './stats';

/**
 * What the statistics screens show, whichever source it came from: the bounded answers beyond the contract or the
 * contract's big ones (`statsSource.ts`). Tables come one page at a time.
 */

/** Whose statistics: one organisation's (its id), or null for everyone the caller may see (the dashboard). */
export type StatsScope = number | null;

/** A period as a key: `d30` (the last 30 days) or `m202503` (a calendar month). */
export type StatsPeriod = `d${number}` | `m${string}`;

export const daysPeriod = (days: number): StatsPeriod => `d${days}`;
export const monthPeriod = (month: string): StatsPeriod => `m${month}`;

/** The query of a period: `{ days }` or `{ month }`. */
export function periodQuery(period: StatsPeriod): { days: number } | { month: string } {
  return period.startsWith('d') ? { days: Number(period.slice(1)) } : { month: period.slice(1) };
}

/**
 * The screen area a period is shown in: the dashboard (days and months alike: switching between them is
 * choosing another period), or an organisation's days or months.
 */
export const statsArea = (scope: StatsScope, period: StatsPeriod) =>
  scope === null ? 'dashboard' : `${scope}|${period.charAt(0)}`;

/** One model's token usage in a period. */
export interface ModelUsage {
  model: string;
  requests: number;
  tokensIn: number;
  tokensCached: number;
  tokensOut: number;
}

/** A period of days: one chart point per day (oldest first), its totals, and (where shown) the usage per model. */
export interface PeriodOverview {
  points: DayPoint[];
  totals: PeriodTotals;
  /** By model name; null where the source was not asked for them (the dashboard, from the contract's calls). */
  models: ModelUsage[] | null;
}

/** A calendar month: its totals and the audio minutes of each day (oldest first). */
export interface MonthOverview {
  total: MonthNumbers;
  minutesPerDay: { date: string; minutes: number }[];
}

/** One page of a table: its rows, where it starts, and how many rows there are in all. */
export interface StatsPage<R> {
  rows: R[];
  offset: number;
  total: number;
}

/** One row of the daily table: one user's activity on one day. */
export interface DayUserRow {
  date: string;
  username: string;
  transcriptions: number;
  summaries: number;
  tokensIn: number;
  tokensCached: number;
  tokensOut: number;
  createdAt: string | null;
  badge: NewUserBadge | null;
}

/** The number columns of the month tables. */
export type MonthNumberKey = 'transcriptions' | 'minutes' | 'summaries' | 'tokensIn' | 'tokensOut';
/** The columns the month's users table sorts by. */
export type MonthUserSortKey = 'user' | 'organization' | MonthNumberKey;
/** The columns the month's organisations table sorts by. */
export type MonthOrganizationSortKey = 'organization' | 'users' | MonthNumberKey;

/** The tables' first order, and the bar list's: most minutes first. */
export const MOST_MINUTES = {
  key: 'minutes',
  direction: 'descending',
} as const satisfies SortOrder<'minutes'>;

const serverNumberSorts = {
  transcriptions: 'transcriptions',
  minutes: 'minutes',
  summaries: 'summaries',
  tokensIn: 'tokens_in',
  tokensOut: 'tokens_out',
} as const satisfies Record<MonthNumberKey, string>;

/** The server's `sort` of a users table column. */
export const serverUserSort: Record<MonthUserSortKey, StatsUserSort> = {
  user: 'username',
  organization: 'organization',
  ...serverNumberSorts,
};

/** The server's `sort` of an organisations table column. */
export const serverOrganizationSort: Record<MonthOrganizationSortKey, StatsOrganizationSort> = {
  organization: 'organization',
  users: 'users',
  ...serverNumberSorts,
};

/** The server's `order` of a direction. */
export const serverOrder = (order: SortOrder<string>): SortDirectionParam =>
  order.direction === 'ascending' ? 'asc' : 'desc';
