import { Button, Text } from '@radix-ui/themes';
import type { ComponentProps, ReactNode } from 'react';
import { useId } from 'react';
import type { z } from 'zod';
import type { InteractiveResult } from '../../commands/interactive';
import type { ArgsInput, Command } from '../../commands/types';
import { Keycaps } from './Keycaps';
import { useCommand } from './useCommand';

type ButtonProps = Omit<ComponentProps<typeof Button>, 'onClick' | 'children' | 'disabled'>;

export interface CommandButtonProps<A extends z.ZodObject> extends ButtonProps {
  command: Command<A>;
  args?: ArgsInput<A>;
  /** The label; the command's title when absent. */
  children?: ReactNode;
  /** Show the key binding as keycaps in the button (default true when it has one). */
  showShortcut?: boolean;
  /** Disabled for a reason of the screen's own (a form still invalid, a call under way), on top of `when`. */
  busy?: boolean;
  /** Called with the outcome after the command ran (a dialog closes on `done`). */
  onDone?: (result: InteractiveResult) => void;
}

/**
 * A button that runs a command: its title, its shortcut, and when the command cannot run for these arguments
 * the button is disabled with the reason written beside it (and tied to it for screen readers).
 */
export function CommandButton<A extends z.ZodObject>({
  command,
  args,
  children,
  showShortcut = true,
  busy = false,
  onDone,
  ...button
}: CommandButtonProps<A>) {
  const handle = useCommand(command, args);
  const reasonId = useId();
  const unavailable = !handle.available;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button
        {...button}
        disabled={unavailable || busy}
        aria-describedby={unavailable && handle.reason ? reasonId : undefined}
        aria-keyshortcuts={handle.ariaKeyShortcuts}
        onClick={() => void handle.run().then((result) => onDone?.(result))}
      >
        {children ?? handle.title}
        {showShortcut && handle.keybinding && <Keycaps binding={handle.keybinding} />}
      </Button>
      {unavailable && handle.reason && (
        <Text id={reasonId} size="1" color="gray" highContrast>
          {handle.reason}
        </Text>
      )}
    </span>
  );
}
