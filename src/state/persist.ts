import { atom, type WritableAtom } from 'jotai/vanilla';
import type { KeyValueStorage } from '../api/session';

export type SetStateAction<T> = T | ((previous: T) => T);

export interface PersistOptions<T> {
  /** localStorage key. */
  key: string;
  /** Reads the stored text (null when absent); must return a valid value for anything it is given. */
  parse(raw: string | null): T;
  /** The text to store; null removes the key. */
  serialize(value: T): string | null;
  /** Where to persist; defaults to `localStorage` (absent in some environments: then memory only). */
  storage?: () => KeyValueStorage | undefined;
}

/** `localStorage`, or undefined where there is none (or it may not be used). */
export function defaultStorage(): KeyValueStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * A persisted atom that reads storage lazily, per store, on first use (so headless stores and unit tests
 * see what is stored without mounting anything), writes through on every set, and follows changes made in
 * other tabs while mounted.
 */
export function persistentAtom<T>(options: PersistOptions<T>): WritableAtom<T, [SetStateAction<T>], void> {
  const storage = options.storage ?? defaultStorage;
  const read = (): T => {
    let raw: string | null = null;
    try {
      raw = storage()?.getItem(options.key) ?? null;
    } catch {
      raw = null;
    }
    return options.parse(raw);
  };
  const write = (value: T) => {
    try {
      const text = options.serialize(value);
      if (text === null) storage()?.removeItem(options.key);
      else storage()?.setItem(options.key, text);
    } catch {
      // storage full or unavailable: keep the value in memory
    }
  };

  // null = not read from storage yet in this store.
  const cache = atom<{ value: T } | null>(null);
  cache.onMount = (setCache) => {
    if (typeof window === 'undefined') return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === options.key || event.key === null) setCache({ value: read() });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  };

  const persisted = atom(
    (get) => {
      const cached = get(cache);
      return cached ? cached.value : read();
    },
    (get, set, action: SetStateAction<T>) => {
      const previous = get(persisted);
      const next = typeof action === 'function' ? (action as (p: T) => T)(previous) : action;
      write(next);
      set(cache, { value: next });
    },
  );
  return persisted;
}

/** Parses JSON, returning `fallback` for anything unreadable. */
export function parseJsonOr<T>(
  raw: string | null,
  validate: (value: unknown) => T | undefined,
  fallback: T,
): T {
  if (raw === null) return fallback;
  try {
    return validate(JSON.parse(raw)) ?? fallback;
  } catch {
    return fallback;
  }
}
