import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { generatePassword, hashPassword } from '../auth/passwords';
import type { Config } from '../config';
import type { Database } from '../db/schema';

export interface CreatedAdmin {
  username: string;
  /** The generated password, to print once; null when it came from ADMIN_PASSWORD. */
  generatedPassword: string | null;
}

/**
 * Creates the initial superuser when the users table is empty; returns null when there were users already
 * (so a restart never creates a second one, and ADMIN_PASSWORD never overwrites a changed password).
 */
export async function ensureInitialAdmin(
  db: Kysely<Database>,
  admin: Config['admin'],
): Promise<CreatedAdmin | null> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return null;
  const password = admin.password ?? generatePassword(20);
  const inserted = await db
    .insertInto('users')
    .values({
      username: admin.username,
      email: admin.email.toLowerCase(),
      password_hash: await hashPassword(password),
      level: 'Business',
      is_superuser: true,
      is_admin: true,
      user_uuid: randomUUID(),
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;
  return { username: admin.username, generatedPassword: admin.password ? null : password };
}
