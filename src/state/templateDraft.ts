import { z } from 'zod';
import { complexity, DEFAULT_COMPLEXITY, type MeetingType } from '../api/schemas/templates';
import { resourceAtom } from './resources';
import type { Store } from './store';

/**
 * The template an editor is working on, with the editor's own field names (maxTokens, systemMessage, task,
 * extraSettings). Held in one atom while an editor is open, so Kopieer Alles and Plak Alles run from the palette
 * as well as from the editor's buttons, and leaving the editor knows whether there are unsaved changes.
 */

/** The editable fields of a user or organisation template, as the editors name them. */
export const templateDraft = z.object({
  title: z.string(),
  description: z.string(),
  content: z.string(),
  complexity,
  /** Default 0, kept as text while editing (it is sent as a string). */
  maxTokens: z.string(),
  systemMessage: z.string(),
  /** `settings.opdracht`. */
  task: z.string(),
  /** `settings.additional_settings`: a JSON text. */
  extraSettings: z.string(),
});
export type TemplateDraft = z.output<typeof templateDraft>;

/** A default template's draft: also its name and sort order (text while editing). */
export const defaultTemplateDraft = templateDraft.extend({ name: z.string(), sortOrder: z.string() });
export type DefaultTemplateDraft = z.output<typeof defaultTemplateDraft>;

export const emptyDraft: TemplateDraft = {
  title: '',
  description: '',
  content: '',
  complexity: DEFAULT_COMPLEXITY,
  maxTokens: '0',
  systemMessage: '',
  task: '',
  extraSettings: '',
};

/** A new default template: no sort order yet (the server puts it last). */
export const emptyDefaultDraft: DefaultTemplateDraft = { ...emptyDraft, name: '', sortOrder: '' };

/** A loaded template as a draft. */
export function draftOf(template: MeetingType): TemplateDraft {
  const settings = template.settings;
  return {
    title: template.title,
    description: template.description,
    content: template.content,
    complexity: template.complexity,
    maxTokens: settings?.max_tokens ?? '0',
    systemMessage: settings?.system_message ?? '',
    task: settings?.opdracht ?? '',
    extraSettings: settings?.additional_settings ?? '',
  };
}

export function defaultDraftOf(template: MeetingType): DefaultTemplateDraft {
  return { ...draftOf(template), name: template.name, sortOrder: String(template.sort_order ?? 0) };
}

/** Which template an open editor shows: `templateName`/`id` null for a new one; `view` is read-only. */
export type EditorTarget =
  | { owner: 'user'; userId: number | null; templateName: string | null }
  | { owner: 'organization'; organizationId: number; templateName: string | null }
  | { owner: 'default'; id: number | null }
  | { owner: 'view' };

/** The draft of an editor: a default template's carries its name and sort order too. */
export type EditorDraft = TemplateDraft & Partial<Pick<DefaultTemplateDraft, 'name' | 'sortOrder'>>;

export interface OpenEditor {
  /** The editor (one mounted screen) that holds it. */
  key: string;
  target: EditorTarget;
  /** A read-only view or a template this owner may not change: copy works, paste and save do not. */
  readOnly: boolean;
  draft: EditorDraft;
  /** The draft as loaded or last saved; unsaved changes are the difference. */
  saved: EditorDraft;
  /** The Plak Alles dialog is open. */
  pasting: boolean;
}

/** The open editor, if any (one at a time: the editor screens are routes). */
export const templateEditorAtom = resourceAtom<OpenEditor | null>(null);

const draftKeys = Object.keys(defaultTemplateDraft.shape) as (keyof DefaultTemplateDraft)[];

export function sameDraft(a: EditorDraft, b: EditorDraft): boolean {
  return draftKeys.every((key) => a[key] === b[key]);
}

/** Whether the open editor has changes that are not saved. */
export function hasUnsavedChanges(editor: OpenEditor | null): boolean {
  return editor !== null && !editor.readOnly && !sameDraft(editor.draft, editor.saved);
}

export function sameTarget(a: EditorTarget, b: EditorTarget): boolean {
  switch (a.owner) {
    case 'user':
      return b.owner === 'user' && a.userId === b.userId && a.templateName === b.templateName;
    case 'organization':
      return (
        b.owner === 'organization' &&
        a.organizationId === b.organizationId &&
        a.templateName === b.templateName
      );
    case 'default':
      return b.owner === 'default' && a.id === b.id;
    default:
      return b.owner === 'view';
  }
}

/** An editor opens (or its template has loaded): its draft starts as `draft`, without unsaved changes. */
export function openEditor(
  store: Store,
  editor: { key: string; target: EditorTarget; readOnly: boolean; draft: EditorDraft },
): void {
  store.set(templateEditorAtom, { ...editor, saved: editor.draft, pasting: false });
}

/** The editor `key` closes; another editor that took over in the meantime stays. */
export function closeEditor(store: Store, key: string): void {
  store.set(templateEditorAtom, (current) => (current?.key === key ? null : current));
}

/** Changes fields of the open editor's draft (`key`: only when that editor is still the open one). */
export function changeDraft(store: Store, patch: Partial<EditorDraft>, key?: string): void {
  store.set(templateEditorAtom, (current) =>
    current && (key === undefined || current.key === key)
      ? { ...current, draft: { ...current.draft, ...patch } }
      : current,
  );
}

/** The user of a new user template was picked in the editor. */
export function retarget(store: Store, key: string, target: EditorTarget): void {
  store.set(templateEditorAtom, (current) => (current?.key === key ? { ...current, target } : current));
}

/** The draft was saved: no unsaved changes from here on (so leaving after saving does not ask). */
export function markSaved(store: Store, target: EditorTarget): void {
  store.set(templateEditorAtom, (current) =>
    current && sameTarget(current.target, target) ? { ...current, saved: current.draft } : current,
  );
}

export function setPasting(store: Store, pasting: boolean): void {
  store.set(templateEditorAtom, (current) => (current ? { ...current, pasting } : current));
}

/** The open editor's draft when it edits `target` (and may save it), else null. */
export function draftFor(store: Store, target: EditorTarget): EditorDraft | null {
  const editor = store.get(templateEditorAtom);
  return editor && !editor.readOnly && sameTarget(editor.target, target) ? editor.draft : null;
}
