import { diffWords } from 'diff';
import type { TemplateRevision } from '../api/schemas/revisions';

/*
 * What changed between two versions of a template, field by field, with a word-level diff of each text (jsdiff's
 * `diffWords`: words and punctuation are the tokens, whitespace is kept as it was). The REVISIES section renders
 * the parts as <del> and <ins>.
 */

/** One run of text of a diff: in both versions, only in the newer one, or only in the older one. */
export interface DiffPart {
  text: string;
  kind: 'same' | 'added' | 'removed';
}

/**
 * Beyond this many changed words the diff gives up and shows the whole older text removed and the whole newer
 * one added: two unrelated long texts would otherwise keep the page busy (the cost grows with length × changes).
 */
export const MAX_CHANGED_WORDS = 1_000;

/** The word-level diff of two texts, the older first. Empty texts give no parts. */
export function wordDiff(older: string, newer: string): DiffPart[] {
  if (older === newer) return older === '' ? [] : [{ text: older, kind: 'same' }];
  const changes = diffWords(older, newer, { maxEditLength: MAX_CHANGED_WORDS });
  if (!changes) {
    const parts: DiffPart[] = [];
    if (older !== '') parts.push({ text: older, kind: 'removed' });
    if (newer !== '') parts.push({ text: newer, kind: 'added' });
    return parts;
  }
  return changes
    .filter((change) => change.value !== '')
    .map((change) => ({
      text: change.value,
      kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
    }));
}

/** The fields a comparison shows, in this order: a revision's title, description, content, settings. */
export const revisionFields = [
  'title',
  'description',
  'complexity',
  'max_tokens',
  'system_message',
  'opdracht',
  'additional_settings',
  'content',
] as const;
export type RevisionField = (typeof revisionFields)[number];

/** A revision's fields as texts (absent settings read as empty). */
export function fieldsOf(revision: TemplateRevision): Record<RevisionField, string> {
  const settings = revision.settings ?? null;
  return {
    title: revision.title,
    description: revision.description,
    complexity: revision.complexity ?? '',
    max_tokens: settings?.max_tokens ?? '',
    system_message: settings?.system_message ?? '',
    opdracht: settings?.opdracht ?? '',
    additional_settings: settings?.additional_settings ?? '',
    content: revision.content,
  };
}

export interface FieldComparison {
  field: RevisionField;
  older: string;
  newer: string;
  changed: boolean;
  /** The word-level diff; empty when both are empty. */
  parts: DiffPart[];
}

/** Every field of the two versions, the older first, with whether it changed and how. */
export function compareRevisions(older: TemplateRevision, newer: TemplateRevision): FieldComparison[] {
  const before = fieldsOf(older);
  const after = fieldsOf(newer);
  return revisionFields.map((field) => {
    const changed = before[field] !== after[field];
    return {
      field,
      older: before[field],
      newer: after[field],
      changed,
      parts: wordDiff(before[field], after[field]),
    };
  });
}

/** The two versions ordered oldest first (by revision number), whichever way they were chosen. */
export function olderFirst(a: TemplateRevision, b: TemplateRevision): [TemplateRevision, TemplateRevision] {
  return a.revision_number <= b.revision_number ? [a, b] : [b, a];
}
