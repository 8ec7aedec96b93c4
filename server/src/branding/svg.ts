import {
  isTokenAtKeyword,
  isTokenBadURL,
  isTokenCloseParen,
  isTokenFunction,
  isTokenString,
  isTokenURL,
  isTokenWhiteSpaceOrComment,
  tokenize,
} from '@csstools/css-tokenizer';
import { create } from 'xmlbuilder2';
import { ImageError } from './gif';
import { checkRaster, rasterKindOf } from './raster';

/**
 * SVG logos, checked with an XML parser (xmlbuilder2), not with patterns on the text: the document must be
 * XML with an `<svg>` root in the SVG namespace and a size (width and height, or a viewBox), and must not be
 * able to run script or reach anything outside itself. Refused:
 * - `<script>`, `<foreignObject>`, `<iframe>`, `<embed>`, `<object>` and other elements that load or run
 *   something, any element in the XHTML or XInclude namespace;
 * - event attributes (`onload`, `onclick`, …), and animations that set an `href` or an event attribute;
 * - `href` / `xlink:href` / `src` other than a fragment (`#id`) or an embedded PNG, JPEG or GIF (`data:image/…;
 *   base64,`, itself checked like an uploaded raster logo); `javascript:` anywhere; in CSS (`<style>`, `style`
 *   and every other attribute, read by a CSS tokenizer with its escapes decoded: `readCss`) `url(…)` other than
 *   `url(#id)`, `image()`, `image-set()`, `cross-fade()`, `element()`, `@import` and `expression(…)`; `xml:base`;
 * - a DOCTYPE (and with it every ENTITY declaration: no XXE), and processing instructions
 *   (`<?xml-stylesheet?>`);
 * - nesting deeper than `MAX_SVG_DEPTH`, or more than `MAX_SVG_DRAWN` elements to draw once `<use>` and
 *   `url(#…)` references are expanded (a few levels of uses multiply: a "billion laughs" of SVG).
 * What is stored and served is the parser's own reading of the document, written out again: the bytes the
 * browser and the PDF renderer get are exactly the document that was checked.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
const FOREIGN_NAMESPACES = new Set(['http://www.w3.org/1999/xhtml', 'http://www.w3.org/2001/XInclude']);
/** Elements that run script, embed other documents or load resources; lower case. */
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'applet',
  'frame',
  'frameset',
  'handler',
  'listener',
  'base',
  'link',
  'meta',
  'audio',
  'video',
]);
const ANIMATIONS = new Set(['set', 'animate', 'animatemotion', 'animatetransform', 'animatecolor']);
const RASTER_DATA_URL = /^data:image\/(png|jpeg|jpg|gif);base64,([a-z0-9+/=]*)$/i;

/** Why a logo is refused: what it carries, worded for the message (`een <script>-element`). */
export class UnsafeSvgError extends Error {
  constructor(readonly what: string) {
    super(what);
    this.name = 'UnsafeSvgError';
  }
}

/** The document is no usable SVG (not XML, another root, no namespace, no size, too deep or too much to draw). */
export class InvalidSvgError extends Error {
  constructor(readonly problem: 'notSvg' | 'namespace' | 'size' | 'complex') {
    super(problem);
    this.name = 'InvalidSvgError';
  }
}

/** The DOM nodes the check reads (xmlbuilder2's DOM; the server's TypeScript has no DOM library). */
interface XmlNode {
  nodeType: number;
  nodeName: string;
  localName?: string;
  namespaceURI?: string | null;
  prefix?: string | null;
  data?: string;
  textContent: string | null;
  childNodes: ArrayLike<XmlNode>;
  attributes?: ArrayLike<{ localName: string; prefix: string | null; name: string; value: string }>;
}

const ELEMENT = 1;
const PROCESSING_INSTRUCTION = 7;
const DOCUMENT_TYPE = 10;

/** A URL as a browser reads its scheme: without whitespace and control characters, lower case. */
const compact = (value: string) =>
  // eslint-disable-next-line no-control-regex
  value.replace(/[\u0000-\u0020\u007f-\u00a0\u200b\ufeff]+/g, '').toLowerCase();

