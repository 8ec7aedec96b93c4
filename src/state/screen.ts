import { atom } from 'jotai/vanilla';

import type { ScreenId } from './routes';

export type { ScreenId };

/** What is on screen, for contextual commands: the screen and the ids of the entities shown. */
export interface ScreenContext {
  screen: ScreenId | null;
  ids: Readonly<Record<string, string>>;
}

export const initialScreenContext: ScreenContext = { screen: null, ids: {} };

export const screenContextAtom = atom<ScreenContext>(initialScreenContext);
