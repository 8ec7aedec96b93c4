import { atom, type Atom } from 'jotai/vanilla';
import { errorMessage } from '../api/errors';
import { screenContextAtom } from '../state/screen';
import type { Store } from '../state/store';
import type { Availability, Command, CommandContext } from './types';

/**
 * Evaluates `when` with the arguments known so far: the caller's on top of the screen's, parsed when they
 * parse (else as given). A throwing `when` counts as unavailable with the error as reason.
 */
export function availability(
  command: Command,
  ctx: CommandContext,
  rawArgs?: Readonly<Record<string, unknown>>,
): Availability {
  if (!command.when) return true;
  try {
    const given = withScreenArgs(command, rawArgs, ctx);
    const parsed = command.args.safeParse(given);
    return command.when(parsed.success ? (parsed.data as Record<string, unknown>) : given, ctx);
  } catch (error) {
    return { reason: errorMessage(error) };
  }
}

/**
 * A derived atom of a command's availability: `when` reads atoms through `ctx.store.get`, which here is the
 * atom getter, so the value follows every atom `when` depends on (buttons enable and disable live).
 */
export function availabilityAtom(
  command: Command,
  ctx: CommandContext,
  rawArgs?: Readonly<Record<string, unknown>>,
): Atom<Availability> {
  return atom((get) => {
    const tracking = { ...ctx.store, get } as unknown as Store;
    return availability(command, { ...ctx, store: tracking }, rawArgs);
  });
}

/** The top-level argument names that fail validation for `rawArgs` and that have a picker. */
export function missingArgs(command: Command, rawArgs: Readonly<Record<string, unknown>> = {}): string[] {
  const parsed = command.args.safeParse(rawArgs);
  if (parsed.success) return [];
  const names = new Set<string>();
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && command.argPickers[key]) names.add(key);
  }
  return [...names];
}

/** The caller's arguments on top of those the screen on display supplies (`screenArgs`). */
export function withScreenArgs(
  command: Command,
  rawArgs: Readonly<Record<string, unknown>> | undefined,
  ctx: CommandContext,
): Record<string, unknown> {
  const fromScreen = command.screenArgs?.(ctx.store.get(screenContextAtom)) ?? {};
  const defined = Object.entries(fromScreen).filter(([, value]) => value !== undefined);
  return { ...Object.fromEntries(defined), ...rawArgs };
}
