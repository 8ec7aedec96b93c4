import type { ApiClient } from '../api/client';
import { endpoints } from '../api/endpoints';
import type { LockoutState } from '../api/endpoints/lockouts';
import { messages } from '../messages';
import { keyedResource } from './freshness';
import { keyedSlot, loadInto, type Loadable } from './loadable';
import { resourceAtom } from './resources';
import type { Store } from './store';

/** Sign-in throttling per user id (`GET admin/users/{id}/lockout`). */
export const lockoutsAtom = resourceAtom<Readonly<Record<number, Loadable<LockoutState>>>>({});

export function loadLockout(store: Store, api: ApiClient, userId: number): Promise<LockoutState> {
  return loadInto(
    keyedSlot(store, lockoutsAtom, userId),
    () => api.call(endpoints.lockouts.get, { params: { id: userId } }),
    () => messages.users.lockout.loadFailed,
  );
}

/** A user's sign-in throttling, by user id, kept fresh (`state/freshness`): clearing it invalidates it. */
export const lockoutResource = keyedResource('lockout', lockoutsAtom, loadLockout);

/** The throttling as last loaded; undefined when not loaded. */
export function knownLockout(store: Store, userId: number): LockoutState | undefined {
  return store.get(lockoutsAtom)[userId]?.data ?? undefined;
}
