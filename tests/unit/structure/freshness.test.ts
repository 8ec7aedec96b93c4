import { createStore } from 'jotai/vanilla';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../src/api/client';
import {
  cachedOrLoad,
  keyedResource,
  listResource,
  refreshResources,
  watchResource,
} from '../../../src/state/freshness';
import { atomSlot, keyedSlot, loadInto, notLoaded, type Loadable } from '../../../src/state/loadable';
import { resourceAtom } from '../../../src/state/resources';
import type { Store } from '../../../src/state/store';

const api = {} as ApiClient;
let counter = 0;

function fixtures() {
  const name = `test-${++counter}`;
  const listAtom = resourceAtom<Loadable<number>>(notLoaded);
  const keyedAtom = resourceAtom<Readonly<Record<number, Loadable<string>>>>({});
  const loadList = vi.fn((store: Store) =>
    loadInto(
      atomSlot(store, listAtom),
      async () => 42,
      () => 'fout',
    ),
  );
  const loadKeyed = vi.fn((store: Store, _api: ApiClient, key: number) =>
    loadInto(
      keyedSlot(store, keyedAtom, key),
      async () => `item ${key}`,
      () => 'fout',
    ),
  );
  return {
    list: listResource(`${name}-list`, listAtom, (store) => loadList(store)),
    keyed: keyedResource(`${name}-keyed`, keyedAtom, loadKeyed),
    loadList,
    loadKeyed,
  };
}

describe('keeping data fresh', () => {
  it('loads what a screen shows when it opens', async () => {
    const store = createStore();
    const { keyed, loadKeyed } = fixtures();
    const stop = watchResource(store, api, keyed, 3);
    await vi.waitFor(() => expect(keyed.select(store.get(keyed.atom), 3).data).toBe('item 3'));
    expect(loadKeyed).toHaveBeenCalledTimes(1);
    stop();
  });

  it('reloads changed data that is on screen, and only the keys named', async () => {
    const store = createStore();
    const { keyed, loadKeyed } = fixtures();
    await keyed.load(store, api, 1);
    await keyed.load(store, api, 2);
    const stop = watchResource(store, api, keyed, 1);
    const stop2 = watchResource(store, api, keyed, 2);
    loadKeyed.mockClear();
    await refreshResources(store, api, [keyed.at(1)]);
    expect(loadKeyed.mock.calls.map((call) => call[2])).toEqual([1]);
    stop();
    stop2();
  });

  it('marks changed data that is not on screen stale, so the next reader loads it again', async () => {
    const store = createStore();
    const { list, loadList } = fixtures();
    await list.load(store, api, undefined);
    await refreshResources(store, api, [list.at()]);
    expect(loadList).toHaveBeenCalledTimes(1);
    expect(await cachedOrLoad(store, api, list, undefined)).toBe(42);
    expect(loadList).toHaveBeenCalledTimes(2);
    expect(await cachedOrLoad(store, api, list, undefined)).toBe(42);
    expect(loadList).toHaveBeenCalledTimes(2);
  });

  it('reaches every loaded key when a whole family changed, and nothing that was never loaded', async () => {
    const store = createStore();
    const { keyed, list, loadKeyed, loadList } = fixtures();
    await keyed.load(store, api, 1);
    await keyed.load(store, api, 2);
    const stops = [watchResource(store, api, keyed, 1), watchResource(store, api, keyed, 2)];
    loadKeyed.mockClear();
    await refreshResources(store, api, [keyed.at(), list.at()]);
    expect(loadKeyed.mock.calls.map((call) => call[2]).sort()).toEqual([1, 2]);
    expect(loadList).not.toHaveBeenCalled();
    stops.forEach((stop) => stop());
  });
});
