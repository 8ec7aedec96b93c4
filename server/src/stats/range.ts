import type { StatsQuery } from '../../../src/api/schemas/stats';

const DAY_MS = 24 * 3600 * 1000;

/** An inclusive range of UTC calendar days. */
export interface DayRange {
  /** Every day of the range, YYYY-MM-DD, oldest first. */
  days: string[];
  /** The first and the last day, YYYY-MM-DD. */
  first: string;
  last: string;
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function rangeOf(start: number, dayCount: number): DayRange {
  const days = Array.from({ length: dayCount }, (_, i) => isoDay(new Date(start + i * DAY_MS)));
  return { days, first: days[0]!, last: days[days.length - 1]! };
}

/** The month `YYYYMM`, or else the last `days` days up to and including today (UTC). */
export function dayRange(query: Pick<StatsQuery, 'days' | 'month'>, now = new Date()): DayRange {
  if (query.month) {
    const year = Number(query.month.slice(0, 4));
    const month = Number(query.month.slice(4, 6)) - 1;
    const start = Date.UTC(year, month, 1);
    return rangeOf(start, Math.round((Date.UTC(year, month + 1, 1) - start) / DAY_MS));
  }
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return rangeOf(today - (query.days - 1) * DAY_MS, query.days);
}
