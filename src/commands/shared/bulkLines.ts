import { messages } from '../../messages';

/**
 * The two bulk-add dialogs (docs/contract.md, Users):
 * - `users`: one address per line; a comma-separated line uses its last element.
 * - `organization`: an optional name, a comma, then the address.
 * Blank lines are skipped but keep their line number; duplicates compare case-insensitively.
 */
export type BulkDialog = 'users' | 'organization';

export interface BulkEntry {
  line: number;
  email: string;
  /** The name before the comma (organisation dialog only). */
  name?: string;
}

export interface BulkParse {
  entries: BulkEntry[];
  errors: string[];
}

/** Text, one at-sign, text, a dot, text; no spaces. */
const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isBulkAddress = (value: string) => ADDRESS.test(value);

function split(dialog: BulkDialog, text: string): { email: string; name?: string } {
  const parts = text.split(',').map((p) => p.trim());
  const email = parts.at(-1) ?? '';
  if (dialog === 'users' || parts.length < 2) return { email };
  const name = parts.slice(0, -1).join(', ').trim();
  return name ? { email, name } : { email };
}

export function parseBulkLines(dialog: BulkDialog, input: string): BulkParse {
  const entries: BulkEntry[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  input.split(/\r?\n/).forEach((raw, index) => {
    const text = raw.trim();
    if (!text) return;
    const line = index + 1;
    const { email, name } = split(dialog, text);
    if (!isBulkAddress(email)) {
      errors.push(
        dialog === 'users'
          ? messages.bulk.invalidLine(line, text)
          : messages.bulk.invalidAddress(email || text),
      );
      return;
    }
    const key = email.toLowerCase();
    if (seen.has(key)) {
      errors.push(messages.bulk.duplicate(line, email));
      return;
    }
    seen.add(key);
    entries.push(name ? { line, email, name } : { line, email });
  });
  return { entries, errors };
}

/** Why the create button may not submit yet, or `null` when the parse can be submitted. */
export function bulkBlocker(parse: BulkParse): string | null {
  if (parse.errors.length > 0) return messages.bulk.resolveFirst;
  if (parse.entries.length === 0) return messages.bulk.noneFound;
  return null;
}

/**
 * What is wrong with bulk lines while they are typed, in the contract's words: the invalid and duplicate lines among
 * those finished (followed by a line break). `complete` (the user asks to go on): every line counts, and what
 * blocks going on comes first (the errors to resolve first, or that there is no valid address).
 */
export function bulkLineProblems(dialog: BulkDialog, text: string, complete: boolean): string[] {
  const finished = complete ? text : text.slice(0, text.lastIndexOf('\n') + 1);
  const parse = parseBulkLines(dialog, finished);
  if (!complete) return parse.errors;
  const blocker = bulkBlocker(parse);
  return blocker ? [blocker, ...parse.errors] : [];
}
