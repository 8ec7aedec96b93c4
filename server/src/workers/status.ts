import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { WorkerInfo, WorkerStatus } from '../../../src/api/schemas/workers';
import type { Database } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import { workerOnline } from './online';

/** Offline workers silent for longer than this are left out of the status (maintenance removes them after 7 days). */
export const OFFLINE_SHOWN_HOURS = 24;

/**
 * `GET admin/worker-status` from the workers' own heartbeats: a worker is online while it has not stopped
 * and its last heartbeat is at most two of its intervals old (`workerOnline`); an offline worker runs
 * nothing, so its counts are 0. `queue_length`: jobs waiting to run, queued or waiting for a retry.
 */
export async function readWorkerStatus(db: Kysely<Database>, jobs: JobQueue): Promise<WorkerStatus> {
  const rows = await db
    .selectFrom('workers')
    .selectAll()
    .select(workerOnline.as('online'))
    .where('last_heartbeat', '>=', sql<Date>`now() - ${OFFLINE_SHOWN_HOURS} * interval '1 hour'`)
    .orderBy('name')
    .execute();
  const queueLength = await jobs.queueLength(db);
  const workers: Record<string, WorkerInfo> = {};
  for (const row of rows) {
    const tasks = row.online ? row.active_tasks : [];
    workers[row.name] = {
      status: row.online ? 'online' : 'offline',
      active_tasks: tasks.length,
      reserved_tasks: row.online ? row.reserved_tasks : 0,
      pool: { 'max-concurrency': row.concurrency, processes: row.processes },
      load_averages: row.load_averages,
      active_task_details: tasks,
      last_heartbeat: row.last_heartbeat.toISOString(),
      started_at: row.started_at.toISOString(),
      hostname: row.hostname,
    };
  }
  return { queue_length: queueLength, workers };
}
