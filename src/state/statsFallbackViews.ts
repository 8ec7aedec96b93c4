import type { DailyStats, MonthlyStats, TokenUsageStats } from '../api/schemas/stats';
import { messages } from '../messages';
import { DAILY_TABLE_DAYS, newUserBadge } from './dashboard';
import {
  dayPoints,
  isActive,
  monthTotals,
  organizationTotals,
  periodTotals,
  type MonthOrganizationTotals,
  type MonthUserTotals,
} from './stats';
import type {
  DayUserRow,
  ModelUsage,
  MonthOrganizationSortKey,
  MonthOverview,
  MonthUserSortKey,
  PeriodOverview,
  StatsPage,
} from './statsViews';

/**
 * The views from the contract's answers (`transcription-stats`, `token-usage-stats`), for servers without the
 * bounded ones: the same views, computed in the browser. A table's rows are all computed once per answer; a
 * page of them is sorted and sliced from those.
 */

/** What a period of days gives: its overview and the daily table's rows (its latest days). */
export interface DaysFallback {
  overview: PeriodOverview;
  dayRows: DayUserRow[];
}

/** What a month gives: its overview and the rows of its users and organisations tables. */
export interface MonthFallback {
  overview: MonthOverview;
  users: MonthUserTotals[];
  organizations: MonthOrganizationTotals[];
}

/**
 * The daily table: the latest `days` days of the map, newest first, and per day every user with any activity
 * (by name), with the new-user badge as of `now`.
 */
export function latestDayRows(daily: DailyStats, now: Date, days = DAILY_TABLE_DAYS): DayUserRow[] {
  const dates = Object.keys(daily).sort().reverse().slice(0, days);
  return dates.flatMap((date) =>
    Object.entries(daily[date] ?? {})
      .filter(([, numbers]) => isActive(numbers))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([username, n]) => ({
        date,
        username,
        transcriptions: n.transcriptions,
        summaries: n.summaries,
        tokensIn: n.tokens_in,
        tokensCached: n.tokens_cached,
        tokensOut: n.tokens_out,
        createdAt: n.user_created_at,
        badge: newUserBadge(n.user_created_at, now),
      })),
  );
}

/** Audio minutes per day of a month, oldest first (the monthly bar chart). */
export function minutesPerDay(stats: MonthlyStats): { date: string; minutes: number }[] {
  return Object.keys(stats.data)
    .sort()
    .map((date) => ({
      date,
      minutes:
        Math.round(Object.values(stats.data[date] ?? {}).reduce((sum, n) => sum + n.total_minutes, 0) * 100) /
        100,
    }));
}

/** The token usage per model, by name. */
export function modelUsage(tokens: TokenUsageStats): ModelUsage[] {
  return Object.entries(tokens.models)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([model, n]) => ({
      model,
      requests: n.requests,
      tokensIn: n.tokens_in,
      tokensCached: n.tokens_cached,
      tokensOut: n.tokens_out,
    }));
}

/** A period of days from the daily map (and the token usage, where the models are shown). */
export function daysFallback(daily: DailyStats, tokens: TokenUsageStats | null, now: Date): DaysFallback {
  return {
    overview: {
      points: dayPoints(daily),
      totals: periodTotals(daily),
      models: tokens ? modelUsage(tokens) : null,
    },
    dayRows: latestDayRows(daily, now),
  };
}

/** A month from its map per day and user. */
export function monthFallback(stats: MonthlyStats): MonthFallback {
  const { users, total } = monthTotals(stats);
  return {
    overview: { total, minutesPerDay: minutesPerDay(stats) },
    users,
    organizations: organizationTotals(users),
  };
}

/** One page of `rows` (sorted as they are): `limit` from `offset`. */
export function localPage<R>(rows: readonly R[], offset: number, limit: number): StatsPage<R> {
  return { rows: rows.slice(offset, offset + limit), offset, total: rows.length };
}

const organizationName = (row: { organization: { name: string } | null }) =>
  row.organization?.name ?? messages.dashboard.noOrganization;

/** The value a users table column sorts by. */
export const monthUserValue = (row: MonthUserTotals, key: MonthUserSortKey): number | string =>
  key === 'user' ? row.username : key === 'organization' ? organizationName(row) : row[key];

/** The value an organisations table column sorts by. */
export const monthOrganizationValue = (
  row: MonthOrganizationTotals,
  key: MonthOrganizationSortKey,
): number | string => (key === 'organization' ? organizationName(row) : row[key]);
