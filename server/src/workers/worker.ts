import { hostname, loadavg } from 'node:os';
import { sql } from 'kysely';
import type PgBoss from 'pg-boss';
import type { WorkerTaskRecord } from '../db/schema';
import type { AppDeps } from '../deps';
import type { JobHandlers } from '../jobs/handlers';
import { jobHandlers } from '../jobs/handlers';
import type { JobKind, JobPayloads } from '../jobs/kinds';
import { jobKinds, jobOptions, taskName, taskSubject } from '../jobs/kinds';
import { messages } from '../messages';

/** A job this worker runs now. */
interface RunningTask extends WorkerTaskRecord {
  kind: JobKind;
  done: Promise<void>;
}

export interface WorkerOptions {
  name: string;
  concurrency: number;
  heartbeatSeconds: number;
  pollSeconds: number;
  /** On stop: how long running jobs may take before they are handed back to the queue. */
  stopSeconds: number;
  maintenanceCron: string;
  retentionCron: string;
  budgetCheckCron: string;
}

export function workerOptionsOf(config: AppDeps['config']): WorkerOptions {
  const {
    workerName,
    concurrency,
    heartbeatSeconds,
    pollSeconds,
    stopSeconds,
    maintenanceCron,
    retentionCron,
    budgetCheckCron,
  } = config.jobs;
  return {
    name: workerName,
    concurrency,
    heartbeatSeconds,
    pollSeconds,
    stopSeconds,
    maintenanceCron,
    retentionCron,
    budgetCheckCron,
  };
}

/** `sql` for a JSON value written to a jsonb column (as text, so pg and PGlite both send it unchanged). */
const json = (value: unknown) => sql<string>`${JSON.stringify(value)}::text::jsonb`;

/**
 * A worker: runs up to `concurrency` jobs at a time from the queue, in this process. It fetches jobs from
 * every queue in turn (pg-boss `fetch`, `FOR UPDATE SKIP LOCKED`, so several workers on several machines
 * share one PostgreSQL queue), completes or fails each job on its own (one failure never retries another
 * job), and looks again at once while jobs keep coming, else after `pollSeconds` or when woken (a job queued
 * in this process). Every `heartbeatSeconds` it writes its row in `workers`: load averages, pool, and the
 * tasks it runs (worker status, `GET admin/worker-status`). `stop()` takes no new jobs, lets running ones
 * finish for `stopSeconds`, hands the rest back to the queue (pg-boss retries them) and marks itself stopped.
 */
export class Worker {
  private readonly running = new Map<string, RunningTask>();
  private stopping = false;
  private stopped: Promise<void> | undefined;
  private loopDone: Promise<void> | undefined;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private beating: Promise<void> = Promise.resolve();
  private woken = false;
  private wakeSleeper: (() => void) | undefined;
  private unsubscribeWake: (() => void) | undefined;
  private turn = 0;

  constructor(
    private readonly deps: AppDeps,
    readonly options: WorkerOptions,
    private readonly handlers: JobHandlers = jobHandlers,
  ) {}

  private get boss(): PgBoss {
    return this.deps.jobs.boss;
  }

  get name(): string {
    return this.options.name;
  }

  /** Writes the worker's row: on start (a new `started_at`) or as a heartbeat, also when it went missing. */
  private async writeRow(starting: boolean): Promise<void> {
    const row = {
      hostname: hostname(),
      pid: process.pid,
      heartbeat_seconds: this.options.heartbeatSeconds,
      concurrency: this.options.concurrency,
      processes: json([process.pid]),
      load_averages: json(loadavg().map((load) => Math.round(load * 100) / 100)),
      active_tasks: json(this.activeTasks()),
      reserved_tasks: 0,
      last_heartbeat: sql<Date>`now()`,
      stopped_at: null,
    };
    await this.deps.db
      .insertInto('workers')
      .values({ name: this.name, ...row })
      .onConflict((oc) =>
        oc.column('name').doUpdateSet(starting ? { ...row, started_at: sql<Date>`now()` } : row),
      )
      .execute();
  }

  /** Registers the worker (heartbeat row), the maintenance, retention and budget check schedules, and starts fetching. */
  async start(): Promise<void> {
    await this.writeRow(true);
    await this.boss.schedule(
      'maintenance',
      this.options.maintenanceCron,
      {},
      {
        tz: 'UTC',
        ...jobOptions('maintenance', this.deps.config.jobs),
      },
    );
    await this.boss.schedule(
      'retention',
      this.options.retentionCron,
      {},
      { tz: 'UTC', ...jobOptions('retention', this.deps.config.jobs) },
    );
    await this.boss.schedule(
      'budgetCheck',
      this.options.budgetCheckCron,
      {},
      { tz: 'UTC', ...jobOptions('budgetCheck', this.deps.config.jobs) },
    );
    this.unsubscribeWake = this.deps.jobs.onWake(() => this.wake());
    this.heartbeatTimer = setInterval(() => void this.beat(), this.options.heartbeatSeconds * 1000);
    this.heartbeatTimer.unref();
    this.loopDone = this.loop();
  }