/** Checks a reference (`href`, `src`): a fragment, or an embedded raster image that is itself sound. */
function checkReference(value: string): void {
  const url = compact(value);
  if (url === '' || url.startsWith('#')) return;
  if (/^(javascript|vbscript|livescript):/.test(url)) throw new UnsafeSvgError('een javascript:-verwijzing');
  const raster = RASTER_DATA_URL.exec(value.replace(/\s+/g, ''));
  if (raster) {
    const bytes = new Uint8Array(Buffer.from(raster[2]!, 'base64'));
    const kind = rasterKindOf(bytes);
    if (!kind) throw new UnsafeSvgError('een ingesloten afbeelding die geen PNG, JPEG of GIF is');
    try {
      checkRaster(kind, bytes);
    } catch (error) {
      if (error instanceof ImageError) throw new UnsafeSvgError('een beschadigde ingesloten afbeelding');
      throw error;
    }
    return;
  }
  if (url.startsWith('data:')) throw new UnsafeSvgError('een data:-verwijzing die geen afbeelding is');
  throw new UnsafeSvgError(`een externe verwijzing (${value.trim().slice(0, 60)})`);
}

/**
 * CSS functions that load an image or a document by themselves (`image-set("x.png" 1x)` needs no `url(`); compared
 * in lower case and without a vendor prefix.
 */
const LOADING_FUNCTIONS = new Set(['image', 'image-set', 'cross-fade', 'element']);
/** The same name as a browser compares it: escapes already decoded by the tokenizer, lower case, no vendor prefix. */
const cssName = (name: string) => name.toLowerCase().replace(/^-(webkit|moz|ms|o)-/, '');

/**
 * Reads CSS (a `<style>` element, a `style` attribute, any other attribute a browser may read as a CSS value) as a
 * CSS parser does, with a spec-conformant tokenizer rather than patterns on the text: escapes (`u\72l(`,
 * `\000075rl(`, `u\72 l(`, `@\69mport`) are decoded and comments separate tokens, so what is judged is what a
 * browser sees. Refused: a url other than `url(#id)` (as a url token, or as `url("…")` / `src("…")` with a quoted
 * argument), `image()`, `image-set()`, `cross-fade()`, `element()` (which load without `url(`), `@import`, and
 * `expression(…)`. Whatever else could load or run from CSS (`-moz-binding`, `behavior`, `@font-face` sources,
 * `javascript:`) needs one of these. Answers the ids of the `url(#id)` references.
 */
function readCss(css: string): string[] {
  const external = (what: string) => new UnsafeSvgError(`een externe verwijzing in een stijl (${what}(…))`);
  const fragment = (url: string) => {
    if (!url.startsWith('#')) throw external('url');
    return url.slice(1);
  };
  const ids: string[] = [];
  const tokens = tokenize({ css }).filter((token) => !isTokenWhiteSpaceOrComment(token));
  tokens.forEach((token, index) => {
    if (isTokenBadURL(token)) throw external('url');
    if (isTokenURL(token)) ids.push(fragment(token[4].value));
    else if (isTokenAtKeyword(token) && cssName(token[4].value) === 'import') {
      throw new UnsafeSvgError('een @import in een stijl');
    } else if (isTokenFunction(token)) {
      const name = cssName(token[4].value);
      if (name === 'expression') throw new UnsafeSvgError('script in een stijl');
      if (LOADING_FUNCTIONS.has(name)) throw external(name);
      if (name === 'url' || name === 'src') {
        // `url("#id")`: one quoted argument, a fragment, then the closing parenthesis.
        const [argument, close] = [tokens[index + 1], tokens[index + 2]];
        if (!argument || !isTokenString(argument) || !close || !isTokenCloseParen(close))
          throw external(name);
        ids.push(fragment(argument[4].value));
      }
    }
  });
  return ids;
}

/** `javascript:` (and its kin) anywhere outside a reference, in attributes and style text alike. */
function checkNoScriptUrl(value: string): void {
  if (/(javascript|vbscript|livescript):/.test(compact(value)))
    throw new UnsafeSvgError('een javascript:-verwijzing');
}

function checkAttributes(element: XmlNode, local: string): void {
  for (const attribute of Array.from(element.attributes ?? [])) {
    // The local name, also when the parser left an undeclared prefix in it (`xlink:href` without xmlns:xlink).
    const name = attribute.localName.slice(attribute.localName.lastIndexOf(':') + 1).toLowerCase();
    const value = attribute.value;
    if (name.startsWith('on')) throw new UnsafeSvgError(`het gebeurtenisattribuut ${attribute.name}`);
    if (name === 'base') throw new UnsafeSvgError('een xml:base-verwijzing');
    if (name === 'href' || name === 'src') checkReference(value);
    else {
      checkNoScriptUrl(value);
      // `style`, and every other attribute: presentation attributes (`fill`, `filter`, `mask`, `clip-path`,
      // `marker-*`, `cursor`, …) are CSS values, read with the same escapes.
      readCss(value);
    }
    if (ANIMATIONS.has(local) && name === 'attributename') {
      const target = compact(value);
      if (target.startsWith('on') || target.endsWith('href')) {
        throw new UnsafeSvgError(`een animatie die ${value} verandert`);
      }
    }
  }
}

