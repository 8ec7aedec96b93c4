import { useAtomValue } from 'jotai/react';
import { useCallback, useEffect, useId, useRef } from 'react';
import { messages } from '../../messages';
import {
  changeDraft,
  closeEditor,
  hasUnsavedChanges,
  openEditor,
  retarget,
  templateEditorAtom,
  type EditorDraft,
  type EditorTarget,
  type OpenEditor,
} from '../../state/templateDraft';
import { hasTaxonomyDraftChanges } from '../../state/templateTaxonomies';
import { useLeaveGuard as useLeaveGuardOf } from '../common/useLeaveGuard';
import { useCommandRuntime } from '../common/CommandRuntime';

const t = messages.templateEditor;

export interface TemplateEditorState {
  /** This screen's editor once its draft is there (null while the template loads). */
  editor: OpenEditor | null;
  change(patch: Partial<EditorDraft>): void;
}

/**
 * Holds a screen's template draft in the shared editor atom (so Kopieer Alles, Plak Alles and the save commands
 * reach it from the palette), and asks before leaving with unsaved changes.
 *
 * `source` names what is edited (a template's address, or "new"): the draft starts from `initial` once per
 * source, so a reload of the same template does not throw edits away. `target` may change without a new draft
 * (the user picked for a new user template).
 */
export function useTemplateEditor({
  source,
  target,
  initial,
  readOnly,
}: {
  source: string;
  target: EditorTarget;
  initial: EditorDraft | null;
  readOnly: boolean;
}): TemplateEditorState {
  const { ctx } = useCommandRuntime();
  const store = ctx.store;
  const key = useId();
  const opened = useRef<string | null>(null);
  const current = useAtomValue(templateEditorAtom, { store });
  const editor = current?.key === key ? current : null;

  useEffect(() => {
    if (initial === null || opened.current === source) return;
    opened.current = source;
    openEditor(store, { key, target, readOnly, draft: initial });
    // `target` and `readOnly` are taken at the start; later target changes go through `retarget`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, key, source, initial]);

  const targetKey = JSON.stringify(target);
  useEffect(() => {
    retarget(store, key, JSON.parse(targetKey) as EditorTarget);
  }, [store, key, targetKey]);

  useEffect(
    () => () => {
      opened.current = null;
      closeEditor(store, key);
    },
    [store, key],
  );

  useLeaveGuard(key);

  const change = useCallback((patch: Partial<EditorDraft>) => changeDraft(store, patch, key), [store, key]);
  return { editor, change };
}

/**
 * Leaving the editor with unsaved changes asks first: in-app navigation (links, the palette, Back) through
 * React Router's blocker, closing or reloading the tab through `beforeunload`. Changed taxonomies of the
 * TAXONOMIEËN section's batch draft count as unsaved changes too.
 */
function useLeaveGuard(key: string): void {
  const { ctx } = useCommandRuntime();
  const store = ctx.store;
  const unsaved = useCallback(() => {
    const editor = store.get(templateEditorAtom);
    return (editor?.key === key && hasUnsavedChanges(editor)) || hasTaxonomyDraftChanges(store);
  }, [store, key]);

  useLeaveGuardOf(unsaved, {
    title: t.unsaved.title,
    description: t.unsaved.description,
    leave: t.unsaved.leave,
  });
}
