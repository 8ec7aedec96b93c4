import type { ExportPlaceholder } from '../../../src/api/schemas/exports';
import { exportPlaceholders } from '../../../src/api/schemas/exports';

/** The values of the placeholders a push fills in (note title, creation property mapping, Notion title). */
export type PlaceholderValues = Record<ExportPlaceholder, string>;

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;
const known = new Set<string>(exportPlaceholders);

/** `{{document_name}}` (spaces inside the braces allowed) replaced by its value; unknown names stay as written. */
export function fillPlaceholders(template: string, values: PlaceholderValues): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    known.has(name) ? values[name as ExportPlaceholder] : whole,
  );
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A date as `YYYY-MM-DD` in Dutch time (what a CRM date property and a title both read well). */
export function meetingDate(date: Date): string {
  return dayFormat.format(date);
}
