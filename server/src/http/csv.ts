/**
 * A cell that a spreadsheet would run as a formula gets a leading apostrophe (CSV injection guard, as OWASP
 * advises): one starting with `=`, `+`, `-`, `@`, tab or carriage return, also after leading spaces, and the
 * full-width forms some spreadsheets read as the same signs.
 */
const FORMULA_START = /^[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r]/;

/**
 * Quoted whenever the cell holds a separator (`,`, or `;`, which Dutch-locale spreadsheets split on), a quote,
 * a line break, or spaces at either end.
 */
const NEEDS_QUOTES = /[",;\r\n]/;

function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = neutralise(value instanceof Date ? value.toISOString() : String(value));
  return NEEDS_QUOTES.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One RFC 4180 CSV line with its CRLF (for writing a large file row by row). */
export function csvLine(row: readonly unknown[]): string {
  return row.map(cell).join(',') + '\r\n';
}

/** RFC 4180 CSV: a header row, CRLF line ends, quoted where needed. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map(csvLine).join('');
}
