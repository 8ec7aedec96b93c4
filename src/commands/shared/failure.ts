import { ApiError } from '../../api/errors';

/** The server's reason in a failed call, or null (no answer, only a status line, or not an API error). */
function serverReason(cause: unknown): string | null {
  if (!(cause instanceof ApiError) || cause.status === 0) return null;
  const message = cause.message.trim();
  return message && !message.startsWith(String(cause.status)) ? message : null;
}

/**
 * The contract's failure text followed by the server's reason when it gave one: after a colon for a bare text
 * (`Failed to delete user: …`), as the next sentence for a whole sentence (`Kon … organisatie. …`).
 */
export function failure(text: string, cause: unknown): Error {
  const reason = serverReason(cause);
  if (!reason) return new Error(text, { cause });
  return new Error(text.endsWith('.') ? `${text} ${reason}` : `${text}: ${reason}`, { cause });
}

/** A group create, update or delete failure shows the server's message, else the fallback. */
export function groupFailure(fallback: string, cause: unknown): Error {
  return new Error(serverReason(cause) ?? fallback, { cause });
}

/**
 * Saving an export configuration: the server's message (its `error`, which it also sends as `detail`)
 * when it gave one, else the fallback text.
 */
export function serverMessageOr(fallback: string, cause: unknown): Error {
  return new Error(serverReason(cause) ?? fallback, { cause });
}
