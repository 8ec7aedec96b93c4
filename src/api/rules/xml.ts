/**
 * Text in XML 1.0, one rule for every XML the project writes (the taxonomy XML): every character a user stored
 * must come back identical from a strict XML parser.
 *
 * - `&`, `<`, `>`, `"` and `'` are always written as `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&apos;`: no
 *   "already escaped" guess, so a stored `&copy;` or `&lt;b&gt;` is read back as typed, not as `©` or `<b>`
 *   (and not as an undefined entity, which stops a parser).
 * - A carriage return is written as `&#13;` (a parser would read a raw one, or CR LF, as a line feed); in an
 *   attribute tab and line feed are written as `&#9;` and `&#10;` as well (a parser reads raw ones as spaces).
 * - What XML 1.0 cannot carry at all, not even as a character reference (control characters other than tab,
 *   line feed and carriage return; UTF-16 halves without their partner; U+FFFE and U+FFFF), is refused where it
 *   comes in (`hasNonXmlCharacter`, the taxonomy schemas). Text that holds one anyway (stored before that
 *   check, or from elsewhere) gets `XML_REPLACEMENT` in its place, so the document stays well-formed.
 */

/** A character XML 1.0 cannot carry (outside its `Char` production); lone surrogates count. */
const NON_XML_CHAR =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const NON_XML_CHARS = new RegExp(NON_XML_CHAR.source, 'g');

/** What stands in, in a written document, for a character XML 1.0 cannot carry. */
export const XML_REPLACEMENT = '\uFFFD';

/** Whether a text holds a character no XML 1.0 document can carry (not even as a character reference). */
export function hasNonXmlCharacter(text: string): boolean {
  return NON_XML_CHAR.test(text);
}

const TEXT_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\r': '&#13;',
};
const ATTRIBUTE_ESCAPES: Record<string, string> = { ...TEXT_ESCAPES, '\t': '&#9;', '\n': '&#10;' };

/** A value as element content: markup characters and CR as references, line feeds and tabs as they are. */
export function escapeXmlText(value: string): string {
  return value.replace(NON_XML_CHARS, XML_REPLACEMENT).replace(/[&<>"'\r]/g, (char) => TEXT_ESCAPES[char]!);
}

/** A value inside a quoted attribute: markup characters, tab, line feed and CR as references. */
export function escapeXmlAttribute(value: string): string {
  return value
    .replace(NON_XML_CHARS, XML_REPLACEMENT)
    .replace(/[&<>"'\t\n\r]/g, (char) => ATTRIBUTE_ESCAPES[char]!);
}
