import { resourceAtom } from './resources';
import type { Store } from './store';

/**
 * The requests of the statistics a screen area shows (the dashboard, or one organisation's days or months).
 * An area shows one period at a time: loading another period aborts every request of the one before (its
 * overview, its pages, the contract's big answer behind them), so choosing another period is how a long request
 * is cancelled. They run without a client timeout (at a real deployment's size the contract's answer takes minutes
 * to build and download), and the bytes of an area's answers received so far are its progress.
 */

/** The options a statistics call runs with. */
export interface StatsCallOptions {
  signal: AbortSignal;
  timeout: false;
  onDownloadProgress(receivedBytes: number): void;
}

interface AreaRequests {
  period: string;
  controller: AbortController;
}

const areas = new WeakMap<Store, Map<string, AreaRequests>>();

/** The signal of `period`'s requests in `area`: asking for another period than the last aborts that one's. */
export function periodSignal(store: Store, area: string, period: string): AbortSignal {
  const perStore = areas.get(store) ?? new Map<string, AreaRequests>();
  areas.set(store, perStore);
  const current = perStore.get(area);
  if (current?.period === period && !current.controller.signal.aborted) return current.controller.signal;
  current?.controller.abort();
  const controller = new AbortController();
  perStore.set(area, { period, controller });
  return controller.signal;
}

/** Per area, the bytes received so far by its statistics answers under way (absent: none under way). */
export const statsDownloadsAtom = resourceAtom<Readonly<Record<string, number>>>({});

/** How often at most the bytes received are written to the store while an answer downloads. */
const PROGRESS_INTERVAL_MS = 250;

const downloads = new WeakMap<Store, Map<string, Map<object, number>>>();

function writeProgress(store: Store, area: string): void {
  const running = downloads.get(store)?.get(area);
  let bytes = 0;
  for (const received of running?.values() ?? []) bytes += received;
  store.set(statsDownloadsAtom, (all) => {
    if (running?.size) return { ...all, [area]: bytes };
    const { [area]: _done, ...rest } = all;
    return rest;
  });
}

/**
 * Runs one statistics call of `period` in `area` with its options: the period's signal, no timeout, and its
 * bytes counted into the area's progress while it runs.
 */
export async function statsCall<T>(
  store: Store,
  area: string,
  period: string,
  run: (options: StatsCallOptions) => Promise<T>,
): Promise<T> {
  const signal = periodSignal(store, area, period);
  const perStore = downloads.get(store) ?? new Map<string, Map<object, number>>();
  downloads.set(store, perStore);
  const running = perStore.get(area) ?? new Map<object, number>();
  perStore.set(area, running);
  const download = {};
  // The bytes received are written at most every PROGRESS_INTERVAL_MS, the last ones too.
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reported = false;
  const onDownloadProgress = (receivedBytes: number) => {
    running.set(download, receivedBytes);
    timer ??= setTimeout(() => {
      timer = undefined;
      reported = true;
      writeProgress(store, area);
    }, PROGRESS_INTERVAL_MS);
  };
  try {
    signal.throwIfAborted();
    return await run({ signal, timeout: false, onDownloadProgress });
  } finally {
    clearTimeout(timer);
    running.delete(download);
    if (reported) writeProgress(store, area);
  }
}
