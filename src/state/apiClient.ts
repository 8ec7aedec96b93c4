import { createApiClient, type ApiClient } from '../api/client';
import type { HttpOptions } from '../api/http';
import { logoutAtom, sessionAtom } from './session';
import type { Store } from './store';

/**
 * The app's API client, bound to the session in a store: tokens and base URL come from `sessionAtom`,
 * refreshed tokens are stored back, and an authentication error signs out (session cleared, resources reset).
 */
export function createSessionApiClient(
  store: Store,
  options: HttpOptions & { now?: () => number } = {},
): ApiClient {
  return createApiClient({
    ...options,
    getSession: () => store.get(sessionAtom),
    setSession: (value) => store.set(sessionAtom, value),
    onAuthError: () => store.set(logoutAtom),
  });
}

const perStore = new WeakMap<Store, ApiClient>();

/**
 * The API client of a store, one per store: the shell and the boot script's early loads share it, and with it
 * one token refresh.
 */
export function sessionApiClient(store: Store): ApiClient {
  let client = perStore.get(store);
  if (!client) {
    client = createSessionApiClient(store);
    perStore.set(store, client);
  }
  return client;
}
