import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { csvLine } from '../http/csv';
import type { LoginAttemptFilters } from './query';
import { afterKey, pageKeyColumn, periodStart, selectItems, toItem } from './query';

export const CSV_HEADER = [
  'id',
  'attempted_at',
  'email',
  'user_id',
  'username',
  'success',
  'attempt_type',
  'ip_address',
  'user_agent',
  'error_reason',
] as const;

/** Rows read per query while exporting. */
export const EXPORT_BATCH = 2000;

/**
 * The filtered attempts as a CSV stream, newest first, read in keyset pages of `batch` rows (after the page key
 * of the last row read, as the list pages by key), each page asked for only when the client has taken the
 * previous one: memory stays flat however many rows there are, and no transaction or connection is held
 * between pages (PGlite has only one). Rows added meanwhile are newer than the cursor and not included.
 */
export function loginAttemptsCsv(
  db: Kysely<Database>,
  filters: LoginAttemptFilters,
  batch = EXPORT_BATCH,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const since = periodStart(filters);
  let cursor: string | undefined;
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(csvLine(CSV_HEADER)));
      },
      async pull(controller) {
        let query = selectItems(db, filters, since).select(pageKeyColumn.as('page_key')).limit(batch);
        if (cursor) query = query.where(afterKey(cursor));
        const rows = await query.execute();
        if (cancelled) return;
        const text = rows
          .map((row) => {
            const a = toItem(row);
            return csvLine([
              a.id,
              a.attempted_at,
              a.email,
              a.user?.id,
              a.user?.username,
              a.success,
              a.attempt_type,
              a.ip_address,
              a.user_agent,
              a.error_reason,
            ]);
          })
          .join('');
        if (text) controller.enqueue(encoder.encode(text));
        const last = rows.at(-1);
        if (!last || rows.length < batch) controller.close();
        else cursor = last.page_key;
      },
      cancel() {
        cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
}
