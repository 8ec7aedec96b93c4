import type { ApiClient } from '../api/client';
import { transcriptionList, type Transcription } from '../api/schemas/transcriptions';
import { messages } from '../messages';
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
    () => api.get(`admin/user/${userId}/transcriptions`, { schema: transcriptionList }),
    () => messages.users.transcriptions.loadFailed,
  );
}

export async function ensureTranscriptions(
  store: Store,
  api: ApiClient,
  userId: number,
): Promise<readonly Transcription[]> {
  return store.get(transcriptionsAtom)[userId]?.data ?? loadTranscriptions(store, api, userId);
}
