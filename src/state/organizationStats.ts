import type { ApiClient } from '../api/client';
import { endpoints } from '../api/endpoints';
import type { DailyStats, MonthlyStats, TokenUsageStats } from '../api/schemas/stats';
import { messages } from '../messages';
import { keyedResource } from './freshness';
import type { Loadable } from './loadable';
import { keyedSlot, loadInto } from './loadable';
import { loadFailure } from './organizations';
import { resourceAtom } from './resources';
import { fetchDailyStats, fetchMonthlyStats } from './stats';
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
        fetchDailyStats(api, query),
        api.call(endpoints.stats.tokenUsageStats, { query }),
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
): Promise<OrganizationMonthStats> {
  return loadInto(
    keyedSlot(store, organizationMonthStatsAtom, monthKey(organizationId, month)),
    async () => ({ month, stats: await fetchMonthlyStats(api, { organization_id: organizationId, month }) }),
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
