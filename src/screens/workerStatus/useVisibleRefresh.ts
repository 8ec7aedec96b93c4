import { useEffect, useRef } from 'react';

/**
 * Refreshes every `intervalMs` while the page is visible (`document.visibilityState`): a hidden tab asks
 * nothing, and a refresh that fell due while hidden runs as soon as the page is visible again. The interval
 * counts from the last refresh: a change of `since` (the time of the data shown, which a manual refresh also
 * moves) starts it over.
 */
export function useVisibleRefresh(
  refresh: () => Promise<unknown>,
  intervalMs: number,
  since: number | null,
): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  }, [refresh]);

  useEffect(() => {
    let stopped = false;
    let due = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const visible = () => document.visibilityState === 'visible';
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(fire, intervalMs);
    };
    function fire() {
      if (!visible()) {
        due = true;
        return;
      }
      due = false;
      // A failed refresh keeps the old time: the next one is scheduled here, not by a new `since`.
      void latest
        .current()
        .catch(() => undefined)
        .finally(() => {
          if (!stopped) schedule();
        });
    }
    const onVisibilityChange = () => {
      if (due && visible()) fire();
    };
    schedule();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [intervalMs, since]);
}
