import { atom } from 'jotai/vanilla';
import { forgetFirstRequests } from '../api/earlyRequests';
import { LAST_SERVER_URL_KEY, parseSession, SESSION_KEY, type Session } from '../api/session';
import { defaultStorage, persistentAtom } from './persist';
import { resetResourcesAtom } from './resources';
import { initialScreenContext, screenContextAtom } from './screen';
import { toastsAtom } from './toasts';
import { accountOpenAtom, closedPalette, paletteAtom, shortcutsOpenAtom } from './ui';

/** The signed-in session (tokens, server URL, expiry), persisted in `werkbank.session`; null when signed out. */
export const sessionAtom = persistentAtom<Session | null>({
  key: SESSION_KEY,
  parse: parseSession,
  serialize: (value) => (value ? JSON.stringify(value) : null),
});

/** The last server address used for a successful sign-in, kept after logout (`werkbank.lastServerUrl`). */
export const lastServerUrlAtom = persistentAtom<string>({
  key: LAST_SERVER_URL_KEY,
  parse: (raw) => raw ?? '',
  serialize: (value) => value || null,
});

export const isSignedInAtom = atom((get) => get(sessionAtom) !== null);

export const serverUrlAtom = atom((get) => get(sessionAtom)?.serverUrl ?? '');

/**
 * Write-only: signs out. Clears the session (the last server URL stays) and the first load's remembered
 * requests (`earlyRequests.ts`), resets all resource state and transient UI. Navigating to `/` is the
 * caller's job (the logout command does it).
 */
export const logoutAtom = atom(null, (_get, set) => {
  set(sessionAtom, null);
  forgetFirstRequests(defaultStorage());
  set(resetResourcesAtom);
  set(screenContextAtom, initialScreenContext);
  set(paletteAtom, closedPalette);
  set(shortcutsOpenAtom, false);
  set(accountOpenAtom, false);
  set(toastsAtom, []);
});
