import { sql } from 'kysely';
import { endpoints } from '../../../src/api/endpoints';
import { bearerToken } from '../auth/guard';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { endSession, endSessionsOf, listSessions } from '../auth/sessions';
import { verifyAccessToken } from '../auth/tokens';
import { lockUser } from '../db/locks';
import type { AppDeps } from '../deps';
import type { EndpointRouter } from '../http/endpoint';
import { staged } from '../http/handlers';
import { ApiError } from '../http/errors';
import { messages } from '../messages';
import { accountKey, admit, forgive, tooManyRequests } from '../throttle/throttle';
import { assertMayManage } from '../users/manage';

/**
 * Sessions (beyond the contract's calls): sign-out and sign-out everywhere, the signed-in user's own password
 * change, and a user's sessions for administrators (list, end one, end all; the ends are audited). Who may
 * act on a user is the rule of the user routes: only a superuser acts on a superuser, an organisation
 * administrator only on users of their organisation who are not platform administrators.
 */
export function sessionsRoutes(api: EndpointRouter, deps: AppDeps): void {
  const { db, config } = deps;
  api.implement(endpoints.sessions, {
    // Signing out ends the session of the token sent; a missing, bad or already ended one changes nothing.
    logout: async (c) => {
      const token = bearerToken(c);
      const claims = token ? await verifyAccessToken(deps.jwtSecret, token) : null;
      if (claims) {
        await db
          .updateTable('sessions')
          .set({ ended_at: sql<Date>`now()`, end_reason: 'sign_out' })
          .where('id', '=', claims.sessionId)
          .where('user_id', '=', claims.userId)
          .where('ended_at', 'is', null)
          .execute();
      }
    },

    logoutEverywhere: async (_c, { user }) => {
      await endSessionsOf(db, user.id, 'sign_out_everywhere');
    },

    // A wrong or unchanged current password is refused before the change and not recorded (the throttle
    // counts the guesses); only the change itself is.
    changePassword: staged(async (_c, { body, user, audit }) => {
      // Guessing the current password through a stolen session counts against the account, as at sign-in.
      const key = accountKey(user.id);
      const admission = await admit(db, [key]);
      if (!admission.ok) throw tooManyRequests(admission.retryAfter, messages.auth.throttled);
      const row = await db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(row.password_hash, body.current_password))) {
        throw new ApiError(422, messages.sessions.wrongCurrentPassword);
      }
      await forgive(db, key);
      if (body.new_password === body.current_password)
        throw new ApiError(422, messages.sessions.samePassword);
      const passwordHash = await hashPassword(body.new_password);
      await audit.change(async (trx) => {
        await lockUser(trx, user.id);
        // The new password ends every other session of the user (trigger `users_end_sessions`); this one stays.
        await sql`select set_config('werkbank.keep_session', ${user.sessionId}, true)`.execute(trx);
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash })
          .where('id', '=', user.id)
          .execute();
      });
    }),

    list: async (_c, { params, user }) => {
      const target = await db
        .selectFrom('users')
        .select(['id', 'is_superuser', 'is_admin'])
        .where('id', '=', params.id)
        .executeTakeFirst();
      if (!target) throw new ApiError(404, messages.users.notFound);
      assertMayManage(user, target);
      const items = await listSessions(
        db,
        target.id,
        user.id === target.id ? user.sessionId : null,
        config.sessions,
      );
      return { items };
    },

    end: async (_c, { params, user, trx }) => {
      const target = await lockUser(trx, params.id);
      assertMayManage(user, target);
      const session = await trx
        .selectFrom('sessions')
        .select('id')
        .where('id', '=', params.sessionId)
        .where('user_id', '=', target.id)
        .executeTakeFirst();
      if (!session) throw new ApiError(404, messages.sessions.notFound);
      await endSession(trx, session.id, 'ended_by_admin');
    },

    endAll: async (_c, { params, user, trx }) => {
      const target = await lockUser(trx, params.id);
      assertMayManage(user, target);
      return { ended: await endSessionsOf(trx, target.id, 'ended_by_admin') };
    },
  });
}
