import { Hono } from 'hono';
import { z } from 'zod';
import { idParam } from '../../../src/api/schemas/common';
import { userCreate, userUpdate } from '../../../src/api/schemas/users';
import { createGuard } from '../auth/guard';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { validate } from '../http/validation';
import { messages } from '../messages';
import { blockUser, createUser, deleteUser, resetPassword, unblockUser, updateUser } from '../users/manage';
import { listUsersJson } from '../users/items';
import { findUser } from '../users/query';

/**
 * `/api/admin/users`: list, create, read, update, delete, generate-password, block and unblock; admins and
 * superusers. Only a superuser may act on a superuser; nobody may block or delete themselves.
 */
export function usersRoutes(deps: AppDeps) {
  const requireRole = createGuard(deps);
  const { db } = deps;
  const byId = validate('param', z.object({ id: idParam }));
  return new Hono<AppEnv>()
    .use('*', requireRole('admin'))
    .get('/', async (c) => c.body(await listUsersJson(db), 200, { 'Content-Type': 'application/json' }))
    .post('/', validate('json', userCreate), async (c) =>
      c.json(await createUser(db, c.req.valid('json')), 201),
    )
    .get('/:id', byId, async (c) => {
      const user = await findUser(db, c.req.valid('param').id);
      if (!user) throw new ApiError(404, messages.users.notFound);
      return c.json(user);
    })
    .put('/:id', byId, validate('json', userUpdate), async (c) =>
      c.json(await updateUser(db, c.get('user'), c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/:id', byId, async (c) => {
      const { username } = await deleteUser(deps, c.get('user'), c.req.valid('param').id);
      return c.json({ message: messages.users.deleted(username) });
    })
    .post('/:id/generate-password', byId, async (c) => {
      const { email } = await resetPassword(deps, c.get('user'), c.req.valid('param').id);
      return c.json({ message: messages.users.passwordSent(email) });
    })
    .post('/:id/block', byId, async (c) => {
      const user = await blockUser(db, c.get('user'), c.req.valid('param').id);
      return c.json({ message: messages.users.blocked(user.username), user });
    })
    .post('/:id/unblock', byId, async (c) => {
      const user = await unblockUser(db, c.get('user'), c.req.valid('param').id);
      return c.json({ message: messages.users.unblocked(user.username), user });
    });
}
