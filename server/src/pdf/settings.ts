import type { PdfExportSettings } from '../../../src/api/schemas/pdfSettings';
import { PDF_DEFAULT_SETTINGS } from '../../../src/api/schemas/pdfSettings';

/** Every field present: the settings as the renderer reads them. */
type Full<T> = T extends readonly (infer Item)[]
  ? Full<Item>[]
  : T extends object
    ? { [K in keyof T]-?: Full<NonNullable<T[K]>> }
    : T;

export type ResolvedPdfSettings = Full<PdfExportSettings>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `over` on top of `base`, object by object; arrays and values replace, undefined keeps `base`. */
function merge(base: unknown, over: unknown): unknown {
  if (over === undefined) return base;
  if (!isPlainObject(base) || !isPlainObject(over)) return over;
  const merged: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(base), ...Object.keys(over)])) {
    merged[key] = merge(base[key], over[key]);
  }
  return merged;
}

/** The settings with what they leave out taken from the default layout; null is the default layout. */
export function resolvePdfSettings(settings: PdfExportSettings | null | undefined): ResolvedPdfSettings {
  return merge(structuredClone(PDF_DEFAULT_SETTINGS), settings ?? undefined) as ResolvedPdfSettings;
}

/** Millimetres in PDF points (1/72 inch). */
export const mm = (millimetres: number) => (millimetres * 72) / 25.4;
