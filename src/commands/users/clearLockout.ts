import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { knownLockout, lockoutResource } from '../../state/lockouts';
import { knownUser } from '../../state/users';
import { defineCommand } from '../types';
import { failure } from '../shared/failure';
import { mayManage } from './access';
import { onScreenUser, userIdArg, userPicker } from './pickUser';

const t = messages.users;

/**
 * Lifts the sign-in throttling of an account (`DELETE admin/users/{id}/lockout`): wrong passwords and 2FA
 * codes counted and the mail limit start over. Offered where the account is known to be throttled.
 */
export const clearLockout = defineCommand({
  id: 'users.clearLockout',
  title: t.lockout.command,
  group: 'users',
  keywords: ['lockout', 'blokkade opheffen', 'inlogblokkade', 'throttle', 'te veel pogingen', 'unlock'],
  args: z.object({ userId: userIdArg }),
  argPickers: { userId: userPicker },
  screenArgs: onScreenUser,
  contexts: ['userDetail'],
  when: (args, ctx) => {
    const allowed = mayManage(args, ctx);
    if (allowed !== true || args.userId === undefined) return allowed;
    const lockout = knownLockout(ctx.store, Number(args.userId));
    return lockout && !lockout.locked && !lockout.mail_limited_until ? { reason: t.lockout.notLocked } : true;
  },
  invalidates: ({ userId }) => [lockoutResource.at(userId)],
  run: async ({ userId }, ctx) => {
    try {
      await ctx.api.call(endpoints.lockouts.clear, { params: { id: userId } });
    } catch (cause) {
      throw failure(t.lockout.clearFailed, cause);
    }
    ctx.notify({
      kind: 'success',
      message: t.lockout.cleared(knownUser(ctx.store, userId)?.username ?? t.confirm.thisUser),
    });
  },
});
