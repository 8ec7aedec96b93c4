import { paletteAtom } from '../state/ui';
import { CommandArgumentsError, CommandUnavailableError } from './errors';
import type { CommandRegistry, ExecuteResult } from './registry';
import type { Command, CommandContext } from './types';

export type InteractiveResult =
  ExecuteResult | { status: 'unavailable'; reason: string } | { status: 'asking' };

/**
 * How buttons and key bindings run a command: an unavailable command explains itself in a toast, and
 * missing arguments open the palette on the command's picker instead of failing.
 */
export async function runInteractive(
  registry: CommandRegistry,
  command: Command | string,
  args: Readonly<Record<string, unknown>> | undefined,
  ctx: CommandContext,
): Promise<InteractiveResult> {
  try {
    return await registry.execute(command, args, ctx);
  } catch (error) {
    if (error instanceof CommandUnavailableError) {
      ctx.notify({ kind: 'info', message: error.message });
      return { status: 'unavailable', reason: error.message };
    }
    if (error instanceof CommandArgumentsError && error.missing.length > 0) {
      ctx.store.set(paletteAtom, { open: true, commandId: error.commandId, args: args ?? {} });
      return { status: 'asking' };
    }
    throw error;
  }
}
