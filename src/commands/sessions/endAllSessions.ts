import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { userSessionsResource } from '../../state/sessions';
import { knownUser } from '../../state/users';
import { failure } from '../shared/failure';
import { defineCommand } from '../types';
import { mayManage } from '../users/access';
import { onScreenUser, userIdArg, userPicker } from '../users/pickUser';

const t = messages.sessions;

/**
 * Ends every open session of a user (`DELETE admin/users/{id}/sessions`, beyond the contract), after a
 * confirmation.
 */
export const endAllSessions = defineCommand({
  id: 'sessions.endAll',
  title: t.commands.endAll,
  group: 'users',
  keywords: ['sessies', 'sessions', 'afmelden', 'uitloggen', 'overal', 'beëindigen', 'sign out'],
  args: z.object({ userId: userIdArg }),
  argPickers: { userId: userPicker },
  screenArgs: onScreenUser,
  contexts: ['userDetail'],
  when: mayManage,
  confirm: ({ userId }, ctx) => ({
    title: t.confirm.endAllTitle,
    description: t.confirm.endAllDescription(
      knownUser(ctx.store, userId)?.username ?? messages.users.confirm.thisUser,
    ),
    confirmLabel: t.confirm.endAllConfirm,
  }),
  invalidates: ({ userId }) => [userSessionsResource.at(userId)],
  run: async ({ userId }, ctx) => {
    let ended: number;
    try {
      ({ ended } = await ctx.api.call(endpoints.sessions.endAll, { params: { id: userId } }));
    } catch (cause) {
      throw failure(t.errors.endAll, cause);
    }
    ctx.notify({ kind: 'success', message: t.done.endedAll(ended) });
  },
});
