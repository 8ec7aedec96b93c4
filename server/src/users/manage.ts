import { randomUUID } from 'node:crypto';
import type { Kysely, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { z } from 'zod';
import { mayBlockOrDeleteUser, mayManageUser, privilegedChange } from '../../../src/api/rules/users';
import type { userCreate, userUpdate } from '../../../src/api/schemas/users';
import { generatePassword, hashPassword } from '../auth/passwords';
import type { TransactionRunner } from '../audit/record';
import { inTransaction } from '../db/db';
import { uniqueOr409 } from '../db/errors';
import { lockUser } from '../db/locks';
import type { Database, User, UsersTable } from '../db/schema';
import type { AppDeps } from '../deps';
import type { AuthUser } from '../http/env';
import { ApiError } from '../http/errors';
import { awaitDelivery, queueMail } from '../jobs/mail';
import { defaultGroupId } from '../groups/defaults';
import { messages } from '../messages';
import { takeMail, tooManyRequests } from '../throttle/throttle';
import { FileStore } from '../transcriptions/files';
import { endSessionsOf } from '../auth/sessions';
import type { UserItem } from './items';
import { findUser } from './query';

type CreateInput = z.output<typeof userCreate>;
type UpdateInput = z.output<typeof userUpdate>;

/** Length of passwords made by `generate-password`. */
export const GENERATED_PASSWORD_LENGTH = 16;

/**
 * Only a superuser may change, block, unblock, delete or reset the password of a superuser, and an organisation
 * administrator may not act on a platform administrator (shared rule): 403.
 */
export function assertMayManage(
  actor: AuthUser,
  target: Pick<User, 'id' | 'is_superuser'> & { is_admin?: boolean },
): void {
  const refusal = mayManageUser(actor, target);
  if (refusal === 'superuserProtected') throw new ApiError(403, messages.users.superuserProtected);
  if (refusal === 'platformProtected') throw new ApiError(403, messages.users.platformProtected);
}

/** An organisation administrator never grants platform rights (403). */
export function assertNoPlatformGrant(actor: AuthUser, isAdmin: boolean | undefined): void {
  if (actor.role === 'org_admin' && isAdmin === true) throw new ApiError(403, messages.users.platformGrant);
}

/** Nobody blocks or deletes their own account (409 `selfDetail`); the superuser rule applies too (shared rule). */
function assertMayBlockOrDelete(
  actor: AuthUser,
  target: Pick<User, 'id' | 'is_superuser'> & { is_admin?: boolean },
  selfDetail: string,
) {
  if (mayBlockOrDeleteUser(actor, target) === 'self') throw new ApiError(409, selfDetail);
  assertMayManage(actor, target);
}

/** 409 when another user already has this username (case-insensitive) or e-mail. */
async function assertUnique(
  db: Kysely<Database>,
  fields: { username?: string | undefined; email?: string | undefined },
  exceptId: number | null,
): Promise<void> {
  const { username, email } = fields;
  if (username === undefined && email === undefined) return;
  let query = db
    .selectFrom('users')
    .select(['username', 'email'])
    .where((eb) =>
      eb.or([
        ...(username === undefined ? [] : [eb(eb.fn('lower', ['username']), '=', username.toLowerCase())]),
        ...(email === undefined ? [] : [eb(eb.fn('lower', ['email']), '=', email.toLowerCase())]),
      ]),
    );
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  const clashes = await query.limit(2).execute();
  if (username !== undefined && clashes.some((c) => c.username.toLowerCase() === username.toLowerCase())) {
    throw new ApiError(409, messages.users.usernameTaken(username));
  }
  if (email !== undefined && clashes.length > 0) throw new ApiError(409, messages.users.emailTaken(email));
}

/** A racing request took the username or e-mail after the check: 409. */
function withUniqueClash<T>(work: () => Promise<T>): Promise<T> {
  return uniqueOr409(messages.users.uniqueClash, work);
}

async function reread(db: Kysely<Database>, id: number): Promise<UserItem> {
  const user = await findUser(db, id);
  if (!user) throw new ApiError(404, messages.users.notFound);
  return user;
}

/**
 * `POST users`: a new active user with an argon2id password hash; with `organizationId` (an organisation
 * administrator creates it) in that organisation's default group.
 */
export async function createUser(
  db: Kysely<Database>,
  input: CreateInput,
  organizationId: number | null = null,
): Promise<UserItem> {
  await assertUnique(db, input, null);
  const passwordHash = await hashPassword(input.password);
  const groupId = organizationId === null ? null : await defaultGroupId(db, organizationId);
  const { id } = await withUniqueClash(() =>
    db
      .insertInto('users')
      .values({
        username: input.username,
        email: input.email.toLowerCase(),
        password_hash: passwordHash,
        level: input.level,
        is_admin: input.is_admin,
        user_uuid: randomUUID(),
        organization_id: organizationId,
        group_id: groupId,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  return reread(db, id);
}

/**
 * `PUT users/{id}`: changes only the fields given. `organization_name` links the organisation of that name
 * (moving to another organisation puts the user in its default group and clears is_org_admin unless the
 * request sets them); null unlinks and clears is_org_admin and the group. `group_id` must be a group of the
 * user's (new) organisation. is_superuser and is_active are never changed here.
 */
export async function updateUser(
  db: Kysely<Database>,
  actor: AuthUser,
  id: number,
  input: UpdateInput,
): Promise<UserItem> {
  await withUniqueClash(() =>
    inTransaction(db, async (trx) => {
      const target = await lockUser(trx, id);
      assertMayManage(actor, target);
      const current =
        target.organization_id === null ? null : await organizationName(trx, target.organization_id);
      const privileged = privilegedChange(actor, input, {
        is_admin: target.is_admin,
        organization_name: current,
      });
      if (privileged === 'is_admin') throw new ApiError(403, messages.users.platformGrant);
      if (privileged === 'organization') throw new ApiError(403, messages.users.organizationChange);
      if (input.is_admin === false && target.id === actor.id && target.is_admin) {
        throw new ApiError(409, messages.users.cannotRevokeOwnAdmin);
      }
      const changes: Updateable<UsersTable> = {};
      const username =
        input.username !== undefined && input.username !== target.username ? input.username : undefined;
      const email = input.email !== undefined && input.email !== target.email ? input.email : undefined;
      await assertUnique(trx, { username, email }, id);
      if (username !== undefined) changes.username = username;
      if (email !== undefined) changes.email = email.toLowerCase();
      if (input.level !== undefined) changes.level = input.level;
      if (input.is_admin !== undefined) changes.is_admin = input.is_admin;

      let organizationId = target.organization_id;
      let groupId = target.group_id;
      let orgAdmin = input.is_org_admin ?? target.is_org_admin;
      if (input.organization_name === null) {
        organizationId = null;
        groupId = null;
        if (input.is_org_admin === undefined) orgAdmin = false;
      } else if (input.organization_name !== undefined) {
        const organization = await findOrganizationByName(trx, input.organization_name);
        if (!organization)
          throw new ApiError(422, messages.users.organizationNotFound(input.organization_name));
        if (organization.id !== target.organization_id) {
          organizationId = organization.id;
          groupId = await defaultGroupId(trx, organization.id);
          if (input.is_org_admin === undefined) orgAdmin = false;
        }
      }
      if (input.group_id === null) {
        groupId = null;
      } else if (input.group_id !== undefined) {
        const group = await trx
          .selectFrom('groups')
          .select(['id', 'organization_id'])
          .where('id', '=', input.group_id)
          .executeTakeFirst();
        if (!group) throw new ApiError(422, messages.users.groupNotFound);
        if (organizationId === null) throw new ApiError(422, messages.users.groupWithoutOrganization);
        if (group.organization_id !== organizationId) {
          throw new ApiError(422, messages.users.groupOfOtherOrganization);
        }
        groupId = group.id;
      }
      if (orgAdmin && organizationId === null)
        throw new ApiError(422, messages.users.orgAdminWithoutOrganization);
      if (organizationId !== target.organization_id) changes.organization_id = organizationId;
      if (groupId !== target.group_id) changes.group_id = groupId;
      if (orgAdmin !== target.is_org_admin) changes.is_org_admin = orgAdmin;

      if (Object.keys(changes).length > 0) {
        await trx.updateTable('users').set(changes).where('id', '=', id).execute();
      }
      // A changed role or organisation ends the user's sessions (the database's trigger, `users_end_sessions`).
    }),
  );
  return reread(db, id);
}

async function organizationName(db: Kysely<Database>, id: number): Promise<string | null> {
  const row = await db.selectFrom('organizations').select('name').where('id', '=', id).executeTakeFirst();
  return row?.name ?? null;
}

/** The organisation with exactly this name, else the one whose name matches ignoring case (oldest first). */
async function findOrganizationByName(db: Kysely<Database>, name: string) {
  const rows = await db
    .selectFrom('organizations')
    .select(['id', 'name'])
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .orderBy('id')
    .execute();
  return rows.find((row) => row.name === name) ?? rows[0];
}

/**
 * `POST users/{id}/block`: the account becomes inactive at once (the guard re-reads it on every request,
 * sign-in and refresh refuse it) and every refresh token is revoked. Blocking oneself is refused.
 */
export async function blockUser(db: Kysely<Database>, actor: AuthUser, id: number): Promise<UserItem> {
  await inTransaction(db, async (trx) => {
    const target = await lockUser(trx, id);
    assertMayBlockOrDelete(actor, target, messages.users.cannotBlockSelf);
    await trx
      .updateTable('users')
      .set({
        is_active: false,
        deactivated_at: target.is_active ? new Date() : (target.deactivated_at ?? new Date()),
      })
      .where('id', '=', id)
      .execute();
    // The block ends every session of the user (trigger `users_end_sessions`); an unblock revives none.
  });
  return reread(db, id);
}

/** `POST users/{id}/unblock`: active again, deactivated_at cleared. Old tokens stay revoked. */
export async function unblockUser(db: Kysely<Database>, actor: AuthUser, id: number): Promise<UserItem> {
  await inTransaction(db, async (trx) => {
    const target = await lockUser(trx, id);
    assertMayManage(actor, target);
    await trx
      .updateTable('users')
      .set({ is_active: true, deactivated_at: null })
      .where('id', '=', id)
      .execute();
  });
  return reread(db, id);
}

/**
 * `POST users/{id}/generate-password`: a random password is stored (argon2id) in a mail to the user, queued in
 * the request's transaction; a worker delivers the mail (retried while the mail server refuses) and only then
 * does the password take effect and are the user's refresh tokens revoked, so a mail that does not arrive
 * never locks anyone out. The answer waits for the first delivery attempt: `sent`, `pending` (no worker got to
 * it in time) or a 502 when it was refused (the retries follow). At most a few password mails an hour go to
 * one account (429 with Retry-After beyond that); a newer one replaces a pending older one. The password is
 * never part of the answer or the log. `transaction` runs the queuing step (the audit passes one that records
 * the request with it).
 */
export async function resetPassword(
  deps: AppDeps,
  actor: AuthUser,
  id: number,
  transaction: TransactionRunner = (work) => deps.db.transaction().execute(work),
): Promise<{ email: string; delivered: boolean }> {
  const { db } = deps;
  const target = await db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'is_superuser', 'is_admin'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!target) throw new ApiError(404, messages.users.notFound);
  assertMayManage(actor, target);
  const allowance = await takeMail(db, target.id);
  if (!allowance.ok) throw tooManyRequests(allowance.retryAfter, messages.auth.mailLimited);
  const password = generatePassword(GENERATED_PASSWORD_LENGTH);
  const passwordHash = await hashPassword(password);
  const outboxId = await transaction(async (trx) => {
    const user = await lockUser(trx, id);
    // Signed out everywhere now, as the mail says, not only once it is delivered (the password changes then).
    await endSessionsOf(trx, user.id, 'password');
    return queueMail(deps, trx, {
      kind: 'new_password',
      userId: user.id,
      username: user.username,
      to: user.email,
      subject: messages.mail.newPasswordSubject,
      text: messages.mail.newPasswordText(user.username, password),
      passwordHash,
    });
  });
  const delivery = await awaitDelivery(deps, outboxId);
  if (delivery === 'failed') {
    deps.log.error(
      `Wachtwoordmail aan gebruiker ${target.id} kon (nog) niet worden verstuurd; volgt bij een nieuwe poging`,
    );
    throw new ApiError(502, messages.users.passwordMailFailed);
  }
  return { email: target.email, delivered: delivery === 'sent' };
}

/**
 * `DELETE users/{id}`: in one transaction the user's summaries, transcriptions, refresh tokens and 2FA codes
 * go, login attempts keep their row with user_id cleared, and the user is deleted (their personal templates,
 * saved order and switches with them: the foreign keys cascade); after the commit their files are removed (a
 * failing removal is logged, not fatal). Deleting oneself is refused. `transaction` runs the database part
 * (the audit passes one that records the change with it).
 */
export async function deleteUser(
  deps: AppDeps,
  actor: AuthUser,
  id: number,
  transaction: TransactionRunner = (work) => deps.db.transaction().execute(work),
): Promise<{ username: string }> {
  const { config, log } = deps;
  const { username, fileKeys } = await transaction(async (trx) => {
    const target = await lockUser(trx, id);
    assertMayBlockOrDelete(actor, target, messages.users.cannotDeleteSelf);
    const transcriptions = await trx
      .selectFrom('transcriptions')
      .select(['id', 'file_key', 'audio_file_key'])
      .where('user_id', '=', id)
      .execute();
    const transcriptionIds = transcriptions.map((t) => t.id);
    const summaries =
      transcriptionIds.length === 0
        ? []
        : await trx
            .selectFrom('summaries')
            .select('file_key')
            .where('transcription_id', 'in', transcriptionIds)
            .execute();
    if (transcriptionIds.length > 0) {
      await trx.deleteFrom('summaries').where('transcription_id', 'in', transcriptionIds).execute();
      await trx.deleteFrom('transcriptions').where('user_id', '=', id).execute();
    }
    await trx.deleteFrom('refresh_tokens').where('user_id', '=', id).execute();
    await trx.deleteFrom('two_factor_codes').where('user_id', '=', id).execute();
    await trx.updateTable('login_attempts').set({ user_id: null }).where('user_id', '=', id).execute();
    await trx.deleteFrom('users').where('id', '=', id).execute();
    const keys = [
      ...transcriptions.flatMap((t) => [t.file_key, t.audio_file_key]),
      ...summaries.map((s) => s.file_key),
    ].filter((key): key is string => key !== null);
    return { username: target.username, fileKeys: keys };
  });
  await new FileStore(config.filesDir).removeAll(fileKeys, log, messages.users.fileRemovalFailed);
  return { username };
}
