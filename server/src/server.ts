import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { resolveJwtSecret } from './auth/jwtSecret';
import type { Config } from './config';
import { ConfigError } from './config';
import { openDatabase, pgliteDirOf } from './db/connect';
import { migrateToLatest } from './db/migrate';
import type { Logger } from './logger';
import { consoleLogger } from './logger';
import type { AppDeps } from './deps';
import type { JobQueue } from './jobs/queue';
import { createMailer } from './mail';
import { messages } from './messages';
import type { SeedResult } from './seed';
import { runSeeds } from './seed';
import { startJobQueue, startWorker } from './workers/background';
import type { Worker } from './workers/worker';

export interface RunningServer {
  /** `http://localhost:PORT/` (or the bound host when it is a specific address). */
  url: string;
  port: number;
  /** Where the data lives, without password. */
  database: string;
  seed: SeedResult;
  /** The in-process worker's name and concurrency; absent with WORKERS=0. */
  worker: { name: string; concurrency: number } | undefined;
  /** Open database + migrate + seed + listen, in milliseconds. */
  coldStartMs: number;
  /** Stops listening, stops the worker (running jobs finish or go back to the queue), closes the database; safe to call twice. */
  close(): Promise<void>;
}

const LOOPBACK_OR_ANY = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']);

function publicUrl(host: string, port: number): string {
  const name = LOOPBACK_OR_ANY.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}/`;
}

/**
 * Opens the database, migrates, seeds, starts the job queue and (unless WORKERS=0) a worker in this process,
 * and listens. Prints nothing; `main.ts` reports.
 */
export async function startServer(config: Config, log: Logger = consoleLogger): Promise<RunningServer> {
  const started = performance.now();
  const jwtSecret = await resolveJwtSecret(config);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDirOf(config.dataDir),
  });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log,
    outboxDir: config.outboxDir,
  });
  let jobs: JobQueue | undefined;
  let worker: Worker | undefined;
  const stopBackground = async () => {
    await worker?.stop();
    await jobs?.stop();
  };
  try {
    await migrateToLatest(database.db);
    const seed = await runSeeds(database.db, config);
    const runsWorker = config.jobs.inProcessWorkers > 0;
    jobs = await startJobQueue(database, config, log, runsWorker);
    const deps: AppDeps = { db: database.db, config, jwtSecret, mailer, log, jobs };
    if (runsWorker) worker = await startWorker(deps);
    // A new demo's budgets: their alerts are raised now, not at the schedule's next turn.
    if (seed.demo) {
      await jobs.enqueueUnlessQueued(database.db, 'budgetCheck', {});
      jobs.wake();
    }
    const app = createApp(deps);
    const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host });
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', (error: NodeJS.ErrnoException) =>
        reject(
          error.code === 'EADDRINUSE'
            ? new ConfigError(messages.config.portInUse(config.host, config.port))
            : error,
        ),
      );
    });
    const port = (server.address() as AddressInfo).port;
    let closing: Promise<void> | undefined;
    return {
      url: publicUrl(config.host, port),
      port,
      database: database.description,
      seed,
      worker: worker && { name: worker.name, concurrency: worker.options.concurrency },
      coldStartMs: Math.round(performance.now() - started),
      close: () =>
        (closing ??= (async () => {
          await new Promise<void>((resolve) => {
            server.close(() => resolve());
            if ('closeAllConnections' in server) server.closeAllConnections();
          });
          await stopBackground();
          mailer.close();
          await database.close();
        })()),
    };
  } catch (error) {
    await stopBackground();
    mailer.close();
    await database.close();
    throw error;
  }
}
