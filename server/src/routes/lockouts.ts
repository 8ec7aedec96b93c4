import { endpoints } from '../../../src/api/endpoints';
import type { Db } from '../db/db';
import type { AppDeps } from '../deps';
import type { EndpointRouter } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { messages } from '../messages';
import { clearLockout, lockoutOf } from '../throttle/lockout';

/** `/api/admin/users/:id/lockout`: an account's sign-in throttling, and clearing it (platform access). */
export function lockoutsRoutes(api: EndpointRouter, deps: AppDeps): void {
  const { db } = deps;
  const userOr404 = async (id: number, executor: Db = db) => {
    const user = await executor
      .selectFrom('users')
      .select(['id', 'username'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!user) throw new ApiError(404, messages.users.notFound);
    return user;
  };
  api.implement(endpoints.lockouts, {
    get: async (_c, { params }) => {
      await userOr404(params.id);
      return lockoutOf(db, params.id);
    },
    clear: async (_c, { params, trx }) => {
      const user = await userOr404(params.id, trx);
      await clearLockout(trx, user.id);
      return { message: messages.lockouts.cleared(user.username) };
    },
  });
}
