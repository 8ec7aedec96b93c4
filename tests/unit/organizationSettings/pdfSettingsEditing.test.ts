// The pdf tab editor's knowledge of the settings schema: problems at their position, completion of
// keys and choices, and the reading of the text that saving and the preview share.
import { describe, expect, it } from 'vitest';
import {
  pdfSettingsCompletions,
  pdfSettingsDiagnostics,
  type PdfDiagnostic,
} from '../../../src/api/pdfSettingsEditing';
import { knownKeysAt, shapeAt } from '../../../src/api/pdfSettingsShape';
import { pdfIssuePath, readPdfSettingsText } from '../../../src/api/pdfSettingsReading';
import { PDF_DEFAULT_SETTINGS, PDF_EXAMPLE_JSON } from '../../../src/api/schemas/pdfSettings';

/** Each problem as the text it marks and its message. */
const marked = (text: string, found: readonly PdfDiagnostic[]) =>
  found.map((d) => [text.slice(d.from, d.to), d.severity, d.message]);

/** The text with `|` as the cursor, and the completion labels there. */
function completeAt(withCursor: string) {
  const offset = withCursor.indexOf('|');
  const text = withCursor.replace('|', '');
  const found = pdfSettingsCompletions(text, offset);
  return { text, offset, found, labels: found?.options.map((option) => option.label) ?? [] };
}

/** Applies a completion option as the editor does: `apply` replaces `from`–`to`. */
function apply(withCursor: string, label: string) {
  const { text, found } = completeAt(withCursor);
  const option = found!.options.find((o) => o.label === label)!;
  return text.slice(0, found!.from) + option.apply + text.slice(found!.to);
}

describe('the schema as shapes', () => {
  it('reads keys, choices and number bounds from the same zod schema the server uses', () => {
    expect(knownKeysAt([])).toEqual([
      'cover_page',
      'page_header',
      'page_footer',
      'typography',
      'layout',
      'extras',
    ]);
    expect(knownKeysAt(['layout', 'margins_mm'])).toEqual(['top', 'bottom', 'left', 'right']);
    expect(knownKeysAt(['cover_page', 'meta', 0])).toEqual(['label', 'value']);
    expect(shapeAt(['layout', 'margins_mm', 'top'])).toEqual({ kind: 'number', min: 5, max: 100 });
    expect(shapeAt(['layout', 'orientation'])).toEqual({ kind: 'enum', values: ['portrait', 'landscape'] });
    expect(shapeAt(['page_footer', 'show_page_numbers'])).toEqual({ kind: 'boolean' });
    expect(shapeAt(['page_footer', 'text'])).toEqual({ kind: 'string' });
    expect(shapeAt(['layout', 'nope'])).toBeNull();
  });
});

describe('diagnostics', () => {
  it('finds nothing in the example settings, nor in an empty text (the default layout)', () => {
    expect(pdfSettingsDiagnostics(PDF_EXAMPLE_JSON)).toEqual([]);
    expect(pdfSettingsDiagnostics('')).toEqual([]);
    expect(pdfSettingsDiagnostics('  \n ')).toEqual([]);
  });

  it('marks an unknown key itself, naming the keys allowed there', () => {
    const text = '{\n  "layout": { "page_sise": "A4" }\n}';
    expect(marked(text, pdfSettingsDiagnostics(text))).toEqual([
      [
        '"page_sise"',
        'error',
        'Onbekende sleutel “page_sise”. Mogelijk hier: page_size, orientation, margins_mm.',
      ],
    ]);
    const root = '{ "colour": 1, "extras": {} }';
    expect(marked(root, pdfSettingsDiagnostics(root))[0]![0]).toBe('"colour"');
  });

  it('marks a value out of range, of the wrong type or not one of the choices at the value', () => {
    const text = '{ "layout": { "page_size": "B5", "margins_mm": { "top": 2, "left": "20" } } }';
    expect(marked(text, pdfSettingsDiagnostics(text))).toEqual([
      ['"B5"', 'error', 'Kies uit: A3, A4, A5, LETTER, LEGAL.'],
      ['2', 'error', 'Moet minimaal 5 zijn.'],
      ['"20"', 'error', 'Verwacht een getal.'],
    ]);
  });

  it("keeps the schema's own Dutch messages (colours, placeholders) and marks an object by its key", () => {
    const text =
      '{ "typography": { "lists": { "bullet_color": "rood" } }, "cover_page": { "title": "{{onbekend}}" }, "extras": [] }';
    expect(marked(text, pdfSettingsDiagnostics(text))).toEqual([
      [
        '"rood"',
        'error',
        'Gebruik een HEX kleur (#RRGGBB of #RGB) of {{primary_color}}, {{secondary_color}}, {{accent_color}}.',
      ],
      ['"{{onbekend}}"', 'error', 'Onbekende plaatshouder {{onbekend}}.'],
      ['"extras"', 'error', 'Verwacht een object ({ … }).'],
    ]);
  });

  it('marks a missing field at the object that lacks it', () => {
    const text = '{ "cover_page": { "meta": [ { "label": "Datum" } ] } }';
    const [problem] = pdfSettingsDiagnostics(text);
    expect(problem).toMatchObject({ severity: 'error', message: 'Het veld “value” ontbreekt.' });
    expect(text[problem!.from]).toBe('{');
    expect(problem!.from).toBe(text.indexOf('{ "label"'));
  });

  it('puts syntax errors at their offset, the first only, worded in Dutch', () => {
    const comma = '{ "layout": { "page_size": "A4", } }';
    expect(marked(comma, pdfSettingsDiagnostics(comma))).toEqual([
      ['}', 'error', 'Na het laatste element mag geen komma staan.'],
    ]);
    const colon = '{ "layout" { } }';
    expect(pdfSettingsDiagnostics(colon)).toEqual([
      { from: 11, to: 12, severity: 'error', message: 'Hier wordt een dubbele punt (:) verwacht.' },
    ]);
    const open = '{ "layout": {';
    expect(pdfSettingsDiagnostics(open)).toEqual([
      { from: 13, to: 13, severity: 'error', message: 'Hier wordt een sluitaccolade (}) verwacht.' },
    ]);
    const comment = '{ // opmerking\n}';
    expect(pdfSettingsDiagnostics(comment)[0]!.message).toBe('Commentaar is in JSON niet toegestaan.');
  });

  it('warns (not refuses) where a margin is under the advised 15 mm (a tip, not a rule)', () => {
    const text = '{ "layout": { "margins_mm": { "top": 10, "bottom": 15, "left": 3 } } }';
    expect(marked(text, pdfSettingsDiagnostics(text))).toEqual([
      [
        '10',
        'warning',
        'Een marge van 10 mm is krap: houd minimaal 15 mm aan, zodat een printer niets afsnijdt.',
      ],
      ['3', 'error', 'Moet minimaal 5 zijn.'],
    ]);
  });
});

