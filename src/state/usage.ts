import type { ApiClient } from '../api/client';
import { endpoints } from '../api/endpoints';
import type {
  BudgetStatus,
  BudgetStatuses,
  ModelPrice,
  ModelPrices,
  OrganizationBudget,
  UsageCost,
  UsageOrganizationSort,
  UsageOrganizationsPage,
  UsageUserSort,
  UsageUsersPage,
} from '../api/schemas/usage';
import { messages } from '../messages';
import { cachedOrLoad, keyedResource, listResource } from './freshness';
import { atomSlot, keyedSlot, loadInto, notLoaded, type Loadable } from './loadable';
import { knownOrganization } from './organizations';
import { resourceAtom } from './resources';
import { learningOffer, offerFailureText, serverOffers } from './serverOffers';
import type { SortOrder } from './stats';
import { periodQuery, serverOrder, type StatsPeriod, type StatsScope } from './statsViews';
import type { Store } from './store';

const t = messages.usage;

/**
 * Usage and cost as the server has them (beyond the original admin API): the prices per model, the cost of a
 * period (in all, per model, per organisation, per user), the budgets' current month and an organisation's
 * budget with its alerts. A server without these calls (the original service) is learnt from the first answer
 * (`serverOffers.ts`): the console then leaves cost and budgets out.
 */

/** Whether the signed-in server offers usage and cost: false once a call said it has no such endpoint. */
export const usageOffered = (store: Store): boolean | undefined => serverOffers(store, 'usage');

const failureText = (fallback: string) => offerFailureText(t.notOffered, fallback);

/** A 404 of an organisation's call means the call is not there when the organisation is known (see retention). */
const ambiguousOrganization = (store: Store, id: number | null): number | null =>
  id === null || knownOrganization(store, id) ? null : id;

// The prices.

export const usagePricesAtom = resourceAtom<Loadable<ModelPrices>>(notLoaded);

export function loadUsagePrices(store: Store, api: ApiClient): Promise<ModelPrices> {
  return loadInto(
    atomSlot(store, usagePricesAtom),
    () => learningOffer(store, 'usage', null, () => api.call(endpoints.usage.prices, {})),
    failureText(t.pricesLoadFailed),
  );
}

/** Every price period (by model, newest first) and every model known with its current price. */
export const usagePricesResource = listResource('usagePrices', usagePricesAtom, loadUsagePrices);

export const ensureUsagePrices = (store: Store, api: ApiClient) =>
  cachedOrLoad(store, api, usagePricesResource, undefined);

/** A price period by id, as loaded. */
export const knownPrice = (store: Store, id: number): ModelPrice | undefined =>
  store.get(usagePricesAtom).data?.prices.find((price) => price.id === id);

// The cost of a period, and its pages per organisation and per user. Keys are the query, as JSON.

/** The query of a scope and a period: `{ days }` or `{ month }`, and the organisation when one. */
const scopedQuery = (scope: StatsScope, period: StatsPeriod) => ({
  ...periodQuery(period),
  ...(scope === null ? {} : { organization_id: scope }),
});

export type CostKey = string;

/** The key of a period's cost: everyone the caller may see (`null`) or one organisation's. */
export const costKey = (scope: StatsScope, period: StatsPeriod): CostKey =>
  JSON.stringify(scopedQuery(scope, period));

/** A key's query, as the cost calls take it (every one of them is built by `costKey` or `costPageKey`). */
interface KeyQuery {
  days?: number;
  month?: string;
  organization_id?: number;
  sort?: never;
  order?: 'asc' | 'desc';
  offset?: number;
}
const queryOf = (key: string) => JSON.parse(key) as KeyQuery;
const scopeOf = (query: KeyQuery): number | null => query.organization_id ?? null;

export const usageCostAtom = resourceAtom<Readonly<Record<CostKey, Loadable<UsageCost>>>>({});

/** The period's totals with their cost, and the cost per model. */
export const usageCostResource = keyedResource('usageCost', usageCostAtom, (store, api, key: CostKey) => {
  const query = queryOf(key);
  return loadInto(
    keyedSlot(store, usageCostAtom, key),
    () =>
      learningOffer(store, 'usage', ambiguousOrganization(store, scopeOf(query)), () =>
        api.call(endpoints.usage.cost, { query }),
      ),
    failureText(t.loadFailed),
  );
});

/** The columns the cost tables sort by, as the server names them. */
export type UsageOrganizationSortKey = UsageOrganizationSort;
export type UsageUserSortKey = UsageUserSort;

/** The cost tables' first order: highest cost first. */
export const HIGHEST_COST = { key: 'cost', direction: 'descending' } as const satisfies SortOrder<'cost'>;

