import { endpoints } from '../../../src/api/endpoints';
import type { AppDeps } from '../deps';
import type { EndpointRouter } from '../http/endpoint';
import { staged } from '../http/handlers';
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
 * audited (the declarations say how).
 */
export function usersRoutes(api: EndpointRouter, deps: AppDeps): void {
  const { db } = deps;
  api.implement(endpoints.users, {
    // The list is built as one JSON text by the database; it goes out as is.
    list: (_c, { user }) => listUsersSnapshot(db, rowsOrganization(user)),
    summary: (_c, { user }) => usersSummary(db, rowsOrganization(user), NEWEST_USERS),
    // Granting platform rights is refused before the change, unrecorded.
    create: staged((_c, { body, user, audit }) => {
      assertNoPlatformGrant(user, body.is_admin);
      return audit.change(async (trx, target) => {
        const created = await createUser(trx, body, rowsOrganization(user));
        target.id = created.id;
        return created;
      });
    }),
    get: async (_c, { params }) => {
      const user = await findUser(db, params.id);
      if (!user) throw new ApiError(404, messages.users.notFound);
      return user;
    },
    update: (_c, { params, body, user, trx }) => updateUser(trx, user, params.id, body),
    // The user's files are removed after the commit.
    delete: staged(async (_c, { params, user, audit }) => {
      const { username } = await audit.refusals(() => deleteUser(deps, user, params.id, audit.transaction));
      return { message: messages.users.deleted(username) };
    }),
    // The mail is queued in the change's transaction; its first delivery attempt is awaited after it.
    generatePassword: staged(async (_c, { params, user, audit }) => {
      const { email, delivered } = await audit.refusals(() =>
        resetPassword(deps, user, params.id, audit.transaction),
      );
      return {
        message: delivered ? messages.users.passwordSent(email) : messages.users.passwordQueued(email),
      };
    }),
    block: async (_c, { params, user, trx }) => {
      const blocked = await blockUser(trx, user, params.id);
      return { message: messages.users.blocked(blocked.username), user: blocked };
    },
    unblock: async (_c, { params, user, trx }) => {
      const unblocked = await unblockUser(trx, user, params.id);
      return { message: messages.users.unblocked(unblocked.username), user: unblocked };
    },
  });
}
