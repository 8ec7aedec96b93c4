import { ApiError } from '../api/errors';
import { resourceAtom } from './resources';
import { sessionAtom } from './session';
import type { Store } from './store';

/**
 * Calls beyond the contract that the reference server offers and another server (the original service) may not:
 * the console asks them first and falls back to the contract's calls where they are not there. It learns by
 * asking: a 2xx means offered; a 404, 405 or 501 of a call without `organization_id` means not offered. A 404
 * of a call with `organization_id` may mean that organisation is not there (or not the caller's), so it falls
 * back for that request only. What it learnt holds per server URL and feature until sign-out.
 */
export type OptionalFeature =
  /** `admin/stats/…`: statistics per day, per model and one page of rows at a time. */
  | 'statsSummary'
  /** `admin/users-summary`: the dashboard's users card without the whole list. */
  | 'usersSummary'
  /** `admin/retention…`: retention policies, their dry run, the removal run and its log. */
  | 'retention'
  /** `admin/usage…`: prices per model, cost, budgets and their alerts, the finance CSV. */
  | 'usage';

/** Per server URL and feature (`{url} {feature}`): true offered, false not offered (absent: not known yet). */
export const serverOffersAtom = resourceAtom<Readonly<Record<string, boolean>>>({});

/** Statuses by which a server says it has no such endpoint. */
const NOT_OFFERED = new Set([404, 405, 501]);

/** Whether a call failed because the server has no such endpoint (404, 405, 501). */
export const isNotOffered = (error: unknown): error is ApiError =>
  error instanceof ApiError && NOT_OFFERED.has(error.status);

/** The key of `feature` of the server at `serverUrl` in `serverOffersAtom`. */
export const offerKey = (serverUrl: string | undefined, feature: OptionalFeature) =>
  `${serverUrl ?? ''} ${feature}`;

const keyOf = (store: Store, feature: OptionalFeature) =>
  offerKey(store.get(sessionAtom)?.serverUrl, feature);

function remember(store: Store, feature: OptionalFeature, offered: boolean): void {
  const key = keyOf(store, feature);
  if (store.get(serverOffersAtom)[key] === offered) return;
  store.set(serverOffersAtom, (all) => ({ ...all, [key]: offered }));
}

/** Whether the signed-in server offers `feature`: true, false, or undefined while not known. */
export const serverOffers = (store: Store, feature: OptionalFeature): boolean | undefined =>
  store.get(serverOffersAtom)[keyOf(store, feature)];

/**
 * The answer of `beyond` (the call beyond the contract) when the server offers `feature`, else of `fallback` (the
 * contract's calls). `organizationId`: the organisation the call names, if any (see above).
 */
export async function fromOptionalEndpoint<T>(
  store: Store,
  feature: OptionalFeature,
  organizationId: number | null,
  beyond: () => Promise<T>,
  fallback: () => Promise<T>,
): Promise<T> {
  const offered = serverOffers(store, feature);
  if (offered === false) return fallback();
  if (offered === true) return beyond();
  let answer: T;
  try {
    answer = await beyond();
  } catch (error) {
    if (!isNotOffered(error)) throw error;
    if (organizationId === null || error.status !== 404) remember(store, feature, false);
    return fallback();
  }
  remember(store, feature, true);
  return answer;
}

/**
 * The answer of `call` (a call of `feature`, which has no fallback: the console leaves the feature out where it
 * is not offered), learning from it whether the server offers `feature`. `organizationId`: as above.
 */
export async function learningOffer<T>(
  store: Store,
  feature: OptionalFeature,
  organizationId: number | null,
  call: () => Promise<T>,
): Promise<T> {
  let answer: T;
  try {
    answer = await call();
  } catch (error) {
    if (isNotOffered(error) && (organizationId === null || error.status !== 404))
      remember(store, feature, false);
    throw error;
  }
  remember(store, feature, true);
  return answer;
}

/**
 * The text of a failed load of an optional feature: a server without it says `notOffered`, else the server's
 * reason after `fallback`, or the fallback.
 */
export function offerFailureText(notOffered: string, fallback: string) {
  return (error: unknown): string => {
    if (isNotOffered(error)) return notOffered;
    if (error instanceof ApiError && error.status !== 0) {
      const reason = error.message.trim();
      return reason && !reason.startsWith(String(error.status)) ? `${fallback} ${reason}` : fallback;
    }
    return error instanceof Error && error.message ? error.message : fallback;
  };
}
