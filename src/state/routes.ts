import type { z } from 'zod';
import { buildPath, type PathParams } from '../api/endpoints/define';
import type { RouteDeclaration } from './defineRoute';
import { routeNames, routeTable, type RouteName, type RouteTable } from './routeTable';
import { noSearch, searchKit } from './routeSearch';

export {
  auditPeriods,
  dashboardViews,
  loginAttemptPeriods,
  loginAttemptStatuses,
  monthBreakdowns,
  organizationDetailTabs,
  userDetailTabs,
  type DashboardView,
  type LoginAttemptStatus,
  type MonthBreakdown,
  type OrganizationDetailTab,
  type UserDetailTab,
} from './routeTable';

/**
 * The routes of the console as screens and commands use them: each route's path and its search parameters,
 * built once from the route table (`routeTable.ts`). Screens read them with `useRoute`; every link and
 * `navigate` target is built with `href`, so no path is written by hand.
 */

export interface Route<P extends string = string, S extends z.ZodObject = z.ZodObject> {
  path: P;
  /** Search parameters; each field has a default or `.catch`, so a wrong value in a URL falls back. */
  search: S;
}

/** The route of a declaration: its path and its search schema (`NoSearch` when it declares none). */
type RouteOf<D> = D extends RouteDeclaration<infer P, infer S, string> ? Route<P, S> : never;

export type Routes = { readonly [N in RouteName]: RouteOf<RouteTable[N]> };

export const routes = Object.fromEntries(
  routeNames.map((name) => {
    const { path, search } = routeTable[name] as RouteDeclaration;
    return [name, { path, search: search ? search(searchKit) : noSearch }];
  }),
) as Routes;

/** The screens of the route table: one screen per route. */
export type ScreenId = RouteName;

export type SearchOf<R extends Route> = z.output<R['search']>;
export type SearchInput<R extends Route> = Partial<z.output<R['search']>>;

/** The search parameters of a URL query, each falling back to its default when missing or wrong. */
export function readSearch<R extends Route>(route: R, query: URLSearchParams): SearchOf<R> {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(route.search.shape)) {
    const value = query.get(key);
    if (value !== null) raw[key] = value;
  }
  return route.search.parse(raw) as SearchOf<R>;
}

/** A query string of search values: empty, undefined and default values are left out. */
export function searchString<R extends Route>(route: R, search: SearchInput<R> = {}): string {
  const defaults = route.search.parse({}) as Record<string, unknown>;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '' || value === defaults[key]) continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

type ParamsArg<P extends string> = keyof PathParams<P> extends never
  ? [params?: undefined]
  : [params: PathParams<P>];

/** The address of a route: `href(routes.userDetail, { id: 5 }, { tab: 'transcriptions' })`. */
export function href<P extends string, S extends z.ZodObject>(
  target: Route<P, S>,
  ...args: [...ParamsArg<P>, search?: SearchInput<Route<P, S>>]
): string {
  const [params, search] = args as unknown as [
    PathParams<P> | undefined,
    SearchInput<Route<P, S>> | undefined,
  ];
  return `${buildPath(target.path, (params ?? {}) as Record<string, string | number>)}${searchString(target, search)}`;
}
