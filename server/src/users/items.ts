import type { Kysely, Transaction } from 'kysely';
import type { User } from '../../../src/api/schemas/users';
import type { Database } from '../db/schema';

export type Db = Kysely<Database> | Transaction<Database>;

/** A user as the admin API answers it (spec 3; `src/api/schemas/users.ts` parses it). */
export type UserItem = User;

/** Users with their organisation and group names, ready for `where` and `select(userItemColumns)`. */
export function usersWithNames(db: Db) {
  return db
    .selectFrom('users as u')
    .leftJoin('organizations as o', 'o.id', 'u.organization_id')
    .leftJoin('groups as g', 'g.id', 'u.group_id');
}

export const userItemColumns = [
  'u.id',
  'u.username',
  'u.email',
  'u.level',
  'u.is_admin',
  'u.is_active',
  'u.is_org_admin',
  'u.is_superuser',
  'u.organization_id',
  'o.name as organization_name',
  'u.group_id',
  'g.name as group_name',
  'u.user_uuid',
  'u.created_at',
  'u.deactivated_at',
] as const;

export interface UserItemRow {
  id: number;
  username: string;
  email: string;
  level: string;
  is_admin: boolean;
  is_active: boolean;
  is_org_admin: boolean;
  is_superuser: boolean;
  organization_id: number | null;
  organization_name: string | null;
  group_id: number | null;
  group_name: string | null;
  user_uuid: string;
  created_at: Date;
  deactivated_at: Date | null;
}

/** A user as the admin API answers it (the `user` schema of spec 3). */
export function toUserItem(row: UserItemRow): UserItem {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    level: row.level,
    is_admin: row.is_admin,
    is_active: row.is_active,
    is_org_admin: row.is_org_admin,
    is_superuser: row.is_superuser,
    organization_id: row.organization_id,
    organization_name: row.organization_name,
    group_id: row.group_id,
    group: row.group_id !== null ? { id: row.group_id, name: row.group_name ?? '' } : null,
    user_uuid: row.user_uuid,
    created_at: row.created_at.toISOString(),
    deactivated_at: row.deactivated_at ? row.deactivated_at.toISOString() : null,
  };
}

/** The given users as items, in the order of `ids`. */
export async function userItemsByIds(db: Db, ids: readonly number[]): Promise<UserItem[]> {
  if (ids.length === 0) return [];
  const rows = await usersWithNames(db).select(userItemColumns).where('u.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, toUserItem(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
