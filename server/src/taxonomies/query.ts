import type { TaxonomyDetail, TaxonomySummary, TaxonomyTerm } from '../../../src/api/schemas/taxonomies';
import type { Db } from '../db/db';
import { ApiError } from '../http/errors';
import { messages } from '../messages';
import { alphabetical, selectTaxonomies, toSummary, toTerm } from './rows';
import { taxonomyXml } from './xml';

/**
 * Every taxonomy (`organizationId` null: a platform administrator), or those of one organisation: its own and
 * its users' (an organisation administrator), filtered in SQL. By name (`alphabetical`).
 */
export async function listTaxonomies(db: Db, organizationId: number | null): Promise<TaxonomySummary[]> {
  let query = selectTaxonomies(db);
  if (organizationId !== null) {
    query = query.where((eb) =>
      eb.or([eb('x.organization_id', '=', organizationId), eb('u.organization_id', '=', organizationId)]),
    );
  }
  return alphabetical((await query.execute()).map(toSummary), (row) => row.name);
}

/** The taxonomies one user or one organisation owns, by name. */
export async function ownedTaxonomies(
  db: Db,
  owner: { kind: 'user' | 'organization'; id: number },
): Promise<TaxonomySummary[]> {
  const column = owner.kind === 'user' ? 'x.user_id' : 'x.organization_id';
  const rows = await selectTaxonomies(db).where(column, '=', owner.id).execute();
  return alphabetical(rows.map(toSummary), (row) => row.name);
}

/** A taxonomy's terms by correct form (alphabetical: case-insensitive). */
export async function termsOf(db: Db, taxonomyId: number): Promise<TaxonomyTerm[]> {
  const rows = await db
    .selectFrom('taxonomy_terms')
    .selectAll()
    .where('taxonomy_id', '=', taxonomyId)
    .execute();
  return alphabetical(rows.map(toTerm), (term) => term.correct_form);
}

/** One taxonomy and its terms, without the preview; 404 when there is none. */
async function taxonomyWithTerms(db: Db, id: number) {
  const row = await selectTaxonomies(db).where('x.id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(404, messages.taxonomies.notFound);
  return { summary: toSummary(row), terms: await termsOf(db, id) };
}

/** One taxonomy with its terms and its XML preview; 404 when there is none. */
export async function taxonomyDetail(db: Db, id: number): Promise<TaxonomyDetail> {
  const { summary, terms } = await taxonomyWithTerms(db, id);
  return { ...summary, terms, xml_preview: taxonomyXml({ ...summary, terms }) };
}

/** The taxonomy as an XML document (the download); 404 when there is none. */
export async function taxonomyXmlDocument(db: Db, id: number): Promise<string> {
  const { summary, terms } = await taxonomyWithTerms(db, id);
  return taxonomyXml({ ...summary, terms });
}