describe('completion', () => {
  it('offers the keys allowed in the object at the cursor, leaving out those present', () => {
    expect(completeAt('{ "layout": { "page_size": "A4", | } }').labels).toEqual([
      'orientation',
      'margins_mm',
    ]);
    expect(completeAt('{|}').labels).toEqual([
      'cover_page',
      'page_header',
      'page_footer',
      'typography',
      'layout',
      'extras',
    ]);
    expect(completeAt('{ "cover_page": { "meta": [ { | } ] } }').labels).toEqual(['label', 'value']);
    expect(completeAt('{ "layout": { "nope": { | } } }').found).toBeNull();
  });

  it('inserts a key with its quotes and colon, typed with or without the opening quote', () => {
    expect(apply('{ "layout": { or|} }', 'orientation')).toBe('{ "layout": { "orientation": } }');
    expect(apply('{ "layout": { "or|"} }', 'orientation')).toBe('{ "layout": { "orientation": } }');
    expect(completeAt('{ "layout": { "or|" } }').found!.options[0]!.detail).toBe('A3, A4, A5, LETTER, LEGAL');
    const margins = completeAt('{ "layout": { "margins_mm": { | } } }').found!.options;
    expect(margins.map((o) => o.detail)).toEqual([
      'getal 5–100',
      'getal 5–100',
      'getal 5–100',
      'getal 5–100',
    ]);
  });

  it('offers the choices of an enumeration and true/false at a value', () => {
    expect(apply('{ "layout": { "orientation": | } }', 'landscape')).toBe(
      '{ "layout": { "orientation": "landscape" } }',
    );
    expect(apply('{ "layout": { "orientation": "la|" } }', 'landscape')).toBe(
      '{ "layout": { "orientation": "landscape" } }',
    );
    expect(completeAt('{ "cover_page": { "enabled": t| } }').labels).toEqual(['true', 'false']);
    expect(completeAt('{ "layout": { "margins_mm": { "top": | } } }').found).toBeNull();
  });
});

describe('reading the text to save or preview', () => {
  it('reads empty as the default layout (null), JSON by the schema', () => {
    expect(readPdfSettingsText('')).toEqual({ ok: true, settings: null });
    expect(readPdfSettingsText(PDF_EXAMPLE_JSON)).toEqual({ ok: true, settings: PDF_DEFAULT_SETTINGS });
    expect(readPdfSettingsText('{ nee')).toEqual({
      ok: false,
      kind: 'json',
      message: 'Controleer de JSON: het formaat is ongeldig.',
    });
  });

  it('names the first problem with its place, and how many more there are', () => {
    const reading = readPdfSettingsText('{ "layout": { "margins_mm": { "top": 1, "left": 1 } } }');
    expect(reading).toMatchObject({
      ok: false,
      kind: 'schema',
      message:
        'Controleer de PDF instellingen bij layout.margins_mm.top: Moet minimaal 5 zijn. (en nog 1 probleem/problemen)',
    });
    expect(pdfIssuePath(['cover_page', 'meta', 0, 'label'])).toBe('cover_page.meta[0].label');
    expect(pdfIssuePath([])).toBe('het begin');
  });
});
