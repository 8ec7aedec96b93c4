import type { KeyValueStorage } from '../api/session';
import { appStore } from './appStore';
import { preloadRoute } from './routePreloads';

/**
 * The boot script's one dynamic import (src/boot.ts): starts the loads of the screen at `location` into the
 * app's store, the requests they send remembered in `storage` for the next first load of this address.
 */
export function preloadFirstScreen(
  location: Pick<Location, 'pathname' | 'search'>,
  storage: KeyValueStorage,
): void {
  preloadRoute(appStore, location, undefined, storage);
}
