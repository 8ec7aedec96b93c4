import { useAtomValue } from 'jotai/react';
import { useCallback, useEffect, useId, useRef } from 'react';
import type { ExportPlatform } from '../../api/schemas/exports';
import { messages } from '../../messages';
import {
  changeExportForm,
  closeExportForm,
  exportFormAtom,
  hasUnsavedExportForm,
  openExportForm,
  switchExportFormPlatform,
  type ExportFormFields,
  type ExportFormTarget,
  type OpenExportForm,
} from '../../state/exportsForm';
import { useCommandRuntime } from '../common/CommandRuntime';
import { useLeaveGuard } from '../common/useLeaveGuard';

const t = messages.exports.form;

export interface ExportFormState {
  /** This screen's form once its fields are there (null while the configuration loads). */
  form: OpenExportForm | null;
  change(patch: Partial<ExportFormFields>): void;
  /** Another platform: its details start from that platform's defaults. */
  switchPlatform(platform: ExportPlatform): void;
}

/**
 * Holds a screen's export configuration in the shared form atom (so the commands reach it from the palette and
 * Ctrl+S), and asks before leaving with unsaved changes. The fields start from `initial` once per `target`, so
 * a reload of the same configuration does not throw edits away.
 */
export function useExportForm(target: ExportFormTarget, initial: ExportFormFields | null): ExportFormState {
  const { ctx } = useCommandRuntime();
  const store = ctx.store;
  const key = useId();
  const source = JSON.stringify(target);
  const opened = useRef<string | null>(null);
  const current = useAtomValue(exportFormAtom, { store });
  const form = current?.key === key ? current : null;

  useEffect(() => {
    if (initial === null || opened.current === source) return;
    opened.current = source;
    openExportForm(store, { key, target: JSON.parse(source) as ExportFormTarget, fields: initial });
  }, [store, key, source, initial]);

  useEffect(
    () => () => {
      opened.current = null;
      closeExportForm(store, key);
    },
    [store, key, source],
  );

  const unsaved = useCallback(() => {
    const open = store.get(exportFormAtom);
    return open?.key === key && hasUnsavedExportForm(open);
  }, [store, key]);
  useLeaveGuard(unsaved, {
    title: t.unsaved.title,
    description: t.unsaved.description,
    leave: t.unsaved.leave,
  });

  const change = useCallback(
    (patch: Partial<ExportFormFields>) => changeExportForm(store, key, patch),
    [store, key],
  );
  const switchPlatform = useCallback(
    (platform: ExportPlatform) => switchExportFormPlatform(store, key, platform),
    [store, key],
  );
  return { form, change, switchPlatform };
}
