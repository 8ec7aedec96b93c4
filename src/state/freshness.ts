import type { Atom, PrimitiveAtom } from 'jotai/vanilla';
import type { ApiClient } from '../api/client';
import type { Loadable } from './loadable';
import { notLoaded } from './loadable';
import { resourceAtom } from './resources';
import type { Store } from './store';

/**
 * Keeping data fresh, declared once: each kind of data loaded from the API is a resource (a list, or a family
 * keyed by id); a command declares which resource keys it changes (`invalidates`); after it ran, the keys that
 * a screen shows are reloaded at once and the others are marked stale, to reload when next shown. Screens read
 * a resource with `useResource`, which loads it when it is missing or stale.
 */

export type ResourceKeyValue = string | number;

/** One resource, or one key of a keyed resource; without `key` a keyed resource means every key. */
export interface ResourceKey {
  readonly resource: string;
  readonly key?: ResourceKeyValue;
}

export interface Resource<T, K extends ResourceKeyValue | void = void> {
  readonly name: string;
  /** The atom the loadable lives in (the whole atom for a list, the keyed record for a family). */
  readonly atom: Atom<unknown>;
  /** The loadable of `key` out of the atom's value. */
  select(value: unknown, key: K): Loadable<T>;
  load(store: Store, api: ApiClient, key: K): Promise<T>;
  /** The resource key of `key` (of all keys, without one). */
  at(key?: K): ResourceKey;
}

interface Entry {
  load(store: Store, api: ApiClient, key: ResourceKeyValue | undefined): Promise<unknown>;
  /**
   * The keys with data, an error or a load under way in the store (`[undefined]` for such a list): a load
   * that started before a change may answer what was there before it, so it counts as holding data.
   */
  knownKeys(store: Store): (ResourceKeyValue | undefined)[];
}

const resources = new Map<string, Entry>();

function register(name: string, entry: Entry): void {
  if (resources.has(name)) throw new Error(`Resource ${name} is twice declared`);
  resources.set(name, entry);
}

const id = (resource: string, key: ResourceKeyValue | undefined) =>
  key === undefined ? resource : `${resource}:${key}`;

/** How many mounted screens show each resource key; reset with the other resources on logout. */
const watchedAtom = resourceAtom<Readonly<Record<string, number>>>({});
/** Resource keys changed since they were loaded, and not on screen when that happened. */
const staleAtom = resourceAtom<ReadonlySet<string>>(new Set());

const isKnown = (loadable: Loadable<unknown>) =>
  loadable.data !== null || loadable.error !== null || loadable.loading;

/** A resource held whole in one atom (`GET admin/users`). */
export function listResource<T>(
  name: string,
  target: PrimitiveAtom<Loadable<T>>,
  load: (store: Store, api: ApiClient) => Promise<T>,
): Resource<T> {
  register(name, {
    load: (store, api) => load(store, api),
    knownKeys: (store) => (isKnown(store.get(target)) ? [undefined] : []),
  });
  return {
    name,
    atom: target,
    select: (value) => value as Loadable<T>,
    load: (store, api) => load(store, api),
    at: () => ({ resource: name }),
  };
}

/** A family of resources by key, in one atom of loadables (`GET admin/organizations/{id}/users`). */
export function keyedResource<T, K extends ResourceKeyValue>(
  name: string,
  target: PrimitiveAtom<Readonly<Record<K, Loadable<T>>>>,
  load: (store: Store, api: ApiClient, key: K) => Promise<T>,
): Resource<T, K> {
  register(name, {
    load: (store, api, key) => load(store, api, key as K),
    knownKeys: (store) => {
      const all = store.get(target) as Record<string, Loadable<T>>;
      return Object.keys(all)
        .filter((key) => isKnown(all[key] ?? notLoaded))
        .map((key) => (/^\d+$/.test(key) ? Number(key) : key));
    },
  });
  return {
    name,
    atom: target,
    select: (value, key) => (value as Record<K, Loadable<T>>)[key] ?? notLoaded,
    load,
    at: (key) => (key === undefined ? { resource: name } : { resource: name, key }),
  };
}

/** Loads under way, per store and resource key (from readers, screens and refreshes): readers share them. */
const inFlight = new WeakMap<Store, Map<string, Promise<unknown>>>();

/** Starts a load of resource key `name`; readers that come while it runs share it. */
function startLoad<T>(store: Store, name: string, run: () => Promise<T>): Promise<T> {
  const loads = inFlight.get(store) ?? new Map<string, Promise<unknown>>();
  inFlight.set(store, loads);
  const load: Promise<T> = run().finally(() => {
    if (loads.get(name) === load) loads.delete(name);
  });
  loads.set(name, load);
  return load;
}

/**
 * Resolves once no load of `store` is under way; a load that starts while it waits is waited for too. Work that
 * can wait for a screen's data (a chart library, the command layer) waits for this, so that on a slow line it
 * does not download beside that data.
 */
export async function whenLoadsSettled(store: Store): Promise<void> {
  for (;;) {
    const loads = [...(inFlight.get(store)?.values() ?? [])];
    if (loads.length === 0) return;
    await Promise.allSettled(loads);
  }
}

/**
 * After a change: every loaded key the given keys name (or one being loaded: its answer may predate the
 * change) is reloaded when a screen shows it, else marked stale. Load failures show where the data is shown;
 * they do not fail the command that changed it.
 */
