import type { ApiClient } from '../api/client';
import { endpoints } from '../api/endpoints';
import { STATS_PAGE_SIZE } from '../api/schemas/statsSummary';
import { messages } from '../messages';
import { DAILY_TABLE_DAYS } from './dashboard';
import { cachedOrLoad, keyedResource, refreshResources, runningOrLoad } from './freshness';
import { keyedSlot, loadInto, type Loadable } from './loadable';
import { loadFailure } from './organizations';
import { resourceAtom } from './resources';
import {
  fetchDailyStats,
  fetchMonthlyStats,
  sortRows,
  type MonthOrganizationTotals,
  type MonthUserTotals,
  type SortDirection,
  type SortOrder,
} from './stats';
import {
  daysFallback,
  localPage,
  monthFallback,
  monthOrganizationValue,
  monthUserValue,
  type DaysFallback,
  type MonthFallback,
} from './statsFallbackViews';
import { periodSignal, statsCall, type StatsCallOptions } from './statsRequests';
import { fromStatsSource } from './statsSource';
import {
  dayUserOf,
  monthOrganizationOf,
  monthOverviewOf,
  monthUserOf,
  pageOf,
  periodOverviewOf,
} from './statsSummaryViews';
import {
  daysPeriod,
  monthPeriod,
  periodQuery,
  serverOrder,
  serverOrganizationSort,
  serverUserSort,
  statsArea,
  type DayUserRow,
  type MonthOrganizationSortKey,
  type MonthOverview,
  type MonthUserSortKey,
  type PeriodOverview,
  type StatsPage,
  type StatsPeriod,
  type StatsScope,
} from './statsViews';
import type { Store } from './store';

/**
 * The statistics the screens show, as resources keyed by scope, period and (for tables) order and page. Each
 * loads from the bounded answers when the server offers them, else from the contract's answers (`statsSource.ts`).
 * The contract's answer of a period is loaded once for its overview and its tables: a page, a sort or the bar list
 * takes it from there; the overview loads it anew (as every screen reloads what it shows when it opens), and the
 * pages on screen are then taken again from the new answer.
 */

const t = messages.organizationStats;

/** An overview's key: `{scope}|{period}`, the scope `*` for everyone (`*|d30`, `4|m202503`). */
export type OverviewKey = string;
/** A page's key: `{scope}|{period}|{column}|{direction}|{offset}` (`-|-` for the daily table's fixed order). */
export type PageKey = string;

export const overviewKey = (scope: StatsScope, period: StatsPeriod): OverviewKey =>
  `${scope ?? '*'}|${period}`;

export const pageKey = (
  scope: StatsScope,
  period: StatsPeriod,
  order: SortOrder<string> | null,
  offset: number,
): PageKey => `${overviewKey(scope, period)}|${order?.key ?? '-'}|${order?.direction ?? '-'}|${offset}`;

interface Parsed {
  scope: StatsScope;
  period: StatsPeriod;
  order: SortOrder<string> | null;
  offset: number;
}

function parseKey(key: string): Parsed {
  const [scope = '*', period = 'd7', column = '-', direction = '-', offset = '0'] = key.split('|');
  return {
    scope: scope === '*' ? null : Number(scope),
    period: period as StatsPeriod,
    order: column === '-' ? null : { key: column, direction: direction as SortDirection },
    offset: Number(offset),
  };
}

const scopeQuery = (scope: StatsScope) => (scope === null ? {} : { organization_id: scope });

/** Loading `period` makes it the one its area shows: requests of the period shown before there are aborted. */
function showing(store: Store, { scope, period }: Parsed): void {
  periodSignal(store, statsArea(scope, period), period);
}

/** A call of the period's statistics in its area (its signal, no timeout, its progress). */
const call = <T>(store: Store, { scope, period }: Parsed, run: (options: StatsCallOptions) => Promise<T>) =>
  statsCall(store, statsArea(scope, period), period, run);

// The contract's answers, as computed for the views (only on servers without the bounded statistics).

const daysFallbackAtom = resourceAtom<Readonly<Record<OverviewKey, Loadable<DaysFallback>>>>({});
const monthFallbackAtom = resourceAtom<Readonly<Record<OverviewKey, Loadable<MonthFallback>>>>({});

