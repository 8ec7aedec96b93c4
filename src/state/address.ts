import { atom } from 'jotai/vanilla';

/**
 * The address the console is at: path and search (`/?view=monthly&days=90`). The shell's router sets it as
 * soon as a navigation is taken, before React shows the screen there (a screen whose data is still loading
 * stays on display meanwhile). Commands read a screen's search values from it, so one taken right after
 * another keeps what that one put in the address; availability that depends on it follows it live.
 */
export const addressAtom = atom('/');

/** The address of a router location. */
export const addressOf = (location: { pathname: string; search: string }) =>
  location.pathname + location.search;
