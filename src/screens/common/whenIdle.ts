import { whenLoadsSettled } from '../../state/freshness';
import type { Store } from '../../state/store';

/**
 * Runs `callback` once the browser is idle (at the latest after `timeout` ms), or after a short delay where
 * there is no `requestIdleCallback` (Safari). Answers a function that cancels it.
 */
export function whenIdle(callback: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 200);
  return () => window.clearTimeout(handle);
}

/**
 * Runs `callback` once no data load of `store` is under way and the browser has then been idle (so the screen
 * has drawn that data), at the latest `timeout` ms after the call. Answers a function that cancels it.
 */
export function whenSettledAndIdle(store: Store, callback: () => void, timeout: number): () => void {
  let done = false;
  let cancelIdle = () => {};
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    callback();
  };
  const deadline = window.setTimeout(run, timeout);
  function cancel() {
    done = true;
    window.clearTimeout(deadline);
    cancelIdle();
  }
  void whenLoadsSettled(store).then(() => {
    if (!done) cancelIdle = whenIdle(run, timeout);
  });
  return cancel;
}
