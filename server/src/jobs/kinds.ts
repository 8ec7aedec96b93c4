import type { JobsConfig } from '../config';
import type { ExportPlatform } from '../../../src/api/schemas/exports';
import type { MailKind } from '../db/schema';
import { EXPORT_PUSH_EXPIRE_SECONDS } from '../exports/timing';

/**
 * Every kind of background job, with the data it carries. The kind is also its pg-boss queue name. Data holds
 * ids and names only, never a secret: pg-boss keeps it in its tables and archive (a mail's body is sealed
 * in `mail_outbox`).
 */
export interface JobPayloads {
  /** Deliver one `mail_outbox` row. */
  mail: { outbox_id: number; kind: MailKind; username: string | null };
  /** Remove what has expired: refresh tokens, 2FA codes, old login attempts, finished outbox rows, old workers. */
  maintenance: Record<string, never>;
  /** Send one `export_pushes` row to its platform (the requester's name for the worker status). */
  exportPush: { push_id: number; platform: ExportPlatform; username: string | null };
  /** Remove expired audio, transcripts and summaries (retention); who asked for it, when not the schedule. */
  retention: { username?: string | null };
  /** Raise the budget alerts of the current month that are due (see `usage/budgets.ts`). */
  budgetCheck: { username?: string | null };
}

export type JobKind = keyof JobPayloads;

export const jobKinds = [
  'mail',
  'maintenance',
  'exportPush',
  'retention',
  'budgetCheck',
] as const satisfies readonly JobKind[];

/**
 * pg-boss queue policy of a kind: `stately` keeps at most one job queued and one running, so runs of the
 * retention asked for meanwhile (the schedule, "run now") do not pile up.
 */
export const queuePolicies: Partial<Record<JobKind, 'stately'>> = {
  retention: 'stately',
  budgetCheck: 'stately',
};

/** pg-boss send options of a kind: retries, backoff and how long one run may take before it is retried. */
export interface JobOptions {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  expireInSeconds: number;
}

export function jobOptions(kind: JobKind, config: JobsConfig): JobOptions {
  switch (kind) {
    case 'mail':
      // One SMTP exchange takes seconds (the mailer's timeouts end it within a minute); backoff doubles.
      return {
        retryLimit: config.mailRetryLimit,
        retryDelay: config.mailRetryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: 120,
      };
    case 'maintenance':
      return { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 1800 };
    case 'retention':
      // A first run on a large deployment takes a while; a retry resumes where the run stopped.
      return { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 6 * 3600 };
    case 'budgetCheck':
      // Reads days × budgeted organisations of the rollups; the next scheduled run repeats a failed one.
      return { retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 600 };
    case 'exportPush':
      // The platform's refusals and rate limits are retried by the push itself (a new job per attempt, with
      // the delay Retry-After asks for); these retries cover our side failing (the database, a crash).
      return {
        retryLimit: 3,
        retryDelay: 30,
        retryBackoff: true,
        expireInSeconds: EXPORT_PUSH_EXPIRE_SECONDS,
      };
  }
}

/** The task name a worker shows for a job (worker status: active task details). */
export function taskName<K extends JobKind>(kind: K, data: JobPayloads[K]): string {
  if (kind === 'mail') return `mail.${(data as JobPayloads['mail']).kind}`;
  if (kind === 'exportPush') return `export.${(data as JobPayloads['exportPush']).platform.toLowerCase()}`;
  return kind;
}

/** The user a job acts for or mails, and the file it works on, when its data names them. */
export function taskSubject(data: unknown): { username: string | null; fileId: string | number | null } {
  const record = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const username = typeof record.username === 'string' ? record.username : null;
  const file = record.file_id;
  return { username, fileId: typeof file === 'string' || typeof file === 'number' ? file : null };
}
