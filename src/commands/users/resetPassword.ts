import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { knownUser } from '../../state/users';
import { defineCommand } from '../types';
import { failure } from '../shared/failure';
import { mayManage } from './access';
import { onScreenUser, userIdArg, userPicker } from './pickUser';

const t = messages.users;

/** Sends the user a new temporary password (`POST admin/users/{id}/generate-password`), after a confirmation. */
export const resetPassword = defineCommand({
  id: 'users.resetPassword',
  title: t.commands.resetPassword,
  group: 'users',
  keywords: ['reset password', 'wachtwoord', 'nieuw wachtwoord', 'password'],
  args: z.object({ userId: userIdArg }),
  argPickers: { userId: userPicker },
  screenArgs: onScreenUser,
  contexts: ['userDetail'],
  when: mayManage,
  confirm: ({ userId }, ctx) => ({
    title: t.confirm.resetTitle,
    description: t.confirm.resetDescription(knownUser(ctx.store, userId)?.email ?? t.confirm.thisUser),
    confirmLabel: t.confirm.resetConfirm,
    destructive: false,
  }),
  run: async ({ userId }, ctx) => {
    try {
      await ctx.api.call(endpoints.users.generatePassword, { params: { id: userId } });
    } catch (cause) {
      throw failure(t.errors.resetPassword, cause);
    }
    ctx.notify({ kind: 'success', message: t.done.passwordSent });
  },
});
