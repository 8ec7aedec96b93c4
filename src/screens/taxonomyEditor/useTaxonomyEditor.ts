import { useAtomValue } from 'jotai/react';
import { useCallback, useEffect, useId, useRef } from 'react';
import { messages } from '../../messages';
import {
  changeTaxonomyFields,
  closeTaxonomyEditor,
  hasUnsavedTaxonomy,
  openTaxonomyEditor,
  pastingTermsAtom,
  taxonomyEditorAtom,
  type OpenTaxonomyEditor,
  type TaxonomyFields,
  type TaxonomyTarget,
} from '../../state/taxonomyEditor';
import { useLeaveGuard as useLeaveGuardOf } from '../common/useLeaveGuard';
import { useCommandRuntime } from '../common/CommandRuntime';

const t = messages.taxonomies.editor;

export interface TaxonomyEditorState {
  /** This screen's editor once its fields are there (null while the taxonomy loads). */
  editor: OpenTaxonomyEditor | null;
  change(patch: Partial<TaxonomyFields>): void;
}

const refOf = (target: TaxonomyTarget) => (target.kind === 'new' ? 'new' : target.id);

/**
 * Holds a screen's taxonomy in the shared editor atom (so the commands reach it from the palette and Ctrl+S), and
 * asks before leaving with unsaved changes (fields, or a new taxonomy's terms). The fields start from `initial`
 * once per `target`, so a reload of the same taxonomy does not throw edits away.
 */
export function useTaxonomyEditor(
  target: TaxonomyTarget,
  initial: TaxonomyFields | null,
): TaxonomyEditorState {
  const { ctx } = useCommandRuntime();
  const store = ctx.store;
  const key = useId();
  const source = JSON.stringify(target);
  const opened = useRef<string | null>(null);
  const current = useAtomValue(taxonomyEditorAtom, { store });
  const editor = current?.key === key ? current : null;

  useEffect(() => {
    if (initial === null || opened.current === source) return;
    opened.current = source;
    openTaxonomyEditor(store, { key, target: JSON.parse(source) as TaxonomyTarget, fields: initial });
  }, [store, key, source, initial]);

  useEffect(
    () => () => {
      opened.current = null;
      closeTaxonomyEditor(store, key);
      // The paste dialog belongs to this editor.
      const ref = refOf(JSON.parse(source) as TaxonomyTarget);
      store.set(pastingTermsAtom, (open) => (open === ref ? null : open));
    },
    [store, key, source],
  );

  useLeaveGuard(key);

  const change = useCallback(
    (patch: Partial<TaxonomyFields>) => changeTaxonomyFields(store, key, patch),
    [store, key],
  );
  return { editor, change };
}

/**
 * Leaving with unsaved changes asks first: in-app navigation (links, the palette, Back) through React Router's
 * blocker, closing or reloading the tab through `beforeunload`.
 */
function useLeaveGuard(key: string): void {
  const { ctx } = useCommandRuntime();
  const store = ctx.store;
  const unsaved = useCallback(() => {
    const editor = store.get(taxonomyEditorAtom);
    return editor?.key === key && hasUnsavedTaxonomy(editor);
  }, [store, key]);

  useLeaveGuardOf(unsaved, {
    title: t.unsaved.title,
    description: t.unsaved.description,
    leave: t.unsaved.leave,
  });
}
