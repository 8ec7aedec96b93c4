import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { ConfirmSpec } from '../../commands/types';
import { messages } from '../../messages';

interface Pending {
  spec: ConfirmSpec;
  resolve: (answer: boolean) => void;
}

/** The central confirm dialog that implements `ctx.confirm` for every command. */
export function useConfirmHost(): { confirm: (spec: ConfirmSpec) => Promise<boolean>; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  // The element that had focus when the question came (a command has no trigger the dialog knows of).
  const opener = useRef<HTMLElement | null>(null);

  const confirm = useCallback(
    (spec: ConfirmSpec) =>
      new Promise<boolean>((resolve) => {
        if (
          document.activeElement instanceof HTMLElement &&
          !document.activeElement.closest('[role="alertdialog"]')
        )
          opener.current = document.activeElement;
        setPending((previous) => {
          previous?.resolve(false);
          return { spec, resolve };
        });
      }),
    [],
  );

  const answer = (value: boolean) => {
    pending?.resolve(value);
    setPending(null);
  };

  const dialog = (
    <AlertDialog.Root open={pending !== null} onOpenChange={(open) => !open && answer(false)}>
      <AlertDialog.Content
        maxWidth="450px"
        onCloseAutoFocus={(event) => {
          // Focus goes back to where it was when that element is still there and the user has not moved on;
          // otherwise the screen (a list whose row left) decides.
          const back = opener.current;
          opener.current = null;
          event.preventDefault();
          const active = document.activeElement;
          const movedOn = active && active !== document.body && !active.closest('[role="alertdialog"]');
          if (!movedOn && back?.isConnected && !(back instanceof HTMLButtonElement && back.disabled))
            back.focus();
        }}
      >
        <AlertDialog.Title>{pending?.spec.title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{pending?.spec.description}</AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" onClick={() => answer(false)}>
              {messages.confirm.cancel}
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button
              color={pending?.spec.destructive === false ? undefined : 'red'}
              onClick={() => answer(true)}
            >
              {pending?.spec.confirmLabel ?? messages.confirm.confirm}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );

  return { confirm, dialog };
}
