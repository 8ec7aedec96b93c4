// The XML text rule (src/api/rules/xml.ts): every value written with escapeXmlText / escapeXmlAttribute is read
// back unchanged by a strict XML 1.0 parser (saxes), whatever it looks like; what XML 1.0 cannot carry is refused
// by the taxonomy schemas (and the console's field checks), and replaced should it reach the writer anyway.
import { SaxesParser } from 'saxes';
import { XML_CORPUS } from '../../shared/xmlCorpus';
import { describe, expect, it } from 'vitest';
import {
  escapeXmlAttribute,
  escapeXmlText,
  hasNonXmlCharacter,
  XML_REPLACEMENT,
} from '../../../src/api/rules/xml';
import { UNSTORABLE_TEXT_MESSAGE } from '../../../src/api/schemas/common';
import { taxonomyWrite, termWrite } from '../../../src/api/schemas/taxonomies';
import { fieldsProblem } from '../../../src/commands/taxonomies/fields';
import { alternativesArg, correctFormError } from '../../../src/commands/taxonomies/termInput';
import { messages } from '../../../src/messages';
import { emptyTaxonomyFields } from '../../../src/state/taxonomyEditor';

/** Entity-like, markup-like and otherwise hard texts: the server tests' corpus, and what only an attribute or a bare string meets. */
const CORPUS = [...XML_CORPUS, '"', "'", '</r><r a="1">', '\t\n\r', '  spaties  ', ''];

/** What XML 1.0 cannot carry, not even as a character reference. */
const NON_XML = ['\u0000', '\u0001', '\u0008', '\u000B', '\u000C', '\u000E', '\u001F', '\uFFFE', '\uFFFF'];
const LONE_SURROGATES = ['\uD800', 'a\uDBFFb', '\uDC00', 'x\uDFFF'];

/** Parses `<r a="…">…</r>` strictly; throws on any well-formedness error. */
function readBack(xml: string): { attribute: string; text: string } {
  const parser = new SaxesParser({ xmlns: false });
  let attribute = '';
  let text = '';
  let inside = false;
  parser.on('opentag', (tag) => {
    attribute = tag.attributes.a ?? '';
    inside = true;
  });
  parser.on('text', (value) => {
    if (inside) text += value;
  });
  parser.write(xml).close();
  return { attribute, text };
}

const documentOf = (value: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<r a="${escapeXmlAttribute(value)}">${escapeXmlText(value)}</r>`;

describe('XML text rule', () => {
  it.each(CORPUS.map((value) => [JSON.stringify(value), value] as const))(
    'gives %s back unchanged in text and in an attribute',
    (_name, value) => {
      expect(readBack(documentOf(value))).toEqual({ attribute: value, text: value });
    },
  );

  it('escapes the five markup characters always, without guessing what is escaped already', () => {
    expect(escapeXmlText('R&D &copy; &lt;b&gt; "x" \'y\'')).toBe(
      'R&amp;D &amp;copy; &amp;lt;b&amp;gt; &quot;x&quot; &apos;y&apos;',
    );
    expect(escapeXmlAttribute('a\tb\nc\r\nd')).toBe('a&#9;b&#10;c&#13;&#10;d');
    expect(escapeXmlText('a\tb\nc\r\nd')).toBe('a\tb\nc&#13;\nd');
  });

  it('knows what XML 1.0 cannot carry, and replaces it should it reach the writer', () => {
    for (const value of [...NON_XML, ...LONE_SURROGATES]) {
      expect(hasNonXmlCharacter(value)).toBe(true);
      const read = readBack(documentOf(`[${value}]`));
      expect(read.text).toBe(`[${value.replace(/[^ab x]/g, XML_REPLACEMENT)}]`);
    }
    for (const value of CORPUS) expect(hasNonXmlCharacter(value)).toBe(false);
  });

  it('is refused by the taxonomy schemas with the unstorable-text message, and by the console’s field checks', () => {
    const t = messages.taxonomies;
    const fields = { ...emptyTaxonomyFields, name: 'Naam', description: 'Beschrijving' };
    for (const bad of NON_XML.slice(1)) {
      const result = taxonomyWrite.safeParse({ name: `Naam${bad}`, description: 'Beschrijving' });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([UNSTORABLE_TEXT_MESSAGE]);
      expect(termWrite.safeParse({ correct_form: 'Term', alternatives: [`a${bad}`] }).success).toBe(false);
      expect(fieldsProblem({ ...fields, name: `Na${bad}am` })).toBe(t.unstorable.name);
      expect(fieldsProblem({ ...fields, description: `B${bad}b` })).toBe(t.unstorable.description);
      expect(fieldsProblem({ ...fields, taxonomy_context: `C${bad}c` })).toBe(t.unstorable.context);
      expect(correctFormError(`Te${bad}rm`)).toBe(t.unstorable.term);
      expect(alternativesArg.safeParse([bad]).success).toBe(false);
    }
    expect(fieldsProblem({ ...fields, description: 'x'.repeat(2_001) })).toBe(t.tooLong.description);
    for (const value of CORPUS.filter((v) => v.trim() !== '')) {
      expect(
        taxonomyWrite.safeParse({ name: value, description: value, taxonomy_context: value }).success,
      ).toBe(true);
      expect(correctFormError(value)).toBeNull();
    }
  });
});
