import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AddUsersResult, BulkUsersResult } from '../../../src/api/schemas/organizations';
import {
  BULK_MAX_USERS,
  type bulkUserItem,
  type bulkUsersToOrganization,
  splitEmails,
} from '../../../src/api/schemas/organizations';
import type { User as UserItem } from '../../../src/api/schemas/users';
import type { TransactionRunner } from '../audit/record';
import { generatePassword, hashPassword } from '../auth/passwords';
import { inTransaction } from '../db/db';
import { uniqueOr409 } from '../db/errors';
import { lockOrganization } from '../db/locks';
import type { Database, UserLevel } from '../db/schema';
import { defaultGroupId, touchGroups } from '../groups/defaults';
import type { AuthUser } from '../http/env';
import { ApiError } from '../http/errors';
import { messages } from '../messages';
import { userItemsByIds } from '../users/items';
import { assertMayManage } from '../users/manage';

/** Length of the passwords the server makes for bulk-created users. */
export const BULK_PASSWORD_LENGTH = 8;

/**
 * `users/add`: links existing users without an organisation to this one (into its default group), all or
 * nothing. Unknown ids: 404; users of this organisation already: 409; users of another organisation: 409
 * (a user belongs to one organisation, and nobody is moved silently).
 */
export async function addUsers(
  db: Kysely<Database>,
  organizationId: number,
  userIds: readonly number[],
  makeAdmin: boolean,
): Promise<AddUsersResult> {
  const ids = [...new Set(userIds)];
  await inTransaction(db, async (trx) => {
    await lockOrganization(trx, organizationId);
    const rows = await trx
      .selectFrom('users as u')
      .leftJoin('organizations as o', 'o.id', 'u.organization_id')
      .select(['u.id', 'u.username', 'u.organization_id', 'o.name as organization_name'])
      .where('u.id', 'in', ids)
      .orderBy('u.id')
      .forUpdate('u')
      .execute();
    const found = new Set(rows.map((row) => row.id));
    const unknown = ids.filter((id) => !found.has(id));
    if (unknown.length > 0) throw new ApiError(404, messages.organizations.usersNotFound(unknown));
    const here = rows.filter((row) => row.organization_id === organizationId);
    if (here.length > 0) {
      throw new ApiError(409, messages.organizations.alreadyMembers(here.map((row) => row.username)));
    }
    const elsewhere = rows.filter((row) => row.organization_id !== null);
    if (elsewhere.length > 0) {
      throw new ApiError(
        409,
        messages.organizations.inOtherOrganization(
          elsewhere.map((row) => `${row.username} (${row.organization_name ?? row.organization_id})`),
        ),
      );
    }
    const groupId = await defaultGroupId(trx, organizationId);
    await trx
      .updateTable('users')
      .set({ organization_id: organizationId, group_id: groupId, is_org_admin: makeAdmin })
      .where('id', 'in', ids)
      .execute();
    // Their organisation (and so their access token's claims) changed: the database's trigger
    // (`users_end_sessions`) ends their sessions, and they sign in again.
    await touchGroups(trx, [groupId]);
  });
  return { added: await userItemsByIds(db, ids), message: messages.organizations.usersAdded(ids.length) };
}

