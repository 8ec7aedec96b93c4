import { ApiError } from '../http/errors';
import { messages } from '../messages';
import type { Db } from './db';

/*
 * Row locks (`select … for update`) for the rest of the caller's transaction, each answering 404 when the row
 * does not exist. Changes to one organisation's groups and memberships first lock the organisation, so they
 * happen one after the other.
 */

/** Locks the organisation row; 404 when there is none. */
export async function lockOrganization(db: Db, id: number): Promise<{ id: number; name: string }> {
  const row = await db
    .selectFrom('organizations')
    .select(['id', 'name'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new ApiError(404, messages.organizations.notFound);
  return row;
}

/** Locks a group of the organisation; 404 when it does not exist there. */
export async function lockGroup(db: Db, organizationId: number, groupId: number) {
  const row = await db
    .selectFrom('groups')
    .select(['id', 'name', 'is_default'])
    .where('id', '=', groupId)
    .where('organization_id', '=', organizationId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new ApiError(404, messages.groups.notFound);
  return row;
}

/** Locks a user row and answers all of it; 404 when there is none. */
export async function lockUser(db: Db, id: number) {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw new ApiError(404, messages.users.notFound);
  return row;
}
