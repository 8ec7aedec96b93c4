import { z } from 'zod';

/** Worker status: the queue's length and each worker by name, from the workers' own heartbeats. */

export const workerStates = ['online', 'offline'] as const;
export type WorkerState = (typeof workerStates)[number];

/** A task a worker is running now; `time_start` in epoch seconds. */
export const activeTask = z.looseObject({
  id: z.union([z.string(), z.number()]).transform(String),
  name: z.string(),
  time_start: z.number().nullable().optional(),
  username: z.string().nullable().optional(),
  file_id: z.union([z.string(), z.number()]).nullable().optional(),
});
export type ActiveTask = z.output<typeof activeTask>;

export const workerInfo = z.looseObject({
  /** `online`, or anything else (offline); other servers may send their own words. */
  status: z.string(),
  active_tasks: z.number().optional().default(0),
  reserved_tasks: z.number().optional().default(0),
  pool: z
    .looseObject({
      'max-concurrency': z.number().optional(),
      processes: z.array(z.number()).optional(),
    })
    .nullable()
    .optional(),
  /** The host's 1, 5 and 15 minute load averages. */
  load_averages: z.array(z.number()).nullable().optional(),
  active_task_details: z.array(activeTask).optional().default([]),
  /** ISO time of the last heartbeat (reference server). */
  last_heartbeat: z.string().nullable().optional(),
  /** ISO time the worker started (reference server). */
  started_at: z.string().nullable().optional(),
  hostname: z.string().nullable().optional(),
});
export type WorkerInfo = z.output<typeof workerInfo>;

export const workerStatus = z.looseObject({
  queue_length: z.number().optional().default(0),
  workers: z.record(z.string(), workerInfo).optional().default({}),
});
export type WorkerStatus = z.output<typeof workerStatus>;
