import type { z } from 'zod';

/**
 * One reading of zod issues for the console and the server alike: which field, and what is wrong with it.
 * The server words it as a 422 detail; the console's forms show the catalogue's text for the field and problem.
 */
export type FieldProblem =
  | 'required'
  | 'too_short'
  | 'too_long'
  | 'too_small'
  | 'too_big'
  | 'format'
  | 'value'
  | 'type'
  | 'unknown_key'
  | 'unknown';

export interface FieldIssue {
  /** Dotted path of the field; '' for the whole input. */
  field: string;
  problem: FieldProblem;
}

export function problemOf(issue: z.core.$ZodIssue): FieldProblem {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'required' : 'type';
    case 'too_small':
      if (issue.origin !== 'string') return 'too_small';
      return Number(issue.minimum) <= 1 ? 'required' : 'too_short';
    case 'too_big':
      return issue.origin === 'string' ? 'too_long' : 'too_big';
    case 'invalid_format':
      return 'format';
    case 'unrecognized_keys':
      return 'unknown_key';
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return 'value';
    default:
      return 'unknown';
  }
}

/**
 * The dotted paths an issue is about: its own path, or for keys a strict object does not know, each unknown
 * key's path (`layout.margins_mm.tpo`), so the answer names the key itself.
 */
export function issueFields(issue: z.core.$ZodIssue): string[] {
  const path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => [...path, key].join('.'));
  return [path.join('.')];
}

/**
 * Whether a wrong-type issue got a value (a text where a number belongs) rather than nothing: zod reports the
 * input only when asked to, but its message says what it received (`…, received string`).
 */
function receivedValue(issue: z.core.$ZodIssue): boolean {
  if (issue.code !== 'invalid_type') return false;
  if (issue.input !== undefined) return true;
  return /\breceived (?!undefined\b)\w+/.test(issue.message);
}

/**
 * Field issues in the order zod reports them, as the server words them: a value of the wrong type is `type`,
 * not `required` (which `problemOf` answers for every wrong type, as forms read it).
 */
export function fieldIssues(error: z.core.$ZodError): FieldIssue[] {
  return error.issues.flatMap((issue) => {
    const problem = receivedValue(issue) ? 'type' : problemOf(issue);
    return issueFields(issue).map((field) => ({ field, problem }));
  });
}

/** Generic Dutch wording of a problem, for fields the catalogue names no text for. */
export const fieldProblemTexts: Record<FieldProblem, string> = {
  required: 'is verplicht',
  too_short: 'is te kort',
  too_long: 'is te lang',
  too_small: 'is te klein',
  too_big: 'is te groot',
  format: 'heeft een ongeldig formaat',
  value: 'heeft een ongeldige waarde',
  type: 'heeft het verkeerde type',
  unknown_key: 'is een onbekend veld',
  unknown: 'is ongeldig',
};

/** Texts per field and problem; `*` is the field's text for any problem not named. */
export type FieldTexts<F extends string> = Partial<
  Record<F, Partial<Record<FieldProblem | '*', string | ((issue: z.core.$ZodIssue) => string)>>>
>;

/**
 * Checks `value` against a body schema and answers the first message per field (empty when valid), worded by
 * `texts` (the catalogue's exact Dutch messages), else generically. Forms and command arguments use this, so
 * the console checks exactly what the server will.
 */
export function formErrors<F extends string>(
  schema: z.ZodType,
  value: unknown,
  texts: FieldTexts<F>,
): Partial<Record<F, string>> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return {};
  const errors: Partial<Record<F, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issueFields(issue)[0] as F;
    if (errors[field] !== undefined) continue;
    const problem = problemOf(issue);
    const own = texts[field]?.[problem] ?? texts[field]?.['*'];
    errors[field] =
      typeof own === 'function' ? own(issue) : (own ?? `${field} ${fieldProblemTexts[problem]}`);
  }
  return errors;
}
