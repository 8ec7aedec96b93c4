import type { ApiClient } from '../api/client';
import { endpoints } from '../api/endpoints';
import type { SessionItem } from '../api/schemas/sessions';
import { messages } from '../messages';
import { keyedResource } from './freshness';
import { keyedSlot, loadInto, type Loadable } from './loadable';
import { resourceAtom } from './resources';
import { isNotOffered } from './serverOffers';
import type { Store } from './store';

const t = messages.sessions;

/** A user's sessions (beyond the contract), by user id: the open ones first, then the latest ended ones. */
export const userSessionsAtom = resourceAtom<Readonly<Record<number, Loadable<readonly SessionItem[]>>>>({});

export function loadUserSessions(store: Store, api: ApiClient, id: number): Promise<readonly SessionItem[]> {
  return loadInto(
    keyedSlot(store, userSessionsAtom, id),
    async () => (await api.call(endpoints.sessions.list, { params: { id } })).items,
    // The original service keeps no sessions: it has no such call.
    (error) => (isNotOffered(error) ? t.notOffered : t.loadFailed),
  );
}

export const userSessionsResource = keyedResource('userSessions', userSessionsAtom, loadUserSessions);

/** The open sessions of a user as last loaded (for pickers and confirmations). */
export function openSessionsOf(store: Store, userId: number): readonly SessionItem[] {
  return (store.get(userSessionsAtom)[userId]?.data ?? []).filter((session) => session.ended_at === null);
}
