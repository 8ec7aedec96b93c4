import { Button, Flex, IconButton, Text } from '@radix-ui/themes';
import { useAtomValue, useSetAtom } from 'jotai/react';
import { useEffect, useState } from 'react';
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

/** Toasts from commands, announced politely; they dismiss themselves (paused while hovered or focused). */
export function Toasts() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <section
      aria-label={messages.toasts.region}
      className="pointer-events-none fixed bottom-4 right-4 z-50 w-80"
    >
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </section>
  );
}