/** Deeper nesting than this is no logo (and would take the checks, the browser and the renderer deep). */
export const MAX_SVG_DEPTH = 64;
/** At most this many elements drawn, `<use>` and `url(#…)` references expanded (a few levels of uses multiply). */
export const MAX_SVG_DRAWN = 5_000;

const localNameOf = (element: XmlNode) => (element.localName ?? element.nodeName).toLowerCase();
const childElements = (element: XmlNode) =>
  Array.from(element.childNodes).filter((child) => child.nodeType === ELEMENT);

function checkElement(element: XmlNode, depth: number): void {
  if (depth > MAX_SVG_DEPTH) throw new InvalidSvgError('complex');
  const local = localNameOf(element);
  if (FORBIDDEN_ELEMENTS.has(local)) {
    const name = local === 'foreignobject' ? 'foreignObject' : local;
    throw new UnsafeSvgError(`een <${name}>-element`);
  }
  if (element.namespaceURI && FOREIGN_NAMESPACES.has(element.namespaceURI)) {
    throw new UnsafeSvgError(`een ingesloten document (<${element.nodeName}>)`);
  }
  checkAttributes(element, local);
  if (local === 'style') {
    checkNoScriptUrl(element.textContent ?? '');
    readCss(element.textContent ?? '');
  }
  for (const child of Array.from(element.childNodes)) {
    if (child.nodeType === ELEMENT) checkElement(child, depth + 1);
    else if (child.nodeType === PROCESSING_INSTRUCTION) throw new UnsafeSvgError('een verwerkingsinstructie');
  }
}

/** The `#id` references of an element: its href, and `url(#id)` in its attributes. */
function referencesOf(element: XmlNode): string[] {
  const ids: string[] = [];
  for (const attribute of Array.from(element.attributes ?? [])) {
    const name = attribute.localName.slice(attribute.localName.lastIndexOf(':') + 1).toLowerCase();
    const value = attribute.value.trim();
    if (name === 'href' || name === 'src') {
      if (value.startsWith('#')) ids.push(value.slice(1));
    } else ids.push(...readCss(attribute.value));
  }
  return ids;
}

/**
 * How many elements drawing the document takes, every reference (`<use>`, `url(#…)`) expanded; refuses
 * (`complex`) beyond `MAX_SVG_DRAWN`, a chain of references deeper than the nesting limit, or one that refers
 * back to itself.
 */
function checkDrawnSize(root: XmlNode): void {
  const byId = new Map<string, XmlNode>();
  const collect = (element: XmlNode) => {
    const id = Array.from(element.attributes ?? []).find(
      (a) => a.prefix === null && a.localName === 'id',
    )?.value;
    if (id !== undefined && !byId.has(id)) byId.set(id, element);
    childElements(element).forEach(collect);
  };
  collect(root);
  const sizes = new Map<XmlNode, number>();
  const open = new Set<XmlNode>();
  const size = (element: XmlNode, depth: number): number => {
    const known = sizes.get(element);
    if (known !== undefined) return known;
    if (open.has(element) || depth > MAX_SVG_DEPTH * 2) throw new InvalidSvgError('complex');
    open.add(element);
    let total = 1;
    for (const child of childElements(element)) total += size(child, depth + 1);
    for (const id of referencesOf(element)) {
      const target = byId.get(id);
      if (target) total += size(target, depth + 1);
    }
    open.delete(element);
    if (total > MAX_SVG_DRAWN) throw new InvalidSvgError('complex');
    sizes.set(element, total);
    return total;
  };
  size(root, 0);
}

/** A length as pdfmake reads it (`"120"`, `"120px"`, `"12.5mm"` → the number), or undefined. */
function lengthOf(value: string | undefined): number | undefined {
  const number = Number.parseFloat(value ?? '');
  return Number.isFinite(number) ? number : undefined;
}

