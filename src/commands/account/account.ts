import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { password } from '../../api/schemas/users';
import { messages } from '../../messages';
import { href, routes } from '../../state/routes';
import { isNotOffered } from '../../state/serverOffers';
import { isSignedInAtom, logoutAtom } from '../../state/session';
import { accountOpenAtom } from '../../state/ui';
import { failure } from '../shared/failure';
import { defineCommand, type Availability, type CommandContext } from '../types';

const t = messages.account;

const signedIn = (_args: unknown, ctx: CommandContext): Availability =>
  ctx.store.get(isSignedInAtom) ? true : { reason: messages.errors.notSignedIn };

/** A refusal by a server without the call says so, rather than "not found". */
function accountFailure(text: string, cause: unknown): Error {
  if (isNotOffered(cause)) return new Error(`${text}: ${t.errors.notOffered}`);
  return failure(text, cause);
}

/** Opens the signed-in user's account dialog: change the password, sign out everywhere. */
export const openAccount = defineCommand({
  id: 'account.open',
  title: t.commands.open,
  group: 'session',
  keywords: ['account', 'wachtwoord', 'password', 'profiel', 'mijn', 'change password'],
  when: signedIn,
  run: (_args, ctx) => {
    ctx.store.set(accountOpenAtom, true);
  },
});

/**
 * The signed-in user chooses a new password (`POST me/password`, beyond the contract): the current one and the new
 * one, with the server's password rules; the user's other sessions end, this one stays.
 */
export const changeOwnPassword = defineCommand({
  id: 'account.changePassword',
  title: t.commands.changePassword,
  group: 'session',
  showInPalette: false,
  recordRecent: false,
  args: z.object({ current: z.string().min(1), next: password }),
  when: signedIn,
  run: async ({ current, next }, ctx) => {
    try {
      await ctx.api.call(endpoints.sessions.changePassword, {
        body: { current_password: current, new_password: next },
      });
    } catch (cause) {
      throw accountFailure(t.errors.changePassword, cause);
    }
    ctx.notify({ kind: 'success', message: t.done.passwordChanged });
  },
});

/** Ends every session of the signed-in user, this one included (`POST logout/everywhere`), after a confirmation. */
export const signOutEverywhere = defineCommand({
  id: 'account.signOutEverywhere',
  title: t.commands.signOutEverywhere,
  group: 'session',
  keywords: ['overal', 'everywhere', 'uitloggen', 'afmelden', 'alle apparaten', 'sessies', 'sign out'],
  when: signedIn,
  recordRecent: false,
  confirm: {
    title: t.confirm.everywhereTitle,
    description: t.confirm.everywhereDescription,
    confirmLabel: t.confirm.everywhereConfirm,
  },
  run: async (_args, ctx) => {
    try {
      await ctx.api.call(endpoints.sessions.logoutEverywhere, {});
    } catch (cause) {
      throw accountFailure(t.errors.signOutEverywhere, cause);
    }
    ctx.store.set(logoutAtom);
    ctx.navigate(href(routes.dashboard));
  },
});
