/** Dates and numbers as the console shows them: nl-NL. */
const LOCALE = 'nl-NL';

const dateTime = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });
const dateFormat = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });
const monthFormat = new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const integerFormat = new Intl.NumberFormat(LOCALE);
const minutesFormat = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A timestamp from the API as a Dutch date and time; `-` when absent or unreadable. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '-';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '-' : dateTime.format(date);
}

/** A duration in seconds as `m:ss`, or `u:mm:ss` from an hour; `-` when absent. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '-';
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A timestamp from the API as a Dutch date (`3 januari 2025`); `-` when absent or unreadable. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '-';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '-' : dateFormat.format(date);
}

/** `YYYYMM` as `januari 2025`. */
export function formatMonth(month: string): string {
  return monthFormat.format(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(4, 6)) - 1, 1)));
}

/** `YYYY-MM-DD` (a UTC day of the statistics) as `3 jan.`. */
export function formatDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

/** Counts and tokens with Dutch digit grouping (`12.345`). */
export const formatCount = (n: number) => integerFormat.format(n);

/** Minutes with one decimal (`12,5`). */
export const formatMinutes = (n: number) => minutesFormat.format(n);

/** A number of bytes in megabytes with one decimal: `12,3 MB`. */
export const formatMegabytes = (bytes: number) => `${minutesFormat.format(bytes / 1_000_000)} MB`;

const bytesFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
const byteUnits = ['B', 'kB', 'MB', 'GB', 'TB', 'PB'] as const;

/** A number of bytes in the largest unit (powers of 1000) it reaches, with one decimal: `1,2 GB`, `512 B`. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < byteUnits.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${bytesFormat.format(unit === 0 ? Math.round(value) : value)} ${byteUnits[unit]}`;
}

const euroFormats = new Map<number, Intl.NumberFormat>();

/**
 * Euros the Dutch way: `€ 1.234,56`; `decimals` more where a price needs them (`€ 0,075`). The one money
 * formatter of the console.
 */
export function formatEuro(n: number, decimals = 2): string {
  let format = euroFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: decimals,
    });
    euroFormats.set(decimals, format);
  }
  return format.format(n);
}
