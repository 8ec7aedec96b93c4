// Workers as processes: heartbeats, offline detection, `GET admin/worker-status` from real data,
// running tasks in the status, a queue shared by several workers (each job once), graceful stop, and
// `npm run worker` refusing the embedded database.
import { spawn, spawnSync } from 'node:child_process';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkerStatus } from '../../src/api/schemas/workers';
import { workerStatus } from '../../src/api/schemas/workers';
import type { JobHandlers } from '../src/jobs/handlers';
import { messages } from '../src/messages';
import { Worker, workerOptionsOf } from '../src/workers/worker';
import type { TestApp } from './harness';
import { TEST_JWT_SECRET, backends, createTestApp } from './harness';
import { repoRoot } from './paths';

const STATUS = '/api/admin/worker-status';

async function until(check: () => Promise<boolean> | boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Handlers whose jobs wait until released, recording which worker ran which job. */
function gatedHandlers(ran: { worker: string; job: string }[], name: string) {
  const gates = new Map<string, () => void>();
  const gate = (id: string) =>
    new Promise<void>((resolve) => {
      ran.push({ worker: name, job: id });
      gates.set(id, resolve);
    });
  const handlers: JobHandlers = {
    mail: (_deps, _data, run) => gate(run.id),
    maintenance: (_deps, _data, run) => gate(run.id),
    exportPush: (_deps, _data, run) => gate(run.id),
    retention: (_deps, _data, run) => gate(run.id),
    budgetCheck: (_deps, _data, run) => gate(run.id),
  };
  const releaseAll = () => {
    for (const release of gates.values()) release();
    gates.clear();
  };
  return { handlers, gates, releaseAll };
}

describe.each(backends)('worker status (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  const extra: Worker[] = [];

  const status = async (): Promise<WorkerStatus> => {
    const res = await t.get(STATUS, token);
    expect(res.status).toBe(200);
    return workerStatus.parse(await res.json());
  };
  const addWorker = async (
    name: string,
    handlers: JobHandlers,
    overrides: Partial<Worker['options']> = {},
  ) => {
    const worker = new Worker(t.deps, { ...workerOptionsOf(t.config), name, ...overrides }, handlers);
    await worker.start();
    extra.push(worker);
    return worker;
  };
  const insertWorker = (name: string, secondsAgo: number, stopped = false) =>
    t.db
      .insertInto('workers')
      .values({
        name,
        hostname: 'elders',
        pid: 4242,
        heartbeat_seconds: 10,
        concurrency: 2,
        processes: sql<string>`'[4242]'::jsonb`,
        load_averages: sql<string>`'[0.5, 0.4, 0.3]'::jsonb`,
        active_tasks: sql<string>`'[{"id": "x", "name": "mail.new_password", "time_start": 1, "username": "a", "file_id": null}]'::jsonb`,
        reserved_tasks: 1,
        started_at: sql<Date>`now() - interval '2 days'`,
        last_heartbeat: sql<Date>`now() - ${secondsAgo} * interval '1 second'`,
        stopped_at: stopped ? sql<Date>`now()` : null,
      })
      .execute();

  beforeAll(async () => {
    t = await createTestApp(backend, {
      WORKER_NAME: 'in-proces',
      WORKER_HEARTBEAT_SECONDS: '1',
      WORKER_CONCURRENCY: '3',
    });
    token = await t.adminToken();
  });
  afterAll(async () => {
    for (const worker of extra) await worker.stop();
    await t?.close();
  });

  it('shows the in-process worker online with its pool, load and heartbeat', async () => {
    const answer = await status();
    expect(answer.queue_length).toBe(0);
    const worker = answer.workers['in-proces']!;
    expect(worker).toMatchObject({
      status: 'online',
      active_tasks: 0,
      reserved_tasks: 0,
      pool: { 'max-concurrency': 3, processes: [process.pid] },
      active_task_details: [],
    });
    expect(worker.load_averages).toHaveLength(3);
    expect(worker.hostname).toEqual(expect.any(String));
    expect(Date.parse(worker.started_at!)).toBeLessThanOrEqual(Date.parse(worker.last_heartbeat!));
    // The heartbeat moves on by itself (every WORKER_HEARTBEAT_SECONDS).
    const first = worker.last_heartbeat!;
    await until(async () => (await status()).workers['in-proces']!.last_heartbeat! > first, 5000);
  });

  it('calls a worker offline once it missed two heartbeats, and leaves out long-gone ones', async () => {
    await insertWorker('elders:fris', 15); // 1.5 intervals: one heartbeat missed
    await insertWorker('elders:stil', 25); // 2.5 intervals: two missed
    await insertWorker('elders:gestopt', 1, true);
    await insertWorker('elders:oud', 25 * 3600);
    const { workers } = await status();
    expect(workers['elders:fris']).toMatchObject({ status: 'online', active_tasks: 1, reserved_tasks: 1 });
    expect(workers['elders:fris']!.active_task_details).toEqual([
      { id: 'x', name: 'mail.new_password', time_start: 1, username: 'a', file_id: null },
    ]);
    for (const name of ['elders:stil', 'elders:gestopt']) {
      expect(workers[name]).toMatchObject({
        status: 'offline',
        active_tasks: 0,
        reserved_tasks: 0,
        active_task_details: [],
        pool: { 'max-concurrency': 2, processes: [4242] },
      });
    }
    expect(workers['elders:oud']).toBeUndefined();
    await t.db.deleteFrom('workers').where('hostname', '=', 'elders').execute();
  });

  it('shows running tasks with id, name, start time and user; queue length counts waiting jobs', async () => {
    const ran: { worker: string; job: string }[] = [];
    const gated = gatedHandlers(ran, 'traag');
    // The in-process worker stops taking jobs, so the gated one gets them all.
    await t.worker!.stop();
    const slow = await addWorker('traag', gated.handlers, { concurrency: 3 });
    const mailJob = await t.deps.jobs.enqueue(t.db, 'mail', {
      outbox_id: 999_999,
      kind: 'new_password',
      username: 'femke',
    });
    for (let i = 0; i < 2; i++) await t.deps.jobs.enqueue(t.db, 'maintenance', {});
    t.deps.jobs.wake();
    await until(() => gated.gates.size === 3);
    // No free slot: these two wait in the queue.
    for (let i = 0; i < 2; i++) await t.deps.jobs.enqueue(t.db, 'maintenance', {});
    t.deps.jobs.wake();
    await slow.beat();
    const now = Math.floor(Date.now() / 1000);
    const answer = await status();
    expect(answer.queue_length).toBe(2);
    expect(answer.workers['in-proces']!.status).toBe('offline');
    const busy = answer.workers.traag!;
    expect(busy).toMatchObject({ status: 'online', active_tasks: 3, pool: { 'max-concurrency': 3 } });
    const details = [...busy.active_task_details].sort((a, b) => a.name.localeCompare(b.name));
    expect(details.map((task) => [task.name, task.username ?? null, task.file_id ?? null])).toEqual([
      ['mail.new_password', 'femke', null],
      ['maintenance', null, null],
      ['maintenance', null, null],
    ]);
    expect(details[0]!.id).toBe(mailJob);
    expect(details.map((task) => task.id).sort()).toEqual(ran.map((r) => r.job).sort());
    for (const task of details) {
      expect(task.time_start).toBeLessThanOrEqual(now);
      expect(task.time_start).toBeGreaterThan(now - 60);
    }
    // Released, the worker takes the two waiting jobs; released again, it is idle.
    gated.releaseAll();
    await until(() => gated.gates.size === 2);
    expect(await t.deps.jobs.queueLength(t.db)).toBe(0);
    gated.releaseAll();
    await until(async () => {
      await slow.beat();
      return (await status()).workers.traag!.active_tasks === 0;
    });
    expect(ran).toHaveLength(5);
    await slow.stop();
  });

  it('shares the queue between workers: every job runs exactly once', async () => {
    const ran: { worker: string; job: string }[] = [];
    const gatedA = gatedHandlers(ran, 'deel-a');
    const gatedB = gatedHandlers(ran, 'deel-b');
    const instant = (gated: ReturnType<typeof gatedHandlers>): JobHandlers => ({
      ...gated.handlers,
      maintenance: async (deps, data, run) => {
        const done = gated.handlers.maintenance(deps, data, run);
        gated.gates.get(run.id)!();
        await done;
      },
    });
    await addWorker('deel-a', instant(gatedA), { concurrency: 4 });
    await addWorker('deel-b', instant(gatedB), { concurrency: 4 });
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) ids.push(await t.deps.jobs.enqueue(t.db, 'maintenance', {}));
    t.deps.jobs.wake();
    await until(() => ran.filter((r) => ids.includes(r.job)).length >= 30);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mine = ran.filter((r) => ids.includes(r.job)).map((r) => r.job);
    expect(mine.sort()).toEqual([...ids].sort());
    const { rows } = await sql<{ state: string; n: number }>`
      select state::text, count(*)::int as n from pgboss.job where id = any(${ids}::uuid[]) group by state`.execute(
      t.db,
    );
    expect(rows).toEqual([{ state: 'completed', n: 30 }]);
  });

  it('stops gracefully: a job still running is handed back to the queue, the worker shows offline', async () => {
    const ran: { worker: string; job: string }[] = [];
    const gated = gatedHandlers(ran, 'stopper');
    for (const worker of extra) await worker.stop();
    const stopping = await addWorker('stopper', gated.handlers, { stopSeconds: 0 });
    const id = await t.deps.jobs.enqueue(t.db, 'maintenance', {});
    t.deps.jobs.wake();
    await until(() => gated.gates.has(id));
    await stopping.stop();
    const job = await t.deps.jobs.boss.getJobById('maintenance', id);
    expect(job?.state).toBe('retry');
    expect((await status()).workers.stopper!.status).toBe('offline');
    gated.releaseAll();
  });

  it('is for platform administrators only', async () => {
    expect((await t.get(STATUS)).status).toBe(401);
    const plain = await t.createUser();
    expect((await t.get(STATUS, (await t.login(plain)).access_token)).status).toBe(403);
  });
});

