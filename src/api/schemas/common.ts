import { z } from 'zod';
import { hasNonXmlCharacter } from '../rules/xml';

/**
 * In the browser, zod runs without its compiled fast path: the console's Content-Security-Policy has no
 * 'unsafe-eval', and zod's probe for `new Function` would be reported as a violation (and blocked anyway).
 * The server keeps the faster path.
 */
if ('document' in globalThis) z.config({ jitless: true });

/** A text field of an answer that may be missing or null: read as `''`. */
export const answerText = () =>
  z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? '');

/** Every error answer of the admin API: `{ "detail": "..." }` with a 4xx status. */
export const errorBody = z.looseObject({ detail: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;

/** Largest id: ids are PostgreSQL `integer` (serial) columns. */
export const MAX_ID = 2_147_483_647;

/** An id inside a JSON body: an integer number from 1 to MAX_ID. */
export const idNumber = z.number().int().min(1).max(MAX_ID);

/**
 * An id in a path or query: plain decimal digits without sign, spaces, exponent, radix prefix or leading
 * zeros (`" 1"`, `1e1`, `0x10`, `0b11`, `01` are refused, not read as another record's id), within 1..MAX_ID.
 * Command arguments may hand it a number as well. Answers the id as a number.
 */
export const idParam = z.union([
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number)
    .pipe(idNumber),
  idNumber,
]);

/**
 * A whole number in a query string (`limit`, `offset`, `days`): plain decimal digits only, within min..max;
 * a number is taken as well (command arguments). An empty value counts as absent.
 */
function queryIntValue(min: number, max: number) {
  const range = z.number().int().min(min).max(max);
  return z
    .union([
      z
        .string()
        .regex(/^(0|[1-9][0-9]{0,9})$/)
        .transform(Number),
      range,
    ])
    .pipe(range);
}

const blankAsAbsent = (input: unknown) => (input === '' ? undefined : input);

const optionalQueryInt = (min: number, max: number) =>
  z.preprocess(blankAsAbsent, queryIntValue(min, max).optional());
const defaultedQueryInt = (min: number, max: number, fallback: number) =>
  z.preprocess(blankAsAbsent, queryIntValue(min, max).default(fallback));

export function queryInt(min: number, max: number): ReturnType<typeof optionalQueryInt>;
/** With `fallback` for an absent or empty value. */
export function queryInt(min: number, max: number, fallback: number): ReturnType<typeof defaultedQueryInt>;
export function queryInt(min: number, max: number, fallback?: number) {
  return fallback === undefined ? optionalQueryInt(min, max) : defaultedQueryInt(min, max, fallback);
}

/**
 * Characters a PostgreSQL `text` column cannot store: NUL (refused by the UTF-8 encoding) and UTF-16 halves
 * without their partner (no UTF-8 form; they would be stored as U+FFFD, silently changed).
 */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The message of a text with such a character (the server words its 422 detail with it). */
export const UNSTORABLE_TEXT_MESSAGE = 'bevat een teken dat niet kan worden opgeslagen (zoals een nul-teken)';

/**
 * What both sides say of an uploaded file with no content (the console of a chosen logo, the server of a
 * transcript).
 */
export const EMPTY_FILE_MESSAGE = 'Het bestand is leeg.';

/** Whether a text holds a character the database cannot store. */
export function hasUnstorableCharacter(text: string): boolean {
  return UNSTORABLE.test(text);
}

/**
 * The check every text field of every request schema carries (through `text()`): refuses NUL and unpaired
 * surrogates with a 4xx at the schema boundary instead of a database error. One shared instance, so a test
 * can see that a string schema carries it.
 */
export const storableText = z.refine<string>((value) => !hasUnstorableCharacter(value), {
  message: UNSTORABLE_TEXT_MESSAGE,
  abort: true,
});

/** A text field of a request: a string the database can store. Chain `.trim()`, `.min()`, … as usual. */
export function text() {
  return z.string().check(storableText);
}

/**
 * The check of a text that is written into XML as well (the taxonomy fields): refuses what XML 1.0 cannot carry
 * (control characters other than tab, line feed and carriage return; U+FFFE, U+FFFF), which no XML reader would
 * get back as stored (src/api/rules/xml.ts). Worded as an unstorable text: the server's 422 detail says the field
 * "bevat een teken dat niet kan worden opgeslagen".
 */
export const xmlStorableText = z.refine<string>((value) => !hasNonXmlCharacter(value), {
  message: UNSTORABLE_TEXT_MESSAGE,
  abort: true,
});

/** A text field of a request that also goes into XML: storable, and every character one XML 1.0 carries. */
export function xmlText() {
  return text().check(xmlStorableText);
}
