import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { isSignedInAtom, logoutAtom } from '../../state/session';
import { href, routes } from '../../state/routes';
import { defineCommand } from '../types';

/** How long sign-out waits for the server to end the session before it forgets the tokens anyway. */
export const LOGOUT_WAIT_MS = 3000;

/**
 * Signs out: ends the session on the server (`POST logout`, beyond the contract: a server without it, or one that
 * does not answer within a few seconds, is not waited for), then clears the session here (the last server URL
 * stays), resets state and goes to `/`.
 */
export const logout = defineCommand({
  id: 'session.logout',
  title: messages.commands.logout,
  group: 'session',
  keywords: ['logout', 'log out', 'sign out', 'afmelden', 'uitloggen'],
  when: (_args, ctx) => (ctx.store.get(isSignedInAtom) ? true : { reason: messages.errors.notSignedIn }),
  recordRecent: false,
  run: async (_args, ctx) => {
    const signal = AbortSignal.timeout(LOGOUT_WAIT_MS);
    await ctx.api.call(endpoints.sessions.logout, { signal }).catch(() => undefined);
    ctx.store.set(logoutAtom);
    ctx.navigate(href(routes.dashboard));
  },
});
