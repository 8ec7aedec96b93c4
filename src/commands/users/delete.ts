import { z } from 'zod';
import { messages } from '../../messages';
import { screenContextAtom } from '../../state/screen';
import { forgetUserAtom, knownUser, userDisplayName } from '../../state/users';
import { defineCommand } from '../types';
import { failure } from '../shared/failure';
import { onScreenUser, userIdArg, userPicker } from './pickUser';

const t = messages.users;

/** Deletes a user (`DELETE admin/users/{id}`) after a confirmation; from its detail screen, back to the list. */
export const deleteUser = defineCommand({
  id: 'users.delete',
  title: t.commands.delete,
  group: 'users',
  keywords: ['delete user', 'remove user', 'verwijderen', 'gebruiker wissen'],
  args: z.object({ userId: userIdArg }),
  argPickers: { userId: userPicker },
  screenArgs: onScreenUser,
  contexts: ['userDetail'],
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
      await ctx.api.delete(`admin/users/${userId}`);
    } catch (cause) {
      throw failure(t.errors.delete, cause);
    }
    const screen = ctx.store.get(screenContextAtom);
    ctx.store.set(forgetUserAtom, userId);
    if (screen.screen === 'userDetail' && screen.ids.userId === String(userId)) ctx.navigate('/users');
    ctx.notify({ kind: 'success', message: t.done.deleted(name) });
  },
});