/** Takes a user out of the organisation: organisation, group and org-admin flag cleared. 404 if not a member. */
export async function removeUser(
  db: Kysely<Database>,
  actor: AuthUser,
  organizationId: number,
  userId: number,
): Promise<{ message: string }> {
  return inTransaction(db, async (trx) => {
    await lockOrganization(trx, organizationId);
    const user = await trx
      .selectFrom('users')
      .select(['id', 'username', 'organization_id', 'group_id', 'is_admin', 'is_superuser'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user) throw new ApiError(404, messages.organizations.userNotFound);
    if (user.organization_id !== organizationId)
      throw new ApiError(404, messages.organizations.userNotMember);
    assertMayManage(actor, user);
    await trx
      .updateTable('users')
      .set({ organization_id: null, group_id: null, is_org_admin: false })
      .where('id', '=', userId)
      .execute();
    await touchGroups(trx, [user.group_id]);
    return { message: messages.organizations.userRemoved(user.username) };
  });
}

/**
 * Sets or clears a member's org-admin flag; 404 when the user is not a member of this organisation. A change
 * takes effect at once (their refresh tokens are revoked); an organisation administrator cannot change a
 * platform administrator's flag.
 */
export async function setOrgAdmin(
  db: Kysely<Database>,
  actor: AuthUser,
  organizationId: number,
  userId: number,
  isOrgAdmin: boolean,
): Promise<UserItem> {
  await inTransaction(db, async (trx) => {
    await lockOrganization(trx, organizationId);
    const user = await trx
      .selectFrom('users')
      .select(['id', 'organization_id', 'is_org_admin', 'is_admin', 'is_superuser'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user || user.organization_id !== organizationId)
      throw new ApiError(404, messages.organizations.userNotMember);
    assertMayManage(actor, user);
    if (user.is_org_admin === isOrgAdmin) return;
    await trx.updateTable('users').set({ is_org_admin: isOrgAdmin }).where('id', '=', userId).execute();
  });
  const [item] = await userItemsByIds(db, [userId]);
  return item!;
}

interface NewMember {
  username: string;
  email: string;
  password: string | undefined;
  level: UserLevel;
  is_admin: boolean;
  is_org_admin: boolean;
}

const emailFormat = z.email();

/** Both request forms as one list; 422 for no, too many or malformed addresses. */
function newMembersOf(body: z.output<typeof bulkUsersToOrganization>): NewMember[] {
  if (body.users) {
    return body.users.map((item: z.output<typeof bulkUserItem>) => ({
      username: item.username,
      email: item.email,
      password: item.password,
      level: item.level,
      is_admin: item.is_admin,
      is_org_admin: item.is_org_admin ?? body.make_admin,
    }));
  }
  const emails = splitEmails(body.emails ?? '');
  if (emails.length === 0) throw new ApiError(422, messages.organizations.noEmails);
  const invalid = emails.filter((email) => !emailFormat.safeParse(email).success || email.length > 320);
  if (invalid.length > 0) throw new ApiError(422, messages.organizations.invalidEmails(invalid));
  if (emails.length > BULK_MAX_USERS)
    throw new ApiError(422, messages.organizations.tooManyUsers(BULK_MAX_USERS));
  return emails.map((email) => ({
    username: email,
    email,
    password: undefined,
    level: 'Lite',
    is_admin: false,
    is_org_admin: body.make_admin,
  }));
}

function repeated(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const value of values) (seen.has(value) ? twice : seen).add(value);
  return [...twice];
}

/**
 * `users/bulk`: creates new users straight into the organisation's default group, all or nothing in one
 * transaction. Addresses or usernames repeated in the request or already taken: 409 naming them. The
 * passwords are hashed before `transaction` runs the database part (the audit passes one that records it).
 */
export async function bulkCreateUsers(
  db: Kysely<Database>,
  organizationId: number,
  body: z.output<typeof bulkUsersToOrganization>,
  transaction: TransactionRunner = (work) => inTransaction(db, work),
): Promise<BulkUsersResult> {
  const members = newMembersOf(body);
  const duplicates = [
    ...repeated(members.map((m) => m.email)),
    ...repeated(members.map((m) => m.username)).filter((name) => !members.some((m) => m.email === name)),
  ];
  if (duplicates.length > 0)
    throw new ApiError(409, messages.organizations.duplicateInRequest([...new Set(duplicates)]));

  // Hash before the transaction: argon2 takes ~25 ms a password and should not hold the organisation lock.
  const hashes = await Promise.all(
    members.map((m) => hashPassword(m.password ?? generatePassword(BULK_PASSWORD_LENGTH))),
  );
  const ids = await uniqueOr409(messages.organizations.concurrentChange, () =>
    transaction(async (trx) => {
      await lockOrganization(trx, organizationId);
      const emails = members.map((m) => m.email);
      const usernames = members.map((m) => m.username);
      const clashes = await trx
        .selectFrom('users')
        .select(['username', 'email'])
        .where((eb) => eb.or([eb(sql<string>`lower(email)`, 'in', emails), eb('username', 'in', usernames)]))
        .execute();
      if (clashes.length > 0) {
        const taken = new Set(clashes.flatMap((c) => [c.username, c.email.toLowerCase()]));
        const named = members.flatMap((m) =>
          taken.has(m.email) ? [m.email] : taken.has(m.username) ? [m.username] : [],
        );
        throw new ApiError(409, messages.organizations.existingUsers(named));
      }
      const groupId = await defaultGroupId(trx, organizationId);
      const now = new Date();
      const rows = await trx
        .insertInto('users')
        .values(
          members.map((m, i) => ({
            username: m.username,
            email: m.email,
            password_hash: hashes[i]!,
            level: m.level,
            is_admin: m.is_admin,
            is_org_admin: m.is_org_admin,
            organization_id: organizationId,
            group_id: groupId,
            user_uuid: randomUUID(),
            created_at: now,
          })),
        )
        .returning('id')
        .execute();
      await touchGroups(trx, [groupId]);
      return rows.map((row) => row.id);
    }),
  );
  return { created: await userItemsByIds(db, ids), message: messages.organizations.bulkCreated(ids.length) };
}
