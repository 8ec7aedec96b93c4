import type { ApiClient } from '../api/client';
import { rememberFirstRequests } from '../api/earlyRequests';
import type { KeyValueStorage } from '../api/session';
import { sessionApiClient } from './apiClient';
import { callerAtom, ownOrganizationAtom } from './claims';
import { preloadResource, type Resource, type ResourceKeyValue } from './freshness';
import { organizationsResource } from './organizations';
import { mayOpenRoute } from './routeAccess';
import { routeAt } from './routeAt';
import { routeTable } from './routeTable';
import { readSearch, routes } from './routes';
import { isSignedInAtom, sessionAtom } from './session';
import { monthOf } from './stats';
import {
  dayRowsKey,
  monthKey,
  monthPageKey,
  periodKey,
  statsDayRowsResource,
  statsMonthOrganizationsResource,
  statsMonthResource,
  statsMonthUsersResource,
  statsPeriodResource,
} from './statsResources';
import { MOST_MINUTES } from './statsViews';
import type { Store } from './store';
import { usersResource, usersSummaryResource } from './users';
import { workerStatusResource } from './workers';

interface Start {
  <T>(resource: Resource<T>): void;
  <T, K extends ResourceKeyValue>(resource: Resource<T, K>, key: K): void;
}

type Preload = (start: Start, query: URLSearchParams, store: Store) => void;

/**
 * What a screen loads when it opens, by name; a route names its own (`preload` in `routeTable.ts`). Started by
 * the boot script for a signed-in first load and by the shell on every navigation (`preloadRoute`), so the data
 * is under way while the screen's code still downloads; the screen's `useResource` then takes that load instead
 * of starting another. Data already loaded is left to the screen (it reloads what it shows when it opens).
 */
export const preloads = {
  /** The dashboard's cards and its statistics as the screen first shows them. */
  dashboardCards(start, query, store) {
    const search = readSearch(routes.dashboard, query);
    // An organisation administrator's dashboard has only the users card (DashboardScreen).
    if (!store.get(ownOrganizationAtom)) {
      start(organizationsResource);
      start(workerStatusResource);
    }
    start(usersSummaryResource);
    // The statistics as the screen first shows them: the overview and the tables' first pages.
    if (search.view === 'daily') {
      start(statsPeriodResource, periodKey(null, search.days));
      start(statsDayRowsResource, dayRowsKey(null, search.days, 0));
    } else {
      const month = search.month ?? monthOf(new Date());
      start(statsMonthResource, monthKey(null, month));
      // The bar list's organisations, and the organisations table's first page.
      start(statsMonthOrganizationsResource, monthPageKey(null, month, MOST_MINUTES, 0));
      if (search.by === 'users') start(statsMonthUsersResource, monthPageKey(null, month, MOST_MINUTES, 0));
    }
  },
  userList(start) {
    start(usersResource);
  },
  organizationList(start) {
    start(organizationsResource);
  },
} satisfies Record<string, Preload>;

export type PreloadName = keyof typeof preloads;

/** The client, with every call's URL told to `onSent`. */
function telling(api: ApiClient, onSent: (url: string) => void): ApiClient {
  return { ...api, call: (endpoint, input) => api.call(endpoint, { ...input, onSent }) };
}

/**
 * Starts the loads of the screen at `location` for the signed-in session in `store` (nothing when signed out).
 * `remember` (the boot script's first load): the requests they send are remembered in that storage, for the
 * next first load of this address to send at once (`earlyRequests.ts`).
 */
export function preloadRoute(
  store: Store,
  location: Pick<Location, 'pathname' | 'search'>,
  api: ApiClient = sessionApiClient(store),
  remember?: KeyValueStorage,
): void {
  if (!store.get(isSignedInAtom)) return;
  const route = routeAt(location.pathname);
  const name = route ? routeTable[route].preload : undefined;
  const preload = name ? preloads[name] : undefined;
  // A route the caller may not open is not shown (the shell sends them elsewhere): its data is not asked for.
  if (!route || !preload || !mayOpenRoute(store.get(callerAtom), route)) return;
  const session = store.get(sessionAtom);
  const client =
    remember && session ? telling(api, rememberFirstRequests(remember, location, session.serverUrl)) : api;
  const start: Start = <T, K extends ResourceKeyValue | void>(resource: Resource<T, K>, key?: K) =>
    preloadResource(store, client, resource, key as K);
  preload(start, new URLSearchParams(location.search), store);
}
