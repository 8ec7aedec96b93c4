// The PDF renderer: the Markdown-ish summary text, placeholders and settings merged over the
// default layout, and whole documents read back with pdf.js: page count and size (A4 595.28 × 841.89 pt,
// landscape swapped), margins in points, the footer "Pagina X van N" on every page, the header (not on the cover),
// heading and body sizes, the bullet colour, the disclaimer, Work Sans embedded, logos of every kind, and no file
// or URL read.
import { describe, expect, it } from 'vitest';
import type { PdfExportSettings } from '../../src/api/schemas/pdfSettings';
import { PDF_DEFAULT_SETTINGS, pdfExportSettings } from '../../src/api/schemas/pdfSettings';
import { writePdf } from '../src/pdf/engine';
import { createGate, GateFullError } from '../src/pdf/gate';
import type { PdfLogo } from '../src/pdf/logo';
import { prepareLogo, svgImage } from '../src/pdf/logo';
import { parseInline, parseMarkdown } from '../src/pdf/markdown';
import { fillPlaceholders, normalizeHex, resolveColor } from '../src/pdf/placeholders';
import type { PdfBranding } from '../src/pdf/render';
import { contactLine, renderSummaryPdf } from '../src/pdf/render';
import { longSummaryText, sampleSummary } from '../src/pdf/sample';
import { mm, resolvePdfSettings } from '../src/pdf/settings';
import { gif, hostileSvgs, JPEG, png, safeSvg } from './support/images';
import type { PdfPage } from './support/readPdf';
import { readPdf } from './support/readPdf';

const branding: PdfBranding = {
  organization_name: 'Gemeente Zandvoort',
  primary_color: '#0B5394',
  secondary_color: '#555',
  accent_color: '#E69138',
  company_website: 'https://www.zandvoort.example',
  company_address: 'Swaluëstraat 2, 2042 KA Zandvoort',
  company_phone: '14 023',
  company_email: 'info@zandvoort.example',
};
const svgLogo: PdfLogo = { kind: 'svg', content: new TextEncoder().encode(safeSvg()) };
const NOW = new Date('2026-03-12T09:30:00Z');

async function render(
  settings: PdfExportSettings | null,
  options: { logo?: PdfLogo | null; text?: string; branding?: PdfBranding } = {},
): Promise<{ pages: PdfPage[]; bytes: Uint8Array }> {
  const bytes = await renderSummaryPdf({
    settings,
    branding: options.branding ?? branding,
    logo: options.logo === undefined ? svgLogo : options.logo,
    summary: sampleSummary('beheerder', NOW, options.text),
  });
  return { pages: await readPdf(bytes), bytes };
}

const close = (actual: number, expected: number, within = 0.5) =>
  expect(Math.abs(actual - expected), `${actual} ≈ ${expected}`).toBeLessThanOrEqual(within);
const runOf = (pages: PdfPage[], text: string) =>
  pages.flatMap((page) => page.runs).find((run) => run.text === text);

