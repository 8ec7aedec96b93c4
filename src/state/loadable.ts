import type { PrimitiveAtom } from 'jotai/vanilla';
import type { Store } from './store';

/** Data loaded from the API, with its loading flag and the error text of the last failed load. */
export interface Loadable<T> {
  data: T | null;
  loading: boolean;
  error: string | null;
}

export const notLoaded: Loadable<never> = { data: null, loading: false, error: null };

/** Where one loadable lives: a whole atom, or one key of a keyed atom (details by id). */
export interface LoadableSlot<T> {
  get(): Loadable<T>;
  set(next: Loadable<T>): void;
}

export function atomSlot<T>(store: Store, target: PrimitiveAtom<Loadable<T>>): LoadableSlot<T> {
  return { get: () => store.get(target), set: (next) => store.set(target, next) };
}

/** One key of a keyed atom: an id, or a composite text key such as `5:30`. */
export function keyedSlot<T, K extends string | number>(
  store: Store,
  target: PrimitiveAtom<Readonly<Record<K, Loadable<T>>>>,
  key: K,
): LoadableSlot<T> {
  return {
    get: () => store.get(target)[key] ?? notLoaded,
    set: (next) => store.set(target, (all) => ({ ...all, [key]: next })),
  };
}

/**
 * Loads into a slot: the loading flag goes on (earlier data stays visible), then the data, or the error
 * text from `failure`. Answers the data; on failure throws an `Error` with that same text (the cause kept),
 * so a command reports what the screen shows.
 */
export async function loadInto<T>(
  slot: LoadableSlot<T>,
  fetch: () => Promise<T>,
  failure: (error: unknown) => string,
): Promise<T> {
  slot.set({ ...slot.get(), loading: true, error: null });
  try {
    const data = await fetch();
    slot.set({ data, loading: false, error: null });
    return data;
  } catch (error) {
    const text = failure(error);
    slot.set({ ...slot.get(), loading: false, error: text });
    throw new Error(text, { cause: error });
  }
}
