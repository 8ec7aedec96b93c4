import type { ApiClient } from '../api/client';
import { endpoints } from '../api/endpoints';
import type { Transcription } from '../api/schemas/transcriptions';
import { messages } from '../messages';
import { cachedOrLoad, keyedResource } from './freshness';
import { keyedSlot, loadInto, type Loadable } from './loadable';
import { resourceAtom } from './resources';
import type { Store } from './store';

/** Transcriptions per user id (`GET admin/user/{id}/transcriptions`). */
export const transcriptionsAtom = resourceAtom<Readonly<Record<number, Loadable<readonly Transcription[]>>>>(
  {},
);

export function loadTranscriptions(
  store: Store,
  api: ApiClient,
  userId: number,
): Promise<readonly Transcription[]> {
  return loadInto(
    keyedSlot(store, transcriptionsAtom, userId),
    () => api.call(endpoints.transcriptions.list, { params: { id: userId } }),
    () => messages.users.transcriptions.loadFailed,
  );
}

/** A user's transcriptions, by user id, kept fresh (`state/freshness`): an upload invalidates them. */
export const transcriptionsResource = keyedResource('transcriptions', transcriptionsAtom, loadTranscriptions);

/** The loaded transcriptions of a user, loading them first when missing or changed since (pickers). */
export function ensureTranscriptions(
  store: Store,
  api: ApiClient,
  userId: number,
): Promise<readonly Transcription[]> {
  return cachedOrLoad(store, api, transcriptionsResource, userId);
}
