import { useAtomValue } from 'jotai/react';
import { useCallback, useMemo } from 'react';
import type { z } from 'zod';
import { availabilityAtom } from '../../commands/availability';
import { runInteractive, type InteractiveResult } from '../../commands/interactive';
import type { ArgsInput, Command } from '../../commands/types';
import { ariaKeyShortcuts, formatBindingText } from '../../keymap';
import { useCommandRuntime } from './CommandRuntime';
import { isMac } from './platform';

export interface UseCommand<A extends z.ZodObject> {
  /**
   * Runs the command with the hook's arguments plus these; missing arguments open the palette on its picker,
   * unavailability shows the reason.
   */
  run(args?: ArgsInput<A>): Promise<InteractiveResult>;
  available: boolean;
  /** Why it cannot run now (for the given arguments), or null. */
  reason: string | null;
  title: string;
  /** The key binding as text (`Ctrl+K`, `G dan U`), or null. */
  shortcut: string | null;
  /** The raw binding for `<Keycaps>`. */
  keybinding: string | null;
  /** For `aria-keyshortcuts` (undefined for chords). */
  ariaKeyShortcuts: string | undefined;
}

/**
 * The one way screens call commands, by their declaration: `const block = useCommand(blockUser, { userId })`.
 * `args` are what the button will pass; availability (`when`) is judged with them, live.
 */
export function useCommand<A extends z.ZodObject>(command: Command<A>, args?: ArgsInput<A>): UseCommand<A> {
  const { registry, ctx } = useCommandRuntime();
  const registered = registry.resolve(command);
  const argsKey = JSON.stringify(args ?? {});
  const given = useMemo(() => JSON.parse(argsKey) as Record<string, unknown>, [argsKey]);
  const availableAtom = useMemo(() => availabilityAtom(registered, ctx, given), [registered, ctx, given]);
  const availability = useAtomValue(availableAtom, { store: ctx.store });
  const run = useCallback(
    (more?: ArgsInput<A>) => runInteractive(registry, registered, { ...given, ...more }, ctx),
    [registry, registered, given, ctx],
  );
  const keybinding = registered.keybinding ?? null;
  return {
    run,
    available: availability === true,
    reason: availability === true ? null : availability.reason,
    title: registered.title,
    shortcut: keybinding ? formatBindingText(keybinding, isMac) : null,
    keybinding,
    ariaKeyShortcuts: keybinding ? (ariaKeyShortcuts(keybinding) ?? undefined) : undefined,
  };
}
