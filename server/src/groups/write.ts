import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Group, groupWrite } from '../../../src/api/schemas/organizations';
import type { User as UserItem } from '../../../src/api/schemas/users';
import { mayDeleteGroup } from '../../../src/api/rules/groups';
import type { Db } from '../db/db';
import { inTransaction } from '../db/db';
import { uniqueOr409 } from '../db/errors';
import { lockGroup, lockOrganization } from '../db/locks';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { messages } from '../messages';
import { userItemsByIds } from '../users/items';
import { defaultGroupId, touchGroups } from './defaults';
import { getGroup } from './query';

type GroupInput = z.output<typeof groupWrite>;

/*
 * Every change runs in one transaction that first locks the organisation row, so the changes to one
 * organisation's groups and memberships happen one after the other and the default flag never has two owners
 * (the partial unique index `groups_one_default_per_organization` guards it as well).
 */

async function assertNameFree(
  db: Db,
  organizationId: number,
  name: string,
  exceptId?: number,
): Promise<void> {
  let query = db
    .selectFrom('groups')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where(sql<boolean>`lower(name) = lower(${name})`);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw new ApiError(409, messages.groups.duplicateName(name));
}

/** Takes the default flag from whichever group has it now (before another group is given it). */
async function clearDefault(db: Db, organizationId: number): Promise<void> {
  await db
    .updateTable('groups')
    .set({ is_default: false, updated_at: new Date() })
    .where('organization_id', '=', organizationId)
    .where('is_default', '=', true)
    .execute();
}

/** A transaction in which a unique violation (a racing request took the name) is a 409 naming `name`. */
function nameTransaction<T>(db: Kysely<Database>, name: string, work: (trx: Db) => Promise<T>): Promise<T> {
  return uniqueOr409(messages.groups.duplicateName(name), () => inTransaction(db, work));
}

/** A new group; `is_default` true moves the flag to it. An organisation without a default group gets this one. */
export async function createGroup(
  db: Kysely<Database>,
  organizationId: number,
  input: GroupInput,
): Promise<Group> {
  const id = await nameTransaction(db, input.name, async (trx) => {
    await lockOrganization(trx, organizationId);
    await assertNameFree(trx, organizationId, input.name);
    const current = await defaultGroupId(trx, organizationId);
    const makeDefault = input.is_default === true || current === null;
    if (makeDefault && current !== null) await clearDefault(trx, organizationId);
    const { id } = await trx
      .insertInto('groups')
      .values({
        organization_id: organizationId,
        name: input.name,
        description: input.description,
        is_default: makeDefault,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  });
  return getGroup(db, organizationId, id);
}

/**
 * Edits name and description; `is_default` true makes this the default group (moving the flag), false on the
 * current default group is a 409 (there must be one), absent leaves it.
 */
export async function updateGroup(
  db: Kysely<Database>,
  organizationId: number,
  groupId: number,
  input: GroupInput,
): Promise<Group> {
  await nameTransaction(db, input.name, async (trx) => {
    await lockOrganization(trx, organizationId);
    const group = await lockGroup(trx, organizationId, groupId);
    await assertNameFree(trx, organizationId, input.name, groupId);
    if (input.is_default === false && group.is_default)
      throw new ApiError(409, messages.groups.defaultRequired);
    const makeDefault = input.is_default === true && !group.is_default;
    if (makeDefault) await clearDefault(trx, organizationId);
    await trx
      .updateTable('groups')
      .set({
        name: input.name,
        description: input.description,
        ...(makeDefault ? { is_default: true } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', groupId)
      .execute();
  });
  return getGroup(db, organizationId, groupId);
}

/** Deletes a group that is not the default one; its members stay in the organisation without a group. */
export async function deleteGroup(
  db: Kysely<Database>,
  organizationId: number,
  groupId: number,
): Promise<{ message: string }> {
  return inTransaction(db, async (trx) => {
    await lockOrganization(trx, organizationId);
    const group = await lockGroup(trx, organizationId, groupId);
    if (mayDeleteGroup(group) === 'defaultGroup')
      throw new ApiError(409, messages.groups.defaultCannotBeDeleted);
    const unlinked = await trx
      .updateTable('users')
      .set({ group_id: null })
      .where('group_id', '=', groupId)
      .returning('id')
      .execute();
    // Group-linked templates are released here once templates exist.
    await trx.deleteFrom('groups').where('id', '=', groupId).execute();
    return { message: messages.groups.deleted(group.name, unlinked.length) };
  });
}

async function lockMember(db: Db, userId: number) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'organization_id', 'group_id'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!user) throw new ApiError(404, messages.organizations.userNotFound);
  return user;
}

/**
 * Links a member of the organisation to the group. A user is in at most one group, so linking moves them out
 * of their current group. Not a member of the organisation, or already in this group: 409.
 */
export async function linkMember(
  db: Kysely<Database>,
  organizationId: number,
  groupId: number,
  userId: number,
): Promise<UserItem> {
  await inTransaction(db, async (trx) => {
    await lockOrganization(trx, organizationId);
    await lockGroup(trx, organizationId, groupId);
    const user = await lockMember(trx, userId);
    if (user.organization_id !== organizationId) {
      throw new ApiError(409, messages.groups.userNotInOrganization(user.username));
    }
    if (user.group_id === groupId) throw new ApiError(409, messages.groups.alreadyMember(user.username));
    await trx.updateTable('users').set({ group_id: groupId }).where('id', '=', userId).execute();
    await touchGroups(trx, [user.group_id, groupId]);
  });
  const [item] = await userItemsByIds(db, [userId]);
  return item!;
}

/** Takes a user out of the group (group_id null); they stay in the organisation. 404 when not in this group. */
export async function unlinkMember(
  db: Kysely<Database>,
  organizationId: number,
  groupId: number,
  userId: number,
): Promise<{ message: string }> {
  return inTransaction(db, async (trx) => {
    await lockOrganization(trx, organizationId);
    await lockGroup(trx, organizationId, groupId);
    const user = await lockMember(trx, userId);
    if (user.group_id !== groupId) throw new ApiError(404, messages.groups.notMember);
    await trx.updateTable('users').set({ group_id: null }).where('id', '=', userId).execute();
    await touchGroups(trx, [groupId]);
    return { message: messages.groups.memberUnlinked(user.username) };
  });
}
