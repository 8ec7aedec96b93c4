import { atom } from 'jotai/vanilla';

/** Display durations (spec 9): 3 s for most, 4 s for some successes, 5 s for some errors. */
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
}

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
  durationMs: number;
  undo?: ToastUndo;
}

export const TOAST_LIMIT = 5;

export const toastsAtom = atom<readonly Toast[]>([]);

let nextToastId = 1;

/** Write-only: shows a toast and returns its id. Oldest toasts drop off beyond the limit. */
export const pushToastAtom = atom(null, (_get, set, input: ToastInput): number => {
  const id = nextToastId++;
  const toast: Toast = {
    id,
    message: input.message,
    kind: input.kind ?? 'info',
    durationMs: input.durationMs ?? TOAST_DURATION.default,
    ...(input.undo ? { undo: input.undo } : {}),
  };
  set(toastsAtom, (list) => [...list, toast].slice(-TOAST_LIMIT));
  return id;
});

export const dismissToastAtom = atom(null, (_get, set, id: number) => {
  set(toastsAtom, (list) => list.filter((t) => t.id !== id));
});