  /** Writes the heartbeat now (also called by the timer); a failure is logged, the next one tries again. */
  beat(): Promise<void> {
    this.beating = this.beating.then(async () => {
      if (this.stopping && !this.running.size) return;
      try {
        await this.writeRow(false);
      } catch (error) {
        this.deps.log.error(messages.workers.heartbeatFailed(this.name), error);
      }
    });
    return this.beating;
  }

  /** The tasks running now, as the heartbeat records them. */
  activeTasks(): WorkerTaskRecord[] {
    return [...this.running.values()].map(({ id, name, time_start, username, file_id }) => ({
      id,
      name,
      time_start,
      username,
      file_id,
    }));
  }

  /** Makes an idle worker look for jobs now. */
  wake(): void {
    this.woken = true;
    this.wakeSleeper?.();
  }

  private free(): number {
    return this.options.concurrency - this.running.size;
  }

  private sleep(ms: number): Promise<void> {
    if (this.woken || this.stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeSleeper = done;
    });
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      this.woken = false;
      this.wakeSleeper = undefined;
      let fetched = 0;
      try {
        for (let k = 0; k < jobKinds.length && this.free() > 0 && !this.stopping; k++) {
          const kind = jobKinds[(this.turn + k) % jobKinds.length]!;
          const jobs = await this.boss.fetch<JobPayloads[typeof kind]>(kind, {
            batchSize: this.free(),
            includeMetadata: true,
          });
          for (const job of jobs) this.run(kind, job);
          fetched += jobs.length;
        }
      } catch (error) {
        this.deps.log.error(messages.workers.fetchFailed(this.name), error);
      }
      this.turn++;
      if (fetched > 0 && this.free() > 0) continue;
      await this.sleep(this.options.pollSeconds * 1000);
    }
  }

  private run<K extends JobKind>(kind: K, job: PgBoss.JobWithMetadata<JobPayloads[K]>): void {
    const { username, fileId } = taskSubject(job.data);
    const task: RunningTask = {
      id: job.id,
      kind,
      name: taskName(kind, job.data),
      time_start: Math.floor(Date.now() / 1000),
      username,
      file_id: fileId,
      done: Promise.resolve(),
    };
    this.running.set(job.id, task);
    task.done = (async () => {
      const { log } = this.deps;
      let failure: unknown;
      try {
        const handler = this.handlers[kind] as JobHandlers[K];
        await handler(this.deps, job.data, {
          id: job.id,
          retryCount: job.retryCount,
          retryLimit: job.retryLimit,
        });
      } catch (error) {
        failure = error;
      }
      // A job handed back by `stop()` is no longer this worker's to complete.
      if (this.running.get(job.id) === task) {
        try {
          if (failure === undefined) await this.boss.complete(kind, job.id);
          else {
            log.error(messages.workers.jobFailed(task.name, job.id, job.retryCount, job.retryLimit), failure);
            await this.boss.fail(kind, job.id, {
              message: failure instanceof Error ? failure.message : String(failure),
            });
          }
        } catch (error) {
          log.error(messages.workers.completionFailed(task.name, job.id), error);
        }
        this.running.delete(job.id);
      }
      this.wake();
    })();
  }

  /**
   * Graceful stop (SIGTERM/SIGINT, server close): no new jobs; running ones get `stopSeconds` to finish; the
   * rest are failed back to the queue (pg-boss retries them, the handlers are idempotent); the row is marked
   * stopped, so the worker shows offline at once. Safe to call twice.
   */
  stop(): Promise<void> {
    return (this.stopped ??= this.drain());
  }

  private async drain(): Promise<void> {
    this.stopping = true;
    this.unsubscribeWake?.();
    this.wakeSleeper?.();
    clearInterval(this.heartbeatTimer);
    await this.loopDone;
    const finished = Promise.all([...this.running.values()].map((task) => task.done));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      finished,
      new Promise<void>((resolve) => (timer = setTimeout(resolve, this.options.stopSeconds * 1000))),
    ]);
    clearTimeout(timer);
    const left = [...this.running.values()];
    this.running.clear();
    for (const task of left) {
      try {
        await this.boss.fail(task.kind, task.id, { message: messages.workers.handedBack(this.name) });
      } catch (error) {
        this.deps.log.error(messages.workers.completionFailed(task.name, task.id), error);
      }
    }
    await this.beating;
    try {
      await this.deps.db
        .updateTable('workers')
        .set({ stopped_at: sql<Date>`now()`, last_heartbeat: sql<Date>`now()`, active_tasks: json([]) })
        .where('name', '=', this.name)
        .execute();
    } catch (error) {
      this.deps.log.error(messages.workers.heartbeatFailed(this.name), error);
    }
  }
}