describe('the summary text', () => {
  it('reads headings of four levels, paragraphs, rules and lists', () => {
    const blocks = parseMarkdown(
      [
        '# Titel #',
        'Een alinea',
        'over twee regels.',
        '',
        '## Twee',
        '### Drie',
        '#### Vier',
        '##### Vijf wordt vier',
        '---',
        '- een',
        '  vervolg van een',
        '  * genest',
        '    1. dieper genummerd',
        '- twee',
        '',
        '3. derde',
        '4) vierde',
        '#geen kop',
      ].join('\n'),
    );
    const text = (runs: { text: string }[]) => runs.map((run) => run.text).join('');
    expect(blocks.map((block) => block.kind)).toEqual([
      'heading',
      'paragraph',
      'heading',
      'heading',
      'heading',
      'heading',
      'rule',
      'list',
      'list',
      'paragraph',
    ]);
    expect(blocks[0]).toMatchObject({ kind: 'heading', level: 1 });
    expect(text((blocks[0] as { runs: { text: string }[] }).runs)).toBe('Titel');
    expect(text((blocks[1] as { runs: { text: string }[] }).runs)).toBe('Een alinea over twee regels.');
    expect(blocks.slice(2, 6).map((block) => (block as { level: number }).level)).toEqual([2, 3, 4, 4]);
    const bullets = blocks[7] as Extract<(typeof blocks)[number], { kind: 'list' }>;
    expect(bullets.ordered).toBe(false);
    expect(bullets.items.map((item) => text(item.runs))).toEqual(['een vervolg van een', 'twee']);
    const nested = bullets.items[0]!.children[0]!;
    expect(text(nested.items[0]!.runs)).toBe('genest');
    expect(nested.items[0]!.children[0]).toMatchObject({ ordered: true, start: 1 });
    const numbered = blocks[8] as Extract<(typeof blocks)[number], { kind: 'list' }>;
    expect(numbered).toMatchObject({ ordered: true, start: 3 });
    expect(numbered.items.map((item) => text(item.runs))).toEqual(['derde', 'vierde']);
    expect(text((blocks[9] as { runs: { text: string }[] }).runs)).toBe('#geen kop');
  });

  it('reads bold and italic text, escapes, and leaves other stars and underscores alone', () => {
    expect(parseInline('Het **besluit** is *definitief*.')).toEqual([
      { text: 'Het ', bold: false, italics: false },
      { text: 'besluit', bold: true, italics: false },
      { text: ' is ', bold: false, italics: false },
      { text: 'definitief', bold: false, italics: true },
      { text: '.', bold: false, italics: false },
    ]);
    expect(parseInline('__vet__ en _schuin_')).toEqual([
      { text: 'vet', bold: true, italics: false },
      { text: ' en ', bold: false, italics: false },
      { text: 'schuin', bold: false, italics: true },
    ]);
    expect(parseInline('**vet met *schuin* erin**')).toEqual([
      { text: 'vet met ', bold: true, italics: false },
      { text: 'schuin', bold: true, italics: true },
      { text: ' erin', bold: true, italics: false },
    ]);
    for (const literal of ['file_name en meeting_type', '2 * 3 * 4', '**niet gesloten', 'een \\*ster\\*']) {
      const runs = parseInline(literal);
      expect(
        runs.every((run) => !run.bold && !run.italics),
        literal,
      ).toBe(true);
    }
    expect(parseInline('een \\*ster\\*')[0]!.text).toBe('een *ster*');
  });
});

describe('placeholders and settings', () => {
  it('fills known placeholders, leaves unknown ones, and empties those without a value', () => {
    expect(fillPlaceholders('{{ owner }} · {{onbekend}} · {{file_name}}', { owner: 'Fleur' })).toBe(
      'Fleur · {{onbekend}} · ',
    );
    expect(normalizeHex('#abc')).toBe('#AABBCC');
    expect(resolveColor('{{accent_color}}', { accent_color: '#E69138' }, '#000000')).toBe('#E69138');
    expect(resolveColor('#fff', {}, '#000000')).toBe('#FFFFFF');
    expect(resolveColor('{{primary_color}}', {}, '#123456')).toBe('#123456');
  });

  it('takes what the settings leave out from the default layout; null is the default layout', () => {
    expect(resolvePdfSettings(null)).toEqual(PDF_DEFAULT_SETTINGS);
    const merged = resolvePdfSettings({ layout: { margins_mm: { top: 30 } }, cover_page: { meta: [] } });
    expect(merged.layout).toEqual({
      ...PDF_DEFAULT_SETTINGS.layout,
      margins_mm: { ...PDF_DEFAULT_SETTINGS.layout.margins_mm, top: 30 },
    });
    expect(merged.cover_page.meta).toEqual([]);
    expect(merged.cover_page.title).toBe(PDF_DEFAULT_SETTINGS.cover_page.title);
    expect(mm(25.4)).toBe(72);
  });

  it('joins the company details into the contact line', () => {
    expect(contactLine(branding)).toBe(
      'Swaluëstraat 2, 2042 KA Zandvoort · 14 023 · info@zandvoort.example · https://www.zandvoort.example',
    );
    expect(
      contactLine({
        ...branding,
        company_address: 'Straat 1\nPlaats',
        company_phone: null,
        company_website: '',
      }),
    ).toBe('Straat 1, Plaats · info@zandvoort.example');
  });
});

