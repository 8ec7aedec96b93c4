import type { PdfExportSettings } from '../../../src/api/schemas/pdfSettings';
import { bodyContent } from './content';
import type { Alignment, Content, DocumentDefinition } from './document';
import { writePdf } from './engine';
import { fontFamily } from './fonts';
import type { PdfLogo } from './logo';
import type { PreparedLogo } from './logo';
import { prepareLogo } from './logo';
import { parseMarkdown } from './markdown';
import type { PlaceholderValues } from './placeholders';
import { FALLBACK_COLORS, fillPlaceholders, normalizeHex, resolveColor } from './placeholders';
import type { ResolvedPdfSettings } from './settings';
import { mm, resolvePdfSettings } from './settings';

/** The organisation's branding as the PDF uses it; null where not set. */
export interface PdfBranding {
  organization_name: string;
  primary_color: string | null;
  secondary_color: string | null;
  accent_color: string | null;
  company_website: string | null;
  company_address: string | null;
  company_phone: string | null;
  company_email: string | null;
}

/** The document placeholders that describe the summary itself. */
export type SummaryFields = Partial<
  Pick<
    PlaceholderValues,
    | 'document_title'
    | 'document_subtitle'
    | 'meeting_type'
    | 'meeting_date'
    | 'recording_datetime'
    | 'file_name'
    | 'file_progress_id'
    | 'owner'
    | 'generated_by'
    | 'generated_at'
  >
>;

export interface PdfSummary {
  /** The summary's text, Markdown-ish (see `parseMarkdown`). */
  text: string;
  fields: SummaryFields;
}

export interface RenderInput {
  /** The organisation's saved (or unsaved, for a preview) settings; null or missing parts: the default layout. */
  settings: PdfExportSettings | null;
  branding: PdfBranding;
  logo: PdfLogo | null;
  summary: PdfSummary;
}

const TEXT_COLOR = '#1F2933';
const MUTED_COLOR = '#5F6B7A';

/** Address, phone, e-mail and website, those that are set, joined by a middle dot. */
export function contactLine(branding: PdfBranding): string {
  return [branding.company_address, branding.company_phone, branding.company_email, branding.company_website]
    .map((part) => part?.replace(/\s*\n\s*/g, ', ').trim())
    .filter((part): part is string => Boolean(part))
    .join(' · ');
}

/** The document's placeholder values (not the page ones): the summary's fields, the organisation, the colours. */
export function documentValues(branding: PdfBranding, fields: SummaryFields): PlaceholderValues {
  const colour = (key: keyof typeof FALLBACK_COLORS) => normalizeHex(branding[key] ?? FALLBACK_COLORS[key]);
  return {
    ...fields,
    organization_name: branding.organization_name,
    organization_contact_line: contactLine(branding),
    primary_color: colour('primary_color'),
    secondary_color: colour('secondary_color'),
    accent_color: colour('accent_color'),
  };
}

interface Layout {
  settings: ResolvedPdfSettings;
  values: PlaceholderValues;
  logo: PreparedLogo | null;
  colors: { primary: string; secondary: string; accent: string };
  margins: { top: number; bottom: number; left: number; right: number };
}

