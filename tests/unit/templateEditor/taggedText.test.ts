import { describe, expect, it } from 'vitest';
import { complexities } from '../../../src/api/schemas/templates';
import {
  escapeValue,
  parseTaggedText,
  readComplexity,
  readMaxTokens,
  TAGS,
  toTaggedText,
  unescapeValue,
} from '../../../src/commands/templateEditor/taggedText';
import { emptyDraft, type TemplateDraft } from '../../../src/state/templateDraft';

const draft = (patch: Partial<TemplateDraft> = {}): TemplateDraft => ({
  title: 'Notulen',
  description: 'Verslag van een vergadering',
  content: 'Schrijf de notulen.\nMet actiepunten.',
  complexity: 'CUSTOM',
  maxTokens: '4000',
  systemMessage: 'Je bent een notulist.',
  task: 'Vat samen.',
  extraSettings: '{"temperature": 0.2}',
  ...patch,
});

const roundTrip = (value: TemplateDraft) => parseTaggedText(toTaggedText(value));

describe('toTaggedText', () => {
  it('writes every tag once, in the spec order, with additional_settings before content', () => {
    const text = toTaggedText(draft());
    const order = TAGS.map((tag) => text.indexOf(`<${tag}>`));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).toContain('<title>Notulen</title>');
    expect(text).toContain('<complexity>CUSTOM</complexity>');
    expect(text).toContain('<max_tokens>4000</max_tokens>');
    expect(text).toContain('<content>\nSchrijf de notulen.\nMet actiepunten.\n</content>');
  });

  it('escapes tags inside values with one more backslash, and nothing else', () => {
    expect(escapeValue('a </content> b <TASK> c')).toBe('a <\\/content> b <\\TASK> c');
    expect(escapeValue('<\\title>')).toBe('<\\\\title>');
    expect(escapeValue('<b>vet</b> <title x> </title')).toBe('<b>vet</b> <title x> </title');
    expect(unescapeValue(escapeValue('x <\\\\/task> y'))).toBe('x <\\\\/task> y');
  });
});

describe('parseTaggedText', () => {
  it('reads the spec format as hand-written: any case, text around the tags, spaces in complexity', () => {
    const text = [
      'Kopie van het template:',
      '<TITLE>Stand-up</TITLE>',
      '<complexity> medium </complexity>',
      '<max_tokens> 0012 </max_tokens>',
      '<content>',
      'Wat ging er goed?',
      '</content>',
      'groet',
    ].join('\n');
    expect(parseTaggedText(text)).toEqual({
      ...emptyDraft,
      title: 'Stand-up',
      complexity: 'MEDIUM',
      maxTokens: '12',
      content: 'Wat ging er goed?',
    });
  });

  it('replaces the whole draft: missing tags give empty fields, SMALL and 0', () => {
    expect(parseTaggedText('<task>Alleen de opdracht</task>')).toEqual({
      ...emptyDraft,
      task: 'Alleen de opdracht',
    });
  });

  it('is null without any tag', () => {
    expect(parseTaggedText('')).toBeNull();
    expect(parseTaggedText('Gewoon tekst <b>met</b> html')).toBeNull();
  });

  it('complexity: SMALL, MEDIUM, LARGE, CUSTOM in any case, anything else SMALL', () => {
    for (const value of complexities) {
      expect(readComplexity(value.toLowerCase())).toBe(value);
    }
    expect(readComplexity('HUGE')).toBe('SMALL');
    expect(readComplexity('')).toBe('SMALL');
    expect(readComplexity(undefined)).toBe('SMALL');
  });

  it('max_tokens: an integer (leading zeros dropped), anything else 0', () => {
    expect(readMaxTokens('2048')).toBe('2048');
    expect(readMaxTokens(' 000 ')).toBe('0');
    expect(readMaxTokens('12.5')).toBe('0');
    expect(readMaxTokens('-3')).toBe('0');
    expect(readMaxTokens('veel')).toBe('0');
    expect(readMaxTokens('')).toBe('0');
    expect(readMaxTokens('99999999999999999999')).toBe('99999999999999999999');
  });

  it('a value without its closing tag ends at the next opening tag; the first of two equal tags counts', () => {
    expect(parseTaggedText('<title>Eerste\n<content>inhoud</content><title>Tweede</title>')).toMatchObject({
      title: 'Eerste',
      content: 'inhoud',
    });
  });

  it('takes a CRLF line break around a value away like an LF', () => {
    const windows = toTaggedText(draft()).replace(/\n/g, '\r\n');
    expect(parseTaggedText(windows)).toMatchObject({
      title: 'Notulen',
      content: 'Schrijf de notulen.\r\nMet actiepunten.',
    });
  });
});