export async function refreshResources(store: Store, api: ApiClient, keys: readonly ResourceKey[]) {
  const watched = store.get(watchedAtom);
  const reloads: Promise<unknown>[] = [];
  const stale = new Set(store.get(staleAtom));
  const seen = new Set<string>();
  for (const { resource, key } of keys) {
    const entry = resources.get(resource);
    if (!entry) continue;
    const targets =
      key === undefined
        ? entry.knownKeys(store)
        : entry.knownKeys(store).filter((k) => String(k) === String(key));
    for (const target of targets) {
      const name = id(resource, target);
      if (seen.has(name)) continue;
      seen.add(name);
      if ((watched[name] ?? 0) > 0)
        reloads.push(startLoad(store, name, () => entry.load(store, api, target)).catch(() => undefined));
      else stale.add(name);
    }
  }
  store.set(staleAtom, stale);
  await Promise.all(reloads);
}

function clearStale(store: Store, name: string): void {
  if (!store.get(staleAtom).has(name)) return;
  const next = new Set(store.get(staleAtom));
  next.delete(name);
  store.set(staleAtom, next);
}

const nameOf = <K extends ResourceKeyValue | void>(resource: Resource<unknown, K>, key: K) =>
  id(resource.name, key === undefined ? undefined : (key as ResourceKeyValue));

/**
 * A screen shows `resource` at `key`: loads it (as every screen does when it opens; earlier data stays visible
 * meanwhile) unless a load is under way that started after the last change, and counts it as on screen until
 * the returned function is called.
 */
export function watchResource<T, K extends ResourceKeyValue | void>(
  store: Store,
  api: ApiClient,
  resource: Resource<T, K>,
  key: K,
): () => void {
  const name = nameOf(resource, key);
  store.set(watchedAtom, (all) => ({ ...all, [name]: (all[name] ?? 0) + 1 }));
  const stale = store.get(staleAtom).has(name);
  clearStale(store, name);
  const loadable = resource.select(store.get(resource.atom), key);
  // A load started for this screen is taken while its outcome is still there (a logout resets it).
  const preloaded = takePreload(store, name) && isKnown(loadable);
  if (stale || (!preloaded && !loadable.loading))
    startLoad(store, name, () => resource.load(store, api, key)).catch(() => undefined);
  return () => store.set(watchedAtom, (all) => ({ ...all, [name]: Math.max(0, (all[name] ?? 1) - 1) }));
}

/** How long a load started ahead of its screen (`preloadResource`) counts as that screen's own. */
export const PRELOAD_TTL_MS = 30_000;

/** Loads started ahead of their screen, per store and resource key: when they started. */
const preloads = new WeakMap<Store, Map<string, number>>();

/** Whether a load of `name` started ahead of its screen, not long ago (forgotten once asked). */
function takePreload(store: Store, name: string): boolean {
  const started = preloads.get(store)?.get(name);
  if (started === undefined) return false;
  preloads.get(store)?.delete(name);
  return Date.now() - started <= PRELOAD_TTL_MS;
}

/**
 * Starts loading `resource` at `key` before a screen shows it (the boot script, for the first screen): the
 * screen that shows it within `PRELOAD_TTL_MS` takes this load (running or done) instead of starting its own.
 * Nothing when it is loaded or being loaded already. Failures show where the screen reads it.
 */
export function preloadResource<T, K extends ResourceKeyValue | void>(
  store: Store,
  api: ApiClient,
  resource: Resource<T, K>,
  key: K,
): void {
  const name = nameOf(resource, key);
  if (inFlight.get(store)?.has(name) || resource.select(store.get(resource.atom), key).data !== null) return;
  const started = preloads.get(store) ?? new Map<string, number>();
  preloads.set(store, started);
  started.set(name, Date.now());
  startLoad(store, name, () => resource.load(store, api, key)).catch(() => undefined);
}

/**
 * The data as loaded when it is not stale, else loaded now (pickers, searches and commands that need a list);
 * callers that ask while that load runs get the same load, unless it was marked stale after it started.
 */
export async function cachedOrLoad<T, K extends ResourceKeyValue | void>(
  store: Store,
  api: ApiClient,
  resource: Resource<T, K>,
  key: K,
): Promise<T> {
  const name = nameOf(resource, key);
  if (store.get(staleAtom).has(name)) {
    clearStale(store, name);
    return startLoad(store, name, () => resource.load(store, api, key));
  }
  const running = inFlight.get(store)?.get(name);
  if (running) return running as Promise<T>;
  const data = resource.select(store.get(resource.atom), key).data;
  return data !== null ? data : startLoad(store, name, () => resource.load(store, api, key));
}

/**
 * Marks the loaded keys that `keys` name as stale, and those being loaded (their answer may predate this), so
 * the next `cachedOrLoad` loads them again (what others changed meanwhile: the palette does this when it
 * opens, before it searches lists loaded earlier).
 */
export function markStale(store: Store, keys: readonly ResourceKey[]): void {
  const stale = new Set(store.get(staleAtom));
  for (const { resource, key } of keys) {
    const entry = resources.get(resource);
    if (!entry) continue;
    for (const target of entry.knownKeys(store))
      if (key === undefined || String(target) === String(key)) stale.add(id(resource, target));
  }
  store.set(staleAtom, stale);
}

/**
 * `resource` at `key` loaded anew, unless a load of it is under way: then that one (a load started meanwhile
 * by another reader answers what is there now).
 */
export function runningOrLoad<T, K extends ResourceKeyValue | void>(
  store: Store,
  api: ApiClient,
  resource: Resource<T, K>,
  key: K,
): Promise<T> {
  const name = nameOf(resource, key);
  clearStale(store, name);
  const running = inFlight.get(store)?.get(name);
  return running ? (running as Promise<T>) : startLoad(store, name, () => resource.load(store, api, key));
}
