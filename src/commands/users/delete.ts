import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { href, routes } from '../../state/routes';
import { screenContextAtom } from '../../state/screen';
import { transcriptionsResource } from '../../state/transcriptions';
import { forgetUserAtom, knownUser, userDisplayName, userResource, usersResource } from '../../state/users';
import { defineCommand } from '../types';
import { failure } from '../shared/failure';
import { mayBlockOrDelete } from './access';
import { onScreenUser, userIdArg, userPicker } from './pickUser';

const t = messages.users;

/**
 * Deletes a user (`DELETE admin/users/{id}`) after a confirmation; from its detail screen, back to the list.
 * Not one's own account (refused before the confirmation).
 */
export const deleteUser = defineCommand({
  id: 'users.delete',
  calls: [endpoints.users.delete],
  title: t.commands.delete,
  group: 'users',
  keywords: ['delete user', 'remove user', 'verwijderen', 'gebruiker wissen'],
  args: z.object({ userId: userIdArg }),
  argPickers: { userId: userPicker },
  screenArgs: onScreenUser,
  contexts: ['userDetail'],
  when: mayBlockOrDelete(t.refusals.deleteSelf),
  invalidates: ({ userId }) => [
    usersResource.at(),
    userResource.at(userId),
    transcriptionsResource.at(userId),
  ],
  confirm: ({ userId }, ctx) => {
    const user = knownUser(ctx.store, userId);
    return {
      title: t.confirm.deleteTitle,
      description: t.confirm.deleteDescription(user ? userDisplayName(user) : t.confirm.thisUser),
      confirmLabel: t.confirm.deleteConfirm,
    };
  },
  run: async ({ userId }, ctx) => {
    const name = knownUser(ctx.store, userId)?.username ?? String(userId);
    try {
      await ctx.api.call(endpoints.users.delete, { params: { id: userId } });
    } catch (cause) {
      throw failure(t.errors.delete, cause);
    }
    const screen = ctx.store.get(screenContextAtom);
    ctx.store.set(forgetUserAtom, userId);
    if (screen.screen === 'userDetail' && screen.ids.userId === String(userId))
      ctx.navigate(href(routes.users));
    ctx.notify({ kind: 'success', message: t.done.deleted(name) });
  },
});