/** The key of one page of a cost table. */
export const costPageKey = (
  scope: StatsScope,
  period: StatsPeriod,
  order: SortOrder<string>,
  offset: number,
): CostKey =>
  JSON.stringify({ ...scopedQuery(scope, period), sort: order.key, order: serverOrder(order), offset });

export const usageOrganizationsAtom = resourceAtom<
  Readonly<Record<CostKey, Loadable<UsageOrganizationsPage>>>
>({});
export const usageUsersAtom = resourceAtom<Readonly<Record<CostKey, Loadable<UsageUsersPage>>>>({});

/** One page of the period per organisation (users without one together), sorted. */
export const usageOrganizationsResource = keyedResource(
  'usageOrganizations',
  usageOrganizationsAtom,
  (store, api, key: CostKey) => {
    const query = queryOf(key);
    return loadInto(
      keyedSlot(store, usageOrganizationsAtom, key),
      () =>
        learningOffer(store, 'usage', ambiguousOrganization(store, scopeOf(query)), () =>
          api.call(endpoints.usage.organizations, { query }),
        ),
      failureText(t.loadFailed),
    );
  },
);

/** One page of the period per user with token usage, sorted. */
export const usageUsersResource = keyedResource('usageUsers', usageUsersAtom, (store, api, key: CostKey) => {
  const query = queryOf(key);
  return loadInto(
    keyedSlot(store, usageUsersAtom, key),
    () =>
      learningOffer(store, 'usage', ambiguousOrganization(store, scopeOf(query)), () =>
        api.call(endpoints.usage.users, { query }),
      ),
    failureText(t.loadFailed),
  );
});

// Budgets.

export const usageBudgetsAtom = resourceAtom<Loadable<BudgetStatuses>>(notLoaded);

export function loadUsageBudgets(store: Store, api: ApiClient): Promise<BudgetStatuses> {
  return loadInto(
    atomSlot(store, usageBudgetsAtom),
    () => learningOffer(store, 'usage', null, () => api.call(endpoints.usage.budgets, {})),
    failureText(t.budgetLoadFailed),
  );
}

/** Every budgeted organisation's current month (an organisation administrator's own). */
export const usageBudgetsResource = listResource('usageBudgets', usageBudgetsAtom, loadUsageBudgets);

export const organizationBudgetAtom = resourceAtom<Readonly<Record<number, Loadable<OrganizationBudget>>>>(
  {},
);

export function loadOrganizationBudget(
  store: Store,
  api: ApiClient,
  id: number,
): Promise<OrganizationBudget> {
  return loadInto(
    keyedSlot(store, organizationBudgetAtom, id),
    () =>
      learningOffer(store, 'usage', ambiguousOrganization(store, id), () =>
        api.call(endpoints.usage.budget, { params: { id } }),
      ),
    failureText(t.budgetLoadFailed),
  );
}

/** An organisation's budget with its current month and forecast (null: none), and its latest alerts. */
export const organizationBudgetResource = keyedResource(
  'organizationBudget',
  organizationBudgetAtom,
  loadOrganizationBudget,
);

export const ensureOrganizationBudget = (store: Store, api: ApiClient, id: number) =>
  cachedOrLoad(store, api, organizationBudgetResource, id);

/**
 * The highest threshold of the budget as it is now that this month's usage has reached; null: none. From the
 * share of the budget, not from the alerts: an alert raised under a smaller budget this month (or not yet raised
 * by the server's worker) does not decide the mark.
 */
export function reachedThreshold(status: BudgetStatus): number | null {
  const passed = status.budget.thresholds.filter((threshold) => status.percent >= threshold);
  return passed.length > 0 ? Math.max(...passed) : null;
}

/** The budget statuses that have reached a threshold this month, by organisation id. */
export function alertedBudgets(statuses: BudgetStatuses | null): Map<number, BudgetStatus> {
  return new Map(
    (statuses?.items ?? [])
      .filter((status) => reachedThreshold(status) !== null)
      .map((status) => [status.organization.id, status]),
  );
}

/** Every resource a price changes: the prices and every cost answer (budgets in euros too). */
export const costResources = () => [
  usagePricesResource.at(),
  usageCostResource.at(),
  usageOrganizationsResource.at(),
  usageUsersResource.at(),
  usageBudgetsResource.at(),
  organizationBudgetResource.at(),
];

/** What a budget change changes: the organisation's budget and the budgets' months. */
export const budgetResources = (organizationId: number) => [
  organizationBudgetResource.at(organizationId),
  usageBudgetsResource.at(),
  usageOrganizationsResource.at(),
];
