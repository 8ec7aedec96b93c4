import { z } from 'zod';
import { auditActions, auditOutcomes, auditTargetTypes, DEFAULT_AUDIT_DAYS } from '../api/schemas/audit';
import { MAX_ID } from '../api/schemas/common';
import { attemptTypes } from '../api/schemas/loginAttempts';
import { DEFAULT_STATS_DAYS, statsPeriods } from '../api/schemas/stats';
import { buildPath, type PathParams } from '../api/endpoints/define';
import { routePaths } from './routePaths';

/**
 * The route table of the console (spec 2), declared once: each screen's path, its path parameters and its
 * search parameters (what a user bookmarks: tabs, filters, search, periods). Screens read them with
 * `useRoute`; every link and `navigate` target is built with `href`, so no path is written by hand.
 */

export interface RouteSpec<P extends string, S extends z.ZodObject> {
  path: P;
  /** Search parameters; each field has a default or `.catch`, so a wrong value in a URL falls back. */
  search: S;
}

export type Route<P extends string = string, S extends z.ZodObject = z.ZodObject> = RouteSpec<P, S>;

const noSearch = z.object({});

function route<P extends string, S extends z.ZodObject = typeof noSearch>(path: P, search?: S): Route<P, S> {
  return { path, search: (search ?? noSearch) as S };
}

/** A text search kept in the URL (`?q=`). */
const textSearch = z.object({ q: z.string().catch('') });

export const userDetailTabs = ['overview', 'templates', 'transcriptions', 'taxonomies', 'sessions'] as const;
export type UserDetailTab = (typeof userDetailTabs)[number];

export const organizationDetailTabs = [
  'users',
  'groups',
  'templates',
  'taxonomies',
  'stats',
  'exports',
  'pdf',
  'branding',
] as const;
export type OrganizationDetailTab = (typeof organizationDetailTabs)[number];

/** The periods the audit screen offers, in days. */
export const auditPeriods = [1, 7, 30, 90, 365] as const;

/** The audit screen's filters (`/audit?days=7&action=users.block&outcome=failure`). */
const auditSearch = z.object({
  days: z.coerce
    .number()
    .refine((days) => (auditPeriods as readonly number[]).includes(days))
    .catch(DEFAULT_AUDIT_DAYS),
  action: z.enum(auditActions).optional().catch(undefined),
  actor: z.string().max(150).catch(''),
  target: z.enum(auditTargetTypes).optional().catch(undefined),
  outcome: z.enum(auditOutcomes).optional().catch(undefined),
  /** An organisation id (an organisation administrator sees only their own). */
  org: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number)
    .pipe(z.number().max(MAX_ID))
    .optional()
    .catch(undefined),
});

/** Whose list a read-only template view was opened from. */
const templateViewSearch = z.object({
  userId: z.coerce.number().int().positive().optional().catch(undefined),
  orgId: z.coerce.number().int().positive().optional().catch(undefined),
});

const monthParam = z
  .string()
  .regex(/^\d{4}(0[1-9]|1[0-2])$/)
  .optional()
  .catch(undefined);

/** A statistics period in days (spec 9: 7, 30, 90, 180, 365; 7 by default). */
const statsDaysParam = z.coerce
  .number()
  .refine((days) => (statsPeriods as readonly number[]).includes(days))
  .catch(DEFAULT_STATS_DAYS);

export const dashboardViews = ['daily', 'monthly'] as const;
export type DashboardView = (typeof dashboardViews)[number];
export const monthBreakdowns = ['users', 'organizations'] as const;
export type MonthBreakdown = (typeof monthBreakdowns)[number];

/** The dashboard (`/?view=monthly&month=202503&by=organizations`, `/?days=30`). */
const dashboardSearch = z.object({
  view: z.enum(dashboardViews).catch('daily'),
  /** The daily overview's period. */
  days: statsDaysParam,
  /** The monthly overview's month (YYYYMM); the current month when absent. */
  month: monthParam,
  /** The monthly overview per user or per organisation. */
  by: z.enum(monthBreakdowns).catch('users'),
});

/** The periods of the login-attempts filter (spec 9: 1 = Laatste 24 uur, 7, 30, 90). */
export const loginAttemptPeriods = [1, 7, 30, 90] as const;
export const loginAttemptStatuses = ['all', 'true', 'false'] as const;
export type LoginAttemptStatus = (typeof loginAttemptStatuses)[number];

/** The login-attempts filters (spec 9 defaults: 7 days, all, any type, any e-mail). */
const loginAttemptsSearch = z.object({
  days: z.coerce
    .number()
    .refine((days) => (loginAttemptPeriods as readonly number[]).includes(days))
    .catch(7),
  status: z.enum(loginAttemptStatuses).catch('all'),
  type: z.enum(attemptTypes).optional().catch(undefined),
  email: z.string().max(320).catch(''),
  /** One client address, exactly (the suspicious view links to it); empty = any. */
  ip: z.string().max(64).catch(''),
});

export const routes = {
  dashboard: route(routePaths.dashboard, dashboardSearch),
  users: route(routePaths.users, textSearch),
  userDetail: route(routePaths.userDetail, z.object({ tab: z.enum(userDetailTabs).catch('overview') })),
  userTemplateNew: route(
    routePaths.userTemplateNew,
    z.object({ userId: z.coerce.number().int().min(0).optional().catch(undefined) }),
  ),
  /** Reached from a user's template list: `?userId=` names the user whose list it came from. */
  defaultTemplateView: route(routePaths.defaultTemplateView, templateViewSearch),
  /** Reached from a user's template list (`?userId=`) or an organisation's (`?orgId=`). */
  organizationTemplateView: route(routePaths.organizationTemplateView, templateViewSearch),
  userTemplateEdit: route(routePaths.userTemplateEdit),
  organizations: route(routePaths.organizations, textSearch),
  organizationDetail: route(
    routePaths.organizationDetail,
    z.object({
      tab: z.enum(organizationDetailTabs).catch('users'),
      /** The group selected on the groups tab. */
      group: z.coerce.number().int().positive().optional().catch(undefined),
      /** The stats tab's period (spec 9: 7, 30, 90, 180, 365; 7 by default). */
      days: statsDaysParam,
      /** The stats tab's month (YYYYMM); the current month when absent. */
      month: monthParam,
    }),
  ),
  organizationTemplateNew: route(routePaths.organizationTemplateNew),
  organizationTemplateEdit: route(routePaths.organizationTemplateEdit),
  exportConfigurationNew: route(routePaths.exportConfigurationNew),
  exportConfigurationEdit: route(routePaths.exportConfigurationEdit),
  taxonomies: route(routePaths.taxonomies, textSearch),
  taxonomyNew: route(
    routePaths.taxonomyNew,
    z.object({
      userId: z.coerce.number().int().positive().optional().catch(undefined),
      orgId: z.coerce.number().int().positive().optional().catch(undefined),
    }),
  ),
  taxonomyEdit: route(routePaths.taxonomyEdit),
  defaultTemplates: route(routePaths.defaultTemplates),
  defaultTemplateNew: route(routePaths.defaultTemplateNew),
  defaultTemplateEdit: route(routePaths.defaultTemplateEdit),
  templateSettings: route(routePaths.templateSettings),
  workerStatus: route(routePaths.workerStatus),
  loginAttempts: route(routePaths.loginAttempts, loginAttemptsSearch),
  auditLog: route(routePaths.auditLog, auditSearch),
} as const satisfies Record<keyof typeof routePaths, Route>;

export type Routes = typeof routes;
/** The screens of the route table; one screen per route. */
export type ScreenId = keyof Routes;

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
