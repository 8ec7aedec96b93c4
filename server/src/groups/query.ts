import { sql } from 'kysely';
import type { Group } from '../../../src/api/schemas/organizations';
import { ApiError } from '../http/errors';
import { messages } from '../messages';
import type { Db } from '../db/db';
import { byUsername, userItem, usersWithNames } from '../users/items';

interface GroupRow {
  id: number;
  organization_id: number;
  name: string;
  description: string | null;
  is_default: boolean;
  created_at: Date;
  updated_at: Date;
  member_count: number | string | null;
}

function selectGroups(db: Db, organizationId: number) {
  return db
    .selectFrom('groups as g')
    .select([
      'g.id',
      'g.organization_id',
      'g.name',
      'g.description',
      'g.is_default',
      'g.created_at',
      'g.updated_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('users as u')
        .whereRef('u.group_id', '=', 'g.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('member_count'),
    )
    .where('g.organization_id', '=', organizationId);
}

function toGroup(row: GroupRow): Group {
  return {
    id: row.id,
    organization_id: row.organization_id,
    name: row.name,
    description: row.description,
    is_default: row.is_default,
    member_count: Number(row.member_count ?? 0),
    // Templates linked to groups arrive with a later issue; until then there are none to count.
    template_count: 0,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The organisation's groups: the default group first, then by name. */
export async function listGroups(db: Db, organizationId: number): Promise<Group[]> {
  const rows = await selectGroups(db, organizationId)
    .orderBy('g.is_default', 'desc')
    .orderBy(sql`lower(g.name)`)
    .orderBy('g.id')
    .execute();
  return rows.map(toGroup);
}

/** One group of the organisation; 404 when it does not exist there. */
export async function getGroup(db: Db, organizationId: number, groupId: number): Promise<Group> {
  const row = await selectGroups(db, organizationId).where('g.id', '=', groupId).executeTakeFirst();
  if (!row) throw new ApiError(404, messages.groups.notFound);
  return toGroup(row);
}

/** The group's members, sorted by username. */
export async function groupMembers(db: Db, groupId: number) {
  const rows = await usersWithNames(db)
    .select(userItem)
    .where('u.group_id', '=', groupId)
    .orderBy(byUsername)
    .execute();
  return rows.map((row) => row.item);
}
