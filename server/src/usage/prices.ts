import { sql, type Kysely } from 'kysely';
import { aiModels } from '../../../src/api/schemas/ai';
import type { ModelPrice, ModelPrices, ModelPriceWrite } from '../../../src/api/schemas/usage';
import { priceDateTakenMessage, PRICE_NOT_FOUND_MESSAGE } from '../../../src/api/schemas/usage';
import type { Db } from '../db/db';
import { uniqueOr409 } from '../db/errors';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { isoDay } from '../stats/range';
import { priceOfDay } from './cost';

/**
 * Prices per model (platform administrators): one row per model and `valid_from`; a price holds until the day
 * before the model's next one (`valid_until`, derived). The models listed are the contract's four, every model
 * with usage (from `stats_model_day`, never the raw rows) and every priced model; usage without a recorded
 * model cannot be priced and is not listed.
 */

interface PriceRow {
  id: number;
  model: string;
  valid_from: string;
  valid_until: string | null;
  input_per_million: string;
  cached_per_million: string;
  output_per_million: string;
  updated_at: Date;
  updated_by: string | null;
}

function priceOf(row: PriceRow): ModelPrice {
  return {
    id: row.id,
    model: row.model,
    valid_from: row.valid_from,
    input_per_million: Number(row.input_per_million),
    cached_per_million: Number(row.cached_per_million),
    output_per_million: Number(row.output_per_million),
    valid_until: row.valid_until,
    updated_at: row.updated_at.toISOString(),
    updated_by: row.updated_by,
  };
}

/** Every price (or the model's), by model then newest first, with `valid_until` and who set it. */
async function priceRows(db: Db, model?: string): Promise<PriceRow[]> {
  const { rows } = await sql<PriceRow>`
    select p.id, p.model, p.valid_from::text as valid_from,
      (lead(p.valid_from) over (partition by p.model order by p.valid_from) - 1)::text as valid_until,
      p.input_per_million::text as input_per_million, p.cached_per_million::text as cached_per_million,
      p.output_per_million::text as output_per_million, p.updated_at, u.username as updated_by
    from model_prices p left join users u on u.id = p.updated_by
    ${model === undefined ? sql`` : sql`where p.model = ${model}`}
    order by p.model, p.valid_from desc`.execute(db);
  return rows;
}

/** `GET admin/usage/prices`. */
export async function modelPricesAnswer(db: Kysely<Database>, now = new Date()): Promise<ModelPrices> {
  const today = isoDay(now);
  const [rows, usage] = await Promise.all([
    priceRows(db),
    sql<{ model: string; last_used: string; unpriced_tokens: string }>`
      select s.model, max(s.day)::text as last_used,
        coalesce(sum(case when p.model is null then s.tokens_in + s.tokens_cached + s.tokens_out end), 0)
          as unpriced_tokens
      from stats_model_day s ${priceOfDay('s')}
      where s.model <> '' group by s.model`.execute(db),
  ]);
  const prices = rows.map(priceOf);
  const names = new Set<string>([
    ...aiModels,
    ...usage.rows.map((r) => r.model),
    ...prices.map((p) => p.model),
  ]);
  const used = new Map(usage.rows.map((row) => [row.model, row]));
  const models = [...names].sort().map((model) => {
    const row = used.get(model);
    const current =
      prices.find(
        (p) =>
          p.model === model && p.valid_from <= today && (p.valid_until === null || p.valid_until >= today),
      ) ?? null;
    return {
      model,
      current,
      last_used: row?.last_used ?? null,
      unpriced_tokens: Number(row?.unpriced_tokens ?? 0),
    };
  });
  return { prices, models };
}

/** One price with its `valid_until`; 404 when it is not there. */
export async function findPrice(db: Db, id: number): Promise<ModelPrice> {
  const model = await db.selectFrom('model_prices').select('model').where('id', '=', id).executeTakeFirst();
  const row = model && (await priceRows(db, model.model)).find((r) => r.id === id);
  if (!row) throw new ApiError(404, PRICE_NOT_FOUND_MESSAGE);
  return priceOf(row);
}

/** A price as written: the model, its first day and its euros per million input, cached and output tokens. */
export const pricePeriod = (
  model: string,
  validFrom: string,
  [input, cached, output]: readonly [number, number, number],
): ModelPriceWrite => ({
  model,
  valid_from: validFrom,
  input_per_million: input,
  cached_per_million: cached,
  output_per_million: output,
});

/** The row of a price set by `userId` (null: by nobody, as a seed's). */
export const priceRow = (price: ModelPriceWrite, userId: number | null) => ({
  model: price.model,
  valid_from: price.valid_from,
  input_per_million: price.input_per_million,
  cached_per_million: price.cached_per_million,
  output_per_million: price.output_per_million,
  updated_at: new Date(),
  updated_by: userId,
});

/** Adds a price; 409 when the model has one from that date. Answers its id. */
export async function createPrice(db: Db, price: ModelPriceWrite, userId: number): Promise<number> {
  const { id } = await uniqueOr409(priceDateTakenMessage(price.model, price.valid_from), () =>
    db.insertInto('model_prices').values(priceRow(price, userId)).returning('id').executeTakeFirstOrThrow(),
  );
  return id;
}

/** Changes a price; 404 when it is not there, 409 when the model has another price from that date. */
export async function updatePrice(db: Db, id: number, price: ModelPriceWrite, userId: number): Promise<void> {
  const updated = await uniqueOr409(priceDateTakenMessage(price.model, price.valid_from), () =>
    db.updateTable('model_prices').set(priceRow(price, userId)).where('id', '=', id).executeTakeFirst(),
  );
  if (Number(updated.numUpdatedRows) !== 1) throw new ApiError(404, PRICE_NOT_FOUND_MESSAGE);
}

/** Removes a price; 404 when it is not there. Answers what it was (model and date) for the audit label. */
export async function deletePrice(db: Db, id: number): Promise<{ model: string; valid_from: string }> {
  const row = await db
    .deleteFrom('model_prices')
    .where('id', '=', id)
    .returning(['model', sql<string>`valid_from::text`.as('valid_from')])
    .executeTakeFirst();
  if (!row) throw new ApiError(404, PRICE_NOT_FOUND_MESSAGE);
  return row;
}
