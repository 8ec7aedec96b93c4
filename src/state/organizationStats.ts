import type { ApiClient } from '../api/client';
import { endpoints, type AnswerOf } from '../api/endpoints';
import { ApiError } from '../api/errors';
import type { DailyStats, MonthlyStats, TokenUsageStats } from '../api/schemas/stats';
import { messages } from '../messages';
import { keyedResource } from './freshness';
import type { Loadable } from './loadable';
import { keyedSlot, loadInto } from './loadable';
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

/** A period of an organisation: `{organisation id}:{days}`. */
export type PeriodKey = `${number}:${number}`;
/** A month of an organisation: `{organisation id}:{YYYYMM}`. */
export type MonthKey = `${number}:${string}`;

export const periodKey = (organizationId: number, days: number): PeriodKey => `${organizationId}:${days}`;
export const monthKey = (organizationId: number, month: string): MonthKey => `${organizationId}:${month}`;

function splitKey(key: string): [organizationId: number, rest: string] {
  const at = key.indexOf(':');
  return [Number(key.slice(0, at)), key.slice(at + 1)];
}

/** The periods loaded, per organisation and number of days. */
export const organizationPeriodStatsAtom = resourceAtom<
  Readonly<Record<PeriodKey, Loadable<OrganizationPeriodStats>>>
>({});

/** The months loaded, per organisation and month. */
export const organizationMonthStatsAtom = resourceAtom<
  Readonly<Record<MonthKey, Loadable<OrganizationMonthStats>>>
>({});

type StatsAnswer = AnswerOf<typeof endpoints.stats.transcriptionStats>;

/** `GET admin/transcription-stats` answers the monthly shape (`{ data }`) for a month, else the daily map. */
function isMonthly(answer: StatsAnswer): answer is MonthlyStats {
  return 'data' in answer && typeof answer.data === 'object' && answer.data !== null;
}

const unexpected = () => new ApiError(messages.errors.unexpectedResponse, 200);

export function loadOrganizationPeriodStats(
  store: Store,
  api: ApiClient,
  organizationId: number,
  days: number,
): Promise<OrganizationPeriodStats> {
  const query = { organization_id: organizationId, days };
  return loadInto(
    keyedSlot(store, organizationPeriodStatsAtom, periodKey(organizationId, days)),
    async () => {
      const [daily, tokens] = await Promise.all([
        api.call(endpoints.stats.transcriptionStats, { query }),
        api.call(endpoints.stats.tokenUsageStats, { query }),
      ]);
      if (isMonthly(daily)) throw unexpected();
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
): Promise<OrganizationMonthStats> {
  return loadInto(
    keyedSlot(store, organizationMonthStatsAtom, monthKey(organizationId, month)),
    async () => {
      const stats = await api.call(endpoints.stats.transcriptionStats, {
        query: { organization_id: organizationId, month },
      });
      if (!isMonthly(stats)) throw unexpected();
      return { month, stats };
    },
    loadFailure(t.loadMonthFailed),
  );
}

/** An organisation's last `days` days, by `periodKey(organisationId, days)`. */
export const organizationPeriodStatsResource = keyedResource(
  'organizationPeriodStats',
  organizationPeriodStatsAtom,
  (store, api, key: PeriodKey) => {
    const [organizationId, days] = splitKey(key);
    return loadOrganizationPeriodStats(store, api, organizationId, Number(days));
  },
);

/** An organisation's calendar month, by `monthKey(organisationId, 'YYYYMM')`. */
export const organizationMonthStatsResource = keyedResource(
  'organizationMonthStats',
  organizationMonthStatsAtom,
  (store, api, key: MonthKey) => {
    const [organizationId, month] = splitKey(key);
    return loadOrganizationMonthStats(store, api, organizationId, month);
  },
);

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
