import type { Selectable } from 'kysely';
import type { TaxonomySummary, TaxonomyTerm } from '../../../src/api/schemas/taxonomies';
import type { Db } from '../db/db';
import type { TaxonomiesTable, TaxonomyTermRow } from '../db/schema';

/*
 * Taxonomies as the API answers them: with their owner (type, id and name: the username or the
 * organisation's name) and the number of terms, counted in SQL.
 */

/** Every taxonomy (alias `x`) with owner_name and term_count; callers add their filter and order. */
export function selectTaxonomies(db: Db) {
  return db
    .selectFrom('taxonomies as x')
    .leftJoin('users as u', 'u.id', 'x.user_id')
    .leftJoin('organizations as o', 'o.id', 'x.organization_id')
    .selectAll('x')
    .select((eb) => [
      eb.fn.coalesce('u.username', 'o.name').as('owner_name'),
      eb
        .selectFrom('taxonomy_terms as tt')
        .whereRef('tt.taxonomy_id', '=', 'x.id')
        .select(eb.fn.countAll<string | number>().as('n'))
        .as('term_count'),
    ]);
}

export type TaxonomyListRow = Selectable<TaxonomiesTable> & {
  owner_name: string | null;
  term_count: string | number | null;
};

const collator = new Intl.Collator('nl', { sensitivity: 'base' });

/**
 * Dutch alphabetical order, ignoring case and accents ("Één" with the e's, "Özlem" with the o's), then by the
 * exact text, then by id: a total order. Lists and terms are loaded whole, so they are sorted here, where the
 * language's order is known (PostgreSQL's `lower()` order would put every accented initial after z).
 */
export function alphabetical<T extends { id: number }>(rows: T[], text: (row: T) => string): T[] {
  return rows.sort((a, b) => {
    const [x, y] = [text(a), text(b)];
    return collator.compare(x, y) || (x < y ? -1 : x > y ? 1 : 0) || a.id - b.id;
  });
}

export function toSummary(row: TaxonomyListRow): TaxonomySummary {
  const ownedByUser = row.user_id !== null;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    taxonomy_context: row.taxonomy_context ?? '',
    is_org_wide: row.is_org_wide,
    default_active: row.default_active,
    owner_type: ownedByUser ? 'user' : 'organization',
    owner_id: ownedByUser ? row.user_id : row.organization_id,
    owner_name: row.owner_name,
    term_count: Number(row.term_count ?? 0),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toTerm(row: TaxonomyTermRow): TaxonomyTerm {
  return {
    id: row.id,
    correct_form: row.correct_form,
    alternatives: row.alternatives,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
