import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { UserItem } from './items';
import { userItem, usersWithNames } from './items';

export async function findUser(db: Kysely<Database>, id: number): Promise<UserItem | undefined> {
  const row = await usersWithNames(db).select(userItem).where('u.id', '=', id).executeTakeFirst();
  return row?.item;
}