function coverPage(layout: Layout): Content[] {
  const { settings, values, logo, colors } = layout;
  const cover = settings.cover_page;
  const { h1, h2 } = settings.typography.headings;
  const parts: Content[] = [];
  if (cover.show_logo && logo) {
    parts.push({ ...logo.node([mm(70), mm(35)]), margin: [0, 0, 0, mm(18)] });
  } else parts.push({ text: '', margin: [0, mm(20), 0, 0] });
  const title = fillPlaceholders(cover.title, values).trim();
  const subtitle = fillPlaceholders(cover.subtitle, values).trim();
  if (title) {
    parts.push({
      text: title,
      font: fontFamily('semibold'),
      fontSize: Math.round(h1 * 1.25),
      lineHeight: 1.1,
      color: colors.primary,
      margin: [0, 0, 0, 8],
    });
  }
  if (subtitle) {
    parts.push({
      text: subtitle,
      font: fontFamily('light'),
      fontSize: h2,
      lineHeight: 1.15,
      color: colors.secondary,
    });
  }
  parts.push({
    canvas: [{ type: 'line', x1: 0, y1: 0, x2: mm(30), y2: 0, lineWidth: 3, lineColor: colors.accent }],
    margin: [0, mm(8), 0, mm(8)],
  });
  const meta = cover.meta
    .map((row) => ({ label: row.label, value: fillPlaceholders(row.value, values).trim() }))
    .filter((row) => row.value !== '');
  if (meta.length > 0) {
    parts.push({
      table: {
        widths: ['auto', '*'],
        body: meta.map((row) => [
          { text: row.label, font: fontFamily('medium'), color: MUTED_COLOR, margin: [0, 2, mm(6), 2] },
          { text: row.value, margin: [0, 2, 0, 2] },
        ]),
      },
      layout: 'noBorders',
    });
  }
  return [{ stack: parts, pageBreak: 'after' }];
}

/**
 * The page header: its text and the logo at its position (left, centre or right, at most its maximum size),
 * in the top margin, the text centred on the logo's height; not on the cover.
 */
function header(layout: Layout, hasCover: boolean) {
  const { settings, values, logo, colors, margins } = layout;
  const { page_header: head } = settings;
  const showLogo = head.logo.show && logo !== null;
  // The logo fits in the top margin, leaving room for the text under it when centred.
  const room = margins.top - mm(12) - (head.logo.position === 'center' ? head.font_size * 1.4 : 0);
  const box: [number, number] = [
    mm(head.logo.max_width_mm),
    Math.min(mm(head.logo.max_height_mm), Math.max(room, mm(5))),
  ];
  const logoHeight = showLogo ? logo!.fitted(box)[1] : 0;
  const top = Math.max(mm(8), (margins.top - Math.max(logoHeight, head.font_size)) / 2 - mm(2));
  const margin: [number, number, number, number] = [margins.left, top, margins.right, 0];
  const besideLogo: [number, number, number, number] = [
    0,
    Math.max((logoHeight - head.font_size * 1.2) / 2, 0),
    0,
    0,
  ];
  return (currentPage: number, pageCount: number): Content | null => {
    if (hasCover && currentPage === 1) return null;
    const text = fillPlaceholders(head.text, {
      ...values,
      page_number: String(currentPage),
      total_pages: String(pageCount),
    }).trim();
    if (!text && !showLogo) return null;
    const textNode = {
      text,
      font: fontFamily(head.font_weight),
      fontSize: head.font_size,
      color: colors.secondary,
    };
    if (!showLogo) return { ...textNode, margin };
    const image = logo!.node(box);
    switch (head.logo.position) {
      case 'left':
        return {
          columns: [
            { ...image, width: 'auto' },
            { ...textNode, alignment: 'right', width: '*', margin: besideLogo },
          ],
          columnGap: mm(6),
          margin,
        };
      case 'center':
        return {
          stack: [
            { ...image, alignment: 'center' },
            { ...textNode, alignment: 'center', margin: [0, 2, 0, 0] },
          ],
          margin,
        };
      case 'right':
        return {
          columns: [
            { ...textNode, width: '*', margin: besideLogo },
            { ...image, width: 'auto', alignment: 'right' },
          ],
          columnGap: mm(6),
          margin,
        };
    }
  };
}

/** The page footer: the footer text, and the page number in its format ("Pagina 1 van 3"). */
function footer(layout: Layout) {
  const { settings, values, margins } = layout;
  const foot = settings.page_footer;
  return (currentPage: number, pageCount: number): Content | null => {
    const pageValues = { ...values, page_number: String(currentPage), total_pages: String(pageCount) };
    const text = fillPlaceholders(foot.text, pageValues).trim();
    const number = foot.show_page_numbers ? fillPlaceholders(foot.page_number_format, pageValues).trim() : '';
    if (!text && !number) return null;
    const size = Math.max(settings.typography.body.font_size - 2, 7);
    const top = Math.max(margins.bottom / 2 - size, 4);
    return {
      columns: [
        { text, width: '*', fontSize: size, color: MUTED_COLOR },
        { text: number, width: 'auto', noWrap: true, fontSize: size, color: MUTED_COLOR, alignment: 'right' },
      ],
      columnGap: mm(6),
      margin: [margins.left, top, margins.right, 0],
    };
  };
}

