import type { Db } from '../db/db';
import { ApiError } from '../http/errors';
import { messages } from '../messages';
import { templatesOf } from './effective';
import type { Owner } from './owners';
import { ownerColumn, ownerValues } from './owners';

/*
 * Saved orders: a drag and drop saves the full order of a user's or an
 * organisation's list, replacing the one saved before; reset forgets it. The default templates' order is
 * their sort_order. A request that names a foreign or repeated id is refused whole (422); an id of a template
 * that no longer exists (deleted after the list was loaded, by someone else) is left out, so one
 * administrator's drag does not fail because another removed or added a template meanwhile.
 */

function duplicatesIn(ids: readonly number[]): number[] {
  const seen = new Set<number>();
  return [...new Set(ids.filter((id) => seen.has(id) || !seen.add(id)))];
}

/** 422 unless every id is one of `allowed`, once. */
function assertOrderOf(ids: readonly number[], allowed: ReadonlySet<number>): void {
  const duplicates = duplicatesIn(ids);
  if (duplicates.length > 0) throw new ApiError(422, messages.templates.orderDuplicates(duplicates));
  const foreign = ids.filter((id) => !allowed.has(id));
  if (foreign.length > 0) throw new ApiError(422, messages.templates.orderForeign(foreign));
}

/** Forgets the owner's saved order (the list falls back to the organisation's order and sort_order). */
export async function resetOrder(trx: Db, owner: Owner): Promise<void> {
  await trx.deleteFrom('template_order').where(ownerColumn(owner), '=', owner.id).execute();
}

/**
 * Saves the owner's order: the ids of templates the owner can see (switched-off ones too), each at most
 * once, replacing the saved order. The owner's row is locked by the caller.
 */
export async function saveOrder(trx: Db, owner: Owner, ids: readonly number[]): Promise<void> {
  const available = new Set((await templatesOf(trx, owner)).map((entry) => entry.row.id));
  const kept = await orderWithin(trx, ids, available);
  await resetOrder(trx, owner);
  if (kept.length === 0) return;
  await trx
    .insertInto('template_order')
    .values(kept.map((id, position) => ({ template_id: id, position, ...ownerValues(owner) })))
    .execute();
}

/**
 * `ids` without those of templates that no longer exist (deleted after the list was loaded); 422 unless each of
 * the rest is one of `allowed`, once.
 */
async function orderWithin(trx: Db, ids: readonly number[], allowed: ReadonlySet<number>): Promise<number[]> {
  const outside = ids.filter((id) => !allowed.has(id));
  const existing = new Set<number>();
  if (outside.length > 0) {
    const found = await trx.selectFrom('templates').select('id').where('id', 'in', outside).execute();
    for (const row of found) existing.add(row.id);
  }
  const kept = ids.filter((id) => allowed.has(id) || existing.has(id));
  assertOrderOf(kept, allowed);
  return kept;
}

/**
 * Sets the default templates' sort_order 0..n-1: first those `ids` names, in that order, then any it does not
 * name (made after the list was loaded) in their present order. An id of a template deleted meanwhile is left out;
 * a repeated id, or one of a template that is not a default template, refuses the whole order.
 */
export async function saveDefaultOrder(trx: Db, ids: readonly number[]): Promise<void> {
  const rows = await trx
    .selectFrom('templates')
    .select('id')
    .where('user_id', 'is', null)
    .where('organization_id', 'is', null)
    .orderBy('sort_order')
    .orderBy('id')
    .forUpdate()
    .execute();
  const named = await orderWithin(trx, ids, new Set(rows.map((row) => row.id)));
  const namedSet = new Set(named);
  const order = [...named, ...rows.map((row) => row.id).filter((id) => !namedSet.has(id))];
  for (const [position, id] of order.entries()) {
    await trx.updateTable('templates').set({ sort_order: position }).where('id', '=', id).execute();
  }
}
