import { atom } from 'jotai/vanilla';
import { resourceAtom } from './resources';

/** Display durations: 3 s for most, 4 s for some successes, 5 s for some errors. */
export const TOAST_DURATION = { default: 3000, long: 4000, extended: 5000 } as const;

export type ToastKind = 'info' | 'success' | 'error';

/** An undo offered on a toast: a command id plus its arguments, run through the command registry. */
export interface ToastUndo {
  commandId: string;
  args?: Record<string, unknown>;
}

export interface ToastInput {
  message: string;
  kind?: ToastKind;
  durationMs?: number;
  undo?: ToastUndo;
  /**
   * The situation the toast is about (`taxonomies.terms`): a later toast of the same group takes the place of
   * the one still shown, so a run of like actions shows one toast, the latest, instead of a stack.
   */
  group?: string;
}

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
  durationMs: number;
  undo?: ToastUndo;
  group?: string;
}

/** Toasts with the same key are one: the group's, else the same kind and message (shown once, not twice). */
const keyOf = (toast: Pick<Toast, 'kind' | 'message' | 'group'>) =>
  toast.group === undefined ? `${toast.kind}\u0000${toast.message}` : `group\u0000${toast.group}`;

export const TOAST_LIMIT = 5;

export const toastsAtom = atom<readonly Toast[]>([]);

/** An undo a toast offered, with that toast's id. */
export interface OfferedUndo extends ToastUndo {
  toastId: number;
}

/**
 * The last undo a toast offered that has not been used: the one Ongedaan maken runs, also once the toast is
 * gone. A later toast with an undo replaces it; signing out forgets it.
 */
export const lastUndoAtom = resourceAtom<OfferedUndo | null>(null);

/**
 * Write-only: takes the offered undo out so that it runs once, and dismisses its toast; returns it, or null when
 * there is none (or, given a toast id, when the last one came from another toast).
 */
export const takeUndoAtom = atom(null, (get, set, toastId?: number): ToastUndo | null => {
  const offered = get(lastUndoAtom);
  if (!offered || (toastId !== undefined && offered.toastId !== toastId)) return null;
  set(lastUndoAtom, null);
  set(toastsAtom, (list) => list.filter((t) => t.id !== offered.toastId));
  return { commandId: offered.commandId, ...(offered.args ? { args: offered.args } : {}) };
});

let nextToastId = 1;

/**
 * Write-only: shows a toast and returns its id. A toast shown already with the same key (its group, else its
 * kind and message) goes: the new one comes last, with its full time. Oldest toasts drop off beyond the limit.
 * A toast that offers an undo makes it the last one (`lastUndoAtom`).
 */
export const pushToastAtom = atom(null, (_get, set, input: ToastInput): number => {
  const id = nextToastId++;
  const toast: Toast = {
    id,
    message: input.message,
    kind: input.kind ?? 'info',
    durationMs: input.durationMs ?? TOAST_DURATION.default,
    ...(input.undo ? { undo: input.undo } : {}),
    ...(input.group === undefined ? {} : { group: input.group }),
  };
  const key = keyOf(toast);
  set(toastsAtom, (list) => [...list.filter((shown) => keyOf(shown) !== key), toast].slice(-TOAST_LIMIT));
  if (input.undo) set(lastUndoAtom, { ...input.undo, toastId: id });
  return id;
});

export const dismissToastAtom = atom(null, (_get, set, id: number) => {
  set(toastsAtom, (list) => list.filter((t) => t.id !== id));
});
