import type { Config } from '../config';
import type { OpenDatabase } from '../db/connect';
import type { AppDeps } from '../deps';
import { JobQueue } from '../jobs/queue';
import type { Logger } from '../logger';
import { Worker, workerOptionsOf } from './worker';

/**
 * The job queue on the database the server or worker opened: its own pg pool on PostgreSQL, the embedded
 * session on PGlite. `runsWorker`: this process also runs a worker (pg-boss upkeep and schedules with it).
 */
export function startJobQueue(
  database: OpenDatabase,
  config: Config,
  log: Logger,
  runsWorker: boolean,
): Promise<JobQueue> {
  return JobQueue.start({
    databaseUrl: config.databaseUrl,
    pglite: config.databaseUrl ? undefined : database.pglite,
    config: config.jobs,
    log,
    runsWorker,
  });
}

/** Starts a worker in this process (the server's, unless WORKERS=0; `npm run worker`'s own). */
export async function startWorker(deps: AppDeps): Promise<Worker> {
  const worker = new Worker(deps, workerOptionsOf(deps.config));
  await worker.start();
  return worker;
}
