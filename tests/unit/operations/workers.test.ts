import { describe, expect, it } from 'vitest';
import { executeCommand } from '../../../src/commands/all';
import { screenContextAtom } from '../../../src/state/screen';
import {
  STUCK_TASK_SECONDS,
  taskRows,
  workerRows,
  workerStatusAtom,
  workerSummary,
} from '../../../src/state/workers';
import { workerStatus } from '../../../src/api/schemas/workers';
import { signedInContext } from '../support/ctx';
import { json } from '../support/http';

const fetchedAt = Date.UTC(2025, 2, 4, 12, 0, 0);
const seconds = (ms: number) => ms / 1000;

const answer = {
  queue_length: 3,
  workers: {
    'worker-b@host': {
      status: 'online',
      active_tasks: 2,
      reserved_tasks: 1,
      pool: { 'max-concurrency': 4, processes: [101] },
      load_averages: [0.5, 0.4, 0.3],
      active_task_details: [
        { id: 'j1', name: 'mail.send', time_start: seconds(fetchedAt) - 5, username: 'anna' },
        { id: 42, name: 'ai.summary', time_start: seconds(fetchedAt) - STUCK_TASK_SECONDS - 1, file_id: 7 },
      ],
    },
    'worker-a@host': { status: 'offline' },
    'worker-c@host': { status: 'ONLINE', active_task_details: [{ id: 'x', name: 'maintenance' }] },
  },
};

describe('worker status', () => {
  it('lists online workers first, then by name, with defaults for what a server leaves out', () => {
    const status = workerStatus.parse(answer);
    expect(workerRows(status).map((r) => [r.name, r.online])).toEqual([
      ['worker-b@host', true],
      ['worker-c@host', true],
      ['worker-a@host', false],
    ]);
    expect(status.workers['worker-a@host']).toMatchObject({ active_tasks: 0, reserved_tasks: 0 });
    expect(workerStatus.parse({})).toEqual({ queue_length: 0, workers: {} });
  });

  it('marks a task running longer than the stuck threshold, longest first', () => {
    const status = workerStatus.parse(answer);
    const tasks = taskRows(status.workers['worker-b@host']!, fetchedAt);
    expect(tasks.map((r) => [r.task.id, r.runningSeconds, r.stuck])).toEqual([
      ['42', STUCK_TASK_SECONDS + 1, true],
      ['j1', 5, false],
    ]);
    expect(taskRows(status.workers['worker-c@host']!, fetchedAt)[0]).toMatchObject({
      startedAt: null,
      runningSeconds: null,
      stuck: false,
    });
    expect(workerSummary({ status, fetchedAt })).toEqual({
      total: 3,
      online: 2,
      active: 2,
      reserved: 1,
      stuck: 1,
    });
  });

  it('refreshes where it is shown, and says so in spec words when it fails', async () => {
    let fail = false;
    const { ctx, store, calls, toasts, navigations } = signedInContext(() =>
      fail ? json(500, { detail: 'kapot' }) : json(200, answer),
    );
    store.set(screenContextAtom, { screen: 'workerStatus', ids: {} });
    const before = Date.now();
    expect((await executeCommand('workers.refresh', {}, ctx)).status).toBe('done');
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual(['/api/admin/worker-status']);
    expect(store.get(workerStatusAtom).data?.fetchedAt).toBeGreaterThanOrEqual(before);
    expect(store.get(workerStatusAtom).data?.status.queue_length).toBe(3);

    fail = true;
    store.set(screenContextAtom, { screen: 'dashboard', ids: {} });
    expect((await executeCommand('workers.refresh', {}, ctx)).status).toBe('done');
    expect(store.get(workerStatusAtom).error).toBe(
      'Er is een fout opgetreden bij het ophalen van de worker status.',
    );
    // The last status stays on screen under the error; no second message as a toast.
    expect(store.get(workerStatusAtom).data?.status.queue_length).toBe(3);
    expect(toasts).toEqual([]);

    store.set(screenContextAtom, { screen: 'users', ids: {} });
    await executeCommand('workers.refresh', {}, ctx);
    expect(navigations).toEqual(['/worker-status']);
    expect(calls).toHaveLength(2);
  });
});
