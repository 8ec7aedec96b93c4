import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Organization } from '../../../src/api/schemas/organizations';
import type { Db } from '../db/db';
import { inTransaction } from '../db/db';
import { uniqueOr409 } from '../db/errors';
import { lockOrganization } from '../db/locks';
import type { Database } from '../db/schema';
import { DEFAULT_GROUP_DESCRIPTION, DEFAULT_GROUP_NAME } from '../groups/defaults';
import { ApiError } from '../http/errors';
import { messages } from '../messages';
import { getOrganization } from './query';

async function assertNameFree(db: Db, name: string, exceptId?: number): Promise<void> {
  let query = db
    .selectFrom('organizations')
    .select('id')
    .where(sql<boolean>`lower(name) = lower(${name})`);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw new ApiError(409, messages.organizations.duplicateName(name));
}

/** A new organisation with its default group, in one transaction; 409 when the name is taken (any case). */
export async function createOrganization(db: Kysely<Database>, name: string): Promise<Organization> {
  const id = await uniqueOr409(messages.organizations.duplicateName(name), () =>
    inTransaction(db, async (trx) => {
      await assertNameFree(trx, name);
      const { id } = await trx
        .insertInto('organizations')
        .values({ name })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('groups')
        .values({
          organization_id: id,
          name: DEFAULT_GROUP_NAME,
          description: DEFAULT_GROUP_DESCRIPTION,
          is_default: true,
        })
        .execute();
      return id;
    }),
  );
  return getOrganization(db, id);
}

export async function renameOrganization(
  db: Kysely<Database>,
  id: number,
  name: string,
): Promise<Organization> {
  await uniqueOr409(messages.organizations.duplicateName(name), () =>
    inTransaction(db, async (trx) => {
      await lockOrganization(trx, id);
      await assertNameFree(trx, name, id);
      await trx.updateTable('organizations').set({ name }).where('id', '=', id).execute();
    }),
  );
  return getOrganization(db, id);
}

/**
 * Deletes an organisation in one transaction: its users stay but lose organisation, group and org-admin flag;
 * its groups go, and so do its templates, saved order and switches (foreign keys cascade). Returns the name
 * and how many users were unlinked.
 */
export async function deleteOrganization(
  db: Kysely<Database>,
  id: number,
): Promise<{ name: string; unlinked: number }> {
  return inTransaction(db, async (trx) => {
    const { name } = await lockOrganization(trx, id);
    const groupIds = trx.selectFrom('groups').select('id').where('organization_id', '=', id);
    const unlinked = await trx
      .updateTable('users')
      .set({ organization_id: null, group_id: null, is_org_admin: false })
      .where((eb) => eb.or([eb('organization_id', '=', id), eb('group_id', 'in', groupIds)]))
      .returning('id')
      .execute();
    await trx.deleteFrom('groups').where('organization_id', '=', id).execute();
    await trx.deleteFrom('organizations').where('id', '=', id).execute();
    return { name, unlinked: unlinked.length };
  });
}
