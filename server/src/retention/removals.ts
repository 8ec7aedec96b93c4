import type { Kysely } from 'kysely';
import type { RetentionRemoval, RetentionRemovalsPage } from '../../../src/api/schemas/retention';
import type { Database } from '../db/schema';
import { csvLine } from '../http/csv';

/**
 * The removal log's scope: every row (`all`, platform administrators) or one organisation's (its id). Users
 * without an organisation are in `all` only.
 */
export type RemovalsScope = 'all' | { organizationId: number };

/** The removal log's columns: what a page answers per row and the CSV's header, in this order. */
export const REMOVALS_CSV_HEADER = [
  'id',
  'removed_at',
  'kind',
  'organization_id',
  'user_id',
  'username',
  'transcription_id',
  'summary_id',
  'item_name',
  'item_created_at',
  'bytes',
  'policy_days',
  'policy_source',
] as const;

function selectRemovals(
  db: Kysely<Database>,
  scope: RemovalsScope,
  before: number | undefined,
  limit: number,
) {
  let query = db
    .selectFrom('retention_removals')
    .select(REMOVALS_CSV_HEADER)
    .orderBy('id', 'desc')
    .limit(limit);
  if (scope !== 'all') query = query.where('organization_id', '=', scope.organizationId);
  if (before !== undefined) query = query.where('id', '<', before);
  return query;
}

type RemovalRow = Awaited<ReturnType<ReturnType<typeof selectRemovals>['execute']>>[number];

function toRemoval(row: RemovalRow): RetentionRemoval {
  return {
    id: row.id,
    removed_at: new Date(row.removed_at).toISOString(),
    kind: row.kind,
    organization_id: row.organization_id,
    user_id: row.user_id,
    username: row.username,
    transcription_id: row.transcription_id,
    summary_id: row.summary_id,
    item_name: row.item_name,
    item_created_at: new Date(row.item_created_at).toISOString(),
    bytes: row.bytes === null ? null : Number(row.bytes),
    policy_days: row.policy_days,
    policy_source: row.policy_source,
  };
}

/** A page of the removal log, newest first: the rows before `before` (an id), and the key of the next page. */
export async function removalsPage(
  db: Kysely<Database>,
  scope: RemovalsScope,
  query: { before?: number | undefined; limit: number },
): Promise<RetentionRemovalsPage> {
  // One row more than asked tells whether there is a next page.
  const rows = await selectRemovals(db, scope, query.before, query.limit + 1).execute();
  const removals = rows.slice(0, query.limit).map(toRemoval);
  return {
    removals,
    next_before: rows.length > query.limit ? (removals.at(-1)?.id ?? null) : null,
  };
}

/** Rows read per query while exporting. */
export const REMOVALS_EXPORT_BATCH = 2000;

/**
 * The removal log as a CSV stream, newest first, read in keyset pages (by id) each asked for only when the
 * client has taken the previous one: memory stays flat, and no transaction or connection is held between
 * pages. Cells a spreadsheet would run as a formula are neutralised (`csvLine`).
 */
export function removalsCsv(
  db: Kysely<Database>,
  scope: RemovalsScope,
  batch = REMOVALS_EXPORT_BATCH,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let before: number | undefined;
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(csvLine(REMOVALS_CSV_HEADER)));
      },
      async pull(controller) {
        const rows = await selectRemovals(db, scope, before, batch).execute();
        if (cancelled) return;
        const text = rows
          .map((row) => {
            const r = toRemoval(row);
            return csvLine(REMOVALS_CSV_HEADER.map((column) => r[column]));
          })
          .join('');
        if (text) controller.enqueue(encoder.encode(text));
        const last = rows.at(-1);
        if (!last || rows.length < batch) controller.close();
        else before = last.id;
      },
      cancel() {
        cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
}