/** The drawing size pdfmake will measure: width and height, else the viewBox's. */
function sizeOf(root: XmlNode): { width: number; height: number } {
  const attribute = (name: string) =>
    Array.from(root.attributes ?? []).find((a) => a.prefix === null && a.localName === name)?.value;
  let width = lengthOf(attribute('width'));
  let height = lengthOf(attribute('height'));
  const viewBox = attribute('viewBox');
  if ((width === undefined || height === undefined) && viewBox !== undefined) {
    const parts = viewBox.trim().split(/[\s,]+/);
    if (parts.length === 4) {
      width ??= lengthOf(parts[2]);
      height ??= lengthOf(parts[3]);
    }
  }
  if (!width || !height || width <= 0 || height <= 0) throw new InvalidSvgError('size');
  return { width, height };
}

export interface CheckedSvg {
  /** The document as checked, written out again (UTF-8 text). */
  svg: string;
  width: number;
  height: number;
}

/**
 * A cheap first look at XML text, before the parser (whose cost grows faster than the nesting): the local name
 * of the first element and the deepest nesting of elements. Comments, CDATA, processing instructions and
 * declarations are skipped, quoted attribute values read past. Not a check of the document: the parser's reading
 * is what counts.
 */
export function xmlOutline(text: string): { root: string | null; depth: number } {
  let root: string | null = null;
  let depth = 0;
  let deepest = 0;
  let at = 0;
  const skipPast = (end: string, from: number) => {
    const found = text.indexOf(end, from);
    return found < 0 ? text.length : found + end.length;
  };
  while (at < text.length) {
    const open = text.indexOf('<', at);
    if (open < 0) break;
    if (text.startsWith('<!--', open)) at = skipPast('-->', open + 4);
    else if (text.startsWith('<![CDATA[', open)) at = skipPast(']]>', open + 9);
    else if (text.startsWith('<?', open)) at = skipPast('?>', open + 2);
    else if (text.startsWith('<!', open)) at = skipPast('>', open + 2);
    else if (text.startsWith('</', open)) {
      depth = Math.max(depth - 1, 0);
      at = skipPast('>', open + 2);
    } else {
      let end = open + 1;
      let quote: string | null = null;
      while (end < text.length) {
        const char = text[end]!;
        if (quote) {
          if (char === quote) quote = null;
        } else if (char === '"' || char === "'") quote = char;
        else if (char === '>') break;
        end++;
      }
      if (root === null) {
        const name = /^[^\s/>]+/.exec(text.slice(open + 1, Math.min(end, open + 200)))?.[0] ?? '';
        root = name.slice(name.lastIndexOf(':') + 1);
      }
      if (text[end - 1] !== '/') deepest = Math.max(deepest, ++depth);
      at = end + 1;
    }
  }
  return { root, depth: deepest };
}

/**
 * Checks an SVG document's text. Throws `InvalidSvgError` (not a usable SVG) or `UnsafeSvgError` (it could run
 * script or reach outside); answers the document as checked.
 */
export function checkSvg(text: string): CheckedSvg {
  // A DOCTYPE is refused whatever the parser makes of it: entities (XXE, "billion laughs") need one.
  if (/<!doctype|<!entity/i.test(text)) throw new UnsafeSvgError('een DOCTYPE of ENTITY-declaratie');
  // The root <svg> counts as a level of its own.
  if (xmlOutline(text).depth > MAX_SVG_DEPTH + 1) throw new InvalidSvgError('complex');
  let doc: ReturnType<typeof create>;
  try {
    doc = create(text);
  } catch {
    throw new InvalidSvgError('notSvg');
  }
  const document = doc.node as unknown as XmlNode;
  let root: XmlNode | undefined;
  for (const child of Array.from(document.childNodes)) {
    if (child.nodeType === DOCUMENT_TYPE) throw new UnsafeSvgError('een DOCTYPE of ENTITY-declaratie');
    if (child.nodeType === PROCESSING_INSTRUCTION) throw new UnsafeSvgError('een verwerkingsinstructie');
    if (child.nodeType === ELEMENT) root = child;
  }
  if (!root || root.localName !== 'svg') throw new InvalidSvgError('notSvg');
  if (root.namespaceURI !== SVG_NS) throw new InvalidSvgError('namespace');
  checkElement(root, 0);
  checkDrawnSize(root);
  const size = sizeOf(root);
  let svg: string;
  try {
    svg = doc.end({ wellFormed: true });
  } catch {
    throw new InvalidSvgError('notSvg');
  }
  return { svg, ...size };
}

/** Whether the bytes look like XML text at all (an SVG candidate): `<` first, after a BOM and white space. */
export function looksLikeXml(bytes: Uint8Array): boolean {
  let start = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
  while (start < bytes.length && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[start]!)) start++;
  return bytes[start] === 0x3c;
}
