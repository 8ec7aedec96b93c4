import type { Access, RequestParts, ScopeLookup } from '../../../src/api/endpoints';
import { isPlatformRole, roleMayUse } from '../../../src/api/endpoints';
import type { Db } from '../db/db';
import type { AuthUser } from '../http/env';
import { ApiError } from '../http/errors';
import { messages } from '../messages';

/*
 * An endpoint's access rule (its declaration's `access`), in two steps: the role before the request is
 * validated (403 comes before 422, as it always has), the organisation after it (it is read from the
 * validated parts).
 */

/** 403 unless the user's role may use the endpoint at all (`roleMayUse`, shared with the console). */
export function assertRole(access: Access, user: AuthUser): void {
  if (!roleMayUse(access, user)) throw new ApiError(403, messages.auth.forbidden);
}

/**
 * For an organisation administrator on an `organization` endpoint: 404, worded as a missing organisation,
 * unless the request touches their own organisation. Another organisation's ids thus look like missing ones.
 */
export async function assertScope(
  access: Access,
  user: AuthUser,
  parts: RequestParts,
  lookup: ScopeLookup,
): Promise<void> {
  if (access.kind !== 'organization' || isPlatformRole(user.role)) return;
  const organizationId = await access.organizationOf(parts, lookup);
  if (organizationId === null || organizationId !== user.organizationId) {
    throw new ApiError(404, messages.organizations.notFound);
  }
}

/**
 * The `ScopeLookup` of the declarations, on the database: the organisation a user or group belongs to; a
 * taxonomy's (its owning organisation, or its owning user's), a term's (its taxonomy's), a template's (an
 * organisation template's own, a personal one's user's; none for a default template), an export
 * configuration's own and a summary's (its transcription's user's). null (no such row, or
 * no organisation) answers an organisation administrator 404.
 */
export function scopeLookup(db: Db): ScopeLookup {
  const organizationOf = (table: 'users' | 'groups') => async (id: number) => {
    const row = await db.selectFrom(table).select('organization_id').where('id', '=', id).executeTakeFirst();
    return row?.organization_id ?? null;
  };
  const taxonomyOrganization = async (where: { taxonomyId: number } | { termId: number }) => {
    let query = db
      .selectFrom('taxonomies as x')
      .leftJoin('users as u', 'u.id', 'x.user_id')
      .select((eb) => eb.fn.coalesce('x.organization_id', 'u.organization_id').as('organization_id'));
    query =
      'termId' in where
        ? query
            .innerJoin('taxonomy_terms as term', 'term.taxonomy_id', 'x.id')
            .where('term.id', '=', where.termId)
        : query.where('x.id', '=', where.taxonomyId);
    return (await query.executeTakeFirst())?.organization_id ?? null;
  };
  return {
    organizationOfUser: organizationOf('users'),
    organizationOfGroup: organizationOf('groups'),
    organizationOfTaxonomy: (taxonomyId) => taxonomyOrganization({ taxonomyId }),
    organizationOfTaxonomyTerm: (termId) => taxonomyOrganization({ termId }),
    organizationOfTemplate: async (templateId) => {
      const row = await db
        .selectFrom('templates as t')
        .leftJoin('users as u', 'u.id', 't.user_id')
        .select((eb) => eb.fn.coalesce('t.organization_id', 'u.organization_id').as('organization_id'))
        .where('t.id', '=', templateId)
        .executeTakeFirst();
      return row?.organization_id ?? null;
    },
    organizationOfExportConfiguration: async (configurationId) => {
      const row = await db
        .selectFrom('export_configurations')
        .select('organization_id')
        .where('id', '=', configurationId)
        .executeTakeFirst();
      return row?.organization_id ?? null;
    },
    organizationOfSummary: async (summaryId) => {
      const row = await db
        .selectFrom('summaries as s')
        .innerJoin('transcriptions as t', 't.id', 's.transcription_id')
        .innerJoin('users as u', 'u.id', 't.user_id')
        .select('u.organization_id')
        .where('s.id', '=', summaryId)
        .executeTakeFirst();
      return row?.organization_id ?? null;
    },
  };
}

/**
 * On an `organizationRows` endpoint: the organisation whose rows the caller sees, or null for all of them (a
 * platform administrator). An organisation administrator who names another organisation gets 404.
 */
export function rowsOrganization(user: AuthUser, requested?: number | null): number | null {
  if (isPlatformRole(user.role)) return requested ?? null;
  if (requested != null && requested !== user.organizationId)
    throw new ApiError(404, messages.organizations.notFound);
  return user.organizationId;
}