describe('round trip: a copied template pasted gives the same template', () => {
  const cases: [string, Partial<TemplateDraft>][] = [
    ['all empty', { ...emptyDraft }],
    [
      'empty fields of a CUSTOM template',
      { description: '', systemMessage: '', task: '', extraSettings: '' },
    ],
    ['tags inside the content', { content: '<content>\n</content>\n<title>x</title>\n</task><TASK>' }],
    ['escaped-looking tags', { content: '<\\content> <\\\\/title> <\\\\\\max_tokens>' }],
    ['a closing tag at the very end', { content: 'einde</content>' }],
    [
      'unicode',
      { title: 'Überleg 🗒️ — “notulen” 漢字', content: 'e\u0301 \u200b 😀 \u{1F468}\u200d\u{1F469}' },
    ],
    ['CRLF inside values', { content: 'regel 1\r\nregel 2\r\n', systemMessage: '\r\n' }],
    ['lone CR at the end', { content: 'eind\r', task: '\r' }],
    ['line breaks at the edges', { content: '\n\nmidden\n\n', description: '\n' }],
    ['spaces at the edges', { content: '  ingesprongen  ', task: ' ' }],
    ['JSON with angle brackets', { extraSettings: '{"x": "<content>", "y": "</additional_settings>"}' }],
  ];
  it.each(cases)('%s', (_name, patch) => {
    const value = draft(patch);
    expect(roundTrip(value)).toEqual(value);
  });

  it('holds for every complexity and canonical max tokens', () => {
    for (const complexity of complexities) {
      for (const maxTokens of ['0', '1', '2147483647']) {
        const value = draft({ complexity, maxTokens });
        expect(roundTrip(value)).toEqual(value);
      }
    }
  });

  it('holds for random values built from tricky pieces (seeded)', () => {
    const pieces = [
      '<',
      '>',
      '/',
      '\\',
      ...TAGS,
      'TITLE',
      'Content',
      '<content>',
      '</content>',
      '<\\task>',
      '\r',
      '\n',
      '\r\n',
      ' ',
      '\t',
      'é',
      '😀',
      '漢',
      '"',
      '{',
      'x',
      '',
    ];
    let seed = 20261123;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const value = () =>
      Array.from(
        { length: Math.floor(random() * 12) },
        () => pieces[Math.floor(random() * pieces.length)],
      ).join('');
    for (let i = 0; i < 2000; i += 1) {
      const tricky: TemplateDraft = {
        title: value(),
        description: value(),
        content: value(),
        complexity: complexities[Math.floor(random() * complexities.length)]!,
        maxTokens: String(Math.floor(random() * 100000)),
        systemMessage: value(),
        task: value(),
        extraSettings: value(),
      };
      const back = roundTrip(tricky);
      if (JSON.stringify(back) !== JSON.stringify(tricky)) expect(back).toEqual(tricky);
    }
  });

  it('survives being copied twice (the text of a pasted template is the text that was copied)', () => {
    const value = draft({ content: 'a </content> <title>\r\n' });
    const text = toTaggedText(value);
    expect(toTaggedText(parseTaggedText(text)!)).toBe(text);
  });
});
