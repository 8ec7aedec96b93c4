import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { TemplateType } from '../../../src/api/schemas/templates';
import type { Db } from '../db/db';
import type { TaxonomiesTable } from '../db/schema';
import { ApiError } from '../http/errors';
import { messages } from '../messages';
import { typeOfRow } from '../templates/rows';

/*
 * Which taxonomies can apply to a template (src/api/schemas/taxonomies.ts):
 * - a personal template: its user's taxonomies, and the organisation-wide ones (`is_org_wide`) of the user's
 *   organisation;
 * - an organisation template: every taxonomy of that organisation;
 * - a default template: none (default templates are platform-wide; taxonomies belong to one owner).
 * "Of an organisation" means owned by it: a member's own taxonomies never reach a colleague's templates or the
 * organisation's, whatever their `is_org_wide`.
 */

/** A template as the taxonomy rule sees it. */
export interface TaxonomyTemplate {
  id: number;
  title: string;
  type: TemplateType;
  /** A personal template's user. */
  userId: number | null;
  /** An organisation template's organisation, or a personal template's user's; null for a default template. */
  organizationId: number | null;
}

/** The template of `admin/meeting-templates/{id}/…`; 404 when there is none. */
export async function taxonomyTemplate(db: Db, id: number): Promise<TaxonomyTemplate> {
  const row = await db
    .selectFrom('templates as t')
    .leftJoin('users as u', 'u.id', 't.user_id')
    .select([
      't.id',
      't.title',
      't.user_id',
      't.organization_id',
      'u.organization_id as user_organization_id',
    ])
    .where('t.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, messages.templates.notFound);
  return {
    id: row.id,
    title: row.title,
    type: typeOfRow(row),
    userId: row.user_id,
    organizationId: row.organization_id ?? row.user_organization_id,
  };
}

type TaxonomyBuilder = ExpressionBuilder<{ x: TaxonomiesTable }, 'x'>;

/**
 * The rule as a condition on taxonomies aliased `x`, for a query's `where`; false for a default template.
 * `where((eb) => appliesTo(template)(eb))`.
 */
export function appliesTo(template: TaxonomyTemplate) {
  return <E>(eb: E): Expression<SqlBool> => {
    const b = eb as unknown as TaxonomyBuilder;
    switch (template.type) {
      case 'default':
        return b.lit(false);
      case 'organization':
        return b('x.organization_id', '=', template.organizationId!);
      case 'personal': {
        const terms = [b('x.user_id', '=', template.userId!)];
        if (template.organizationId !== null) {
          terms.push(
            b.and([b('x.organization_id', '=', template.organizationId), b('x.is_org_wide', '=', true)]),
          );
        }
        return b.or(terms);
      }
    }
  };
}
