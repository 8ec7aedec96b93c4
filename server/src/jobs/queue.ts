import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, sql } from 'kysely';
import PgBoss from 'pg-boss';
import type { JobsConfig } from '../config';
import type { Db } from '../db/db';
import type { Logger } from '../logger';
import { messages } from '../messages';
import type { JobKind, JobPayloads } from './kinds';
import { jobKinds, jobOptions, queuePolicies } from './kinds';
import { QUEUE_SCHEMA } from './queueSchema';

/** What pg-boss runs its SQL through (its `db` option, and per call for a transaction). */
interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** Runs pg-boss's SQL on a Kysely database or transaction, so a job is inserted in the caller's transaction. */
function kyselyExecutor(db: Db): SqlExecutor {
  return {
    executeSql: async (text, values) => {
      const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: [...result.rows] };
    },
  };
}

/**
 * pg-boss on PGlite (bring-your-own-connection): statements with parameters through `query`; without
 * parameters through `exec`, because pg-boss sends its schema work as one multi-statement script. Both wait
 * for PGlite's exclusive transaction, so they never interleave with a Kysely transaction.
 */
function pgliteExecutor(pglite: PGlite): SqlExecutor {
  return {
    executeSql: async (text, values) => {
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

export interface JobQueueOptions {
  /** PostgreSQL: pg-boss gets its own small pool there. */
  databaseUrl?: string | undefined;
  /** PGlite: pg-boss shares the embedded database's single session. */
  pglite?: PGlite | undefined;
  config: JobsConfig;
  log: Logger;
  /**
   * A process that runs a worker also runs pg-boss's upkeep (expiring stuck jobs, archiving) and its
   * scheduler (the maintenance cron); a server with WORKERS=0 only adds jobs.
   */
  runsWorker: boolean;
}

/**
 * The job queue: pg-boss 10 in the database the server uses. The rest of the server only enqueues named jobs
 * with typed data (`enqueue(trx, 'mail', { … })`), in its own transaction; workers (`server/src/workers`)
 * fetch and run them.
 */
export class JobQueue {
  readonly boss: PgBoss;
  private readonly config: JobsConfig;
  private readonly wakeListeners = new Set<() => void>();
  /** `settled` (outbox id): a local worker finished a delivery attempt; see `mail.ts` `awaitDelivery`. */
  readonly events = new EventEmitter();
  private started = false;

  private constructor(boss: PgBoss, options: JobQueueOptions) {
    this.boss = boss;
    this.config = options.config;
    this.events.setMaxListeners(0);
  }

  /** Connects pg-boss (installing or upgrading its schema when needed) and makes sure every queue exists. */
  static async start(options: JobQueueOptions): Promise<JobQueue> {
    const common = {
      schema: QUEUE_SCHEMA,
      supervise: options.runsWorker,
      schedule: options.runsWorker,
      // Completed jobs move to the archive after a day and leave it after a week.
      archiveCompletedAfterSeconds: 24 * 3600,
      deleteAfterDays: 7,
    };
    let boss: PgBoss;
    if (options.databaseUrl) {
      boss = new PgBoss({
        ...common,
        connectionString: options.databaseUrl,
        max: options.runsWorker ? 4 : 2,
        application_name: 'werkbank-jobs',
      });
    } else if (options.pglite) {
      boss = new PgBoss({ ...common, db: pgliteExecutor(options.pglite) as PgBoss.Db });
    } else {
      throw new Error('JobQueue needs databaseUrl or pglite');
    }
    boss.on('error', (error: unknown) => options.log.error(messages.jobs.queueError, error));
    await boss.start();
    const queue = new JobQueue(boss, options);
    for (const kind of jobKinds) {
      const policy = queuePolicies[kind];
      await boss.createQueue(kind, policy ? { name: kind, policy } : undefined);
    }
    queue.started = true;
    return queue;
  }

  /**
   * Adds a job in `db`'s transaction (or on its own when `db` is the database): it exists exactly when the
   * caller's change commits. Call `wake()` after the commit to have a local worker fetch it at once.
   */
  async enqueue<K extends JobKind>(
    db: Db,
    kind: K,
    data: JobPayloads[K],
    /** `startAfterSeconds`: not before then (a retry that waits as long as its platform asked). */
    options: { startAfterSeconds?: number } = {},
  ): Promise<string> {
    const id = await this.boss.send(kind, data as object, {
      ...jobOptions(kind, this.config),
      ...(options.startAfterSeconds ? { startAfter: Math.ceil(options.startAfterSeconds) } : {}),
      db: kyselyExecutor(db) as PgBoss.Db,
    });
    if (!id) throw new Error(`job ${kind} was not queued`);
    return id;
  }

  /**
   * Adds a job of a `stately` kind unless one is queued already (then answers null): runs asked for while
   * one waits are that one.
   */
  async enqueueUnlessQueued<K extends JobKind>(
    db: Db,
    kind: K,
    data: JobPayloads[K],
  ): Promise<string | null> {
    return this.boss.send(kind, data as object, {
      ...jobOptions(kind, this.config),
      db: kyselyExecutor(db) as PgBoss.Db,
    });
  }

  /** Tells the workers of this process that jobs are waiting (others find them at their next poll). */
  wake(): void {
    for (const listener of this.wakeListeners) listener();
  }

  onWake(listener: () => void): () => void {
    this.wakeListeners.add(listener);
    return () => this.wakeListeners.delete(listener);
  }

  /** Jobs waiting to run: queued and waiting for a retry, pg-boss's own cron hand-over excluded. */
  async queueLength(db: Db): Promise<number> {
    const { rows } = await sql<{ waiting: number | string }>`
      select count(*) as waiting from ${sql.table(`${QUEUE_SCHEMA}.job`)}
      where state in ('created', 'retry') and name not like '\\_\\_pgboss%'`.execute(db);
    return Number(rows[0]?.waiting ?? 0);
  }

  /** Stops pg-boss (its timers, and its pool on PostgreSQL). The workers must have stopped first. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.wakeListeners.clear();
    await this.boss.stop({ graceful: false, close: true });
  }
}
