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
