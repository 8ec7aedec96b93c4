import { changeOwnPassword, openAccount, signOutEverywhere } from './account/account';
import { theme } from './appearance';
import { exportCommands } from './exports';
import { navigationCommands } from './navigation/destinations';
import { goOwnOrganization } from './navigation/ownOrganization';
import { operationsCommands } from './operations';
import { organizationCommands, organizationSearchProviders } from './organizations';
import { organizationSettingsCommands } from './organizationSettings';
import { createRegistry } from './registry';
import { retentionCommands } from './retention';
import { usageCommands } from './usage';
import { revisionCommands } from './revisions';
import type { SearchProvider } from './search';
import { taxonomyCommands, taxonomySearchProviders } from './taxonomies';
import { logout } from './session/logout';
import { endAllSessions } from './sessions/endAllSessions';
import { endSession } from './sessions/endSession';
import { templateEditorCommands } from './templateEditor';
import { templateGeneratorCommands } from './templateGenerator';
import { templateTaxonomyCommands } from './templateTaxonomies';
import { templateListCommands, templateSearchProviders } from './templates';
import type { Command, CommandContext } from './types';
import { userCommands } from './users';
import { userSearch } from './users/search';
import { openPalette, showShortcuts } from './workspace/overlays';
import { undoLastCommand } from './workspace/undo';

/**
 * Every command of the console, registered once. Registration throws on a duplicate id or a key binding
 * conflict, so a mistake fails the unit tests and the app start, not a user.
 */
export const allCommands = [
  ...navigationCommands,
  goOwnOrganization,
  ...userCommands,
  endSession,
  endAllSessions,
  ...organizationCommands,
  ...organizationSettingsCommands,
  ...retentionCommands,
  ...usageCommands,
  ...templateListCommands,
  ...templateEditorCommands,
  ...templateGeneratorCommands,
  ...templateTaxonomyCommands,
  ...revisionCommands,
  ...taxonomyCommands,
  ...exportCommands,
  ...operationsCommands,
  logout,
  openAccount,
  changeOwnPassword,
  signOutEverywhere,
  ...theme,
  showShortcuts,
  openPalette,
  // Runs the undo in this registry (declared below; only read when the command runs).
  undoLastCommand(() => registry),
];

/** Entity search in the palette (users, organisations): results below the commands for the typed query. */
export const searchProviders: readonly SearchProvider[] = [
  userSearch,
  ...organizationSearchProviders,
  ...templateSearchProviders,
  ...taxonomySearchProviders,
];

export const registry = createRegistry(allCommands);

export function executeCommand(
  command: Command | string,
  rawArgs: Readonly<Record<string, unknown>> | undefined,
  ctx: CommandContext,
) {
  return registry.execute(command, rawArgs, ctx);
}
