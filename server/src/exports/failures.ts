import type { PlatformLabel } from './messages';
import { exportMessages } from './messages';

const reasons = exportMessages.reasons;

/** The longest wait a platform's Retry-After may ask for before the next attempt. */
export const RETRY_AFTER_MAX_SECONDS = 3600;

/**
 * Why an attempt failed, in Dutch, and whether another attempt may help: a refused key, a missing object or
 * refused data will not change by trying again; a rate limit (429), a server error (5xx), a network failure or
 * a timeout may. `retryAfterSeconds`: what the platform asked for (Retry-After).
 */
export class PushFailure extends Error {
  constructor(
    readonly reason: string,
    readonly retryable: boolean,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(reason);
    this.name = 'PushFailure';
  }
}

/**
 * Our own side failed during an attempt (the database, while keeping a checkpoint): not the platform's fault,
 * so not recorded as a platform failure; the job hands it to the queue's retry.
 */
export class InfrastructureError extends Error {
  constructor(readonly original: unknown) {
    super(original instanceof Error ? original.message : String(original));
    this.name = 'InfrastructureError';
  }
}

/** Seconds of a Retry-After header (seconds, or an HTTP date); null when absent or unreadable. */
export function retryAfterSeconds(value: string | null | undefined, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  let seconds: number;
  if (/^\d+(\.\d+)?$/.test(trimmed)) seconds = Number(trimmed);
  else {
    const at = Date.parse(trimmed);
    if (Number.isNaN(at)) return null;
    seconds = (at - now) / 1000;
  }
  return Math.min(RETRY_AFTER_MAX_SECONDS, Math.max(0, Math.ceil(seconds)));
}

/** A platform's own message about refused data, short and on one line (it never holds our key). */
function detailOf(message: unknown): string {
  return typeof message === 'string' ? message.replace(/\s+/g, ' ').trim().slice(0, 300) : '';
}

/** The failure of an HTTP answer `status` from a platform. */
export function httpFailure(
  platform: PlatformLabel,
  status: number,
  retryAfter: string | null | undefined,
  message: unknown,
): PushFailure {
  if (status === 401) return new PushFailure(reasons.rejectedKey(platform, status), false);
  if (status === 403) return new PushFailure(reasons.forbidden(platform, status), false);
  if (status === 404) return new PushFailure(reasons.notFound(platform, status), false);
  if (status === 429)
    return new PushFailure(reasons.rateLimited(platform), true, retryAfterSeconds(retryAfter));
  if (status >= 500)
    return new PushFailure(reasons.serverError(platform, status), true, retryAfterSeconds(retryAfter));
  if (status >= 400) return new PushFailure(reasons.rejectedData(platform, status, detailOf(message)), false);
  return new PushFailure(reasons.unexpected(platform, `status ${status}`), false);
}

/** A network failure: the system error code (ECONNREFUSED, ECONNRESET, …) of the error or its cause. */
export function networkFailure(platform: PlatformLabel, error: unknown): PushFailure {
  let code: string | undefined;
  for (let current = error, depth = 0; current && depth < 5 && !code; depth++) {
    const candidate = (current as { code?: unknown }).code;
    if (typeof candidate === 'string' && /^E[A-Z_]+$/.test(candidate)) code = candidate;
    current = (current as { cause?: unknown }).cause;
  }
  return new PushFailure(reasons.unreachable(platform, code ?? 'netwerkfout'), true);
}

export function timeoutFailure(platform: PlatformLabel, seconds: number): PushFailure {
  return new PushFailure(reasons.timeout(platform, seconds), true);
}

/** Removes a secret from a text that is about to be stored or shown (defence in depth). */
export function withoutSecret(text: string, secret: string | undefined): string {
  return secret && secret.length >= 4 ? text.split(secret).join('***') : text;
}
