import { createStore } from 'jotai/vanilla';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../src/api/client';
import type { Loadable } from '../../../src/state/loadable';

// The chart waits until its data is there, the screen's other loads have ended and the browser has then been
// idle; an idle moment before does not count (src/screens/stats/ChartFrame.tsx). The browser's idle callbacks
// are run by hand here.
let store = createStore();
let idleCallbacks = new Map<number, () => void>();
let handles = 0;
let root: Root | null = null;
let container: HTMLElement;

beforeEach(() => {
  vi.resetModules(); // `useIdleOnce` remembers the first idle moment of the page
  idleCallbacks = new Map();
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    idleCallbacks.set(++handles, callback);
    return handles;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => idleCallbacks.delete(handle));
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  store = createStore();
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

const runIdleCallbacks = () =>
  act(() => {
    const waiting = [...idleCallbacks.values()];
    idleCallbacks.clear();
    waiting.forEach((callback) => callback());
  });

/** The frame and what the test needs, imported anew: `useIdleOnce` remembers the first idle moment of the page. */
async function frame() {
  const [{ ChartFrame }, { Provider }, freshness, loadable, { resourceAtom }] = await Promise.all([
    import('../../../src/screens/stats/ChartFrame'),
    import('jotai/react'),
    import('../../../src/state/freshness'),
    import('../../../src/state/loadable'),
    import('../../../src/state/resources'),
  ]);
  const show = (chart: boolean) =>
    act(() =>
      root!.render(
        <Provider store={store}>
          <ChartFrame loading="Grafiek laden…">{chart && <p>de grafiek</p>}</ChartFrame>
        </Provider>,
      ),
    );
  /** A load of another part of the screen under way; answers the function that ends it. */
  const otherLoad = () => {
    let answer!: (value: string) => void;
    const atom = resourceAtom<Loadable<string>>(loadable.notLoaded);
    const list = freshness.listResource('chart-frame-test', atom, (s) =>
      loadable.loadInto(
        loadable.atomSlot(s, atom),
        () => new Promise<string>((resolve) => (answer = resolve)),
        () => 'fout',
      ),
    );
    freshness.preloadResource(store, {} as ApiClient, list, undefined);
    return () => act(async () => answer('klaar'));
  };
  return { show, otherLoad };
}

describe('ChartFrame', () => {
  it('shows the chart after an idle moment that came after its data, not one while the data loaded', async () => {
    const { show } = await frame();
    show(false);
    expect(idleCallbacks.size).toBe(0); // no data yet: nothing waits for an idle moment
    runIdleCallbacks();
    show(true);
    await act(async () => {});
    expect(container.textContent).toContain('Grafiek laden…');
    expect(container.textContent).not.toContain('de grafiek');
    expect(idleCallbacks.size).toBe(1);
    runIdleCallbacks();
    expect(container.textContent).toContain('de grafiek');
  });

  it("waits for the screen's other loads to end before it waits for an idle moment", async () => {
    const { show, otherLoad } = await frame();
    const endLoad = otherLoad();
    show(true);
    await act(async () => {});
    expect(idleCallbacks.size).toBe(0);
    await endLoad();
    expect(idleCallbacks.size).toBe(1);
    expect(container.textContent).not.toContain('de grafiek');
    runIdleCallbacks();
    expect(container.textContent).toContain('de grafiek');
  });

  it('shows a later chart at once once the page has been idle', async () => {
    const { show } = await frame();
    show(true);
    await act(async () => {});
    runIdleCallbacks();
    act(() => root!.unmount());
    root = createRoot(container);
    show(true);
    expect(container.textContent).toContain('de grafiek');
    expect(idleCallbacks.size).toBe(0);
  });
});
