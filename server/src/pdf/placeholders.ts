import type { PdfPlaceholder } from '../../../src/api/schemas/pdfSettings';
import { pdfPlaceholders } from '../../../src/api/schemas/pdfSettings';

/** The values of the placeholders (`pdfPlaceholders`) for one document (and, for the page ones, one page). */
export type PlaceholderValues = Partial<Record<PdfPlaceholder, string>>;

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
const known = new Set<string>(pdfPlaceholders);

/**
 * The text with every `{{name}}` of a known placeholder replaced by its value (empty when it has none); an
 * unknown name stays as written (the settings schema refuses those, so only hand-made texts have them).
 */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    known.has(name) ? (values[name as PdfPlaceholder] ?? '') : whole,
  );
}

/** Colours the organisation has not set: a dark blue, a slate grey and an amber. */
export const FALLBACK_COLORS = {
  primary_color: '#1F4E79',
  secondary_color: '#4A5568',
  accent_color: '#C27C0E',
} as const;

/** `#RGB` as `#RRGGBB` (upper case); other values as they are. */
export function normalizeHex(color: string): string {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toUpperCase();
  return /^#[0-9a-f]{6}$/i.test(color) ? color.toUpperCase() : color;
}

/** A colour setting: a HEX colour, or a brand colour placeholder filled from `values`; else `fallback`. */
export function resolveColor(setting: string, values: PlaceholderValues, fallback: string): string {
  const filled = normalizeHex(fillPlaceholders(setting, values).trim());
  return /^#[0-9A-F]{6}$/.test(filled) ? filled : fallback;
}
