import { z } from 'zod';
import {
  blocksTerm,
  indexTerms,
  termConflicts,
  type TermCandidate,
  type TermConflict,
  type TermSpelling,
} from '../../api/rules/taxonomies';
import { xmlText } from '../../api/schemas/common';
import {
  ALTERNATIVES_MAX,
  cleanAlternatives,
  TERM_MAX,
  termWrite,
  type TermWrite,
} from '../../api/schemas/taxonomies';
import { formErrors } from '../../api/validation';
import { messages } from '../../messages';

const t = messages.taxonomies;

/** The message for a correct form the server would not take ("Voer een correcte vorm in"), or null. */
export function correctFormError(value: string): string | null {
  if (!value.trim()) return t.correctFormRequired;
  return (
    formErrors<'correct_form'>(
      termWrite.pick({ correct_form: true }),
      { correct_form: value },
      { correct_form: { too_long: t.paste.tooLong(TERM_MAX), unknown: t.unstorable.term } },
    ).correct_form ?? null
  );
}

/** A correct form as a command argument: trimmed, required, within the server's length. */
export const correctFormArg = z.string().transform((value, ctx) => {
  const error = correctFormError(value);
  if (error === null) return value.trim();
  ctx.addIssue({ code: 'custom', message: error, input: value });
  return z.NEVER;
});

/**
 * Alternatives as a command argument, within the server's limits; left out, an edit keeps the term's own. They
 * are cleaned as the server cleans them (`termOf`).
 */
export const alternativesArg = z.array(xmlText().max(TERM_MAX)).max(ALTERNATIVES_MAX).optional();

/** A term as it is sent: the correct form (trimmed by its argument), the alternatives trimmed, empty ones dropped. */
export const termOf = (
  correctForm: string,
  alternatives: readonly string[] = [],
): TermWrite & {
  alternatives: string[];
} => ({ correct_form: correctForm, alternatives: cleanAlternatives(alternatives) });

/** How the catalogue words a conflict (shown as you type, and in the paste preview). */
export function conflictText(conflict: TermConflict): string {
  const c = t.conflicts;
  switch (conflict.kind) {
    case 'duplicateCorrectForm':
      return c.duplicateCorrectForm(conflict.value);
    case 'correctFormIsAlternative':
      return c.correctFormIsAlternative(conflict.value, conflict.other.correct_form);
    case 'alternativeIsCorrectForm':
      return c.alternativeIsCorrectForm(conflict.value);
    case 'alternativeIsAlternative':
      return c.alternativeIsAlternative(conflict.value, conflict.other.correct_form);
    case 'ownCorrectForm':
      return c.ownCorrectForm(conflict.value);
  }
}

/**
 * Refuses a term whose correct form another term of the taxonomy has (the server answers 409 for it; a local
 * term of an unsaved taxonomy would make the first save fail), with the command's failure text first.
 */
export function refuseDuplicate(
  terms: readonly TermSpelling[] | undefined,
  candidate: TermCandidate,
  failed: string,
): void {
  if (!terms) return;
  const blocking = termConflicts(indexTerms(terms), candidate).find(blocksTerm);
  if (blocking) throw new Error(`${failed}: ${conflictText(blocking)}`);
}
