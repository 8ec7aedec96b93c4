import { endpoints } from '../../../src/api/endpoints';
import type { AppDeps } from '../deps';
import type { EndpointRouter } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { messages } from '../messages';
import { listUsersJson } from '../users/items';
import { blockUser, createUser, deleteUser, resetPassword, unblockUser, updateUser } from '../users/manage';
import { findUser } from '../users/query';

/**
 * `/api/admin/users`: list, create, read, update, delete, generate-password, block and unblock. Only a
 * superuser may act on a superuser; nobody may block or delete themselves.
 */
export function usersRoutes(api: EndpointRouter, deps: AppDeps): void {
  const { db } = deps;
  const { users } = endpoints;
  // The list is built as one JSON text by the database; it goes out as is.
  api.handle(users.list, async (c) =>
    c.body(await listUsersJson(db), 200, { 'Content-Type': 'application/json' }),
  );
  api.handle(users.create, (_c, { body }) => createUser(db, body));
  api.handle(users.get, async (_c, { params }) => {
    const user = await findUser(db, params.id);
    if (!user) throw new ApiError(404, messages.users.notFound);
    return user;
  });
  api.handle(users.update, (_c, { params, body, user }) => updateUser(db, user, params.id, body));
  api.handle(users.delete, async (_c, { params, user }) => {
    const { username } = await deleteUser(deps, user, params.id);
    return { message: messages.users.deleted(username) };
  });
  api.handle(users.generatePassword, async (_c, { params, user }) => {
    const { email } = await resetPassword(deps, user, params.id);
    return { message: messages.users.passwordSent(email) };
  });
  api.handle(users.block, async (_c, { params, user }) => {
    const blocked = await blockUser(db, user, params.id);
    return { message: messages.users.blocked(blocked.username), user: blocked };
  });
  api.handle(users.unblock, async (_c, { params, user }) => {
    const unblocked = await unblockUser(db, user, params.id);
    return { message: messages.users.unblocked(unblocked.username), user: unblocked };
  });
}