const daysFallbackResource = keyedResource(
  'statsDaysFallback',
  daysFallbackAtom,
  (store, api, key: string) => {
    const parsed = parseKey(key);
    const query = { ...scopeQuery(parsed.scope), ...(periodQuery(parsed.period) as { days: number }) };
    return loadInto(
      keyedSlot(store, daysFallbackAtom, key),
      async () => {
        // Per model only where it is shown: an organisation's period.
        const [daily, tokens] = await Promise.all([
          call(store, parsed, (options) => fetchDailyStats(api, query, options)),
          parsed.scope === null
            ? null
            : call(store, parsed, (options) =>
                api.call(endpoints.stats.tokenUsageStats, { ...options, query }),
              ),
        ]);
        return daysFallback(daily, tokens, new Date());
      },
      loadFailure(t.loadFailed),
    ).then((data) => {
      void refreshResources(store, api, [statsDayRowsResource.at()]);
      return data;
    });
  },
);

const monthFallbackResource = keyedResource(
  'statsMonthFallback',
  monthFallbackAtom,
  (store, api, key: string) => {
    const parsed = parseKey(key);
    const query = { ...scopeQuery(parsed.scope), ...(periodQuery(parsed.period) as { month: string }) };
    return loadInto(
      keyedSlot(store, monthFallbackAtom, key),
      async () =>
        monthFallback(await call(store, parsed, (options) => fetchMonthlyStats(api, query, options))),
      loadFailure(t.loadMonthFailed),
    ).then((data) => {
      void refreshResources(store, api, [statsMonthUsersResource.at(), statsMonthOrganizationsResource.at()]);
      return data;
    });
  },
);

// The views.

/**
 * A view resource: `fromSummary` loads it from the bounded answers, `fromFallback` from the contract's (both given
 * the parsed key); a failure reads `failure`.
 */
function statsView<V>(
  name: string,
  failure: string,
  fromSummary: (store: Store, api: ApiClient, key: Parsed) => Promise<V>,
  fromFallback: (store: Store, api: ApiClient, key: Parsed, text: string) => Promise<V>,
) {
  const target = resourceAtom<Readonly<Record<string, Loadable<V>>>>({});
  const resource = keyedResource(name, target, (store, api, key: string) => {
    const parsed = parseKey(key);
    showing(store, parsed);
    return loadInto(
      keyedSlot(store, target, key),
      () =>
        fromStatsSource(
          store,
          parsed.scope,
          () => fromSummary(store, api, parsed),
          () => fromFallback(store, api, parsed, key),
        ),
      loadFailure(failure),
    );
  });
  return { atom: target, resource };
}

/** `GET admin/stats/overview` of a parsed key's scope and period. */
const overview = (store: Store, api: ApiClient, parsed: Parsed) =>
  call(store, parsed, (options) =>
    api.call(endpoints.stats.overview, {
      ...options,
      query: { ...scopeQuery(parsed.scope), ...periodQuery(parsed.period) },
    }),
  );

const overviewKeyOf = ({ scope, period }: Parsed) => overviewKey(scope, period);

/** The last `days` days of a scope: chart points, totals and models, by `overviewKey(scope, daysPeriod(days))`. */
export const { atom: statsPeriodAtom, resource: statsPeriodResource } = statsView<PeriodOverview>(
  'statsPeriod',
  t.loadFailed,
  async (store, api, parsed) => periodOverviewOf(await overview(store, api, parsed)),
  async (store, api, parsed) =>
    (await runningOrLoad(store, api, daysFallbackResource, overviewKeyOf(parsed))).overview,
);

/** A calendar month of a scope: totals and minutes per day, by `overviewKey(scope, monthPeriod(month))`. */
export const { atom: statsMonthAtom, resource: statsMonthResource } = statsView<MonthOverview>(
  'statsMonth',
  t.loadMonthFailed,
  async (store, api, parsed) => monthOverviewOf(await overview(store, api, parsed)),
  async (store, api, parsed) =>
    (await runningOrLoad(store, api, monthFallbackResource, overviewKeyOf(parsed))).overview,
);

