import { createRequire } from 'node:module';
import path from 'node:path';
import type { pdfFontWeights } from '../../../src/api/schemas/pdfSettings';

/**
 * Work Sans (the PDF layout's default font) ships with the server: the `.woff` files of
 * `@fontsource/work-sans`, read from node_modules when a PDF is made, never fetched. `.woff2` would crash
 * pdfmake's font parser (fontkit), so the `.woff` files are used. The `latin` subset covers Dutch (accents,
 * €, quotes, dashes, the bullet).
 */

export type FontWeight = (typeof pdfFontWeights)[number];

const numericWeights: Record<FontWeight, number> = {
  light: 300,
  normal: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
};

/** The folder of the package's font files. */
function fontDirectory(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@fontsource/work-sans/package.json')), 'files');
}

const directory = fontDirectory();

function fontFile(weight: number, style: 'normal' | 'italic'): string {
  return path.join(directory, `work-sans-latin-${weight}-${style}.woff`);
}

/** The pdfmake font family of a weight: `WorkSans` (normal), `WorkSans-semibold`, … */
export function fontFamily(weight: FontWeight): string {
  return weight === 'normal' ? 'WorkSans' : `WorkSans-${weight}`;
}

/**
 * pdfmake's font table: one family per weight, its `normal` and `italics` in that weight; `bold` text (`**…**`)
 * in any family is Work Sans Bold (700), so bold stays visible within light and medium text alike.
 */
export function fontTable(): Record<
  string,
  { normal: string; bold: string; italics: string; bolditalics: string }
> {
  const table: Record<string, { normal: string; bold: string; italics: string; bolditalics: string }> = {};
  for (const [weight, numeric] of Object.entries(numericWeights) as [FontWeight, number][]) {
    table[fontFamily(weight)] = {
      normal: fontFile(numeric, 'normal'),
      italics: fontFile(numeric, 'italic'),
      bold: fontFile(Math.max(numeric, 700), 'normal'),
      bolditalics: fontFile(Math.max(numeric, 700), 'italic'),
    };
  }
  return table;
}

/** Every file of the table: the only local files the renderer may read. */
export function fontFiles(): Set<string> {
  return new Set(Object.values(fontTable()).flatMap((family) => Object.values(family)));
}
