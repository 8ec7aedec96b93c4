import { z } from 'zod';
import { idParam, queryInt, text } from './common';

/** Periods of the daily overview, in days; 7 is the default. */
export const statsPeriods = [7, 30, 90, 180, 365] as const;
export const DEFAULT_STATS_DAYS = 7;

/** An empty query value (`?username=`) counts as absent. */
const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/**
 * Query of `GET admin/transcription-stats` and `GET admin/token-usage-stats`. Without `month`: the last `days`
 * days up to and including today; with `month` (YYYYMM): that calendar month. Days are UTC calendar days.
 */
export const statsQuery = z.object({
  username: z.preprocess(blankAsAbsent, text().trim().min(1).max(150).optional()),
  days: queryInt(1, 365, DEFAULT_STATS_DAYS).refine((days) =>
    (statsPeriods as readonly number[]).includes(days),
  ),
  month: z.preprocess(
    blankAsAbsent,
    text()
      .regex(/^\d{4}(0[1-9]|1[0-2])$/)
      .optional(),
  ),
  organization_id: z.preprocess(blankAsAbsent, idParam.optional()),
});
export type StatsQuery = z.infer<typeof statsQuery>;

/** One user's activity on one day (the daily statistics: date -> username -> activity). */
export const dailyUserStats = z.looseObject({
  transcriptions: z.number(),
  summaries: z.number(),
  tokens_in: z.number(),
  tokens_cached: z.number(),
  tokens_out: z.number(),
  /** ISO timestamp of the account's creation, for the new-user badge. */
  user_created_at: z.string().nullable(),
});
export type DailyUserStats = z.infer<typeof dailyUserStats>;

/** Answer without `month`: date (YYYY-MM-DD, every day of the period, oldest first) → username → numbers. */
export const dailyStats = z.record(z.string(), z.record(z.string(), dailyUserStats));
export type DailyStats = z.infer<typeof dailyStats>;

export const statsOrganization = z.looseObject({ id: z.number(), name: z.string() });

/** One user's activity on one day of a month (the monthly statistics: day -> username -> activity). */
export const monthlyUserStats = z.looseObject({
  transcriptions: z.number(),
  /** Audio minutes of the day's transcriptions, two decimals. */
  total_minutes: z.number(),
  summaries: z.number(),
  tokens_in: z.number(),
  tokens_cached: z.number().optional(),
  tokens_out: z.number(),
  /** The user's current organisation; null for users without one (Geen organisatie). */
  organization: statsOrganization.nullable(),
});
export type MonthlyUserStats = z.infer<typeof monthlyUserStats>;

/** Answer with `month`: `{ data: day (YYYY-MM-DD, every day of the month) → username → numbers }`. */
export const monthlyStats = z.looseObject({
  data: z.record(z.string(), z.record(z.string(), monthlyUserStats)),
});
export type MonthlyStats = z.infer<typeof monthlyStats>;

export const tokenUsageNumbers = z.looseObject({
  tokens_in: z.number(),
  tokens_cached: z.number(),
  tokens_out: z.number(),
  /** Number of recorded model calls. */
  requests: z.number(),
});
export type TokenUsageNumbers = z.infer<typeof tokenUsageNumbers>;

/**
 * Answer of `GET admin/token-usage-stats`: the period (inclusive UTC dates), its totals, totals per model
 * (`onbekend` when unrecorded) and date (every day of the period) → username → numbers.
 */
export const tokenUsageStats = z.looseObject({
  from: z.string(),
  to: z.string(),
  totals: tokenUsageNumbers,
  models: z.record(z.string(), tokenUsageNumbers),
  days: z.record(z.string(), z.record(z.string(), tokenUsageNumbers)),
});
export type TokenUsageStats = z.infer<typeof tokenUsageStats>;