describe('worker process', () => {
  it('refuses to start on the embedded database, with a clear message', () => {
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATA_DIR: '/nonexistent-werkbank-worker-test',
    };
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/worker.ts'], {
      cwd: repoRoot,
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(messages.worker.needsPostgres);
  });
});

describe.skipIf(!backends.includes('postgres'))('npm run worker on PostgreSQL', () => {
  it('runs jobs from the shared queue, beats, and stops cleanly on SIGTERM', async () => {
    // The server takes no jobs here (WORKERS=0): the worker process does.
    const t = await createTestApp('postgres', { WORKERS: '0' });
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/worker.ts'], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: t.config.dataDir,
        DATABASE_URL: t.config.databaseUrl!,
        JWT_SECRET: TEST_JWT_SECRET,
        WORKER_NAME: 'proces-1',
        WORKER_HEARTBEAT_SECONDS: '1',
        WORKER_POLL_SECONDS: '0.5',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const token = await t.adminToken();
      const status = async () => workerStatus.parse(await (await t.get(STATUS, token)).json());
      await until(async () => (await status()).workers['proces-1']?.status === 'online', 20_000);
      const id = await t.deps.jobs.enqueue(t.db, 'maintenance', {});
      await until(
        async () => (await t.deps.jobs.boss.getJobById('maintenance', id))?.state === 'completed',
        15_000,
      );
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      // The row is written before the start-up line, so the output is checked once the process has ended.
      expect(output).toContain('Worker proces-1 draait');
      expect(output).toContain(messages.worker.stopped);
      expect((await status()).workers['proces-1']).toMatchObject({ status: 'offline', active_tasks: 0 });
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await t.close();
    }
  });
});
