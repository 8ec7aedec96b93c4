import type { z } from 'zod';
import { messages } from '../messages';
import { pdfSettingsEditorMessages as e } from '../messages/pdfSettingsEditor';
import { knownKeysAt } from './pdfSettingsShape';
import { isDefaultLayoutText } from './pdfSettingsText';
import { pdfExportSettings, type PdfExportSettings } from './schemas/pdfSettings';

/**
 * Reading the pdf tab's text against the same schema as the server (`pdfExportSettings`), its problems worded
 * in Dutch: what saving and the preview check before they call, and what the editor's inline diagnostics
 * (`pdfSettingsEditing`) place at their position.
 */

export type PdfSettingsReading =
  | { ok: true; settings: PdfExportSettings | null }
  | { ok: false; kind: 'json'; message: string }
  | { ok: false; kind: 'schema'; message: string; issues: readonly z.core.$ZodIssue[] };

const typeNames = ['number', 'string', 'boolean', 'object', 'array'] as const;

/** The last named key of an issue's path (a missing field's name). */
function lastKey(path: readonly PropertyKey[]): string {
  const key = path.at(-1);
  return key === undefined ? '' : String(key);
}

/**
 * One issue in Dutch, without its place; an unknown key's names the keys allowed there ("Mogelijk hier: …").
 * The schema's own Dutch messages (placeholders, colours) are kept. Issues come from a parse with
 * `reportInput`, so a missing field is told apart from one of the wrong type.
 */
export function pdfIssueText(issue: z.core.$ZodIssue): string {
  const i = e.issues;
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => i.unknownKey(key, knownKeysAt(issue.path))).join(' ');
    case 'invalid_type':
      if (issue.input === undefined) return i.required(lastKey(issue.path));
      return (typeNames as readonly string[]).includes(issue.expected)
        ? i.expected[issue.expected as (typeof typeNames)[number]]
        : i.expected.other;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return i.minLength(min);
      if (issue.origin === 'array') return i.minItems(min);
      return i.min(min);
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return i.maxLength(max);
      if (issue.origin === 'array') return i.maxItems(max);
      return i.max(max);
    }
    case 'invalid_value':
      return i.oneOf(issue.values.map((value) => String(value)));
    case 'custom':
    case 'invalid_format':
      return issue.message;
    default:
      return i.invalid;
  }
}

/** An issue's place as a reader finds it: `layout.margins_mm.top`, `cover_page.meta[0].label`. */
export function pdfIssuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : `${out ? '.' : ''}${String(key)}`;
  return out || e.root;
}

/** The schema's verdict on parsed settings, with the issues' inputs (see `pdfIssueText`). */
export const parsePdfSettings = (value: unknown) => pdfExportSettings.safeParse(value, { reportInput: true });

/** Checks parsed settings against the schema; null for the default layout passes. */
export function checkPdfSettings(value: unknown): PdfSettingsReading {
  if (value === null) return { ok: true, settings: null };
  const parsed = parsePdfSettings(value);
  if (parsed.success) return { ok: true, settings: parsed.data };
  const issues = parsed.error.issues;
  const first = issues[0]!;
  // An unknown key's place is the key itself.
  const where =
    first.code === 'unrecognized_keys' && first.keys.length > 0
      ? [...first.path, first.keys[0]!]
      : first.path;
  return {
    ok: false,
    kind: 'schema',
    message: e.invalidSettings(pdfIssuePath(where), pdfIssueText(first), issues.length - 1),
    issues,
  };
}

/**
 * The editor's text as settings to send: empty is the default layout (null); otherwise it must be JSON (else
 * "Controleer de JSON: het formaat is ongeldig.") and pass the schema.
 */
export function readPdfSettingsText(text: string): PdfSettingsReading {
  if (isDefaultLayoutText(text)) return { ok: true, settings: null };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, kind: 'json', message: messages.organizationSettings.pdf.invalidJson };
  }
  return checkPdfSettings(value);
}
