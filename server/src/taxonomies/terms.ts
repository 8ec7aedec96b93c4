import { sql } from 'kysely';
import type { TaxonomyTerm } from '../../../src/api/schemas/taxonomies';
import type { Db } from '../db/db';
import { uniqueOr409 } from '../db/errors';
import { ApiError } from '../http/errors';
import { messages } from '../messages';
import type { TermFields, TermInput } from './input';
import { termFields } from './input';
import { toTerm } from './rows';

/*
 * Terms of a taxonomy. A correct form is unique within its taxonomy, case-insensitively: checked here with
 * the database's own `lower()` (the unique index `taxonomy_terms_correct_form_unique` uses the same, so the
 * check and the database never disagree), within one request too. Every change runs in the caller's
 * transaction, after `lockTaxonomy`, so the changes to one taxonomy's terms happen one after the other; each
 * moves the taxonomy's updated_at.
 */

/** Rows per insert statement (three parameters each). */
const INSERT_CHUNK = 1000;

/**
 * Locks the taxonomy row for the rest of the transaction (`for no key update`: another term write waits, and
 * so does a deletion of the taxonomy, while links to it can still be written); 404 when there is none.
 */
export async function lockTaxonomy(db: Db, id: number): Promise<void> {
  const row = await db
    .selectFrom('taxonomies')
    .select('id')
    .where('id', '=', id)
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!row) throw new ApiError(404, messages.taxonomies.notFound);
}

/** The taxonomy of a term, locked as `lockTaxonomy` does; 404 when the term does not exist. */
export async function lockTaxonomyOfTerm(db: Db, termId: number): Promise<number> {
  const row = await db
    .selectFrom('taxonomy_terms')
    .select('taxonomy_id')
    .where('id', '=', termId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, messages.taxonomies.termNotFound);
  await lockTaxonomy(db, row.taxonomy_id);
  return row.taxonomy_id;
}

/** Moves the taxonomy's updated_at: its terms changed. */
async function touchTaxonomy(db: Db, taxonomyId: number): Promise<void> {
  await db.updateTable('taxonomies').set({ updated_at: new Date() }).where('id', '=', taxonomyId).execute();
}

/**
 * 409 for the first correct form (in the order given) that the taxonomy has already (other than the term
 * `exceptTermId`), or that comes earlier in `forms` in another case.
 */
async function assertFormsFree(
  db: Db,
  taxonomyId: number,
  forms: readonly string[],
  exceptTermId?: number,
): Promise<void> {
  const except = exceptTermId === undefined ? sql`` : sql`and t.id <> ${exceptTermId}`;
  const { rows } = await sql<{ form: string; repeated: boolean }>`
    with given as (
      select form, position, row_number() over (partition by lower(form) order by position) as nth
      from unnest(${[...forms]}::text[]) with ordinality as g(form, position)
    )
    select form, nth > 1 as repeated from given
    where nth > 1 or exists (
      select 1 from taxonomy_terms t
      where t.taxonomy_id = ${taxonomyId} and lower(t.correct_form) = lower(given.form) ${except}
    )
    order by position
    limit 1`.execute(db);
  const clash = rows[0];
  if (clash) {
    throw new ApiError(
      409,
      clash.repeated
        ? messages.taxonomies.repeatedTerm(clash.form)
        : messages.taxonomies.duplicateTerm(clash.form),
    );
  }
}

/**
 * Adds terms to a taxonomy the caller has locked, all or nothing: every correct form valid (422) and free
 * (409) before anything is written. Answers the new terms in the order given.
 */
export async function addTerms(
  db: Db,
  taxonomyId: number,
  inputs: readonly (TermInput | TermFields)[],
): Promise<TaxonomyTerm[]> {
  const terms = inputs.map(termFields);
  if (terms.length === 0) return [];
  await assertFormsFree(
    db,
    taxonomyId,
    terms.map((term) => term.correct_form),
  );
  const clash =
    terms.length === 1
      ? messages.taxonomies.duplicateTerm(terms[0]!.correct_form)
      : messages.taxonomies.duplicateTerms;
  const added: TaxonomyTerm[] = [];
  for (let start = 0; start < terms.length; start += INSERT_CHUNK) {
    const rows = await uniqueOr409(clash, () =>
      db
        .insertInto('taxonomy_terms')
        .values(
          terms.slice(start, start + INSERT_CHUNK).map((term) => ({ taxonomy_id: taxonomyId, ...term })),
        )
        .returningAll()
        .execute(),
    );
    added.push(...rows.map(toTerm));
  }
  await touchTaxonomy(db, taxonomyId);
  return added;
}

/** Changes a term of a taxonomy the caller has locked; its correct form must stay free (409). */
export async function updateTerm(
  db: Db,
  taxonomyId: number,
  termId: number,
  input: TermInput,
): Promise<TaxonomyTerm> {
  const fields = termFields(input);
  await assertFormsFree(db, taxonomyId, [fields.correct_form], termId);
  const row = await uniqueOr409(messages.taxonomies.duplicateTerm(fields.correct_form), () =>
    db
      .updateTable('taxonomy_terms')
      .set({ ...fields, updated_at: new Date() })
      .where('id', '=', termId)
      .where('taxonomy_id', '=', taxonomyId)
      .returningAll()
      .executeTakeFirst(),
  );
  if (!row) throw new ApiError(404, messages.taxonomies.termNotFound);
  await touchTaxonomy(db, taxonomyId);
  return toTerm(row);
}

/** Deletes a term of a taxonomy the caller has locked. */
export async function deleteTerm(db: Db, taxonomyId: number, termId: number): Promise<{ message: string }> {
  const deleted = await db
    .deleteFrom('taxonomy_terms')
    .where('id', '=', termId)
    .where('taxonomy_id', '=', taxonomyId)
    .returning('id')
    .executeTakeFirst();
  if (!deleted) throw new ApiError(404, messages.taxonomies.termNotFound);
  await touchTaxonomy(db, taxonomyId);
  return { message: messages.taxonomies.termDeleted };
}
