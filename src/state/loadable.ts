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
  /** Numbers the loads into this slot: the newest is `latest`, so an older answer arriving late is dropped. */
  begin(): number;
  latest(): number;
}

/** The number of the newest load per store, atom and key (`undefined` for a whole atom). */
const loads = new WeakMap<Store, WeakMap<object, Map<string | number | undefined, number>>>();

function loadCounter(store: Store, target: object, key: string | number | undefined) {
  const perStore = loads.get(store) ?? new WeakMap<object, Map<string | number | undefined, number>>();
  loads.set(store, perStore);
  const perAtom = perStore.get(target) ?? new Map<string | number | undefined, number>();
  perStore.set(target, perAtom);
  return {
    begin: () => {
      const next = (perAtom.get(key) ?? 0) + 1;
      perAtom.set(key, next);
      return next;
    },
    latest: () => perAtom.get(key) ?? 0,
  };
}

export function atomSlot<T>(store: Store, target: PrimitiveAtom<Loadable<T>>): LoadableSlot<T> {
  return {
    get: () => store.get(target),
    set: (next) => store.set(target, next),
    ...loadCounter(store, target, undefined),
  };
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
    ...loadCounter(store, target, key),
  };
}

/** Whether `error` is the end of an aborted request (`AbortSignal`), not a failure. */
export const isAbort = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/**
 * Loads into a slot: the loading flag goes on (earlier data stays visible), then the data, or the error
 * text from `failure`. Answers the data; on failure throws an `Error` with that same text (the cause kept),
 * so a command reports what the screen shows. When a newer load into the same slot started meanwhile, this
 * one's answer (or failure) is not written: the slot shows the newest request's answer, whatever the order in
 * which the answers arrive. The caller still gets its own answer.
 */
export async function loadInto<T>(
  slot: LoadableSlot<T>,
  fetch: () => Promise<T>,
  failure: (error: unknown) => string,
): Promise<T> {
  const ticket = slot.begin();
  slot.set({ ...slot.get(), loading: true, error: null });
  try {
    const data = await fetch();
    if (slot.latest() === ticket) slot.set({ data, loading: false, error: null });
    return data;
  } catch (error) {
    // An aborted load (its period is no longer asked for) is no failure: the slot is left as it was.
    if (isAbort(error)) {
      if (slot.latest() === ticket) slot.set({ ...slot.get(), loading: false });
      throw error;
    }
    const text = failure(error);
    if (slot.latest() === ticket) slot.set({ ...slot.get(), loading: false, error: text });
    throw new Error(text, { cause: error });
  }
}
