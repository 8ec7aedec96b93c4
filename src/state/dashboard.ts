import type { ApiClient } from '../api/client';
import type { DailyStats, MonthlyStats } from '../api/schemas/stats';
import type { Organization } from '../api/schemas/organizations';
import type { User } from '../api/schemas/users';
import { messages } from '../messages';
import { keyedResource } from './freshness';
import { keyedSlot, loadInto, type Loadable } from './loadable';
import { loadFailure } from './organizations';
import { resourceAtom } from './resources';
import { fetchDailyStats, fetchMonthlyStats, isActive } from './stats';
import type { Store } from './store';

const t = messages.organizationStats;

/** Spec 9: the daily table shows the latest 7 days, whatever the chart's period. */
export const DAILY_TABLE_DAYS = 7;
/** Spec 9: the recent-organisations card shows the first 5. */
export const RECENT_ORGANIZATIONS = 5;
/** The users card lists the newest few accounts. */
export const NEWEST_USERS = 5;
/** Spec 9: an account at most 30 days old is Nieuw (1m), at most 60 days Nieuw (2m). */
export const NEW_USER_DAYS = { oneMonth: 30, twoMonths: 60 } as const;
export type NewUserBadge = keyof typeof NEW_USER_DAYS;

const DAY_MS = 24 * 3600 * 1000;

/** Everyone's daily statistics of the last `days` days, by period. */
export const dashboardDailyAtom = resourceAtom<Readonly<Record<number, Loadable<DailyStats>>>>({});
/** Everyone's statistics of one month (`YYYYMM`), by month. */
export const dashboardMonthAtom = resourceAtom<Readonly<Record<string, Loadable<MonthlyStats>>>>({});

export function loadDashboardDaily(store: Store, api: ApiClient, days: number): Promise<DailyStats> {
  return loadInto(
    keyedSlot(store, dashboardDailyAtom, days),
    () => fetchDailyStats(api, { days }),
    loadFailure(t.loadFailed),
  );
}

export function loadDashboardMonth(store: Store, api: ApiClient, month: string): Promise<MonthlyStats> {
  return loadInto(
    keyedSlot(store, dashboardMonthAtom, month),
    () => fetchMonthlyStats(api, { month }),
    loadFailure(t.loadMonthFailed),
  );
}

/** The daily overview by number of days (7, 30, 90, 180, 365). */
export const dashboardDailyResource = keyedResource('dashboardDaily', dashboardDailyAtom, loadDashboardDaily);

/** The monthly overview by month (`YYYYMM`). A month key reads as a number where freshness lists keys. */
export const dashboardMonthResource = keyedResource(
  'dashboardMonth',
  dashboardMonthAtom,
  (store, api, month: string) => loadDashboardMonth(store, api, String(month)),
);

/** The new-user badge of an account created at `createdAt`, as seen at `now`; null for older accounts. */
export function newUserBadge(createdAt: string | null | undefined, now: Date): NewUserBadge | null {
  if (!createdAt) return null;
  const created = new Date(createdAt).getTime();
  if (Number.isNaN(created)) return null;
  const ageDays = (now.getTime() - created) / DAY_MS;
  if (ageDays <= NEW_USER_DAYS.oneMonth) return 'oneMonth';
  if (ageDays <= NEW_USER_DAYS.twoMonths) return 'twoMonths';
  return null;
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

const newestFirst = (a: { created_at?: string | null; id: number }, b: typeof a) =>
  (b.created_at ?? '').localeCompare(a.created_at ?? '') || b.id - a.id;

/** Spec 9: the 5 most recently created organisations, newest first. */
export function recentOrganizations(
  organizations: readonly Organization[],
  count = RECENT_ORGANIZATIONS,
): Organization[] {
  return [...organizations].sort(newestFirst).slice(0, count);
}

/** The users card: how many accounts, how many active, and the newest ones. */
export function usersOverview(users: readonly User[], count = NEWEST_USERS) {
  return {
    total: users.length,
    active: users.filter((user) => user.is_active).length,
    newest: [...users].sort(newestFirst).slice(0, count),
  };
}
