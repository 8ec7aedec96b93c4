import { atom, type Atom } from 'jotai/vanilla';
import { errorMessage } from '../api/errors';
import { screenContextAtom } from '../state/screen';
import type { Store } from '../state/store';
import type { Access } from '../api/endpoints';
import { messages } from '../messages';
import { callerAtom, mayUseAccess } from '../state/claims';
import type { Availability, CallTarget, Command, CommandContext } from './types';

const accessOf = (target: CallTarget): Access => ('kind' in target ? target : target.access);

/**
 * Whether the signed-in role may run the command at all: every endpoint it calls admits the role
 * (`roleMayUse`, the server's rule). A command not permitted is left out of the palette and the keymap.
 */
export function permitted(command: Pick<Command, 'calls' | 'roles'>, store: Store): boolean {
  const caller = store.get(callerAtom);
  if (command.roles && caller && !command.roles.includes(caller.role)) return false;
  return command.calls.every((target) => mayUseAccess(caller, accessOf(target)));
}

/** Why a role may not run the command: the superuser's own calls say so; the rest are the platform's. */
function notPermittedReason(command: Pick<Command, 'calls'>): string {
  const superuserOnly = command.calls.some((target) => accessOf(target).kind === 'superuser');
  return superuserOnly ? messages.commands.superuserOnly : messages.commands.notPermitted;
}

/**
 * Evaluates `when` with the arguments known so far: the caller's on top of the screen's, parsed when they
 * parse (else as given). A throwing `when` counts as unavailable with the error as reason.
 */
export function availability(
  command: Command,
  ctx: CommandContext,
  rawArgs?: Readonly<Record<string, unknown>>,
): Availability {
  if (!permitted(command, ctx.store)) return { reason: notPermittedReason(command) };
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
