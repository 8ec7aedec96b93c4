import { createStore } from 'jotai/vanilla';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../src/api/client';
import {
  cachedOrLoad,
  keyedResource,
  listResource,
  markStale,
  preloadResource,
  refreshResources,
  watchResource,
  whenLoadsSettled,
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

  it('does not take a load that was under way when the data was marked stale as fresh', async () => {
    // The palette opens while a screen's load runs; that load's answer predates what the palette must find.
    const store = createStore();
    const { list, answers } = deferredList();
    const stop = watchResource(store, api, list, undefined);
    markStale(store, [list.at()]);
    answers[0]!.resolve('voor');
    await vi.waitFor(() => expect(store.get(list.atom)).toMatchObject({ data: 'voor' }));
    const fresh = cachedOrLoad(store, api, list, undefined);
    expect(answers).toHaveLength(2);
    answers[1]!.resolve('na');
    expect(await fresh).toBe('na');
    stop();
  });

  it('does not share a running load with readers that come after it was marked stale', async () => {
    const store = createStore();
    const { list, answers } = deferredList();
    const first = cachedOrLoad(store, api, list, undefined);
    const shared = cachedOrLoad(store, api, list, undefined);
    expect(answers).toHaveLength(1);
    markStale(store, [list.at()]);
    const second = cachedOrLoad(store, api, list, undefined);
    expect(answers).toHaveLength(2);
    answers[1]!.resolve('na');
    answers[0]!.resolve('voor');
    expect(await second).toBe('na');
    expect(await first).toBe('voor');
    expect(await shared).toBe('voor');
    expect(store.get(list.atom)).toMatchObject({ data: 'na', loading: false });
  });

  it('a screen that opens while a stale load runs loads again', async () => {
    const store = createStore();
    const { list, answers } = deferredList();
    void cachedOrLoad(store, api, list, undefined);
    await refreshResources(store, api, [list.at()]);
    const stop = watchResource(store, api, list, undefined);
    expect(answers).toHaveLength(2);
    stop();
  });
});

describe('waiting for the loads to end', () => {
  it('resolves at once without loads, else once every load has ended, one that started meanwhile too', async () => {
    const store = createStore();
    await whenLoadsSettled(store);
    const first = deferredList();
    const second = deferredList();
    preloadResource(store, api, first.list, undefined);
    let settled = false;
    void whenLoadsSettled(store).then(() => (settled = true));
    preloadResource(store, api, second.list, undefined);
    first.answers[0]!.reject(new Error('kapot'));
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false); // the second list still loads
    second.answers[0]!.resolve('klaar');
    await vi.waitFor(() => expect(settled).toBe(true));
    // Another store's loads are not waited for.
    preloadResource(createStore(), api, deferredList().list, undefined);
    await whenLoadsSettled(store);
  });
});

describe('loading into a slot', () => {
  it("shows the newest request's answer whatever order the answers arrive in", async () => {
    const store = createStore();
    const target = resourceAtom<Loadable<string>>(notLoaded);
    const older = deferred<string>();
    const newer = deferred<string>();
    const first = loadInto(
      atomSlot(store, target),
      () => older.promise,
      () => 'fout',
    );
    const second = loadInto(
      atomSlot(store, target),
      () => newer.promise,
      () => 'fout',
    );
    newer.resolve('nieuw');
    await second;
    older.resolve('oud');
    expect(await first).toBe('oud');
    expect(store.get(target)).toEqual({ data: 'nieuw', loading: false, error: null });
  });

  it("does not show an older request's failure over a newer answer", async () => {
    const store = createStore();
    const target = resourceAtom<Readonly<Record<number, Loadable<string>>>>({});
    const older = deferred<string>();
    const first = loadInto(
      keyedSlot(store, target, 1),
      () => older.promise,
      () => 'fout',
    );
    await loadInto(
      keyedSlot(store, target, 1),
      async () => 'nieuw',
      () => 'fout',
    );
    older.reject(new Error('weg'));
    await expect(first).rejects.toThrow('fout');
    expect(store.get(target)[1]).toEqual({ data: 'nieuw', loading: false, error: null });
  });
});

/** A list whose every load waits for its answer (`answers[n]` answers the n-th load). */
function deferredList() {
  const atom = resourceAtom<Loadable<string>>(notLoaded);
  const answers: Deferred<string>[] = [];
  const list = listResource(`test-${++counter}-deferred`, atom, (store) =>
    loadInto(
      atomSlot(store, atom),
      () => {
        const answer = deferred<string>();
        answers.push(answer);
        return answer.promise;
      },
      () => 'fout',
    ),
  );
  return { list, answers };
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: Error): void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}
