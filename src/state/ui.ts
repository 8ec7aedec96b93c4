import { atom } from 'jotai/vanilla';

/** The command palette: open or not, and optionally a command whose missing arguments it should ask for. */
export interface PaletteState {
  open: boolean;
  commandId: string | null;
  args: Readonly<Record<string, unknown>>;
}

export const closedPalette: PaletteState = { open: false, commandId: null, args: {} };

export const paletteAtom = atom<PaletteState>(closedPalette);

/** The keyboard-shortcut overview dialog. */
export const shortcutsOpenAtom = atom(false);

/** The signed-in user's own account dialog (password change, sign-out everywhere). */
export const accountOpenAtom = atom(false);
