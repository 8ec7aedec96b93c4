import { z } from 'zod';
import { queryInt } from './common';
import { statsOrganization, statsQuery } from './stats';

/**
 * The statistics the console shows, in answers that do not grow with users × days (beyond the original admin
 * API: the reference server serves them from its daily rollups). The original `transcription-stats` map grows
 * with active users × days; these answer per day (at most 366 entries), per model, or one page of users or
 * organisations at a time. The console uses them when the server offers them and falls back to the original
 * calls (`transcription-stats`, `token-usage-stats`).
 */

/** The numbers of a day, a user, an organisation or a period. `minutes`: audio minutes, two decimals. */
export const statsNumbers = z.object({
  transcriptions: z.number(),
  minutes: z.number(),
  summaries: z.number(),
  tokens_in: z.number(),
  tokens_cached: z.number(),
  tokens_out: z.number(),
  /** Recorded model calls. */
  requests: z.number(),
});
export type StatsNumbers = z.infer<typeof statsNumbers>;

export const statsDay = statsNumbers.extend({
  date: z.string(),
  /** Users with any transcription, summary or token that day. */
  active_users: z.number(),
});
export type StatsDay = z.infer<typeof statsDay>;

export const statsModel = z.object({
  /** The model's name; `onbekend` for usage without a recorded model. */
  model: z.string(),
  requests: z.number(),
  tokens_in: z.number(),
  tokens_cached: z.number(),
  tokens_out: z.number(),
});
export type StatsModel = z.infer<typeof statsModel>;

/**
 * `GET admin/stats/overview`: the period (inclusive UTC dates), its totals (with the users active in it),
 * every day of it (oldest first) and the token usage per model (by name).
 */
export const statsOverview = z.object({
  from: z.string(),
  to: z.string(),
  totals: statsNumbers.extend({ active_users: z.number() }),
  days: z.array(statsDay),
  models: z.array(statsModel),
});
export type StatsOverview = z.infer<typeof statsOverview>;

/** Rows per page of the statistics tables. */
export const STATS_PAGE_SIZE = 50;
/** The most rows one page may ask for. */
export const STATS_PAGE_MAX = 500;

const page = {
  limit: queryInt(1, STATS_PAGE_MAX, STATS_PAGE_SIZE),
  offset: queryInt(0, 1_000_000_000, 0),
};
export const sortDirections = ['asc', 'desc'] as const;
export type SortDirectionParam = (typeof sortDirections)[number];

/** Number columns a users or organisations page sorts by; `tokens` is input, cached and output together. */
export const statsNumberSorts = [
  'transcriptions',
  'minutes',
  'summaries',
  'tokens_in',
  'tokens_cached',
  'tokens_out',
  'tokens',
] as const;

export const statsUserSorts = ['username', 'organization', ...statsNumberSorts] as const;
export type StatsUserSort = (typeof statsUserSorts)[number];
export const statsOrganizationSorts = ['organization', 'users', ...statsNumberSorts] as const;
export type StatsOrganizationSort = (typeof statsOrganizationSorts)[number];

/** `GET admin/stats/users`: the period's filters, the order (most minutes first unless given) and the page. */
export const statsUsersQuery = statsQuery.extend({
  sort: z.enum(statsUserSorts).default('minutes'),
  order: z.enum(sortDirections).default('desc'),
  ...page,
});
export type StatsUsersQuery = z.input<typeof statsUsersQuery>;

/** `GET admin/stats/organizations`: as the users page; `organization_id` names one organisation. */
export const statsOrganizationsQuery = statsQuery.extend({
  sort: z.enum(statsOrganizationSorts).default('minutes'),
  order: z.enum(sortDirections).default('desc'),
  ...page,
});
export type StatsOrganizationsQuery = z.input<typeof statsOrganizationsQuery>;

/** `GET admin/stats/user-days`: the period's days, newest first, per user by name; paged. */
export const statsUserDaysQuery = statsQuery.extend(page);
export type StatsUserDaysQuery = z.input<typeof statsUserDaysQuery>;

const statsUser = {
  user_id: z.number(),
  username: z.string(),
  /** ISO timestamp of the account's creation (the new-user badge). */
  user_created_at: z.string(),
  /** The user's current organisation (statistics follow the user); null: Geen organisatie. */
  organization: statsOrganization.nullable(),
};

/** One user's totals in the period (users with activity only). */
export const statsUserRow = statsNumbers.extend(statsUser);
export type StatsUserRow = z.infer<typeof statsUserRow>;

/** One user's numbers on one day. */
export const statsUserDayRow = statsNumbers.extend({ date: z.string(), ...statsUser });
export type StatsUserDayRow = z.infer<typeof statsUserDayRow>;

/** One organisation's totals in the period; `organization` null: the users without one. */
export const statsOrganizationRow = statsNumbers.extend({
  organization: statsOrganization.nullable(),
  /** Its users with any activity in the period. */
  users: z.number(),
});
export type StatsOrganizationRow = z.infer<typeof statsOrganizationRow>;

/** A page of rows and how many there are in all. */
function statsPage<T extends z.ZodType>(row: T) {
  return z.object({ total: z.number(), items: z.array(row) });
}
export const statsUsersPage = statsPage(statsUserRow);
export type StatsUsersPage = z.infer<typeof statsUsersPage>;
export const statsUserDaysPage = statsPage(statsUserDayRow);
export type StatsUserDaysPage = z.infer<typeof statsUserDaysPage>;
export const statsOrganizationsPage = statsPage(statsOrganizationRow);
export type StatsOrganizationsPage = z.infer<typeof statsOrganizationsPage>;
