import type { Db } from '../db/db';
import { ApiError } from '../http/errors';
import { messages } from '../messages';

/**
 * Whose list a request works on: a user (with the organisation whose templates they get) or an organisation.
 * Templates, saved orders and switches all name their owner in `user_id` or `organization_id`.
 */
export type Owner =
  { kind: 'user'; id: number; organizationId: number | null } | { kind: 'organization'; id: number };

export type OwnerColumn = 'user_id' | 'organization_id';

export function ownerColumn(owner: Owner): OwnerColumn {
  return owner.kind === 'user' ? 'user_id' : 'organization_id';
}

/** The owner columns of a new row (template, order entry or switch) of this owner. */
export function ownerValues(owner: Owner): { user_id: number | null; organization_id: number | null } {
  return owner.kind === 'user'
    ? { user_id: owner.id, organization_id: null }
    : { user_id: null, organization_id: owner.id };
}

/**
 * The user of `admin/users/{id}/…` (404 when there is none); `lock` holds their row until the transaction
 * ends, so saves to one user's templates, order and switches happen one after the other.
 */
export async function userOwner(db: Db, userId: number, lock = false): Promise<Owner> {
  let query = db.selectFrom('users').select(['id', 'organization_id']).where('id', '=', userId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new ApiError(404, messages.users.notFound);
  return { kind: 'user', id: row.id, organizationId: row.organization_id };
}

/** The organisation of `admin/organizations/{id}/…` (404 when there is none); `lock` as for a user. */
export async function organizationOwner(db: Db, organizationId: number, lock = false): Promise<Owner> {
  let query = db.selectFrom('organizations').select('id').where('id', '=', organizationId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new ApiError(404, messages.organizations.notFound);
  return { kind: 'organization', id: row.id };
}
