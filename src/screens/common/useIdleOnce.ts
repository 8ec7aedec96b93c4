import { useStore } from 'jotai/react';
import { useEffect, useState } from 'react';
import { whenSettledAndIdle } from './whenIdle';

let idleOnce = false;

/**
 * False until, after `ready` became true, the screen's data loads have ended and the browser has then been idle
 * (at the latest `timeout` ms later), then true, also for every component mounted later: work that can wait for
 * the first screen (a chart library) starts after that screen has painted its data, and from then on at once.
 * An idle moment while the data was still on its way does not count: on a slow phone the chart library would
 * otherwise download beside that data.
 */
export function useIdleOnce(ready: boolean, timeout = 1000): boolean {
  const store = useStore();
  const [idle, setIdle] = useState(idleOnce);
  useEffect(() => {
    if (idle || !ready) return undefined;
    return whenSettledAndIdle(
      store,
      () => {
        idleOnce = true;
        setIdle(true);
      },
      timeout,
    );
  }, [idle, ready, store, timeout]);
  return idle;
}
