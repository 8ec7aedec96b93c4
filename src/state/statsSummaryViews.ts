import type {
  StatsNumbers,
  StatsOrganizationRow,
  StatsOverview,
  StatsUserDayRow,
  StatsUserRow,
} from '../api/schemas/statsSummary';
import { newUserBadge } from './dashboard';
import type { MonthNumbers, MonthOrganizationTotals, MonthUserTotals } from './stats';
import type { DayUserRow, ModelUsage, MonthOverview, PeriodOverview, StatsPage } from './statsViews';

/** The views from the bounded statistics answers (`admin/stats/…`). */

/** All tokens: input, cached and output. */
const tokensOf = (n: StatsNumbers) => n.tokens_in + n.tokens_cached + n.tokens_out;

const monthNumbers = (n: StatsNumbers): MonthNumbers => ({
  transcriptions: n.transcriptions,
  minutes: n.minutes,
  summaries: n.summaries,
  tokensIn: n.tokens_in,
  tokensOut: n.tokens_out,
});

const byName = (a: ModelUsage, b: ModelUsage) => a.model.localeCompare(b.model);

/** A period of days: the chart's points, the totals and the usage per model. */
export function periodOverviewOf(answer: StatsOverview): PeriodOverview {
  return {
    points: answer.days.map((day) => ({
      date: day.date,
      activeUsers: day.active_users,
      transcriptions: day.transcriptions,
      summaries: day.summaries,
      tokens: tokensOf(day),
    })),
    totals: {
      transcriptions: answer.totals.transcriptions,
      summaries: answer.totals.summaries,
      tokens: tokensOf(answer.totals),
      activeUsers: answer.totals.active_users,
    },
    models: answer.models
      .map((m) => ({
        model: m.model,
        requests: m.requests,
        tokensIn: m.tokens_in,
        tokensCached: m.tokens_cached,
        tokensOut: m.tokens_out,
      }))
      .sort(byName),
  };
}

/** A month: its totals and the minutes per day. */
export function monthOverviewOf(answer: StatsOverview): MonthOverview {
  return {
    total: monthNumbers(answer.totals),
    minutesPerDay: answer.days.map((day) => ({ date: day.date, minutes: day.minutes })),
  };
}

/** A page of the server's rows as a page of the view's. */
export function pageOf<A, R>(
  answer: { total: number; items: A[] },
  offset: number,
  row: (item: A) => R,
): StatsPage<R> {
  return { rows: answer.items.map(row), offset, total: answer.total };
}

export const monthUserOf = (row: StatsUserRow): MonthUserTotals => ({
  username: row.username,
  organization: row.organization,
  ...monthNumbers(row),
});

export const monthOrganizationOf = (row: StatsOrganizationRow): MonthOrganizationTotals => ({
  organization: row.organization,
  users: row.users,
  ...monthNumbers(row),
});

/** One user's day, with the new-user badge as of `now`. */
export const dayUserOf =
  (now: Date) =>
  (row: StatsUserDayRow): DayUserRow => ({
    date: row.date,
    username: row.username,
    transcriptions: row.transcriptions,
    summaries: row.summaries,
    tokensIn: row.tokens_in,
    tokensCached: row.tokens_cached,
    tokensOut: row.tokens_out,
    createdAt: row.user_created_at,
    badge: newUserBadge(row.user_created_at, now),
  });
