import { Button, Flex, IconButton, Text } from '@radix-ui/themes';
import { useAtomValue, useSetAtom } from 'jotai/react';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { runInteractive } from '../../commands/interactive';
import { messages } from '../../messages';
import { dismissToastAtom, takeUndoAtom, toastsAtom, type Toast } from '../../state/toasts';
import { useCommandRuntime } from './CommandRuntime';

const kindClass: Record<Toast['kind'], string> = {
  info: 'border-[var(--gray-a7)]',
  success: 'border-[var(--green-8)]',
  error: 'border-[var(--red-8)]',
};

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useSetAtom(dismissToastAtom);
  const takeUndo = useSetAtom(takeUndoAtom);
  const runtime = useCommandRuntime();
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => dismiss(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [paused, toast.id, toast.durationMs, dismiss]);

  const undo = toast.undo;
  return (
    <div
      className={`pointer-events-auto rounded-md border-l-4 bg-[var(--color-panel-solid)] p-3 shadow-lg ${kindClass[toast.kind]}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Flex gap="3" align="center">
        <Text size="2" className="flex-1">
          {toast.message}
        </Text>
        {undo && (
          <Button
            size="1"
            variant="soft"
            onClick={() => {
              dismiss(toast.id);
              // Used here, it is no longer the undo Ongedaan maken would run.
              takeUndo(toast.id);
              void runInteractive(runtime.registry, undo.commandId, undo.args, runtime.ctx);
            }}
          >
            {messages.toasts.undo}
          </Button>
        )}
        <IconButton
          size="1"
          variant="ghost"
          color="gray"
          aria-label={messages.toasts.dismiss}
          onClick={() => dismiss(toast.id)}
        >
          <span aria-hidden="true">×</span>
        </IconButton>
      </Flex>
    </div>
  );
}

/** The corners the toasts may stand in, in order of preference. */
export const toastCorners = ['bottom-right', 'top-right', 'bottom-left', 'top-left'] as const;
export type ToastCorner = (typeof toastCorners)[number];

const cornerClass: Record<ToastCorner, string> = {
  'bottom-right': 'bottom-4 right-4',
  'top-right': 'top-4 right-4',
  'bottom-left': 'bottom-4 left-4',
  'top-left': 'top-4 left-4',
};

/** The distance of the stack from the viewport's edges (Tailwind's 4). */
const EDGE = 16;

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface Size {
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Where a stack of `size` stands in `corner` of the viewport. */
function stackAt(corner: ToastCorner, size: Size, viewport: Size): Box {
  const left = corner.endsWith('right') ? viewport.width - EDGE - size.width : EDGE;
  const top = corner.startsWith('bottom') ? viewport.height - EDGE - size.height : EDGE;
  return { left, top, right: left + size.width, bottom: top + size.height };
}

/**
 * The corner for the toasts: the first (bottom right, top right, bottom left, top left) where they leave the
 * field being typed in free; bottom right when no field is being typed in, or when every corner would cover it.
 */
export function toastCorner(field: Box | null, stack: Size, viewport: Size): ToastCorner {
  if (!field || stack.height === 0) return 'bottom-right';
  return toastCorners.find((corner) => !overlaps(stackAt(corner, stack, viewport), field)) ?? 'bottom-right';
}

const notTyped = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** The field that has the focus when it takes typing: a text input, a textarea or an editable area (the code editors). */
function typingField(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement)) return null;
  if (active instanceof HTMLInputElement) return notTyped.has(active.type) ? null : active;
  return active instanceof HTMLTextAreaElement || active.isContentEditable ? active : null;
}

/**
 * Keeps the toasts off the field being typed in: placed again when toasts come or go, when the focus moves and
 * when the page scrolls or the window changes size.
 */
function useToastCorner(region: RefObject<HTMLElement | null>, toasts: readonly Toast[]): ToastCorner {
  const [corner, setCorner] = useState<ToastCorner>('bottom-right');
  const shown = toasts.length > 0;
  useLayoutEffect(() => {
    if (!shown) return undefined;
    const place = () => {
      const stack = region.current?.getBoundingClientRect();
      if (!stack) return;
      const field = typingField()?.getBoundingClientRect() ?? null;
      const viewport = { width: window.innerWidth, height: window.innerHeight };
      setCorner(toastCorner(field, { width: stack.width, height: stack.height }, viewport));
    };
    place();
    document.addEventListener('focusin', place);
    window.addEventListener('scroll', place, { capture: true, passive: true });
    window.addEventListener('resize', place);
    return () => {
      document.removeEventListener('focusin', place);
      window.removeEventListener('scroll', place, { capture: true });
      window.removeEventListener('resize', place);
    };
  }, [region, shown, toasts]);
  return corner;
}

/**
 * Toasts from commands, announced politely; they dismiss themselves (paused while hovered or focused). They
 * stand bottom right unless that covers the field being typed in; then in another corner.
 */
export function Toasts() {
  const toasts = useAtomValue(toastsAtom);
  const region = useRef<HTMLElement>(null);
  const corner = useToastCorner(region, toasts);
  return (
    <section
      ref={region}
      aria-label={messages.toasts.region}
      data-corner={corner}
      className={`pointer-events-none fixed z-50 w-80 ${cornerClass[corner]}`}
    >
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </section>
  );
}
