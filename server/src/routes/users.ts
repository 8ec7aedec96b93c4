import { endpoints } from '../../../src/api/endpoints';
import { audited, auditedTransaction, auditEntry, recordingFailures } from '../audit/record';
import type { AppDeps } from '../deps';
import type { EndpointRouter } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { messages } from '../messages';
import { NEWEST_USERS } from '../../../src/api/schemas/users';
import { listUsersSnapshot, usersSummary } from '../users/items';
import { rowsOrganization } from '../auth/access';
import {
  assertNoPlatformGrant,
  blockUser,
  createUser,
  deleteUser,
  resetPassword,
  unblockUser,
  updateUser,
} from '../users/manage';
import { findUser } from '../users/query';

/**
 * `/api/admin/users`: list, create, read, update, delete, generate-password, block and unblock. Only a
 * superuser may act on a superuser; nobody may block or delete themselves. An organisation administrator lists
 * and creates users of their own organisation only and never acts on a platform administrator. Every change is
 * audited.
 */
export function usersRoutes(api: EndpointRouter, deps: AppDeps): void {
  const { db } = deps;
  const { users } = endpoints;
  // The list is built as one JSON text by the database; it goes out as is.
  api.handle(users.list, (_c, { user }) => listUsersSnapshot(db, rowsOrganization(user)));
  api.handle(users.summary, (_c, { user }) => usersSummary(db, rowsOrganization(user), NEWEST_USERS));
  api.handle(users.create, (c, { body, user }) => {
    const entry = auditEntry(c, user, users.create, 'users.create', {
      type: 'user',
      id: null,
      label: body.username,
    });
    assertNoPlatformGrant(user, body.is_admin);
    return audited(deps, entry, async (trx, target) => {
      const created = await createUser(trx, body, rowsOrganization(user));
      target.id = created.id;
      return created;
    });
  });
  api.handle(users.get, async (_c, { params }) => {
    const user = await findUser(db, params.id);
    if (!user) throw new ApiError(404, messages.users.notFound);
    return user;
  });
  api.handle(users.update, (c, { params, body, user }) =>
    audited(deps, auditEntry(c, user, users.update, 'users.update', { type: 'user', id: params.id }), (trx) =>
      updateUser(trx, user, params.id, body),
    ),
  );
  api.handle(users.delete, async (c, { params, user }) => {
    const entry = auditEntry(c, user, users.delete, 'users.delete', { type: 'user', id: params.id });
    const { username } = await recordingFailures(deps, entry, () =>
      deleteUser(deps, user, params.id, auditedTransaction(db, entry)),
    );
    return { message: messages.users.deleted(username) };
  });
  api.handle(users.generatePassword, async (c, { params, user }) => {
    const entry = auditEntry(c, user, users.generatePassword, 'users.resetPassword', {
      type: 'user',
      id: params.id,
    });
    const { email, delivered } = await recordingFailures(deps, entry, () =>
      resetPassword(deps, user, params.id, auditedTransaction(db, entry)),
    );
    return { message: delivered ? messages.users.passwordSent(email) : messages.users.passwordQueued(email) };
  });
  api.handle(users.block, async (c, { params, user }) => {
    const entry = auditEntry(c, user, users.block, 'users.block', { type: 'user', id: params.id });
    const blocked = await audited(deps, entry, (trx) => blockUser(trx, user, params.id));
    return { message: messages.users.blocked(blocked.username), user: blocked };
  });
  api.handle(users.unblock, async (c, { params, user }) => {
    const entry = auditEntry(c, user, users.unblock, 'users.unblock', { type: 'user', id: params.id });
    const unblocked = await audited(deps, entry, (trx) => unblockUser(trx, user, params.id));
    return { message: messages.users.unblocked(unblocked.username), user: unblocked };
  });
}
