import { createStore } from 'jotai/vanilla';
import type { Store } from './store';

/** The one Jotai store of the app (the boot script's early loads write into it before React renders). */
export const appStore: Store = createStore();
