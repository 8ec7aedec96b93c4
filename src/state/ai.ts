import type { ApiClient } from '../api/client';
import { endpoints } from '../api/endpoints';
import type { AiModel, AiStatus } from '../api/schemas/ai';
import { messages } from '../messages';
import { listResource } from './freshness';
import { atomSlot, loadInto, notLoaded, type Loadable } from './loadable';
import { resourceAtom } from './resources';
import type { Store } from './store';

const t = messages.templateGenerator;

/*
 * The template generator as the console holds it: whether the server has a language model (the status
 * resource), which of its dialogs is open in the editor, and the last Test run with its summary.
 */

/** The AI update dialog closes 2 seconds after success. */
export const AI_UPDATE_CLOSE_MS = 2_000;

/** `GET admin/ai/status`. */
export const aiStatusAtom = resourceAtom<Loadable<AiStatus>>(notLoaded);

export function loadAiStatus(store: Store, api: ApiClient): Promise<AiStatus> {
  return loadInto(
    atomSlot(store, aiStatusAtom),
    () => api.call(endpoints.templateGenerator.status, {}),
    () => t.errors.statusFailed,
  );
}

/** Whether the server can reach a model, and why not; loaded where the AI buttons are on screen. */
export const aiStatusResource = listResource('aiStatus', aiStatusAtom, loadAiStatus);

/**
 * Why the generator cannot be used, or null. Only a loaded status that says "not configured" refuses: while it
 * is unknown (loading, or a server that cannot say) the server decides when the call is made.
 */
export function aiUnavailableReason(store: Store): string | null {
  const status = store.get(aiStatusAtom).data;
  if (!status || status.configured) return null;
  return status.reason?.trim() || t.reasons.notConfigured;
}

// The dialogs of the open editor.

export type AiDialogKind = 'update' | 'test' | 'generate';

/** Which generator dialog is open, in which editor (`OpenEditor.key`): another editor does not show it. */
export interface AiDialog {
  kind: AiDialogKind;
  editorKey: string;
}

export const aiDialogAtom = resourceAtom<AiDialog | null>(null);

export function openAiDialog(store: Store, kind: AiDialogKind, editorKey: string): void {
  store.set(aiDialogAtom, { kind, editorKey });
}

/** Closes the dialog of `kind` (another one that opened meanwhile stays). */
export function closeAiDialog(store: Store, kind: AiDialogKind): void {
  store.set(aiDialogAtom, (open) => (open?.kind === kind ? null : open));
}

export function isAiDialogOpen(dialog: AiDialog | null, kind: AiDialogKind, editorKey: string | undefined) {
  return dialog !== null && dialog.kind === kind && dialog.editorKey === editorKey;
}

// Test: the template as it is in the editor, run on one transcription.

export interface TemplateTestRun {
  editorKey: string;
  transcriptionId: number;
  model: AiModel;
  status: 'running' | 'done' | 'failed';
  summary: string | null;
  error: string | null;
  /** Which run this is: only its own end writes its outcome (a newer run replaces it). */
  token: symbol;
}

export const templateTestAtom = resourceAtom<TemplateTestRun | null>(null);

export type TestOutcome = { summary: string } | { error: string };

/** Starts showing a run; answers the function that writes its outcome (ignored once a newer run started). */
export function startTemplateTest(
  store: Store,
  run: Pick<TemplateTestRun, 'editorKey' | 'transcriptionId' | 'model'>,
): (outcome: TestOutcome) => void {
  const token = Symbol('test');
  store.set(templateTestAtom, { ...run, status: 'running', summary: null, error: null, token });
  return (outcome) =>
    store.set(templateTestAtom, (current) => {
      if (current?.token !== token) return current;
      return 'summary' in outcome
        ? { ...current, status: 'done', summary: outcome.summary }
        : { ...current, status: 'failed', error: outcome.error };
    });
}
