/**
 * The taxonomy rules both sides can apply: which spellings of a taxonomy's terms clash. They answer codes; the
 * console words them from its catalogue, a server could refuse with them.
 *
 * Spellings compare as the alternatives are cleaned (`cleanAlternatives`): trimmed, case-insensitively (nl-NL).
 */

/** A term as the rules see it (an answered term, a local one of an unsaved taxonomy, a line being pasted). */
export interface TermSpelling {
  id: number;
  correct_form: string;
  alternatives: readonly string[];
}

/** How two spellings compare: trimmed and lower-cased as `cleanAlternatives` does. */
export const spellingKey = (value: string): string => value.trim().toLocaleLowerCase('nl-NL');

export type TermConflict =
  /** The correct form is another term's correct form: the server refuses it (409), so the console does too. */
  | { kind: 'duplicateCorrectForm'; value: string; other: TermSpelling }
  /** The correct form is listed as an alternative of another term. */
  | { kind: 'correctFormIsAlternative'; value: string; other: TermSpelling }
  /** An alternative is another term's correct form. */
  | { kind: 'alternativeIsCorrectForm'; value: string; other: TermSpelling }
  /** An alternative is also an alternative of another term. */
  | { kind: 'alternativeIsAlternative'; value: string; other: TermSpelling }
  /** The correct form is listed as its own alternative. */
  | { kind: 'ownCorrectForm'; value: string };

export type TermConflictKind = TermConflict['kind'];

/** Only a duplicate correct form blocks a term; the others are shown, and the term can still be saved. */
export const blocksTerm = (conflict: TermConflict): boolean => conflict.kind === 'duplicateCorrectForm';

/** The spellings of a taxonomy's terms by key, built once per list of terms (a lookup per keystroke after). */
export interface TermIndex {
  readonly correctForms: ReadonlyMap<string, readonly TermSpelling[]>;
  readonly alternatives: ReadonlyMap<string, readonly TermSpelling[]>;
  /** Takes one more term in (the lines of a paste, one by one). */
  add(term: TermSpelling): void;
}

function put(map: Map<string, TermSpelling[]>, key: string, term: TermSpelling): void {
  if (!key) return;
  const found = map.get(key);
  if (!found) map.set(key, [term]);
  else if (!found.includes(term)) found.push(term);
}

export function indexTerms(terms: readonly TermSpelling[]): TermIndex {
  const correctForms = new Map<string, TermSpelling[]>();
  const alternatives = new Map<string, TermSpelling[]>();
  const add = (term: TermSpelling) => {
    put(correctForms, spellingKey(term.correct_form), term);
    for (const alternative of term.alternatives) put(alternatives, spellingKey(alternative), term);
  };
  for (const term of terms) add(term);
  return { correctForms, alternatives, add };
}

/** A term as it is being written: `id` is left out for a new one (else its own entries are not conflicts). */
export interface TermCandidate {
  id?: number | undefined;
  correct_form: string;
  alternatives: readonly string[];
}

/**
 * The conflicts of a term with the other terms of its taxonomy (`index`), in the order of its spellings: the
 * correct form first, then each alternative once (an alternative repeated within the term is no conflict; it
 * is dropped when saved). Empty spellings are ignored.
 */
export function termConflicts(index: TermIndex, candidate: TermCandidate): TermConflict[] {
  const others = (found: readonly TermSpelling[] | undefined) =>
    (found ?? []).filter((term) => candidate.id === undefined || term.id !== candidate.id);
  const conflicts: TermConflict[] = [];
  const value = candidate.correct_form.trim();
  const own = spellingKey(value);
  if (own) {
    for (const other of others(index.correctForms.get(own)))
      conflicts.push({ kind: 'duplicateCorrectForm', value, other });
    for (const other of others(index.alternatives.get(own)))
      conflicts.push({ kind: 'correctFormIsAlternative', value, other });
  }
  const seen = new Set<string>();
  for (const raw of candidate.alternatives) {
    const alternative = raw.trim();
    const key = spellingKey(alternative);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    if (key === own) {
      conflicts.push({ kind: 'ownCorrectForm', value: alternative });
      continue;
    }
    for (const other of others(index.correctForms.get(key)))
      conflicts.push({ kind: 'alternativeIsCorrectForm', value: alternative, other });
    for (const other of others(index.alternatives.get(key)))
      conflicts.push({ kind: 'alternativeIsAlternative', value: alternative, other });
  }
  return conflicts;
}
