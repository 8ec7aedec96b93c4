import { sql } from 'kysely';
import type { Organization, OrganizationDetail } from '../../../src/api/schemas/organizations';
import { ApiError } from '../http/errors';
import { messages } from '../messages';
import type { Db } from '../db/db';
import { byUsername, userItem, usersWithNames } from '../users/items';

interface OrganizationRow {
  id: number;
  name: string;
  created_at: Date;
  user_count: number | string | null;
  template_count: number | string | null;
}

function selectOrganizations(db: Db) {
  return db
    .selectFrom('organizations as o')
    .select(['o.id', 'o.name', 'o.created_at'])
    .select((eb) =>
      eb
        .selectFrom('users as u')
        .whereRef('u.organization_id', '=', 'o.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('user_count'),
    )
    .select((eb) =>
      eb
        .selectFrom('templates as t')
        .whereRef('t.organization_id', '=', 'o.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('template_count'),
    );
}

function toOrganization(row: OrganizationRow): Organization {
  return {
    id: row.id,
    name: row.name,
    created_at: row.created_at.toISOString(),
    user_count: Number(row.user_count ?? 0),
    template_count: Number(row.template_count ?? 0),
  };
}

/** Every organisation with its counts, sorted by name (case-insensitive). */
export async function listOrganizations(db: Db): Promise<Organization[]> {
  const rows = await selectOrganizations(db)
    .orderBy(sql`lower(o.name)`)
    .orderBy('o.id')
    .execute();
  return rows.map(toOrganization);
}

export async function findOrganization(db: Db, id: number): Promise<Organization | undefined> {
  const row = await selectOrganizations(db).where('o.id', '=', id).executeTakeFirst();
  return row ? toOrganization(row) : undefined;
}

export async function getOrganization(db: Db, id: number): Promise<Organization> {
  const organization = await findOrganization(db, id);
  if (!organization) throw new ApiError(404, messages.organizations.notFound);
  return organization;
}

/** The organisation's users, sorted by username. */
export async function organizationUsers(db: Db, organizationId: number) {
  const rows = await usersWithNames(db)
    .select(userItem)
    .where('u.organization_id', '=', organizationId)
    .orderBy(byUsername)
    .execute();
  return rows.map((row) => row.item);
}

/** The organisation's own templates (not the default ones it uses), by title. */
function organizationTemplates(db: Db, organizationId: number) {
  return db
    .selectFrom('templates')
    .select(['id', 'name', 'title'])
    .where('organization_id', '=', organizationId)
    .orderBy(sql`lower(title)`)
    .orderBy('id')
    .execute();
}

export async function organizationDetail(db: Db, id: number): Promise<OrganizationDetail> {
  const organization = await getOrganization(db, id);
  return {
    ...organization,
    users: await organizationUsers(db, id),
    templates: await organizationTemplates(db, id),
  };
}
