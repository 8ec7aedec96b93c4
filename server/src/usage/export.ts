import { sql, type Kysely } from 'kysely';
import { UNKNOWN_MODEL } from '../../../src/api/schemas/usage';
import type { Database } from '../db/schema';
import { csvLine } from '../http/csv';
import { dayRange } from '../stats/range';
import { minutesOf } from '../stats/summary';
import { activity, type ActivityRow, type CostRow, costNumbersOf, roundedLines } from './cost';

/**
 * The finance CSV of a month (`GET admin/usage/export?month=YYYYMM`), one organisation after another (by id;
 * users without an organisation first, with an empty id and name):
 * - a `model` row per organisation and model (`onbekend`: no model recorded) with its requests, tokens in,
 *   cached and out, the line's cost (euros, rounded to cents as the screens' lines) and its unpriced tokens,
 *   and its price status (`geprijsd`, `deels onbekend`: some days without a price, `onbekend`: none);
 * - then one `organisatie` row per organisation with its transcriptions, audio minutes and summaries, which
 *   are counted per organisation, not per model; its token and cost cells are empty.
 * So every numeric column adds up over all rows: the cost and token columns to `GET admin/usage/cost`'s totals,
 * the minutes and summaries per organisation to `GET admin/usage/organizations`.
 * Streamed: organisations are read in batches, each asked for only when the client has taken the last one.
 * Cells a spreadsheet would run as a formula (an organisation's or a model's name) are neutralised (`csvLine`).
 */
export const USAGE_CSV_HEADER = [
  'month',
  'row_kind',
  'organization_id',
  'organization',
  'model',
  'requests',
  'tokens_in',
  'tokens_cached',
  'tokens_out',
  'cost_eur',
  'unpriced_tokens',
  'price_status',
  'transcriptions',
  'minutes',
  'summaries',
] as const;

/** Organisations per batch. */
export const USAGE_EXPORT_BATCH = 500;

type Column = (typeof USAGE_CSV_HEADER)[number];

function priceStatus(row: CostRow): string {
  const { tokens_in, tokens_cached, tokens_out, unpriced_tokens } = costNumbersOf(row);
  if (unpriced_tokens === 0) return 'geprijsd';
  return unpriced_tokens === tokens_in + tokens_cached + tokens_out ? 'onbekend' : 'deels onbekend';
}

export function usageCsv(
  db: Kysely<Database>,
  month: string,
  batch = USAGE_EXPORT_BATCH,
): ReadableStream<Uint8Array> {
  const range = dayRange({ month, days: 1 });
  const encoder = new TextEncoder();
  let after = -1;
  let cancelled = false;
  const line = (values: Partial<Record<Column, unknown>>) =>
    csvLine(USAGE_CSV_HEADER.map((column) => values[column]));
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(csvLine(USAGE_CSV_HEADER)));
      },
      async pull(controller) {
        // The next organisations with activity in the month, then their lines and counts.
        const ids = await sql<{ organization_id: number }>`
          select distinct d.organization_id from stats_org_day d
          where d.day between ${range.first}::date and ${range.last}::date and d.organization_id > ${after}
          order by d.organization_id limit ${batch}`.execute(db);
        if (cancelled) return;
        if (ids.rows.length === 0) {
          controller.close();
          return;
        }
        const scope = {
          range,
          organizationRange: [ids.rows[0]!.organization_id, ids.rows.at(-1)!.organization_id] as const,
        };
        const [lines, counts] = await Promise.all([
          sql<CostRow & { organization_id: number; model: string; org_name: string | null }>`
            select l.*, o.name as org_name from (${roundedLines(scope)}) l
            left join organizations o on o.id = l.organization_id
            order by l.organization_id, case when l.model = '' then ${UNKNOWN_MODEL} else l.model end`.execute(
            db,
          ),
          sql<ActivityRow & { organization_id: number; org_name: string | null }>`
            select a.*, o.name as org_name from (${activity(scope)}) a
            left join organizations o on o.id = a.organization_id
            order by a.organization_id`.execute(db),
        ]);
        if (cancelled) return;
        const organization = (id: number, name: string | null) => ({
          organization_id: id === 0 ? null : id,
          organization: id === 0 ? null : name,
        });
        let text = '';
        let next = 0;
        for (const count of counts.rows) {
          const id = count.organization_id;
          for (; next < lines.rows.length && lines.rows[next]!.organization_id === id; next++) {
            const row = lines.rows[next]!;
            text += line({
              month,
              row_kind: 'model',
              ...organization(id, row.org_name),
              model: row.model === '' ? UNKNOWN_MODEL : row.model,
              ...costNumbersOf(row),
              cost_eur: Number(row.cost).toFixed(2),
              price_status: priceStatus(row),
            });
          }
          text += line({
            month,
            row_kind: 'organisatie',
            ...organization(id, count.org_name),
            transcriptions: Number(count.transcriptions),
            minutes: minutesOf(Number(count.audio_seconds)),
            summaries: Number(count.summaries),
          });
        }
        controller.enqueue(encoder.encode(text));
        after = ids.rows.at(-1)!.organization_id;
        if (ids.rows.length < batch) controller.close();
      },
      cancel() {
        cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
}
