import { isMacPlatform } from '../../keymap';

/** Whether to show ⌘ instead of Ctrl. */
export const isMac = typeof navigator !== 'undefined' && isMacPlatform(navigator);
