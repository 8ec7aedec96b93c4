import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useVisibleRefresh } from '../../../src/screens/workerStatus/useVisibleRefresh';
import { mount, unmount } from '../support/app';

let visibility: DocumentVisibilityState = 'visible';

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

function Poller({ refresh, since }: { refresh: () => Promise<unknown>; since: number | null }) {
  useVisibleRefresh(refresh, 30_000, since);
  return null;
}

/** Lets the refresh's promise settle (the next interval is scheduled after it). */
const settle = () => act(async () => {});

describe('refreshing while the page is visible', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    visibility = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  });
  afterEach(() => {
    unmount();
    vi.useRealTimers();
  });

  it('refreshes every interval, skips while hidden and catches up when visible again', async () => {
    const refresh = vi.fn(async () => undefined);
    mount(<Poller refresh={refresh} since={null} />);
    await act(async () => vi.advanceTimersByTime(29_999));
    expect(refresh).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    await settle();
    expect(refresh).toHaveBeenCalledTimes(1);

    setVisibility('hidden');
    await act(async () => vi.advanceTimersByTime(120_000));
    expect(refresh).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await settle();
    expect(refresh).toHaveBeenCalledTimes(2);
    // Not due again until a whole interval later.
    setVisibility('hidden');
    setVisibility('visible');
    expect(refresh).toHaveBeenCalledTimes(2);
    await act(async () => vi.advanceTimersByTime(30_000));
    await settle();
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('keeps polling after a failed refresh, and starts over after a manual one', async () => {
    const refresh = vi.fn(async () => {
      throw new Error('kapot');
    });
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    act(() => root.render(<Poller refresh={refresh} since={1} />));
    await act(async () => vi.advanceTimersByTime(30_000));
    await settle();
    await act(async () => vi.advanceTimersByTime(30_000));
    await settle();
    expect(refresh).toHaveBeenCalledTimes(2);

    // A manual refresh brought newer data: the next automatic one is an interval after it.
    await act(async () => vi.advanceTimersByTime(20_000));
    act(() => root.render(<Poller refresh={refresh} since={2} />));
    await act(async () => vi.advanceTimersByTime(20_000));
    expect(refresh).toHaveBeenCalledTimes(2);
    await act(async () => vi.advanceTimersByTime(10_000));
    await settle();
    expect(refresh).toHaveBeenCalledTimes(3);
    act(() => root.unmount());
  });
});