describe('rendering a summary', () => {
  it('renders the example settings: A4 pages, a cover, the header after it, "Pagina X van N" on every page', async () => {
    expect(pdfExportSettings.safeParse(PDF_DEFAULT_SETTINGS).success).toBe(true);
    const { pages, bytes } = await render(PDF_DEFAULT_SETTINGS);
    const total = pages.length;
    expect(total).toBeGreaterThanOrEqual(3);
    for (const page of pages) expect([page.width, page.height]).toEqual([595.28, 841.89]);
    pages.forEach((page, i) => expect(page.text).toContain(`Pagina ${i + 1} van ${total}`));
    expect(pages[0]!.text).toContain('Pagina 1 van');

    const cover = pages[0]!.text;
    for (const part of [
      'Teamoverleg Digitale Dienstverlening',
      'Samenvatting (voorbeeld)',
      'Type vergadering',
      'Teamoverleg',
      'Datum',
      '11 maart 2026',
      'Eigenaar',
      'Fleur Jansen',
      'Gegenereerd op',
      '12 maart 2026 om 10:30',
    ]) {
      expect(cover).toContain(part);
    }
    expect(cover).not.toContain('Gemeente Zandvoort');
    for (const page of pages.slice(1)) expect(page.text).toContain('Gemeente Zandvoort');
    for (const page of pages) expect(page.text).toContain('info@zandvoort.example');
    expect(pages.at(-1)!.text).toContain('Dit document is vertrouwelijk.');
    expect(pages.slice(0, -1).some((page) => page.text.includes('Dit document is vertrouwelijk.'))).toBe(
      false,
    );

    // Sizes: headings 26/20/16/14, body 11, header 10.
    close(runOf(pages, 'Aanleiding en doel')!.size, 20);
    close(runOf(pages, 'Voortgang van het klantportaal')!.size, 16);
    close(runOf(pages, 'Toegankelijkheid')!.size, 14);
    close(pages[1]!.runs.find((run) => run.text === 'Teamoverleg Digitale Dienstverlening')!.size, 26);
    close(pages[1]!.runs.find((run) => run.text.startsWith('Het overleg is belegd'))!.size, 11);
    close(pages[1]!.runs.find((run) => run.text === 'Gemeente Zandvoort')!.size, 10);
    // Margins: the text starts 20 mm from the left, below the 40 mm top margin.
    const body = pages[1]!.runs.find((run) => run.text.startsWith('Het overleg is belegd'))!;
    close(body.x, mm(20));
    const title = pages[1]!.runs.find((run) => run.text === 'Teamoverleg Digitale Dienstverlening')!;
    expect(title.y + title.size).toBeLessThanOrEqual(841.89 - mm(40) + 1);
    // Bullets in the primary colour ({{primary_color}} in the example).
    expect(pages.some((page) => page.fills.has('#0b5394'))).toBe(true);

    const raw = Buffer.from(bytes).toString('latin1');
    for (const font of ['WorkSans-Regular', 'WorkSans-SemiBold', 'WorkSans-Bold'])
      expect(raw).toContain(font);
    expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
  });

  it('swaps the page size in landscape and knows the other sizes', async () => {
    const landscape = await render({ layout: { orientation: 'landscape' } }, { logo: null });
    for (const page of landscape.pages) expect([page.width, page.height]).toEqual([841.89, 595.28]);
    const letter = await render(
      { layout: { page_size: 'LETTER' }, cover_page: { enabled: false } },
      { logo: null },
    );
    expect([letter.pages[0]!.width, letter.pages[0]!.height]).toEqual([612, 792]);
    const a5 = await render({ layout: { page_size: 'A5', orientation: 'landscape' } }, { logo: null });
    expect([a5.pages[0]!.width, a5.pages[0]!.height]).toEqual([595.28, 419.53]);
    expect(a5.pages.length).toBeGreaterThan(landscape.pages.length);
  });

  it('honours the typography, margins, footer and disclaimer settings', async () => {
    const { pages } = await render(
      {
        cover_page: { enabled: false },
        page_header: { text: 'Kop {{page_number}}/{{total_pages}} – {{meeting_type}}', font_size: 8 },
        page_footer: {
          text: '{{organization_name}} · {{file_name}}',
          page_number_format: 'p. {{page_number}} / {{total_pages}}',
        },
        typography: {
          headings: { h2: 30, h3: 12 },
          body: { font_size: 9, line_spacing: 1.2, paragraph_spacing: 2 },
          lists: { bullet_color: '#C0FFEE', indent_mm: 15 },
        },
        layout: { margins_mm: { left: 35, right: 30, top: 30, bottom: 20 } },
        extras: { disclaimer: { text: 'Alleen voor {{organization_name}}.', alignment: 'right' } },
      },
      { logo: null },
    );
    const total = pages.length;
    expect(pages[0]!.text).toContain(`Kop 1/${total} – Teamoverleg`);
    expect(pages[0]!.text).toContain('Teamoverleg Digitale Dienstverlening');
    pages.forEach((page, i) => {
      expect(page.text).toContain(`p. ${i + 1} / ${total}`);
      expect(page.text).toContain('Gemeente Zandvoort · teamoverleg-digitale-dienstverlening.m4a');
      expect(page.text).not.toContain('Pagina');
    });
    close(runOf(pages, 'Aanleiding en doel')!.size, 30);
    close(runOf(pages, 'Voortgang van het klantportaal')!.size, 12);
    const paragraph = pages[0]!.runs.find((run) => run.text.startsWith('Het overleg is belegd'))!;
    close(paragraph.size, 9);
    close(paragraph.x, mm(35));
    // List items start after the indent (15 mm) and the marker.
    const item = runOf(pages, 'Het uploaden van bijlagen duurt te lang op mobiele telefoons.')!;
    expect(item.x).toBeGreaterThan(mm(35) + mm(15));
    expect(pages.some((page) => page.fills.has('#c0ffee'))).toBe(true);
    const disclaimer = runOf(pages, 'Alleen voor Gemeente Zandvoort.')!;
    expect(disclaimer.x).toBeGreaterThan(595.28 / 2);
  });

  it('leaves out what is switched off: page numbers, the disclaimer, header and cover logos', async () => {
    const raster: PdfLogo = { kind: 'png', content: png({ width: 60, height: 20 }) };
    const plain = await render(
      {
        page_footer: { show_page_numbers: false, text: '' },
        extras: { disclaimer: { enabled: false } },
        page_header: { logo: { show: false } },
      },
      { logo: raster },
    );
    for (const page of plain.pages) expect(page.text).not.toMatch(/Pagina|vertrouwelijk/);
    expect(plain.pages[0]!.images).toBe(1);
    expect(plain.pages.slice(1).every((page) => page.images === 0)).toBe(true);
    const noCoverLogo = await render({ cover_page: { show_logo: false } }, { logo: raster });
    expect(noCoverLogo.pages[0]!.images).toBe(0);
    expect(noCoverLogo.pages[1]!.images).toBe(1);
  });

  it('fills every placeholder', async () => {
    const documentPlaceholders = [
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
    ];
    const { pages } = await render(
      {
        cover_page: { meta: documentPlaceholders.map((name) => ({ label: name, value: `[{{${name}}}]` })) },
        page_footer: { text: '[{{page_number}}|{{total_pages}}]' },
      },
      { logo: null },
    );
    // Fifteen meta rows may run onto the next page.
    const cover = `${pages[0]!.text} ${pages[1]!.text}`;
    expect(cover).not.toContain('{{');
    const expected: Record<string, string> = {
      document_title: 'Teamoverleg Digitale Dienstverlening',
      document_subtitle: 'Samenvatting (voorbeeld)',
      meeting_type: 'Teamoverleg',
      meeting_date: '11 maart 2026',
      recording_datetime: '11 maart 2026 om 10:30',
      file_name: 'teamoverleg-digitale-dienstverlening.m4a',
      file_progress_id: 'voorbeeld-0001',
      owner: 'Fleur Jansen',
      generated_by: 'beheerder',
      generated_at: '12 maart 2026 om 10:30',
      organization_name: 'Gemeente Zandvoort',
      organization_contact_line: contactLine(branding),
      primary_color: '#0B5394',
      secondary_color: '#555555',
      accent_color: '#E69138',
    };
    for (const [name, value] of Object.entries(expected)) expect(cover, name).toContain(`[${value}]`);
    pages.forEach((page, i) => expect(page.text).toContain(`[${i + 1}|${pages.length}]`));
  });

  it('uses fallback colours when the organisation has none', async () => {
    const none = { ...branding, primary_color: null, secondary_color: null, accent_color: null };
    const { pages } = await render(null, { branding: none, logo: null });
    expect(pages.some((page) => page.fills.has('#1f4e79'))).toBe(true);
  });

  it.each<[string, PdfLogo]>([
    ['an RGBA PNG', { kind: 'png', content: png({ width: 80, height: 30 }) }],
    [
      'a palette PNG with transparency, interlaced',
      { kind: 'png', content: png({ width: 33, height: 17, colorType: 3, interlace: true }) },
    ],
    [
      'an RGB PNG, interlaced',
      { kind: 'png', content: png({ width: 20, height: 9, colorType: 2, interlace: true }) },
    ],
    ['a JPEG', { kind: 'jpeg', content: JPEG }],
    [
      'a GIF',
      {
        kind: 'gif',
        content: gif({
          width: 30,
          height: 10,
          colors: [
            [0, 0, 0],
            [200, 30, 30],
          ],
          index: (x) => x % 2,
          transparent: 0,
        }),
      },
    ],
  ])('puts %s on the cover and in the header', async (_name, logo) => {
    const { pages } = await render(null, { logo });
    expect(pages.every((page) => page.images === 1)).toBe(true);
  });

  it('draws an SVG logo as vectors, with its embedded image', async () => {
    const { pages } = await render(null, { logo: svgLogo });
    // The embedded 4 × 4 PNG of the SVG is the only raster image.
    expect(pages.every((page) => page.images === 1)).toBe(true);
    expect(pages[0]!.fills.has('#f5b700')).toBe(true);
  });

  it('renders a long summary (the benchmark text) to about ten pages', async () => {
    const { pages } = await render(null, { text: longSummaryText(10) });
    expect(pages.length).toBeGreaterThanOrEqual(8);
    expect(pages.length).toBeLessThanOrEqual(14);
    expect(pages.at(-1)!.text).toContain(`Pagina ${pages.length} van ${pages.length}`);
  });
});

