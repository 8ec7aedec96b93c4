import { defineRoute } from './defineRoute';

/**
 * The route table of the console: every route declared once, with its path, its search parameters, who may
 * open it, its screen and what it loads as it opens. Derived from it: `routes` and `href` (`routes.ts`), the
 * access per route (`routeAccess.ts`), the loads per route (`routePreloads.ts`), the route at an address
 * (`routeAt.ts`, which the boot script uses before the app's code has arrived) and the shell's routes and
 * screens (`src/screens/shell`). Fixed segments rank before parameters (`/templates/new` before
 * `/templates/:userId/:templateName`), whatever the order here.
 */

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
  'retention',
  'budget',
] as const;
export type OrganizationDetailTab = (typeof organizationDetailTabs)[number];

export const dashboardViews = ['daily', 'monthly'] as const;
export type DashboardView = (typeof dashboardViews)[number];
export const monthBreakdowns = ['users', 'organizations'] as const;
export type MonthBreakdown = (typeof monthBreakdowns)[number];

/** The periods the audit screen offers, in days. */
export const auditPeriods = [1, 7, 30, 90, 365] as const;

/** The periods of the login-attempts filter: 1 (Laatste 24 uur), 7, 30 and 90 days. */
export const loginAttemptPeriods = [1, 7, 30, 90] as const;
export const loginAttemptStatuses = ['all', 'true', 'false'] as const;
export type LoginAttemptStatus = (typeof loginAttemptStatuses)[number];

