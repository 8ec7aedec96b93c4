import {
  findNodeAtLocation,
  getLocation,
  parseTree,
  printParseErrorCode,
  type JSONPath,
  type Node,
  type ParseError,
} from 'jsonc-parser';
import type { z } from 'zod';
import { messages } from '../messages';
import { pdfSettingsEditorMessages as t } from '../messages/pdfSettingsEditor';
import { PDF_MIN_ADVISED_MARGIN_MM } from './schemas/pdfSettings';
import { knownKeysAt, shapeAt, type SchemaShape } from './pdfSettingsShape';
import { parsePdfSettings, pdfIssueText } from './pdfSettingsReading';
import { isDefaultLayoutText } from './pdfSettingsText';

const invalidJson = messages.organizationSettings.pdf.invalidJson;

/**
 * What the pdf tab's JSON editor knows of the settings, without React or CodeMirror (so it is unit-tested and
 * loaded only with the editor): problems at their position (syntax errors at their offset, the schema's issues
 * at the key or value they concern, margins under the advised minimum as warnings) and completion of the keys
 * and choices the schema allows where the cursor is. Both come from `pdfExportSettings`, the schema the server
 * checks with, so the editor cannot drift from it.
 */

// Diagnostics.

export interface PdfDiagnostic {
  from: number;
  to: number;
  severity: 'error' | 'warning';
  message: string;
}

const PARSE_OPTIONS = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false };

type SyntaxName = Exclude<keyof typeof t.syntax, 'trailingComma'>;
const syntaxNames = Object.keys(t.syntax).filter((name) => name !== 'trailingComma') as SyntaxName[];

/** The Dutch text of a parse error, by the parser's name for it. */
function syntaxText(error: ParseError): string {
  const name = printParseErrorCode(error.error);
  return (syntaxNames as string[]).includes(name) ? t.syntax[name as SyntaxName] : invalidJson;
}

/** A trailing comma: the parser expects another key or value where the object or list closes. */
function isTrailingComma(text: string, error: ParseError): boolean {
  const name = printParseErrorCode(error.error);
  if (name !== 'PropertyNameExpected' && name !== 'ValueExpected') return false;
  const closing = text[error.offset];
  return (closing === '}' || closing === ']') && text.slice(0, error.offset).trimEnd().endsWith(',');
}

function clampRange(text: string, from: number, to: number) {
  const start = Math.max(0, Math.min(from, text.length));
  return { from: start, to: Math.max(start, Math.min(to, text.length)) };
}

/** The first syntax error (later ones mostly follow from it), worded in Dutch, at its offset. */
function syntaxDiagnostic(text: string, error: ParseError): PdfDiagnostic {
  const message = isTrailingComma(text, error) ? t.syntax.trailingComma : syntaxText(error);
  return { ...clampRange(text, error.offset, error.offset + error.length), severity: 'error', message };
}

const rangeOf = (node: Node) => ({ from: node.offset, to: node.offset + node.length });

/** The key of the property whose value `node` is, if it is one. */
const keyNodeOf = (node: Node): Node | undefined =>
  node.parent?.type === 'property' ? node.parent.children?.[0] : undefined;

/**
 * Where a problem at `path` is shown: a value at its value; an object or list at its key (not the whole
 * block); a missing field at the nearest enclosing key.
 */
function placeOf(text: string, root: Node, path: readonly PropertyKey[]): { from: number; to: number } {
  let at = [...path] as JSONPath;
  let node = findNodeAtLocation(root, at);
  while (!node && at.length > 0) {
    at = at.slice(0, -1);
    node = findNodeAtLocation(root, at);
  }
  if (!node) return clampRange(text, 0, 1);
  if (node.type === 'object' || node.type === 'array') {
    const key = keyNodeOf(node);
    return key ? rangeOf(key) : { from: node.offset, to: node.offset + 1 };
  }
  return rangeOf(node);
}

/** The key of an unknown property, by its path. */
function keyPlace(text: string, root: Node, path: readonly PropertyKey[]) {
  const value = findNodeAtLocation(root, path as JSONPath);
  const key = value && keyNodeOf(value);
  return key ? rangeOf(key) : placeOf(text, root, path.slice(0, -1));
}

/** The schema's issues, each where it belongs. */
function schemaDiagnostics(text: string, root: Node, issues: readonly z.core.$ZodIssue[]): PdfDiagnostic[] {
  const out: PdfDiagnostic[] = [];
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        out.push({
          ...keyPlace(text, root, [...issue.path, key]),
          severity: 'error',
          message: t.issues.unknownKey(key, knownKeysAt(issue.path)),
        });
    } else {
      out.push({ ...placeOf(text, root, issue.path), severity: 'error', message: pdfIssueText(issue) });
    }
  }
  return out;
}

const marginSides = ['top', 'bottom', 'left', 'right'] as const;

