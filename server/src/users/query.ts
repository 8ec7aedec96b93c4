import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { UserItem } from './items';
import { toUserItem, userItemColumns, usersWithNames } from './items';

/** Every user, by username (case-insensitive, then exact). */
export async function listUsers(db: Kysely<Database>): Promise<UserItem[]> {
  const rows = await usersWithNames(db)
    .select(userItemColumns)
    .orderBy(sql`lower(u.username)`)
    .orderBy('u.username')
    .orderBy('u.id')
    .execute();
  return rows.map(toUserItem);
}

export async function findUser(db: Kysely<Database>, id: number): Promise<UserItem | undefined> {
  const row = await usersWithNames(db).select(userItemColumns).where('u.id', '=', id).executeTakeFirst();
  return row ? toUserItem(row) : undefined;
}