export const routeTable = {
  /** `/?view=monthly&month=202503&by=organizations`, `/?days=30`. */
  dashboard: defineRoute({
    path: '/',
    search: ({ z, statsDays, month }) =>
      z.object({
        view: z.enum(dashboardViews).catch('daily'),
        /** The daily overview's period. */
        days: statsDays,
        /** The monthly overview's month (YYYYMM); the current month when absent. */
        month,
        /** The monthly overview per user or per organisation. */
        by: z.enum(monthBreakdowns).catch('users'),
      }),
    access: ({ consoleUser }) => consoleUser,
    screen: 'DashboardScreen',
    preload: 'dashboardCards',
  }),
  users: defineRoute({
    path: '/users',
    search: ({ text }) => text,
    access: ({ endpoints }) => endpoints.users.list.access,
    screen: 'UsersScreen',
    preload: 'userList',
  }),
  userDetail: defineRoute({
    path: '/users/:id',
    search: ({ z }) => z.object({ tab: z.enum(userDetailTabs).catch('overview') }),
    access: ({ endpoints }) => endpoints.users.get.access,
    screen: 'UserDetailScreen',
  }),
  /** `?userId=` names the user the template is for. */
  userTemplateNew: defineRoute({
    path: '/templates/new',
    search: ({ z }) => z.object({ userId: z.coerce.number().int().min(0).optional().catch(undefined) }),
    access: ({ endpoints }) => endpoints.userTemplates.create.access,
    screen: 'UserTemplateNewScreen',
  }),
  /** Reached from a user's template list: `?userId=` names the user whose list it came from. */
  defaultTemplateView: defineRoute({
    path: '/templates/default/:name',
    search: ({ z, optionalId }) => z.object({ userId: optionalId, orgId: optionalId }),
    access: ({ endpoints }) => endpoints.defaultTemplates.get.access,
    screen: 'DefaultTemplateViewScreen',
  }),
  /** Reached from a user's template list (`?userId=`) or an organisation's (`?orgId=`). */
  organizationTemplateView: defineRoute({
    path: '/templates/organization/:name',
    search: ({ z, optionalId }) => z.object({ userId: optionalId, orgId: optionalId }),
    access: ({ endpoints }) => endpoints.organizationTemplates.get.access,
    screen: 'OrganizationTemplateViewScreen',
  }),
  userTemplateEdit: defineRoute({
    path: '/templates/:userId/:templateName',
    access: ({ endpoints }) => endpoints.userTemplates.get.access,
    screen: 'UserTemplateEditScreen',
  }),
  organizations: defineRoute({
    path: '/organizations',
    search: ({ text }) => text,
    access: ({ endpoints }) => endpoints.organizations.list.access,
    screen: 'OrganizationsScreen',
    preload: 'organizationList',
  }),
  organizationDetail: defineRoute({
    path: '/organizations/:id',
    search: ({ z, optionalId, statsDays, month }) =>
      z.object({
        tab: z.enum(organizationDetailTabs).catch('users'),
        /** The group selected on the groups tab. */
        group: optionalId,
        /** The stats tab's period. */
        days: statsDays,
        /** The stats tab's month (YYYYMM); the current month when absent. */
        month,
      }),
    access: ({ endpoints }) => endpoints.organizations.get.access,
    organizationParam: 'id',
    screen: 'OrganizationDetailScreen',
  }),
  organizationTemplateNew: defineRoute({
    path: '/organizations/:orgId/templates/new',
    access: ({ endpoints }) => endpoints.organizationTemplates.create.access,
    organizationParam: 'orgId',
    screen: 'OrganizationTemplateNewScreen',
  }),
  organizationTemplateEdit: defineRoute({
    path: '/organizations/:orgId/templates/:templateName',
    access: ({ endpoints }) => endpoints.organizationTemplates.get.access,
    organizationParam: 'orgId',
    screen: 'OrganizationTemplateEditScreen',
  }),
  // An organisation administrator manages their own organisation's export configurations.
  exportConfigurationNew: defineRoute({
    path: '/organizations/:id/exports/new',
    access: ({ endpoints }) => endpoints.exports.create.access,
    organizationParam: 'id',
    screen: 'ExportConfigurationNewScreen',
  }),
  exportConfigurationEdit: defineRoute({
    path: '/organizations/:id/exports/:configId',
    access: ({ endpoints }) => endpoints.exports.get.access,
    organizationParam: 'id',
    screen: 'ExportConfigurationEditScreen',
  }),
  // Their organisation's taxonomies and its users' for an organisation administrator (the server filters the list).
  taxonomies: defineRoute({
    path: '/taxonomies',
    search: ({ text }) => text,
    access: ({ endpoints }) => endpoints.taxonomies.list.access,
    screen: 'TaxonomiesScreen',
  }),
  /** `?userId=` or `?orgId=` names the owner of the new taxonomy. */
  taxonomyNew: defineRoute({
    path: '/taxonomies/new',
    search: ({ z, optionalId }) => z.object({ userId: optionalId, orgId: optionalId }),
    access: ({ endpoints }) => endpoints.taxonomies.createForOrganization.access,
    screen: 'TaxonomyNewScreen',
  }),
  taxonomyEdit: defineRoute({
    path: '/taxonomies/:id',
    access: ({ endpoints }) => endpoints.taxonomies.get.access,
    screen: 'TaxonomyEditScreen',
  }),
  defaultTemplates: defineRoute({
    path: '/default-templates',
    access: ({ endpoints }) => endpoints.defaultTemplates.list.access,
    screen: 'DefaultTemplatesScreen',
  }),
  defaultTemplateNew: defineRoute({
    path: '/default-templates/new',
    access: ({ endpoints }) => endpoints.defaultTemplates.create.access,
    screen: 'DefaultTemplateNewScreen',
  }),
  defaultTemplateEdit: defineRoute({
    path: '/default-templates/:id',
    access: ({ endpoints }) => endpoints.defaultTemplates.update.access,
    screen: 'DefaultTemplateEditScreen',
  }),
  templateSettings: defineRoute({
    path: '/template-settings',
    access: ({ endpoints }) => endpoints.templateSettings.all.access,
    screen: 'TemplateSettingsScreen',
  }),
  workerStatus: defineRoute({
    path: '/worker-status',
    access: ({ endpoints }) => endpoints.workers.status.access,
    screen: 'WorkerStatusScreen',
  }),
  /** The filters: 7 days, all, any type, any e-mail by default. */
  loginAttempts: defineRoute({
    path: '/login-attempts',
    search: ({ z, attemptTypes }) =>
      z.object({
        days: z.coerce
          .number()
          .refine((days) => (loginAttemptPeriods as readonly number[]).includes(days))
          .catch(7),
        status: z.enum(loginAttemptStatuses).catch('all'),
        type: z.enum(attemptTypes).optional().catch(undefined),
        email: z.string().max(320).catch(''),
        /** One client address, exactly (the suspicious view links to it); empty = any. */
        ip: z.string().max(64).catch(''),
      }),
    access: ({ endpoints }) => endpoints.loginAttempts.list.access,
    screen: 'LoginAttemptsScreen',
  }),
  /** The filters: `/audit?days=7&action=users.block&outcome=failure`. */
  auditLog: defineRoute({
    path: '/audit',
    search: ({ z, audit, organizationId }) =>
      z.object({
        days: z.coerce
          .number()
          .refine((days) => (auditPeriods as readonly number[]).includes(days))
          .catch(audit.defaultDays),
        action: z.enum(audit.actions).optional().catch(undefined),
        actor: z.string().max(150).catch(''),
        target: z.enum(audit.targetTypes).optional().catch(undefined),
        outcome: z.enum(audit.outcomes).optional().catch(undefined),
        /** An organisation id (an organisation administrator sees only their own). */
        org: organizationId,
      }),
    // Every organisation's changes; the audit of one organisation is the platform's screen too for now.
    access: ({ platformOnly }) => platformOnly,
    screen: 'AuditScreen',
  }),
  /** The platform's default and maximum retention, its dry run, the removal run now and the removal log. */
  retention: defineRoute({
    path: '/retention',
    access: ({ endpoints }) => endpoints.retention.platform.access,
    screen: 'RetentionScreen',
  }),
  /**
   * Usage and cost of a month (`/usage?month=202511&sort=tokens&order=asc&offset=50`): the cost per model and
   * per organisation (its order and page), the finance CSV, and the prices per model.
   */
  usage: defineRoute({
    path: '/usage',
    search: ({ z, month, usage }) =>
      z.object({
        /** The month (YYYYMM); the current month when absent. */
        month,
        /** The organisations table's column and direction. */
        sort: z.enum(usage.organizationSorts).catch('cost'),
        order: z.enum(usage.orders).catch('desc'),
        /** The first row of the organisations table's page. */
        offset: z.coerce.number().int().min(0).catch(0),
      }),
    access: ({ endpoints }) => endpoints.usage.prices.access,
    screen: 'UsageScreen',
  }),
};

export type RouteTable = typeof routeTable;
/** The routes of the table, by name; also what the screen context calls the screen on show. */
export type RouteName = keyof RouteTable;
/** The screens the routes declare, by their component's name. */
export type ScreenName = RouteTable[RouteName]['screen'];

/** The names of the routes, in the order of the table. */
export const routeNames = Object.keys(routeTable) as RouteName[];
