import { z } from 'zod';
import { statsPeriods } from '../../api/schemas/stats';
import { messages } from '../../messages';
import {
  dashboardViews,
  href,
  monthBreakdowns,
  routes,
  type SearchInput,
  type SearchOf,
} from '../../state/routes';
import { isCurrentOrLater, monthOf, shiftMonth } from '../../state/stats';
import { defineCommand, type CommandContext } from '../types';
import { changedSearch, fixedOptions, searchOnScreen } from './onScreen';

const t = messages.dashboard;
const c = t.commands;

type DashboardSearch = SearchOf<typeof routes.dashboard>;

const onDashboard = (ctx: CommandContext) => searchOnScreen(ctx, 'dashboard').search;

/** Opens the dashboard with `change` applied to what it shows now (or to its defaults from elsewhere). */
function showDashboard(ctx: CommandContext, change: SearchInput<typeof routes.dashboard>): void {
  ctx.navigate(href(routes.dashboard, undefined, changedSearch(routes.dashboard, onDashboard(ctx), change)));
}

/** The month the monthly overview shows: the one in the URL, else the current month. */
const shownMonth = (search: DashboardSearch) => search.month ?? monthOf(new Date());

const keywords = ['dashboard', 'statistieken', 'statistics', 'stats'];

/** Daily or monthly statistics on the dashboard (kept in the URL, `?view=monthly`). */
export const setDashboardView = defineCommand({
  id: 'dashboard.setView',
  title: c.setView,
  group: 'operations',
  keywords: [...keywords, 'dagelijks', 'maandelijks', 'daily', 'monthly', 'weergave', 'view'],
  args: z.object({ view: z.enum(dashboardViews) }),
  argPickers: {
    view: {
      title: c.pickView,
      options: async (_ctx, query) => fixedOptions(dashboardViews, (view) => t.views[view], query),
    },
  },
  contexts: ['dashboard'],
  run: ({ view }, ctx) => showDashboard(ctx, { view }),
});

/** Switches the dashboard between its daily and its monthly statistics. */
export const toggleDashboardView = defineCommand({
  id: 'dashboard.toggleView',
  title: c.toggleView,
  group: 'operations',
  keywords: [...keywords, 'wissel', 'toggle', 'switch', 'dagelijks', 'maandelijks', 'daily', 'monthly'],
  contexts: ['dashboard'],
  run: (_args, ctx) => showDashboard(ctx, { view: onDashboard(ctx).view === 'daily' ? 'monthly' : 'daily' }),
});

/** The daily overview's period: 7, 30, 90, 180 or 365 days. */
export const setDashboardPeriod = defineCommand({
  id: 'dashboard.setPeriod',
  title: c.setPeriod,
  group: 'operations',
  keywords: [...keywords, 'periode', 'period', 'dagen', 'days', 'range'],
  args: z.object({
    days: z.coerce.number().refine((days) => (statsPeriods as readonly number[]).includes(days)),
  }),
  argPickers: {
    days: {
      title: c.pickPeriod,
      options: async (_ctx, query) =>
        fixedOptions(statsPeriods, (days) => messages.organizationStats.lastDays(days), query),
    },
  },
  contexts: ['dashboard'],
  run: ({ days }, ctx) => showDashboard(ctx, { view: 'daily', days }),
});

/** The monthly overview one month back. */
export const previousDashboardMonth = defineCommand({
  id: 'dashboard.previousMonth',
  title: c.previousMonth,
  group: 'operations',
  keywords: [...keywords, 'vorige maand', 'previous month', 'terug', 'maand'],
  contexts: ['dashboard'],
  run: (_args, ctx) =>
    showDashboard(ctx, { view: 'monthly', month: shiftMonth(shownMonth(onDashboard(ctx)), -1) }),
});

/** The monthly overview one month forward, up to the current month. */
export const nextDashboardMonth = defineCommand({
  id: 'dashboard.nextMonth',
  title: c.nextMonth,
  group: 'operations',
  keywords: [...keywords, 'volgende maand', 'next month', 'vooruit', 'maand'],
  contexts: ['dashboard'],
  when: (_args, ctx) => (isCurrentOrLater(shownMonth(onDashboard(ctx))) ? { reason: c.noNextMonth } : true),
  run: (_args, ctx) => {
    const next = shiftMonth(shownMonth(onDashboard(ctx)), 1);
    // The current month is the default: it leaves the URL.
    showDashboard(ctx, { view: 'monthly', month: next === monthOf(new Date()) ? undefined : next });
  },
});

/** The monthly totals per user or per organisation. */
export const setMonthBreakdown = defineCommand({
  id: 'dashboard.setBreakdown',
  title: c.setBreakdown,
  group: 'operations',
  keywords: [...keywords, 'per organisatie', 'per gebruiker', 'by organization', 'by user', 'maand'],
  args: z.object({ by: z.enum(monthBreakdowns) }),
  argPickers: {
    by: {
      title: c.pickBreakdown,
      options: async (_ctx, query) => fixedOptions(monthBreakdowns, (by) => t.breakdowns[by], query),
    },
  },
  contexts: ['dashboard'],
  run: ({ by }, ctx) => showDashboard(ctx, { view: 'monthly', by }),
});

export const dashboardCommands = [
  setDashboardView,
  toggleDashboardView,
  setDashboardPeriod,
  previousDashboardMonth,
  nextDashboardMonth,
  setMonthBreakdown,
];
