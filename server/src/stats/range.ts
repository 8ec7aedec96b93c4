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

/** A part of a day range: the whole calendar months in it, and the loose days before and after them. */
export interface RangeParts {
  /** First days of the whole months: from `first` up to, not including, `until`; absent without one. */
  months?: { first: string; until: string };
  /** The days outside the whole months, as inclusive ranges (none, one or two). */
  days: { first: string; last: string }[];
}

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The first day of the month of `ms`, moved by `add` months. */
function monthStart(ms: number, add = 0): number {
  const date = new Date(ms);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + add, 1);
}

/** Splits a range into its whole calendar months and the loose days at either end. */
export function rangeParts(range: Pick<DayRange, 'first' | 'last'>): RangeParts {
  const first = dayMs(range.first);
  const last = dayMs(range.last);
  const from = monthStart(first) === first ? first : monthStart(first, 1);
  const until = monthStart(last + DAY_MS);
  if (from >= until) return { days: [{ first: range.first, last: range.last }] };
  const days = [
    ...(first < from ? [{ first: range.first, last: isoDay(new Date(from - DAY_MS)) }] : []),
    ...(until <= last ? [{ first: isoDay(new Date(until)), last: range.last }] : []),
  ];
  return { months: { first: isoDay(new Date(from)), until: isoDay(new Date(until)) }, days };
}
