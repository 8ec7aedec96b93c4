import { useAtomValue } from 'jotai/react';
import { useCallback, useMemo } from 'react';
import { availabilityAtom } from '../../commands/availability';
import { runInteractive, type InteractiveResult } from '../../commands/interactive';
import { ariaKeyShortcuts, formatBindingText } from '../../keymap';
import { useCommandRuntime } from './CommandRuntime';
import { isMac } from './platform';

export interface UseCommand {
  /** Runs the command; missing arguments open the palette on its picker, unavailability shows the reason. */
  run(args?: Readonly<Record<string, unknown>>): Promise<InteractiveResult>;
  available: boolean;
  reason: string | null;
  title: string;
  /** The key binding as text (`Ctrl+K`, `G dan U`), or null. */
  shortcut: string | null;
  /** The raw binding for `<Keycaps>`. */
  keybinding: string | null;
  /** For `aria-keyshortcuts` (undefined for chords). */
  ariaKeyShortcuts: string | undefined;
}

/** The one way screens call commands: `const logout = useCommand('session.logout')`. */
export function useCommand(id: string): UseCommand {
  const { registry, ctx } = useCommandRuntime();
  const command = registry.get(id);
  if (!command) throw new Error(`Onbekende opdracht: ${id}`);
  const availableAtom = useMemo(() => availabilityAtom(command, ctx), [command, ctx]);
  const availability = useAtomValue(availableAtom, { store: ctx.store });
  const run = useCallback(
    (args?: Readonly<Record<string, unknown>>) => runInteractive(registry, id, args, ctx),
    [registry, id, ctx],
  );
  const keybinding = command.keybinding ?? null;
  return {
    run,
    available: availability === true,
    reason: availability === true ? null : availability.reason,
    title: command.title,
    shortcut: keybinding ? formatBindingText(keybinding, isMac) : null,
    keybinding,
    ariaKeyShortcuts: keybinding ? (ariaKeyShortcuts(keybinding) ?? undefined) : undefined,
  };
}
