import { z } from 'zod';
import { text } from './common';

/**
 * PDF export settings of an organisation: the layout of the PDF a summary is exported as. One schema for both
 * sides: the server refuses what it refuses (unknown keys named by their path, sizes, margins and colours
 * range-checked), the console's JSON editor shows its issues inline at their position and completes its keys.
 * Every section and field may be left out: what is missing comes from the default layout
 * (`PDF_DEFAULT_SETTINGS`, also the example the pdf tab offers). `null` as a whole means "the default layout".
 */

/** Placeholders texts may use, written `{{name}}`. */
export const pdfPlaceholders = [
  'document_title',
  'document_subtitle',
  'meeting_type',
  'meeting_date',
  'recording_datetime',
  'file_name',
  'file_progress_id',
  'owner',
  'generated_by',
  'generated_at',
  'organization_name',
  'organization_contact_line',
  'primary_color',
  'secondary_color',
  'accent_color',
  'page_number',
  'total_pages',
] as const;
export type PdfPlaceholder = (typeof pdfPlaceholders)[number];
/** Only the page header and footer know the page. */
export const PAGE_PLACEHOLDERS: readonly PdfPlaceholder[] = ['page_number', 'total_pages'];
export const COLOR_PLACEHOLDERS = ['primary_color', 'secondary_color', 'accent_color'] as const;

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholder names a text uses, in order. */
export function placeholdersIn(value: string): string[] {
  return [...value.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}

/** A text whose placeholders are known, and (unless `pageAware`) not the page number or total. */
function placeholderText(max: number, pageAware = false) {
  return text()
    .max(max)
    .superRefine((value, ctx) => {
      for (const name of placeholdersIn(value)) {
        if (!(pdfPlaceholders as readonly string[]).includes(name)) {
          ctx.addIssue({ code: 'custom', message: `Onbekende plaatshouder {{${name}}}.` });
        } else if (!pageAware && PAGE_PLACEHOLDERS.includes(name as PdfPlaceholder)) {
          ctx.addIssue({
            code: 'custom',
            message: `{{${name}}} kan alleen in de kop- en voettekst worden gebruikt.`,
          });
        }
      }
    });
}

/** `#RGB` or `#RRGGBB`, or one of the organisation's brand colours as a placeholder. */
export const PDF_COLOR_PATTERN =
  /^(?:#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})|\{\{\s*(?:primary|secondary|accent)_color\s*\}\})$/;
const color = text().regex(
  PDF_COLOR_PATTERN,
  'Gebruik een HEX kleur (#RRGGBB of #RGB) of {{primary_color}}, {{secondary_color}}, {{accent_color}}.',
);

const size = (min: number, max: number) => z.number().min(min).max(max);

/** The fonts the server embeds (Work Sans ships with it). */
export const pdfFontFamilies = ['WorkSans'] as const;
export const pdfFontWeights = ['light', 'normal', 'medium', 'semibold', 'bold'] as const;
export const pdfPageSizes = ['A3', 'A4', 'A5', 'LETTER', 'LEGAL'] as const;
export const pdfOrientations = ['portrait', 'landscape'] as const;
export const pdfAlignments = ['left', 'center', 'right'] as const;
export const pdfLogoPositions = ['left', 'center', 'right'] as const;

/** Margins below this many millimetres may be cut off by printers (the editor's tip: at least 15 mm). */
export const PDF_MIN_ADVISED_MARGIN_MM = 15;

export const pdfExportSettings = z.strictObject({
  cover_page: z
    .strictObject({
      enabled: z.boolean().optional(),
      title: placeholderText(300).optional(),
      subtitle: placeholderText(300).optional(),
      meta: z
        .array(z.strictObject({ label: text().max(100), value: placeholderText(300) }))
        .max(20)
        .optional(),
      show_logo: z.boolean().optional(),
    })
    .optional(),
  page_header: z
    .strictObject({
      text: placeholderText(300, true).optional(),
      font_family: z.enum(pdfFontFamilies).optional(),
      font_weight: z.enum(pdfFontWeights).optional(),
      font_size: size(6, 24).optional(),
      logo: z
        .strictObject({
          show: z.boolean().optional(),
          position: z.enum(pdfLogoPositions).optional(),
          max_width_mm: size(5, 100).optional(),
          max_height_mm: size(5, 50).optional(),
        })
        .optional(),
    })
    .optional(),
  page_footer: z
    .strictObject({
      text: placeholderText(300, true).optional(),
      show_page_numbers: z.boolean().optional(),
      page_number_format: placeholderText(100, true).optional(),
    })
    .optional(),
  typography: z
    .strictObject({
      headings: z
        .strictObject({
          h1: size(8, 48).optional(),
          h2: size(8, 48).optional(),
          h3: size(8, 48).optional(),
          h4: size(8, 48).optional(),
        })
        .optional(),
      body: z
        .strictObject({
          font_size: size(6, 24).optional(),
          line_spacing: size(1, 3).optional(),
          paragraph_spacing: size(0, 48).optional(),
        })
        .optional(),
      lists: z
        .strictObject({
          bullet_color: color.optional(),
          indent_mm: size(0, 40).optional(),
        })
        .optional(),
    })
    .optional(),
  layout: z
    .strictObject({
      page_size: z.enum(pdfPageSizes).optional(),
      orientation: z.enum(pdfOrientations).optional(),
      margins_mm: z
        .strictObject({
          top: size(5, 100).optional(),
          bottom: size(5, 100).optional(),
          left: size(5, 100).optional(),
          right: size(5, 100).optional(),
        })
        .optional(),
    })
    .optional(),
  extras: z
    .strictObject({
      disclaimer: z
        .strictObject({
          enabled: z.boolean().optional(),
          text: placeholderText(2_000).optional(),
          alignment: z.enum(pdfAlignments).optional(),
        })
        .optional(),
    })
    .optional(),
});
export type PdfExportSettings = z.infer<typeof pdfExportSettings>;

/**
 * The example the pdf tab offers, and the default layout: A4 portrait, margins 40/25/20/20 mm, headings
 * 26/20/16/14, body 11 with line spacing 1.45, header size 10, logo at most 40 by 18 mm, Work Sans, "Pagina
 * {{page_number}} van {{total_pages}}", the disclaimer "Dit document is vertrouwelijk." centred. Every field is
 * present, so a renderer can fill a partial setting from it.
 */
export const PDF_DEFAULT_SETTINGS = {
  cover_page: {
    enabled: true,
    title: '{{document_title}}',
    subtitle: '{{document_subtitle}}',
    meta: [
      { label: 'Type vergadering', value: '{{meeting_type}}' },
      { label: 'Datum', value: '{{meeting_date}}' },
      { label: 'Eigenaar', value: '{{owner}}' },
      { label: 'Gegenereerd op', value: '{{generated_at}}' },
    ],
    show_logo: true,
  },
  page_header: {
    text: '{{organization_name}}',
    font_family: 'WorkSans',
    font_weight: 'normal',
    font_size: 10,
    logo: { show: true, position: 'right', max_width_mm: 40, max_height_mm: 18 },
  },
  page_footer: {
    text: '{{organization_contact_line}}',
    show_page_numbers: true,
    page_number_format: 'Pagina {{page_number}} van {{total_pages}}',
  },
  typography: {
    headings: { h1: 26, h2: 20, h3: 16, h4: 14 },
    body: { font_size: 11, line_spacing: 1.45, paragraph_spacing: 6 },
    lists: { bullet_color: '{{primary_color}}', indent_mm: 6 },
  },
  layout: {
    page_size: 'A4',
    orientation: 'portrait',
    margins_mm: { top: 40, bottom: 25, left: 20, right: 20 },
  },
  extras: {
    disclaimer: { enabled: true, text: 'Dit document is vertrouwelijk.', alignment: 'center' },
  },
} as const satisfies PdfExportSettings;

/** The example as the editor shows it, JSON indented 2 spaces. */
export const PDF_EXAMPLE_JSON = JSON.stringify(PDF_DEFAULT_SETTINGS, null, 2);

/** `GET …/pdf-export-settings`: the settings, or null for the default layout. */
export const pdfSettingsAnswer = z.looseObject({
  pdf_export_settings: z.record(z.string(), z.unknown()).nullable(),
});
export type PdfSettingsAnswer = z.output<typeof pdfSettingsAnswer>;

/** `PUT …/pdf-export-settings` (and the preview's body): an object checked by the schema, or null. */
export const pdfSettingsWrite = z.object({ pdf_export_settings: pdfExportSettings.nullable() });
export type PdfSettingsWrite = z.input<typeof pdfSettingsWrite>;

/** `PUT …` answers the message to show ("PDF export instellingen opgeslagen." or the server's own). */
export const pdfSettingsSaved = z.looseObject({
  message: z.string(),
  pdf_export_settings: z.record(z.string(), z.unknown()).nullable().optional(),
});
