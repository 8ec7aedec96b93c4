import { messages } from '../../messages';
import { isSignedInAtom, logoutAtom } from '../../state/session';
import { href, routes } from '../../state/routes';
import { defineCommand } from '../types';

/** Signs out: clears the session (the last server URL stays), resets state and goes to `/`. */
export const logout = defineCommand({
  id: 'session.logout',
  title: messages.commands.logout,
  group: 'session',
  keywords: ['logout', 'log out', 'sign out', 'afmelden', 'uitloggen'],
  when: (_args, ctx) => (ctx.store.get(isSignedInAtom) ? true : { reason: messages.errors.notSignedIn }),
  recordRecent: false,
  run: (_args, ctx) => {
    ctx.store.set(logoutAtom);
    ctx.navigate(href(routes.dashboard));
  },
});