function disclaimer(layout: Layout): Content[] {
  const { settings, values } = layout;
  const extra = settings.extras.disclaimer;
  const text = extra.enabled ? fillPlaceholders(extra.text, values).trim() : '';
  if (!text) return [];
  return [
    {
      text,
      alignment: extra.alignment as Alignment,
      fontSize: Math.max(settings.typography.body.font_size - 1.5, 7),
      italics: true,
      color: MUTED_COLOR,
      margin: [0, mm(10), 0, 0],
    },
  ];
}

/** The pdfmake document of a summary (exposed for tests; `renderSummaryPdf` writes it). */
export function summaryDocument(input: RenderInput): DocumentDefinition {
  const settings = resolvePdfSettings(input.settings);
  const values = documentValues(input.branding, input.summary.fields);
  const colors = {
    primary: values.primary_color!,
    secondary: values.secondary_color!,
    accent: values.accent_color!,
  };
  const margins = {
    top: mm(settings.layout.margins_mm.top),
    bottom: mm(settings.layout.margins_mm.bottom),
    left: mm(settings.layout.margins_mm.left),
    right: mm(settings.layout.margins_mm.right),
  };
  const layout: Layout = {
    settings,
    values,
    logo: input.logo ? prepareLogo(input.logo) : null,
    colors,
    margins,
  };
  const hasCover = settings.cover_page.enabled;
  const pageWidth = pageWidthOf(settings);
  const body = bodyContent(parseMarkdown(input.summary.text), settings.typography, {
    headingColor: colors.primary,
    textColor: TEXT_COLOR,
    bulletColor: resolveColor(settings.typography.lists.bullet_color, values, colors.primary),
    ruleColor: colors.accent,
    contentWidth: Math.max(pageWidth - margins.left - margins.right, 10),
  });
  return {
    pageSize: settings.layout.page_size,
    pageOrientation: settings.layout.orientation,
    pageMargins: [margins.left, margins.top, margins.right, margins.bottom],
    header: header(layout, hasCover),
    footer: footer(layout),
    content: [...(hasCover ? coverPage(layout) : []), ...body, ...disclaimer(layout)],
    defaultStyle: {
      font: fontFamily('normal'),
      fontSize: settings.typography.body.font_size,
      lineHeight: settings.typography.body.line_spacing,
      color: TEXT_COLOR,
    },
    info: {
      title: values.document_title || undefined,
      author: input.branding.organization_name,
      subject: values.meeting_type || undefined,
      creator: 'Werkbank',
      producer: 'Werkbank',
    },
    language: 'nl-NL',
  };
}

/** Page widths in points (portrait), for the rule across the text. */
const PAGE_WIDTHS: Record<string, [number, number]> = {
  A3: [841.89, 1190.55],
  A4: [595.28, 841.89],
  A5: [419.53, 595.28],
  LETTER: [612, 792],
  LEGAL: [612, 1008],
};

function pageWidthOf(settings: ResolvedPdfSettings): number {
  const [width, height] = PAGE_WIDTHS[settings.layout.page_size] ?? PAGE_WIDTHS.A4!;
  return settings.layout.orientation === 'landscape' ? height : width;
}

/**
 * Renders a summary as PDF with an organisation's export settings (merged over the default layout), branding
 * and logo: the page size, orientation and margins; a cover page (title, subtitle, meta rows, logo); a header
 * with text and logo on every other page; a footer with text and "Pagina {{page_number}} van
 * {{total_pages}}"; the heading and body sizes, line and paragraph spacing, bullets in their colour and
 * indent; the disclaimer; every placeholder (`pdfPlaceholders`). The push of a summary can call it as well as
 * the preview.
 */
export function renderSummaryPdf(input: RenderInput): Promise<Uint8Array> {
  return writePdf(summaryDocument(input));
}
