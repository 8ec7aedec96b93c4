import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The chart waits for an idle moment after its data arrived, not one before (src/screens/stats/ChartFrame.tsx).
// The browser's idle callbacks are run by hand here.
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

async function frame() {
  const { ChartFrame } = await import('../../../src/screens/stats/ChartFrame');
  return (chart: boolean) =>
    act(() => root!.render(<ChartFrame loading="Grafiek laden…">{chart && <p>de grafiek</p>}</ChartFrame>));
}

describe('ChartFrame', () => {
  it('shows the chart after an idle moment that came after its data, not one while the data loaded', async () => {
    const show = await frame();
    show(false);
    expect(idleCallbacks.size).toBe(0); // no data yet: nothing waits for an idle moment
    runIdleCallbacks();
    show(true);
    expect(container.textContent).toContain('Grafiek laden…');
    expect(container.textContent).not.toContain('de grafiek');
    expect(idleCallbacks.size).toBe(1);
    runIdleCallbacks();
    expect(container.textContent).toContain('de grafiek');
  });

  it('shows a later chart at once once the page has been idle', async () => {
    const show = await frame();
    show(true);
    runIdleCallbacks();
    act(() => root!.unmount());
    root = createRoot(container);
    show(true);
    expect(container.textContent).toContain('de grafiek');
    expect(idleCallbacks.size).toBe(0);
  });
});
