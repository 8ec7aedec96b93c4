import { fromOptionalEndpoint, serverOffers } from './serverOffers';
import type { Store } from './store';

/**
 * Which statistics a server answers: the bounded ones beyond the contract (`admin/stats/…`: per day, per model, one
 * page of rows) when it offers them, else the contract's `transcription-stats` and `token-usage-stats`, from which
 * the console computes the same views (how it learns: `serverOffers.ts`).
 */

/** Whether the signed-in server offers the bounded statistics: true, false, or undefined while not known. */
export const statsSummaryOffered = (store: Store): boolean | undefined => serverOffers(store, 'statsSummary');

/**
 * The answer of `summary` (a bounded call) when the server offers it, else of `fallback` (the contract's calls).
 * `organizationId`: the organisation the bounded call names, if any.
 */
export function fromStatsSource<T>(
  store: Store,
  organizationId: number | null,
  summary: () => Promise<T>,
  fallback: () => Promise<T>,
): Promise<T> {
  return fromOptionalEndpoint(store, 'statsSummary', organizationId, summary, fallback);
}
