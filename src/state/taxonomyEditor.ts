import type { TaxonomyOwnerType, TaxonomySummary, TaxonomyTerm, TermWrite } from '../api/schemas/taxonomies';
import { resourceAtom } from './resources';
import type { Store } from './store';

/**
 * The taxonomy an editor screen is working on: its fields as typed, and for a new taxonomy that is not saved yet
 * its terms, kept here with temporary negative ids until the first save sends them along (the create body takes
 * `terms`). Held in one atom while the editor is open, so the commands (the palette, Ctrl+S, the screen's buttons)
 * reach it, and leaving knows whether anything is unsaved.
 */

export interface TaxonomyOwner {
  type: TaxonomyOwnerType;
  id: number;
}

/** The editable fields of a taxonomy (what an update takes): name, description, context, org-wide, default active. */
export interface TaxonomyFields {
  name: string;
  description: string;
  taxonomy_context: string;
  is_org_wide: boolean;
  default_active: boolean;
}

export const emptyTaxonomyFields: TaxonomyFields = {
  name: '',
  description: '',
  taxonomy_context: '',
  is_org_wide: false,
  default_active: false,
};

/** A loaded taxonomy's fields. */
export function fieldsOf(taxonomy: TaxonomySummary): TaxonomyFields {
  return {
    name: taxonomy.name,
    description: taxonomy.description,
    taxonomy_context: taxonomy.taxonomy_context,
    is_org_wide: taxonomy.is_org_wide,
    default_active: taxonomy.default_active,
  };
}

const fieldKeys = Object.keys(emptyTaxonomyFields) as (keyof TaxonomyFields)[];

export const sameFields = (a: TaxonomyFields, b: TaxonomyFields) =>
  fieldKeys.every((key) => a[key] === b[key]);

/** What an editor shows: a new taxonomy of an owner, or a saved one by id. */
export type TaxonomyTarget = { kind: 'new'; owner: TaxonomyOwner } | { kind: 'saved'; id: number };

export interface OpenTaxonomyEditor {
  /** The editor (one mounted screen) that holds it. */
  key: string;
  target: TaxonomyTarget;
  fields: TaxonomyFields;
  /** The fields as loaded or last saved; unsaved changes are the difference. */
  saved: TaxonomyFields;
  /** A new taxonomy's terms, kept locally with temporary negative ids (empty for a saved taxonomy). */
  terms: readonly TaxonomyTerm[];
  /** The next temporary id: -1, -2, … */
  nextTermId: number;
}

/** The open taxonomy editor, if any (the editor screens are routes: one at a time). */
export const taxonomyEditorAtom = resourceAtom<OpenTaxonomyEditor | null>(null);

/** The paste dialog is open on the editor of this taxonomy (`new`, or a saved one's id), else null. */
export const pastingTermsAtom = resourceAtom<'new' | number | null>(null);

export function sameTarget(a: TaxonomyTarget, b: TaxonomyTarget): boolean {
  if (a.kind === 'saved') return b.kind === 'saved' && a.id === b.id;
  return b.kind === 'new' && a.owner.type === b.owner.type && a.owner.id === b.owner.id;
}

/** An editor opens (or its taxonomy loaded): its fields start as `fields`, nothing unsaved. */
export function openTaxonomyEditor(
  store: Store,
  editor: { key: string; target: TaxonomyTarget; fields: TaxonomyFields },
): void {
  store.set(taxonomyEditorAtom, {
    ...editor,
    saved: editor.fields,
    terms: [],
    nextTermId: -1,
  });
}

/** The editor `key` closes; another that took over meanwhile stays. */
export function closeTaxonomyEditor(store: Store, key: string): void {
  store.set(taxonomyEditorAtom, (current) => (current?.key === key ? null : current));
}

/** The editor of `target` closes whatever it holds (its taxonomy was deleted): leaving it does not ask. */
export function discardTaxonomyEditor(store: Store, target: TaxonomyTarget): void {
  store.set(taxonomyEditorAtom, (current) =>
    current && sameTarget(current.target, target) ? null : current,
  );
}

