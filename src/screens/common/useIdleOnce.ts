import { useEffect, useState } from 'react';
import { whenIdle } from './whenIdle';

let idleOnce = false;

/**
 * False until the browser has been idle once after `ready` became true (at the latest `timeout` ms later), then
 * true, also for every component mounted later: work that can wait for the first screen (a chart library)
 * starts after that screen has painted what it waited for, and from then on at once. An idle moment before
 * `ready` (while the screen's data was still on its way) does not count: on a slow phone the chart library
 * would otherwise download beside that data and paint in the same frame as it.
 */
export function useIdleOnce(ready = true, timeout = 1000): boolean {
  const [idle, setIdle] = useState(idleOnce);
  useEffect(() => {
    if (idle || !ready) return undefined;
    return whenIdle(() => {
      idleOnce = true;
      setIdle(true);
    }, timeout);
  }, [idle, ready, timeout]);
  return idle;
}
