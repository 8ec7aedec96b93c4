import type { Db } from '../db/db';
import { ApiError } from '../http/errors';
import { messages } from '../messages';
import type { Owner } from '../templates/owners';
import { ownerValues } from '../templates/owners';
import type { TaxonomyCreateInput, TaxonomyInput } from './input';
import { taxonomyFields, termFields } from './input';
import { addTerms } from './terms';

/*
 * Taxonomies of a user or an organisation. Every function runs in the caller's transaction (the audited one
 * of the route), so a taxonomy and the terms it is created with are stored together or not at all.
 */

/**
 * A new taxonomy of the owner (whose row the caller has locked) with the terms given; every field and term is
 * checked (422, 409) before anything is written. Answers its id.
 */
export async function createTaxonomy(
  db: Db,
  owner: Owner,
  input: TaxonomyCreateInput,
  actorId: number | null,
): Promise<number> {
  const fields = taxonomyFields(input);
  const terms = input.terms.map(termFields);
  const { id } = await db
    .insertInto('taxonomies')
    .values({ ...fields, ...ownerValues(owner), created_by: actorId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addTerms(db, id, terms);
  return id;
}

/** Changes name, description, context and the two flags; 404 when there is no such taxonomy. */
export async function updateTaxonomy(db: Db, id: number, input: TaxonomyInput): Promise<void> {
  const fields = taxonomyFields(input);
  const row = await db
    .updateTable('taxonomies')
    .set({ ...fields, updated_at: new Date() })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new ApiError(404, messages.taxonomies.notFound);
}

/** Deletes a taxonomy; its terms and template links go with it (foreign keys, same statement). */
export async function deleteTaxonomy(db: Db, id: number): Promise<{ message: string }> {
  const row = await db.deleteFrom('taxonomies').where('id', '=', id).returning('id').executeTakeFirst();
  if (!row) throw new ApiError(404, messages.taxonomies.notFound);
  return { message: messages.taxonomies.deleted };
}
