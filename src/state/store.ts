import type { createStore } from 'jotai/vanilla';

/** A Jotai store (the app has one; every unit test makes its own with `createStore()`). */
export type Store = ReturnType<typeof createStore>;
