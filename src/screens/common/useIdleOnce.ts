import { useEffect, useState } from 'react';
import { whenIdle } from './whenIdle';

let idleOnce = false;

/**
 * False until the browser has been idle once since the page loaded (at the latest after `timeout` ms), then
 * true, also for every component mounted later: work that can wait for the first screen (a chart library)
 * starts after that screen has painted, and from then on at once.
 */
export function useIdleOnce(timeout = 1000): boolean {
  const [idle, setIdle] = useState(idleOnce);
  useEffect(() => {
    if (idle) return undefined;
    return whenIdle(() => {
      idleOnce = true;
      setIdle(true);
    }, timeout);
  }, [idle, timeout]);
  return idle;
}
