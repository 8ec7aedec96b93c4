import { messages } from '../../messages';
import { paletteAtom, shortcutsOpenAtom } from '../../state/ui';
import { defineCommand } from '../types';

/** Ctrl+K / ⌘K, also while typing in a field. Pressing it again closes the palette. */
export const openPalette = defineCommand({
  id: 'workspace.openPalette',
  title: messages.commands.openPalette,
  group: 'workspace',
  keywords: ['command palette', 'opdrachten', 'commands', 'zoeken'],
  keybinding: 'mod+k',
  allowInInputs: true,
  showInPalette: false,
  recordRecent: false,
  run: (_args, ctx) => {
    ctx.store.set(paletteAtom, (state) => ({ open: !state.open, commandId: null, args: {} }));
  },
});

/** `?`: the overview of all key bindings. */
export const showShortcuts = defineCommand({
  id: 'workspace.showShortcuts',
  title: messages.commands.showShortcuts,
  group: 'workspace',
  keywords: ['shortcuts', 'keyboard', 'sneltoetsen', 'toetsen', 'help', 'keybindings'],
  keybinding: '?',
  run: (_args, ctx) => {
    ctx.store.set(shortcutsOpenAtom, true);
  },
});