describe('the render gate', () => {
  it('runs one at a time, queues a few in order and turns the rest away', async () => {
    const gate = createGate(1, 2);
    const order: number[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = gate.run(async () => {
      await held;
      order.push(1);
    });
    const second = gate.run(async () => {
      order.push(2);
    });
    const third = gate.run(async () => {
      order.push(3);
    });
    await expect(gate.run(async () => order.push(4))).rejects.toBeInstanceOf(GateFullError);
    expect(gate.load()).toEqual({ running: 1, waiting: 2 });
    release();
    await Promise.all([first, second, third]);
    expect(order).toEqual([1, 2, 3]);
    await expect(gate.run(() => Promise.reject(new Error('mislukt')))).rejects.toThrow('mislukt');
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });
});

describe('what the renderer may read', () => {
  it('leaves a stored logo out when it fails the upload checks, instead of failing', async () => {
    expect(prepareLogo({ kind: 'png', content: new Uint8Array([1, 2, 3]) })).toBeNull();
    for (const { svg } of hostileSvgs) {
      expect(prepareLogo({ kind: 'svg', content: new TextEncoder().encode(svg) })).toBeNull();
    }
    const { pages } = await render(null, {
      logo: {
        kind: 'png',
        content: png({ width: 4, height: 4, rawIdat: new Uint8Array([0x78, 0x9c, 1, 2]) }),
      },
    });
    expect(pages.every((page) => page.images === 0)).toBe(true);
  });

  it('gives an SVG’s image only embedded, sound PNG or JPEG data, never a path or URL', () => {
    const sound = png({ width: 2, height: 2 });
    expect(svgImage(`data:image/png;base64,${sound.toString('base64')}`).equals(sound)).toBe(true);
    const empty = svgImage('/etc/passwd');
    for (const link of [
      'https://kwaad.example/x.png',
      'file:///etc/passwd',
      'data:image/png;base64,AAAA',
      'x.png',
    ]) {
      expect(svgImage(link).equals(empty)).toBe(true);
    }
  });

  it('fetches no URL and reads no local file named in a document', async () => {
    const definition = (image: string) => ({
      pageSize: 'A4',
      pageOrientation: 'portrait' as const,
      pageMargins: [40, 40, 40, 40] as [number, number, number, number],
      content: [{ image, fit: [100, 100] as [number, number] }],
      defaultStyle: { font: 'WorkSans' },
    });
    await expect(writePdf(definition('http://127.0.0.1:9/logo.png'))).rejects.toThrow(/access policy/i);
    await expect(writePdf(definition('/etc/hostname'))).rejects.toThrow(/access policy/i);
  });
});
