import { errorMessage } from '../api/errors';
import { assertNoConflicts, GLOBAL_SCOPE, type Binding } from '../keymap';
import { refreshResources } from '../state/freshness';
import { recordRecentCommandAtom } from '../state/recent';
import { TOAST_DURATION } from '../state/toasts';
import { availability, missingArgs, withScreenArgs } from './availability';
import {
  CommandArgumentsError,
  CommandNotFoundError,
  CommandUnavailableError,
  DuplicateCommandError,
} from './errors';
import type { Command, CommandContext } from './types';

export type ExecuteResult =
  { status: 'done' } | { status: 'cancelled' } | { status: 'failed'; error: unknown };

export interface CommandRegistry {
  register(...commands: Command[]): void;
  get(id: string): Command | undefined;
  /** The registered command with this id; throws `CommandNotFoundError` for an unknown one. */
  resolve(command: Command | string): Command;
  /** Registration order. */
  list(): readonly Command[];
  /** Every key binding, for the keymap and the shortcut overview. */
  bindings(): Binding[];
  /**
   * Runs a command: checks availability (throws `CommandUnavailableError` with the reason), validates the
   * arguments, the caller's on top of the screen's `screenArgs` (throws `CommandArgumentsError`), asks
   * `ctx.confirm` when declared (a no cancels), records it in the recent list and runs it, then refreshes what
   * it `invalidates`. `when` is asked with the parsed arguments, before the confirmation. Errors from `run` are
   * reported as toasts and returned, not thrown.
   */
  execute(
    command: Command | string,
    rawArgs: Readonly<Record<string, unknown>> | undefined,
    ctx: CommandContext,
  ): Promise<ExecuteResult>;
}

function bindingOf(command: Command): Binding | null {
  if (!command.keybinding) return null;
  return {
    id: command.id,
    keys: command.keybinding,
    allowInInputs: command.allowInInputs,
    scope: command.keybindingScope ?? GLOBAL_SCOPE,
  };
}

export interface RegistryOptions {
  /**
   * `resolve` of a declaration that is not registered yet registers it (same checks as `register`): the shell's
   * first registry, which holds the commands of the screens on show until every command has loaded.
   */
  registerOnResolve?: boolean;
}

export function createRegistry(
  initial: readonly Command[] = [],
  options: RegistryOptions = {},
): CommandRegistry {
  const commands = new Map<string, Command>();

  const registry: CommandRegistry = {
    register(...added) {
      const next = new Map(commands);
      for (const command of added) {
        if (next.has(command.id)) throw new DuplicateCommandError(command.id);
        next.set(command.id, command);
      }
      assertNoConflicts([...next.values()].map(bindingOf).filter((b): b is Binding => b !== null));
      for (const command of added) commands.set(command.id, command);
    },
    get: (id) => commands.get(id),
    resolve(target) {
      const id = typeof target === 'string' ? target : target.id;
      const command = commands.get(id);
      if (command) return command;
      if (options.registerOnResolve && typeof target !== 'string') {
        registry.register(target);
        return target;
      }
      throw new CommandNotFoundError(id);
    },
    list: () => [...commands.values()],
    bindings: () => [...commands.values()].map(bindingOf).filter((b): b is Binding => b !== null),
    async execute(target, rawArgs, ctx) {
      const command = registry.resolve(target);
      const id = command.id;
      const given = withScreenArgs(command, rawArgs, ctx);
      const parsed = command.args.safeParse(given);
      const available = availability(command, ctx, rawArgs);
      if (available !== true) throw new CommandUnavailableError(id, available.reason);
      if (!parsed.success) {
        throw new CommandArgumentsError(id, command.title, missingArgs(command, given), parsed.error.issues);
      }
      const args = parsed.data as Record<string, unknown>;
      if (command.confirm && !(await ctx.confirm(command.confirm(args, ctx)))) return { status: 'cancelled' };
      if (command.recordRecent) ctx.store.set(recordRecentCommandAtom, id);
      try {
        await command.run(args, ctx);
        if (command.invalidates) await refreshResources(ctx.store, ctx.api, command.invalidates(args));
        return { status: 'done' };
      } catch (error) {
        ctx.notify({ kind: 'error', message: errorMessage(error), durationMs: TOAST_DURATION.extended });
        return { status: 'failed', error };
      }
    },
  };
  registry.register(...initial);
  return registry;
}