/** The margin tip where it applies: a margin the schema allows but under the advised minimum (15 mm). */
function marginWarnings(root: Node, value: unknown, errors: readonly PdfDiagnostic[]): PdfDiagnostic[] {
  const margins = (value as { layout?: { margins_mm?: Record<string, unknown> } } | null)?.layout?.margins_mm;
  if (!margins || typeof margins !== 'object') return [];
  const out: PdfDiagnostic[] = [];
  for (const side of marginSides) {
    const margin = margins[side];
    const node = findNodeAtLocation(root, ['layout', 'margins_mm', side]);
    if (typeof margin !== 'number' || margin >= PDF_MIN_ADVISED_MARGIN_MM || !node) continue;
    const place = rangeOf(node);
    if (errors.some((error) => error.from === place.from)) continue;
    out.push({ ...place, severity: 'warning', message: t.issues.smallMargin(margin) });
  }
  return out;
}

/** Every problem of the text, in document order; none for an empty text (the default layout). */
export function pdfSettingsDiagnostics(text: string): PdfDiagnostic[] {
  if (isDefaultLayoutText(text)) return [];
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, PARSE_OPTIONS);
  if (errors.length > 0) return [syntaxDiagnostic(text, errors[0]!)];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // What the tolerant parser took but JSON does not (it should not happen): the invalid-JSON message, on all.
    return [{ from: 0, to: text.length, severity: 'error', message: invalidJson }];
  }
  if (!root) return [];
  const parsed = parsePdfSettings(value);
  const errorsFound = parsed.success ? [] : schemaDiagnostics(text, root, parsed.error.issues);
  return [...errorsFound, ...marginWarnings(root, value, errorsFound)].sort((a, b) => a.from - b.from);
}

// Completion.

export interface PdfCompletionOption {
  label: string;
  /** What replaces the range `from`–`to`. */
  apply: string;
  /** The kind of value, or the choices (`A3, A4, …`). */
  detail: string;
  type: 'property' | 'enum' | 'keyword';
}

export interface PdfCompletions {
  from: number;
  to: number;
  options: PdfCompletionOption[];
}

const WORD = /[\w-]/;

/** What a key's value is, for the completion list. */
function detailOf(shape: SchemaShape): string {
  const c = t.completion;
  switch (shape.kind) {
    case 'object':
      return c.object;
    case 'array':
      return c.list;
    case 'enum':
      return c.choice(shape.values);
    case 'number':
      return c.number(shape.min, shape.max);
    case 'boolean':
      return c.boolean;
    default:
      return c.text;
  }
}

/** The word around the cursor, with whether it opens with a quote and whether a closing quote follows. */
function wordAround(text: string, offset: number) {
  let from = offset;
  while (from > 0 && WORD.test(text[from - 1]!)) from--;
  let to = offset;
  while (to < text.length && WORD.test(text[to]!)) to++;
  const quoted = text[from - 1] === '"';
  if (quoted && text[to] === '"') to++;
  return { from, to, quoted };
}

/** The keys already present in the object at `path`, but for the one being typed. */
function presentKeys(text: string, path: JSONPath, typing: string): Set<string> {
  const root = parseTree(text, [], { ...PARSE_OPTIONS, allowTrailingComma: true });
  const object = root && findNodeAtLocation(root, path);
  const keys = new Set<string>();
  if (object?.type !== 'object') return keys;
  for (const property of object.children ?? []) {
    const key = property.children?.[0]?.value;
    if (typeof key === 'string' && key !== typing) keys.add(key);
  }
  return keys;
}

/**
 * The completions at `offset`: at a key, the keys the schema allows in that object (those present left out),
 * each inserted as `"key": `; at a value, the choices of an enumeration or true/false. Null where there is
 * nothing to offer.
 */
export function pdfSettingsCompletions(text: string, offset: number): PdfCompletions | null {
  const location = getLocation(text, offset);
  const word = wordAround(text, offset);
  const typed = text.slice(word.from, offset);
  if (location.isAtPropertyKey) {
    const objectPath = location.path.slice(0, -1);
    const shape = shapeAt(objectPath);
    if (shape?.kind !== 'object') return null;
    const present = presentKeys(text, objectPath, typed);
    const options = Object.entries(shape.keys)
      .filter(([key]) => !present.has(key))
      .map(([key, value]): PdfCompletionOption => {
        const opening = word.quoted ? '' : '"';
        return { label: key, apply: `${opening}${key}": `, detail: detailOf(value), type: 'property' };
      });
    return options.length > 0 ? { from: word.from, to: word.to, options } : null;
  }
  if (location.path.length === 0) return null;
  const shape = shapeAt(location.path);
  if (shape?.kind === 'enum') {
    const options = shape.values.map((value): PdfCompletionOption => ({
      label: value,
      apply: word.quoted ? `${value}"` : `"${value}"`,
      detail: detailOf(shape),
      type: 'enum',
    }));
    return { from: word.from, to: word.to, options };
  }
  if (shape?.kind === 'boolean' && !word.quoted) {
    const options = ['true', 'false'].map((value): PdfCompletionOption => ({
      label: value,
      apply: value,
      detail: detailOf(shape),
      type: 'keyword',
    }));
    return { from: word.from, to: word.to, options };
  }
  return null;
}
