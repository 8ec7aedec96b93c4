import { sendEarlyRequests } from './api/earlyRequests';
import { isExpired, readSession } from './api/session';
import { firstScreenChunks } from './screens/shell/firstScreen';

/**
 * The first script of the page, small and loaded beside the main one (index.html): with a session in storage,
 * it sends the data requests this address's last first load sent (`earlyRequests.ts`), and starts the chunks
 * of the signed-in shell and of the screen at this address (with what they import, as Vite's preloading does)
 * and the loads of that screen's data while the main script still downloads, instead of after it. Signed out,
 * it does nothing: the sign-in screen loads only what it draws. A chunk or load that fails here is tried again
 * (and reported) where it is used.
 */
function startSignedInChunks() {
  const storage = window.localStorage;
  const session = readSession(storage);
  if (!session) return;
  // The requests this address's first load sent last time, at once (an expired token is refreshed first).
  if (!isExpired(session, Date.now())) sendEarlyRequests(storage, session, window.location);
  firstScreenChunks(window.location.pathname).catch(() => undefined);
  // The screen's data too, into the app's store, as soon as the code that asks for it is here; they take the
  // early answers, and what they send is remembered for the next first load.
  import('./state/firstScreenPreload')
    .then(({ preloadFirstScreen }) => preloadFirstScreen(window.location, storage))
    .catch(() => undefined);
}

try {
  startSignedInChunks();
} catch {
  // storage unavailable: the main script signs in as usual
}