/** Changes fields of the editor `key`. */
export function changeTaxonomyFields(store: Store, key: string, patch: Partial<TaxonomyFields>): void {
  store.set(taxonomyEditorAtom, (current) =>
    current?.key === key ? { ...current, fields: { ...current.fields, ...patch } } : current,
  );
}

/** Whether the editor holds what is not saved: changed fields, or terms of a new taxonomy. */
export function hasUnsavedTaxonomy(editor: OpenTaxonomyEditor | null): boolean {
  return editor !== null && (!sameFields(editor.fields, editor.saved) || editor.terms.length > 0);
}

/** The open editor when it shows `target`, else null. */
export function editorFor(store: Store, target: TaxonomyTarget): OpenTaxonomyEditor | null {
  const editor = store.get(taxonomyEditorAtom);
  return editor && sameTarget(editor.target, target) ? editor : null;
}

/** The open editor of a new (unsaved) taxonomy, else null. */
export function newTaxonomyEditor(store: Store): OpenTaxonomyEditor | null {
  const editor = store.get(taxonomyEditorAtom);
  return editor?.target.kind === 'new' ? editor : null;
}

/** The fields were saved (`target` still names what was saved): nothing unsaved from here on. */
export function markTaxonomySaved(store: Store, target: TaxonomyTarget, fields: TaxonomyFields): void {
  store.set(taxonomyEditorAtom, (current) =>
    current && sameTarget(current.target, target) ? { ...current, saved: fields } : current,
  );
}

/**
 * The new taxonomy was created: its editor holds nothing unsaved any more (its terms went with it), so leaving
 * for the saved taxonomy's editor does not ask.
 */
export function settleNewTaxonomy(store: Store, owner: TaxonomyOwner): void {
  store.set(taxonomyEditorAtom, (current) =>
    current && sameTarget(current.target, { kind: 'new', owner })
      ? { ...current, saved: current.fields, terms: [] }
      : current,
  );
}

// The local terms of a new taxonomy: temporary negative ids until the first save.

function localTerm(id: number, term: TermWrite): TaxonomyTerm {
  return {
    id,
    correct_form: term.correct_form,
    alternatives: [...(term.alternatives ?? [])],
    created_at: null,
    updated_at: null,
  };
}

/** Adds terms to the new taxonomy's local list, each with the next temporary id; answers them (none without one). */
export function addLocalTerms(store: Store, terms: readonly TermWrite[]): TaxonomyTerm[] {
  const editor = newTaxonomyEditor(store);
  if (!editor) return [];
  const added = terms.map((term, index) => localTerm(editor.nextTermId - index, term));
  store.set(taxonomyEditorAtom, {
    ...editor,
    terms: [...editor.terms, ...added],
    nextTermId: editor.nextTermId - added.length,
  });
  return added;
}

/** Changes a local term (its id stays); false when the new taxonomy has no such term. */
export function editLocalTerm(store: Store, id: number, term: TermWrite): boolean {
  const editor = newTaxonomyEditor(store);
  if (!editor?.terms.some((x) => x.id === id)) return false;
  store.set(taxonomyEditorAtom, {
    ...editor,
    terms: editor.terms.map((x) => (x.id === id ? localTerm(id, term) : x)),
  });
  return true;
}

/** Removes a local term; false when the new taxonomy has no such term. */
export function removeLocalTerm(store: Store, id: number): boolean {
  const editor = newTaxonomyEditor(store);
  if (!editor?.terms.some((x) => x.id === id)) return false;
  store.set(taxonomyEditorAtom, { ...editor, terms: editor.terms.filter((x) => x.id !== id) });
  return true;
}

/** The local terms as the create body takes them (`terms`: correct form and alternatives, ids dropped). */
export const termsToSend = (terms: readonly TaxonomyTerm[]): TermWrite[] =>
  terms.map((term) => ({ correct_form: term.correct_form, alternatives: [...term.alternatives] }));
