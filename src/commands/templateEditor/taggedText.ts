import { complexities, DEFAULT_COMPLEXITY, type Complexity } from '../../api/schemas/templates';
import type { TemplateDraft } from '../../state/templateDraft';

/**
 * The tagged text of Kopieer Alles and Plak Alles: each field between `<tag>` and `</tag>`, tags title,
 * description, complexity, max_tokens, system_message, task, content, plus additional_settings (the Extra Settings
 * JSON, which the contract's list of tags leaves out; without it a CUSTOM template would not come back whole).
 * Text without that tag reads as the contract says, with empty Extra Settings.
 *
 *     <title>Notulen</title>
 *     <complexity>SMALL</complexity>
 *     <content>
 *     Schrijf de notulen van …
 *     </content>
 *
 * Written so that pasting what was copied gives the same template back, whatever the fields hold:
 * - A value without line breaks stands between its tags; a value with line breaks starts on the line after its
 *   opening tag and ends with one line break before its closing tag. Reading takes one line break (LF or CRLF)
 *   away after the opening and before the closing tag; a value ending in a lone CR is closed with CRLF, so its
 *   CR is not mistaken for part of that line break.
 * - A value that itself holds one of the tags (`<content>`, `</task>`, any case) gets one backslash
 *   after its `<` (`<\content>`), and a tag already written with backslashes one more; reading removes one.
 *   Text without such tags is written as it is.
 * Reading is lenient for hand-written text: tag names in any case, text outside tags ignored, a value
 * without its closing tag ends at the next opening tag (or the end), the first of two equal tags counts.
 */

export const TAGS = [
  'title',
  'description',
  'complexity',
  'max_tokens',
  'system_message',
  'task',
  'additional_settings',
  'content',
] as const;
export type Tag = (typeof TAGS)[number];

const FIELD = {
  title: 'title',
  description: 'description',
  complexity: 'complexity',
  max_tokens: 'maxTokens',
  system_message: 'systemMessage',
  task: 'task',
  additional_settings: 'extraSettings',
  content: 'content',
} as const satisfies Record<Tag, keyof TemplateDraft>;

const NAMES = TAGS.join('|');
/** One of the tags inside a value, with the backslashes it may already carry. */
const TAG_IN_VALUE = new RegExp(`<(\\\\*)(/?)(${NAMES})>`, 'gi');
/** A tag escaped by `escapeValue`: at least one backslash after `<`. */
const ESCAPED_TAG = new RegExp(`<\\\\(\\\\*)(/?)(${NAMES})>`, 'gi');
/** An opening tag of the format (no backslash). */
const OPENING_TAG = new RegExp(`<(${NAMES})>`, 'gi');

/** Adds one backslash after the `<` of every tag in a value. */
export function escapeValue(value: string): string {
  return value.replace(TAG_IN_VALUE, (_all, slashes: string, close: string, name: string) => {
    return `<\\${slashes}${close}${name}>`;
  });
}

/** Takes one backslash away after the `<` of every escaped tag. */
export function unescapeValue(value: string): string {
  return value.replace(ESCAPED_TAG, (_all, slashes: string, close: string, name: string) => {
    return `<${slashes}${close}${name}>`;
  });
}

function block(tag: Tag, value: string): string {
  const escaped = escapeValue(value);
  if (!/[\r\n]/.test(escaped)) return `<${tag}>${escaped}</${tag}>`;
  const closing = escaped.endsWith('\r') ? '\r\n' : '\n';
  return `<${tag}>\n${escaped}${closing}</${tag}>`;
}

/** The draft as tagged text (Kopieer Alles). */
export function toTaggedText(draft: TemplateDraft): string {
  return `${TAGS.map((tag) => block(tag, draft[FIELD[tag]])).join('\n')}\n`;
}

/** The inside of a tag pair without the line break after the opening and before the closing tag. */
function unframe(inner: string): string {
  let value = inner;
  if (value.startsWith('\r\n')) value = value.slice(2);
  else if (value.startsWith('\n')) value = value.slice(1);
  if (value.endsWith('\r\n')) value = value.slice(0, -2);
  else if (value.endsWith('\n')) value = value.slice(0, -1);
  return value;
}

/** Where the next opening tag starts at or after `from`, or -1. */
function nextOpening(text: string, from: number): number {
  const opening = new RegExp(OPENING_TAG.source, 'gi');
  opening.lastIndex = from;
  return opening.exec(text)?.index ?? -1;
}

/**
 * Every tag's value (unframed, unescaped); the first of two equal tags counts. A value ends at its closing tag,
 * or, when another opening tag comes first (hand-written text that forgot one), there.
 */
export function readTags(text: string): Partial<Record<Tag, string>> {
  const found: Partial<Record<Tag, string>> = {};
  const opening = new RegExp(OPENING_TAG.source, 'gi');
  let match: RegExpExecArray | null;
  while ((match = opening.exec(text)) !== null) {
    const tag = match[1]!.toLowerCase() as Tag;
    const start = match.index + match[0].length;
    const closing = new RegExp(`</${tag}>`, 'gi');
    closing.lastIndex = start;
    const closed = closing.exec(text);
    const next = nextOpening(text, start);
    const closedFirst = closed !== null && (next === -1 || closed.index < next);
    const end = closedFirst ? closed.index : next === -1 ? text.length : next;
    opening.lastIndex = closedFirst ? closed.index + closed[0].length : end;
    if (found[tag] === undefined) found[tag] = unescapeValue(unframe(text.slice(start, end)));
  }
  return found;
}

/** Complexity: SMALL, MEDIUM, LARGE or CUSTOM (any case, spaces around allowed), anything else SMALL. */
export function readComplexity(value: string | undefined): Complexity {
  const upper = (value ?? '').trim().toUpperCase();
  return (complexities as readonly string[]).includes(upper) ? (upper as Complexity) : DEFAULT_COMPLEXITY;
}

/** max_tokens is an integer: its digits without leading zeros, anything else 0 (the default). */
export function readMaxTokens(value: string | undefined): string {
  const trimmed = (value ?? '').trim();
  return /^[0-9]+$/.test(trimmed) ? trimmed.replace(/^0+(?=[0-9])/, '') : '0';
}

/**
 * Tagged text as a whole draft (Plak Alles replaces every field; a missing tag leaves its field empty, its
 * complexity SMALL and its max tokens 0). Null when the text holds none of the tags.
 */
export function parseTaggedText(text: string): TemplateDraft | null {
  const tags = readTags(text);
  if (Object.keys(tags).length === 0) return null;
  return {
    title: tags.title ?? '',
    description: tags.description ?? '',
    complexity: readComplexity(tags.complexity),
    maxTokens: readMaxTokens(tags.max_tokens),
    systemMessage: tags.system_message ?? '',
    task: tags.task ?? '',
    extraSettings: tags.additional_settings ?? '',
    content: tags.content ?? '',
  };
}