/** The query of a page of a month table: scope, month, the server's order, the page. */
function monthPageQuery<K extends string, S extends string>(parsed: Parsed, sorts: Record<K, S>) {
  const order = parsed.order as SortOrder<K>;
  return {
    ...scopeQuery(parsed.scope),
    ...periodQuery(parsed.period),
    sort: sorts[order.key],
    order: serverOrder(order),
    limit: STATS_PAGE_SIZE,
    offset: parsed.offset,
  };
}

/**
 * The daily table's page (the latest `DAILY_TABLE_DAYS` days, newest first, users by name), shown beside the
 * period `days` (whose contract answer holds those days): `pageKey(scope, daysPeriod(days), null, offset)`.
 */
export const { atom: statsDayRowsAtom, resource: statsDayRowsResource } = statsView<StatsPage<DayUserRow>>(
  'statsDayRows',
  t.loadFailed,
  async (store, api, parsed) => {
    const query = {
      ...scopeQuery(parsed.scope),
      days: DAILY_TABLE_DAYS,
      limit: STATS_PAGE_SIZE,
      offset: parsed.offset,
    };
    const answer = await call(store, parsed, (options) =>
      api.call(endpoints.stats.userDays, { ...options, query }),
    );
    return pageOf(answer, parsed.offset, dayUserOf(new Date()));
  },
  async (store, api, parsed) => {
    const { dayRows } = await cachedOrLoad(store, api, daysFallbackResource, overviewKeyOf(parsed));
    return localPage(dayRows, parsed.offset, STATS_PAGE_SIZE);
  },
);

/** A page of a month's users table: `pageKey(scope, monthPeriod(month), order, offset)`. */
export const { atom: statsMonthUsersAtom, resource: statsMonthUsersResource } = statsView<
  StatsPage<MonthUserTotals>
>(
  'statsMonthUsers',
  t.loadMonthFailed,
  async (store, api, parsed) => {
    const query = monthPageQuery(parsed, serverUserSort);
    const answer = await call(store, parsed, (options) =>
      api.call(endpoints.stats.users, { ...options, query }),
    );
    return pageOf(answer, parsed.offset, monthUserOf);
  },
  async (store, api, parsed) => {
    const { users } = await cachedOrLoad(store, api, monthFallbackResource, overviewKeyOf(parsed));
    const order = parsed.order as SortOrder<MonthUserSortKey>;
    return localPage(sortRows(users, order, monthUserValue), parsed.offset, STATS_PAGE_SIZE);
  },
);

/**
 * A page of a month's organisations table, and the bar list (the first page by most minutes):
 * `pageKey(scope, monthPeriod(month), order, offset)`.
 */
export const { atom: statsMonthOrganizationsAtom, resource: statsMonthOrganizationsResource } = statsView<
  StatsPage<MonthOrganizationTotals>
>(
  'statsMonthOrganizations',
  t.loadMonthFailed,
  async (store, api, parsed) => {
    const query = monthPageQuery(parsed, serverOrganizationSort);
    const answer = await call(store, parsed, (options) =>
      api.call(endpoints.stats.organizations, { ...options, query }),
    );
    return pageOf(answer, parsed.offset, monthOrganizationOf);
  },
  async (store, api, parsed) => {
    const { organizations } = await cachedOrLoad(store, api, monthFallbackResource, overviewKeyOf(parsed));
    const order = parsed.order as SortOrder<MonthOrganizationSortKey>;
    return localPage(sortRows(organizations, order, monthOrganizationValue), parsed.offset, STATS_PAGE_SIZE);
  },
);

/** The key of a scope's last `days` days. */
export const periodKey = (scope: StatsScope, days: number) => overviewKey(scope, daysPeriod(days));
/** The key of a scope's calendar month (`YYYYMM`). */
export const monthKey = (scope: StatsScope, month: string) => overviewKey(scope, monthPeriod(month));
/** The key of the daily table's page at `offset`, beside the period of `days`. */
export const dayRowsKey = (scope: StatsScope, days: number, offset: number) =>
  pageKey(scope, daysPeriod(days), null, offset);
/** The key of a month table's page: its order and offset. */
export const monthPageKey = (scope: StatsScope, month: string, order: SortOrder<string>, offset: number) =>
  pageKey(scope, monthPeriod(month), order, offset);
