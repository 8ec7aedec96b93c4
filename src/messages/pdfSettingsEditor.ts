import { PDF_MIN_ADVISED_MARGIN_MM } from '../api/schemas/pdfSettings';

const list = (values: readonly (string | number)[]) => values.map(String).join(', ');
const dutchNumber = (value: number) => value.toLocaleString('nl-NL', { maximumFractionDigits: 2 });

/**
 * Texts of the PDF export settings as the pdf tab's JSON editor reads them: the schema's problems in
 * Dutch, syntax errors, what the completion list says. Imported on its own by the modules that read the
 * settings text (loaded with the editor and when a command checks a text), not spread into the catalogue that
 * loads with the shell.
 */
export const pdfSettingsEditorMessages = {
  /** A text the schema refuses, as one message (a command's error; the editor shows each problem in place). */
  invalidSettings: (where: string, problem: string, more: number) =>
    `Controleer de PDF instellingen bij ${where}: ${problem}${more > 0 ? ` (en nog ${more} probleem/problemen)` : ''}`,
  root: 'het begin',
  /** The problems the schema finds, in place (inline diagnostics). */
  issues: {
    unknownKey: (key: string, known: readonly string[]) =>
      known.length > 0
        ? `Onbekende sleutel “${key}”. Mogelijk hier: ${list(known)}.`
        : `Onbekende sleutel “${key}”.`,
    required: (key: string) => `Het veld “${key}” ontbreekt.`,
    expected: {
      number: 'Verwacht een getal.',
      string: 'Verwacht een tekst tussen aanhalingstekens.',
      boolean: 'Verwacht true of false.',
      object: 'Verwacht een object ({ … }).',
      array: 'Verwacht een lijst ([ … ]).',
      other: 'Deze waarde heeft het verkeerde type.',
    },
    min: (min: number) => `Moet minimaal ${dutchNumber(min)} zijn.`,
    max: (max: number) => `Mag hoogstens ${dutchNumber(max)} zijn.`,
    minLength: (min: number) => `Moet minimaal ${min} teken(s) lang zijn.`,
    maxLength: (max: number) => `Mag hoogstens ${max} tekens lang zijn.`,
    minItems: (min: number) => `Moet minimaal ${min} item(s) bevatten.`,
    maxItems: (max: number) => `Mag hoogstens ${max} items bevatten.`,
    oneOf: (values: readonly string[]) => `Kies uit: ${list(values)}.`,
    invalid: 'Deze waarde is ongeldig.',
    /** A warning, not an error: the tip (margins at least 15 mm) where the margin is set. */
    smallMargin: (value: number) =>
      `Een marge van ${dutchNumber(value)} mm is krap: houd minimaal ${PDF_MIN_ADVISED_MARGIN_MM} mm aan, zodat een printer niets afsnijdt.`,
  },
  /** JSON syntax errors, at their offset. */
  syntax: {
    InvalidSymbol: 'Ongeldig teken.',
    InvalidNumberFormat: 'Ongeldig getal.',
    PropertyNameExpected: 'Hier wordt een sleutel tussen aanhalingstekens verwacht.',
    ValueExpected: 'Hier wordt een waarde verwacht.',
    ColonExpected: 'Hier wordt een dubbele punt (:) verwacht.',
    CommaExpected: 'Hier wordt een komma verwacht.',
    CloseBraceExpected: 'Hier wordt een sluitaccolade (}) verwacht.',
    CloseBracketExpected: 'Hier wordt een sluithaak (]) verwacht.',
    EndOfFileExpected: 'Na het object mag niets meer volgen.',
    InvalidCommentToken: 'Commentaar is in JSON niet toegestaan.',
    UnexpectedEndOfComment: 'Commentaar is in JSON niet toegestaan.',
    UnexpectedEndOfString: 'De tekst mist het sluitende aanhalingsteken.',
    UnexpectedEndOfNumber: 'Het getal is onvolledig.',
    InvalidUnicode: 'Ongeldige unicode-code.',
    InvalidEscapeCharacter: 'Ongeldig escape-teken.',
    InvalidCharacter: 'Dit teken is in een JSON-tekst niet toegestaan.',
    trailingComma: 'Na het laatste element mag geen komma staan.',
  },
  /** What the completion list says about each key. */
  completion: {
    object: 'object',
    list: 'lijst',
    text: 'tekst',
    boolean: 'true of false',
    number: (min: number | null, max: number | null) =>
      min !== null && max !== null ? `getal ${dutchNumber(min)}–${dutchNumber(max)}` : 'getal',
    choice: (values: readonly string[]) => list(values),
  },
} as const;
