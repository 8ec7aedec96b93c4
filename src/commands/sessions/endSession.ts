import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { cachedOrLoad } from '../../state/freshness';
import { openSessionsOf, userSessionsResource } from '../../state/sessions';
import { knownUser } from '../../state/users';
import { failure } from '../shared/failure';
import { defineCommand, type ArgPicker } from '../types';
import { mayManage } from '../users/access';
import { onScreenUser, userIdArg, userPicker } from '../users/pickUser';
import { describeSession } from './describe';

const t = messages.sessions;

/** Picks one of the user's open sessions, by device, address or when it was last used. */
const sessionPicker: ArgPicker = {
  title: t.commands.pickSession,
  options: async (ctx, query, args) => {
    const userId = Number(args.userId);
    const sessions = await cachedOrLoad(ctx.store, ctx.api, userSessionsResource, userId);
    const needle = query.trim().toLowerCase();
    return sessions
      .filter((session) => session.ended_at === null)
      .map((session) => ({ value: session.id, ...describeSession(session) }))
      .filter((option) => `${option.label} ${option.description}`.toLowerCase().includes(needle));
  },
};

/** Ends one session of a user (`DELETE admin/users/{id}/sessions/{sid}`, beyond the contract), after a confirmation. */
export const endSession = defineCommand({
  id: 'sessions.end',
  title: t.commands.end,
  group: 'users',
  keywords: ['sessie', 'session', 'afmelden', 'uitloggen', 'apparaat', 'beëindigen', 'end session'],
  args: z.object({ userId: userIdArg, sessionId: z.uuid() }),
  argPickers: { userId: userPicker, sessionId: sessionPicker },
  screenArgs: onScreenUser,
  contexts: ['userDetail'],
  when: mayManage,
  confirm: ({ userId, sessionId }, ctx) => {
    const session = openSessionsOf(ctx.store, userId).find((s) => s.id === sessionId);
    return {
      title: t.confirm.endTitle,
      description: t.confirm.endDescription(
        session ? describeSession(session).label : t.confirm.thisSession,
        knownUser(ctx.store, userId)?.username ?? messages.users.confirm.thisUser,
      ),
      confirmLabel: t.confirm.endConfirm,
    };
  },
  invalidates: ({ userId }) => [userSessionsResource.at(userId)],
  run: async ({ userId, sessionId }, ctx) => {
    try {
      await ctx.api.call(endpoints.sessions.end, { params: { id: userId, sessionId } });
    } catch (cause) {
      throw failure(t.errors.end, cause);
    }
    ctx.notify({ kind: 'success', message: t.done.ended });
  },
});
