import type { ApiClient } from '../api/client';
import {
  dailyStats,
  monthlyStats,
  tokenUsageStats,
  type DailyStats,
  type MonthlyStats,
  type TokenUsageStats,
} from '../api/schemas/stats';
import { messages } from '../messages';
import { keyedSlot, loadInto, type Loadable } from './loadable';
import { loadFailure } from './organizations';
import { resourceAtom } from './resources';
import type { Store } from './store';

const t = messages.organizationStats;

/** An organisation's activity over the last `days` days: the daily map and the token usage per model. */
export interface OrganizationPeriodStats {
  days: number;
  daily: DailyStats;
  tokens: TokenUsageStats;
}

/** An organisation's activity in one calendar month (`YYYYMM`). */
export interface OrganizationMonthStats {
  month: string;
  stats: MonthlyStats;
}

/** The period last loaded, per organisation id (the previous one stays visible while another loads). */
export const organizationPeriodStatsAtom = resourceAtom<
  Readonly<Record<number, Loadable<OrganizationPeriodStats>>>
>({});

/** The month last loaded, per organisation id. */
export const organizationMonthStatsAtom = resourceAtom<
  Readonly<Record<number, Loadable<OrganizationMonthStats>>>
>({});

export function loadOrganizationPeriodStats(
  store: Store,
  api: ApiClient,
  organizationId: number,
  days: number,
) {
  const searchParams = { organization_id: organizationId, days };
  return loadInto(
    keyedSlot(store, organizationPeriodStatsAtom, organizationId),
    async () => {
      const [daily, tokens] = await Promise.all([
        api.get('admin/transcription-stats', { searchParams, schema: dailyStats }),
        api.get('admin/token-usage-stats', { searchParams, schema: tokenUsageStats }),
      ]);
      return { days, daily, tokens };
    },
    loadFailure(t.loadFailed),
  );
}

export function loadOrganizationMonthStats(
  store: Store,
  api: ApiClient,
  organizationId: number,
  month: string,
) {
  return loadInto(
    keyedSlot(store, organizationMonthStatsAtom, organizationId),
    async () => ({
      month,
      stats: await api.get('admin/transcription-stats', {
        searchParams: { organization_id: organizationId, month },
        schema: monthlyStats,
      }),
    }),
    loadFailure(t.loadMonthFailed),
  );
}

/** One day of the chart: the organisation's totals that day. */
export interface DayPoint {
  date: string;
  activeUsers: number;
  transcriptions: number;
  summaries: number;
  tokens: number;
}

/** The daily map as chart points, oldest first; a user counts as active on a day with any activity. */
export function dayPoints(daily: DailyStats): DayPoint[] {
  return Object.keys(daily)
    .sort()
    .map((date) => {
      const point: DayPoint = { date, activeUsers: 0, transcriptions: 0, summaries: 0, tokens: 0 };
      for (const numbers of Object.values(daily[date] ?? {})) {
        const tokens = numbers.tokens_in + numbers.tokens_cached + numbers.tokens_out;
        point.transcriptions += numbers.transcriptions;
        point.summaries += numbers.summaries;
        point.tokens += tokens;
        if (numbers.transcriptions + numbers.summaries + tokens > 0) point.activeUsers += 1;
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
      const tokens = numbers.tokens_in + numbers.tokens_cached + numbers.tokens_out;
      totals.transcriptions += numbers.transcriptions;
      totals.summaries += numbers.summaries;
      totals.tokens += tokens;
      if (numbers.transcriptions + numbers.summaries + tokens > 0) active.add(username);
    }
  }
  totals.activeUsers = active.size;
  return totals;
}

/** One user's totals in a month. */
export interface MonthUserTotals {
  username: string;
  transcriptions: number;
  minutes: number;
  summaries: number;
  tokensIn: number;
  tokensOut: number;
}

/** Per user with any activity, most minutes first (then by name); plus the month's totals. */
export function monthTotals(stats: MonthlyStats): {
  users: MonthUserTotals[];
  total: Omit<MonthUserTotals, 'username'>;
} {
  const byUser = new Map<string, MonthUserTotals>();
  for (const day of Object.values(stats.data)) {
    for (const [username, n] of Object.entries(day)) {
      const row = byUser.get(username) ?? {
        username,
        transcriptions: 0,
        minutes: 0,
        summaries: 0,
        tokensIn: 0,
        tokensOut: 0,
      };
      row.transcriptions += n.transcriptions;
      row.minutes += n.total_minutes;
      row.summaries += n.summaries;
      row.tokensIn += n.tokens_in;
      row.tokensOut += n.tokens_out;
      byUser.set(username, row);
    }
  }
  const users = [...byUser.values()]
    .filter((r) => r.transcriptions + r.summaries + r.tokensIn + r.tokensOut + r.minutes > 0)
    .sort((a, b) => b.minutes - a.minutes || a.username.localeCompare(b.username));
  const total = users.reduce(
    (sum, r) => ({
      transcriptions: sum.transcriptions + r.transcriptions,
      minutes: sum.minutes + r.minutes,
      summaries: sum.summaries + r.summaries,
      tokensIn: sum.tokensIn + r.tokensIn,
      tokensOut: sum.tokensOut + r.tokensOut,
    }),
    { transcriptions: 0, minutes: 0, summaries: 0, tokensIn: 0, tokensOut: 0 },
  );
  return { users, total };
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
