/**
 * Every command, the palette's entity search and the two overlays that list them (palette, shortcut overview):
 * one chunk, loaded after the first screen (`useCommandLayer`), so that a first load draws the screen without
 * them.
 */
export { registry, searchProviders } from '../../commands/all';
export { CommandPalette } from '../palette/CommandPalette';
export { ShortcutsDialog } from '../shortcuts/ShortcutsDialog';
export { AccountDialog } from '../account/AccountDialog';
