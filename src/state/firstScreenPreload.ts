import type { KeyValueStorage } from '../api/session';
import { appStore } from './appStore';
import { preloadRoute } from './routePreloads';
import type { Store } from './store';

let started = false;

/**
 * Starts the loads of the page's first screen at `location`, the requests they send remembered in `storage` for
 * the next first load of this address to send at once; once per page. Called by the boot script's one dynamic
 * import (src/boot.ts) and by the shell's first preload, whichever runs first: the other then finds the loads
 * started, so what they sent is remembered however the two scripts raced.
 */
export function preloadFirstScreen(
  location: Pick<Location, 'pathname' | 'search'>,
  storage: KeyValueStorage,
  store: Store = appStore,
): void {
  if (started) return;
  started = true;
  preloadRoute(store, location, undefined, storage);
}
