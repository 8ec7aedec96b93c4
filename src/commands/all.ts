import { theme } from './appearance';
import { navigationCommands } from './navigation/destinations';
import { createRegistry } from './registry';
import { logout } from './session/logout';
import type { CommandContext } from './types';
import { openPalette, showShortcuts } from './workspace/overlays';

/**
 * Every command of the console, registered once. Registration throws on a duplicate id or a key binding
 * conflict, so a mistake fails the unit tests and the app start, not a user.
 */
export const allCommands = [...navigationCommands, logout, ...theme, showShortcuts, openPalette];

export const registry = createRegistry(allCommands);

export function executeCommand(
  id: string,
  rawArgs: Readonly<Record<string, unknown>> | undefined,
  ctx: CommandContext,
) {
  return registry.execute(id, rawArgs, ctx);
}
