/**
 * A promise that also says how it ended, as React's `use` reads it (`status`, `value`, `reason`): `use` of a
 * settled one answers at once, without suspending.
 */
type Settling<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/** Whether a promise of `loadOnce` has fulfilled. */
export function hasArrived(promise: Promise<unknown>): boolean {
  return (promise as Settling<unknown>).status === 'fulfilled';
}

/**
 * `load` run once and its promise kept (a failed load is run again at the next call): the shell, the boot
 * script and `use` share one load per chunk, and a chunk that has arrived renders without a suspend.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let kept: Settling<T> | null = null;
  return () => {
    if (kept) return kept;
    const promise: Settling<T> = load();
    promise.status = 'pending';
    promise.then(
      (value) => {
        promise.status = 'fulfilled';
        promise.value = value;
      },
      (reason: unknown) => {
        promise.status = 'rejected';
        promise.reason = reason;
        if (kept === promise) kept = null;
      },
    );
    kept = promise;
    return promise;
  };
}
