import type { ApiClient } from '../api/client';
import { endpoints } from '../api/endpoints';
import type { ActiveTask, WorkerInfo, WorkerStatus } from '../api/schemas/workers';
import { messages } from '../messages';
import { listResource } from './freshness';
import { atomSlot, loadInto, notLoaded, type Loadable } from './loadable';
import { resourceAtom } from './resources';
import type { Store } from './store';

/** The worker status refreshes every 60 s on the dashboard card and every 30 s on its own screen. */
export const WORKER_REFRESH_MS = { dashboard: 60_000, screen: 30_000 } as const;

/**
 * A task running longer than this is marked as possibly stuck. Mails and maintenance take seconds; AI jobs a
 * few minutes; ten minutes is far beyond what any kind of job usually takes.
 */
export const STUCK_TASK_SECONDS = 10 * 60;

/** The worker status as answered, and when (epoch ms) it was fetched: the moment durations are counted to. */
export interface WorkerSnapshot {
  status: WorkerStatus;
  fetchedAt: number;
}

/** `GET admin/worker-status`. */
export const workerStatusAtom = resourceAtom<Loadable<WorkerSnapshot>>(notLoaded);

export function loadWorkerStatus(store: Store, api: ApiClient): Promise<WorkerSnapshot> {
  return loadInto(
    atomSlot(store, workerStatusAtom),
    async () => ({ status: await api.call(endpoints.workers.status, {}), fetchedAt: Date.now() }),
    () => messages.workers.loadFailed,
  );
}

/** The worker status, shared by the dashboard card and the worker screen. */
export const workerStatusResource = listResource('workerStatus', workerStatusAtom, loadWorkerStatus);

/** A worker's status: `online` (any case), anything else is offline. */
export const isOnline = (worker: WorkerInfo) => worker.status.toLowerCase() === 'online';

export interface WorkerRow {
  name: string;
  online: boolean;
  info: WorkerInfo;
}

/** The workers, online ones first, then by name. */
export function workerRows(status: WorkerStatus): WorkerRow[] {
  return Object.entries(status.workers)
    .map(([name, info]) => ({ name, online: isOnline(info), info }))
    .sort((a, b) => Number(b.online) - Number(a.online) || a.name.localeCompare(b.name));
}

export interface TaskRow {
  task: ActiveTask;
  /** Start (epoch ms), null when the worker did not say. */
  startedAt: number | null;
  /** Seconds running at the moment of the snapshot. */
  runningSeconds: number | null;
  stuck: boolean;
}

/** A worker's running tasks, longest running first, each with its duration at `fetchedAt`. */
export function taskRows(worker: WorkerInfo, fetchedAt: number): TaskRow[] {
  return worker.active_task_details
    .map((task) => {
      const startedAt =
        typeof task.time_start === 'number' && Number.isFinite(task.time_start)
          ? task.time_start * 1000
          : null;
      const runningSeconds = startedAt === null ? null : Math.max(0, (fetchedAt - startedAt) / 1000);
      return { task, startedAt, runningSeconds, stuck: (runningSeconds ?? 0) > STUCK_TASK_SECONDS };
    })
    .sort((a, b) => (b.runningSeconds ?? -1) - (a.runningSeconds ?? -1));
}

/** Counts for the summary: workers online and in all, their active and reserved tasks, tasks possibly stuck. */
export function workerSummary(snapshot: WorkerSnapshot) {
  const rows = workerRows(snapshot.status);
  const sum = (count: (row: WorkerRow) => number) => rows.reduce((n, row) => n + count(row), 0);
  return {
    total: rows.length,
    online: rows.filter((row) => row.online).length,
    active: sum((row) => row.info.active_tasks),
    reserved: sum((row) => row.info.reserved_tasks),
    stuck: sum((row) => taskRows(row.info, snapshot.fetchedAt).filter((task) => task.stuck).length),
  };
}
