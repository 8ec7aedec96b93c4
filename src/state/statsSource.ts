import { ApiError } from '../api/errors';
import { resourceAtom } from './resources';
import { sessionAtom } from './session';
import type { Store } from './store';

/**
 * Which statistics a server answers: the bounded ones beyond the spec (`admin/stats/…`: per day, per model, one
 * page of rows) when it offers them, else the spec's `transcription-stats` and `token-usage-stats`, from which
 * the console computes the same views. It learns by asking: a 2xx of a bounded call means offered; a 404, 405
 * or 501 of one without `organization_id` means not offered. A 404 of a call with `organization_id` may mean
 * that organisation is not there (or not the caller's), so it falls back for that request only. What it learnt
 * holds per server URL until sign-out.
 */

/** Per server URL: true offered, false not offered (absent: not known yet). */
export const statsSummaryOfferedAtom = resourceAtom<Readonly<Record<string, boolean>>>({});

/** Statuses by which a server says it has no such endpoint. */
const NOT_OFFERED = new Set([404, 405, 501]);

const serverOf = (store: Store) => store.get(sessionAtom)?.serverUrl ?? '';

function remember(store: Store, offered: boolean): void {
  const server = serverOf(store);
  if (store.get(statsSummaryOfferedAtom)[server] === offered) return;
  store.set(statsSummaryOfferedAtom, (all) => ({ ...all, [server]: offered }));
}

/** Whether the signed-in server offers the bounded statistics: true, false, or undefined while not known. */
export const statsSummaryOffered = (store: Store): boolean | undefined =>
  store.get(statsSummaryOfferedAtom)[serverOf(store)];

/**
 * The answer of `summary` (a bounded call) when the server offers it, else of `fallback` (the spec's calls).
 * `organizationId`: the organisation the bounded call names, if any (see above).
 */
export async function fromStatsSource<T>(
  store: Store,
  organizationId: number | null,
  summary: () => Promise<T>,
  fallback: () => Promise<T>,
): Promise<T> {
  const offered = statsSummaryOffered(store);
  if (offered === false) return fallback();
  if (offered === true) return summary();
  let answer: T;
  try {
    answer = await summary();
  } catch (error) {
    if (!(error instanceof ApiError) || !NOT_OFFERED.has(error.status)) throw error;
    if (organizationId === null || error.status !== 404) remember(store, false);
    return fallback();
  }
  remember(store, true);
  return answer;
}
