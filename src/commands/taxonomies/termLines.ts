import {
  blocksTerm,
  indexTerms,
  termConflicts,
  type TermConflict,
  type TermSpelling,
} from '../../api/rules/taxonomies';
import {
  ALTERNATIVES_MAX,
  cleanAlternatives,
  TERM_MAX,
  TERMS_BATCH_MAX,
  type TermWrite,
} from '../../api/schemas/taxonomies';

/**
 * Pasting many terms at once: one term per line, the correct form first, then its alternatives,
 * separated by `;` (`Kubernetes; kubernetis; cubernetes`). Blank lines are skipped and keep their number.
 */

export interface TermLine {
  /** 1-based, as an editor numbers lines. */
  line: number;
  term: { correct_form: string; alternatives: string[] };
}

export type LineProblemKind = 'noCorrectForm' | 'tooLong' | 'tooManyAlternatives';

export interface LineProblem {
  line: number;
  /** The line as pasted (trimmed). */
  text: string;
  kind: LineProblemKind;
}

export interface ParsedLines {
  terms: TermLine[];
  problems: LineProblem[];
}

export const TERM_SEPARATOR = ';';

/** Reads pasted text into terms (alternatives cleaned as the server cleans them) and the lines it cannot take. */
export function parseTermLines(input: string): ParsedLines {
  const terms: TermLine[] = [];
  const problems: LineProblem[] = [];
  input.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const text = raw.trim();
    if (!text) return;
    const line = index + 1;
    const [first = '', ...rest] = text.split(TERM_SEPARATOR);
    const correct_form = first.trim();
    const alternatives = cleanAlternatives(rest);
    if (!correct_form) problems.push({ line, text, kind: 'noCorrectForm' });
    else if ([correct_form, ...alternatives].some((value) => value.length > TERM_MAX))
      problems.push({ line, text, kind: 'tooLong' });
    else if (alternatives.length > ALTERNATIVES_MAX)
      problems.push({ line, text, kind: 'tooManyAlternatives' });
    else terms.push({ line, term: { correct_form, alternatives } });
  });
  return { terms, problems };
}

/** A line that will be added, with the conflicts it has (none of them blocking). */
export interface PlannedTerm extends TermLine {
  conflicts: TermConflict[];
}

/** A line that is left out: its correct form is already a term (of the taxonomy, or of an earlier line). */
export interface SkippedLine extends TermLine {
  conflict: TermConflict;
  /** The earlier line with the same correct form, when the clash is within the pasted text. */
  earlierLine?: number;
}

export interface PastePlan {
  add: PlannedTerm[];
  skipped: SkippedLine[];
  problems: LineProblem[];
  /** More terms to add than one batch may carry (`TERMS_BATCH_MAX`). */
  tooMany: boolean;
}

/** Pasted lines take ids below any temporary id an editor hands out, so none counts as another term. */
const LINE_IDS = -1_000_000_000;

/**
 * What pasting `input` into a taxonomy with `existing` terms does: the terms that will be added (checked against
 * the taxonomy and the lines above them), the lines skipped because their correct form is already a term (the
 * batch is all or nothing, so one such line would refuse the lot), and the lines that cannot be read.
 */
export function planPaste(input: string, existing: readonly TermSpelling[]): PastePlan {
  const { terms, problems } = parseTermLines(input);
  // One index of the taxonomy's terms, growing with each line that will be added.
  const index = indexTerms(existing);
  const lineOf = new Map<TermSpelling, number>();
  const add: PlannedTerm[] = [];
  const skipped: SkippedLine[] = [];
  for (const entry of terms) {
    const conflicts = termConflicts(index, entry.term);
    const blocking = conflicts.find(blocksTerm);
    if (blocking) {
      const earlierLine = 'other' in blocking ? lineOf.get(blocking.other) : undefined;
      skipped.push({ ...entry, conflict: blocking, ...(earlierLine ? { earlierLine } : {}) });
      continue;
    }
    const spelling: TermSpelling = { id: LINE_IDS - entry.line, ...entry.term };
    lineOf.set(spelling, entry.line);
    index.add(spelling);
    add.push({ ...entry, conflicts });
  }
  return { add, skipped, problems, tooMany: add.length > TERMS_BATCH_MAX };
}

/** The terms a plan adds, as the batch call (or the local list) takes them. */
export const plannedTerms = (plan: PastePlan): TermWrite[] =>
  plan.add.map(({ term }) => ({ correct_form: term.correct_form, alternatives: term.alternatives }));
