import type { ApiClient } from '../api/client';
import { endpoints } from '../api/endpoints';
import {
  retentionKinds,
  type OrganizationRetention,
  type OrganizationRetentionWrite,
  type PlatformRetention,
  type PlatformRetentionWrite,
  type RetentionDryRun,
  type RetentionRemoval,
} from '../api/schemas/retention';
import { messages } from '../messages';
import { cachedOrLoad, keyedResource, listResource } from './freshness';
import { atomSlot, keyedSlot, loadInto, notLoaded, type Loadable } from './loadable';
import { knownOrganization } from './organizations';
import { resourceAtom } from './resources';
import { learningOffer, offerFailureText, serverOffers } from './serverOffers';
import type { Store } from './store';

const t = messages.retention;

/**
 * Retention as the server has it (beyond the original admin API): the platform's default and maximum, an
 * organisation's policy, the dry runs asked, and the removal logs. A server without these calls (the original
 * service) is learnt from the first answer (`serverOffers.ts`): the tab, the screen and the commands then say so.
 */

/** Whose retention: the platform's default and maximum, or an organisation's policy (by id). */
export type RetentionScope = 'platform' | number;

/** Whether the signed-in server offers retention: false once a call said it has no such endpoint. */
export const retentionOffered = (store: Store): boolean | undefined => serverOffers(store, 'retention');

/** The text of a failed load: a server without retention says so, else the server's reason or the fallback. */
const failureText = (fallback: string) => offerFailureText(t.notOffered, fallback);

/**
 * A 404 of an organisation's call may mean the organisation is gone; when it is known (its detail screen is
 * open), it means the call is not there.
 */
const ambiguousOrganization = (store: Store, id: number): number | null =>
  knownOrganization(store, id) ? null : id;

// The policies.

export const platformRetentionAtom = resourceAtom<Loadable<PlatformRetention>>(notLoaded);
export const organizationRetentionAtom = resourceAtom<
  Readonly<Record<number, Loadable<OrganizationRetention>>>
>({});

export function loadPlatformRetention(store: Store, api: ApiClient): Promise<PlatformRetention> {
  return loadInto(
    atomSlot(store, platformRetentionAtom),
    () => learningOffer(store, 'retention', null, () => api.call(endpoints.retention.platform, {})),
    failureText(t.loadFailed),
  );
}

export function loadOrganizationRetention(
  store: Store,
  api: ApiClient,
  id: number,
): Promise<OrganizationRetention> {
  return loadInto(
    keyedSlot(store, organizationRetentionAtom, id),
    () =>
      learningOffer(store, 'retention', ambiguousOrganization(store, id), () =>
        api.call(endpoints.retention.organization, { params: { id } }),
      ),
    failureText(t.loadFailed),
  );
}

/** The platform's default and maximum with their latest changes. */
export const platformRetentionResource = listResource(
  'platformRetention',
  platformRetentionAtom,
  loadPlatformRetention,
);
/** An organisation's policy, the default and maximum beside it, what applies, and its latest changes. */
export const organizationRetentionResource = keyedResource(
  'organizationRetention',
  organizationRetentionAtom,
  loadOrganizationRetention,
);

export const ensurePlatformRetention = (store: Store, api: ApiClient) =>
  cachedOrLoad(store, api, platformRetentionResource, undefined);
export const ensureOrganizationRetention = (store: Store, api: ApiClient, id: number) =>
  cachedOrLoad(store, api, organizationRetentionResource, id);

/** Puts the policy a save answered in place, so the screen shows it at once. */
export function storePlatformRetention(store: Store, retention: PlatformRetention): void {
  store.set(platformRetentionAtom, (loaded) => ({ ...loaded, data: retention }));
}

export function storeOrganizationRetention(store: Store, retention: OrganizationRetention): void {
  const id = retention.organization_id;
  store.set(organizationRetentionAtom, (all) => ({
    ...all,
    [id]: { ...(all[id] ?? notLoaded), data: retention },
  }));
}

// Dry runs: the latest one asked per scope, with what was asked (the screen says when the form moved on).

export interface AskedDryRun {
  /** The body the dry run was asked for, as JSON. */
  asked: string;
  result: RetentionDryRun;
}

export const retentionDryRunsAtom = resourceAtom<Readonly<Record<string, Loadable<AskedDryRun>>>>({});

/** The dry run of `scope` as last asked, or null. */
export const dryRunOf = (store: Store, scope: RetentionScope): Loadable<AskedDryRun> =>
  store.get(retentionDryRunsAtom)[String(scope)] ?? notLoaded;

/** `POST …/retention/dry-run` for the proposed policy, kept for the screen; answers the result. */
export async function askDryRun(
  store: Store,
  api: ApiClient,
  scope: RetentionScope,
  body: PlatformRetentionWrite | OrganizationRetentionWrite,
): Promise<RetentionDryRun> {
  const asked = JSON.stringify(body);
  const answer = await loadInto(
    keyedSlot(store, retentionDryRunsAtom, String(scope)),
    async () => ({
      asked,
      result: await learningOffer(store, 'retention', scope === 'platform' ? null : scope, () =>
        scope === 'platform'
          ? api.call(endpoints.retention.dryRunPlatform, { body: body as PlatformRetentionWrite })
          : api.call(endpoints.retention.dryRunOrganization, {
              params: { id: scope },
              body: body as OrganizationRetentionWrite,
            }),
      ),
    }),
    failureText(t.dryRun.failed),
  );
  return answer.result;
}

/** Whether a dry run found anything to remove. */
export const dryRunRemoves = (result: RetentionDryRun): boolean =>
  retentionKinds.some((kind) => result[kind].count > 0);

// The removal logs, newest first, a page at a time.

export interface RemovalLog {
  rows: readonly RetentionRemoval[];
  /** The key of the next page (`before`), null at the end. */
  nextBefore: number | null;
}

export const removalLogsAtom = resourceAtom<Readonly<Record<string, Loadable<RemovalLog>>>>({});

function removalsPage(store: Store, api: ApiClient, scope: RetentionScope, before?: number) {
  const query = before === undefined ? {} : { before };
  return learningOffer(
    store,
    'retention',
    scope === 'platform' ? null : ambiguousOrganization(store, scope),
    () =>
      scope === 'platform'
        ? api.call(endpoints.retention.removals, { query })
        : api.call(endpoints.retention.organizationRemovals, { params: { id: scope }, query }),
  );
}

/** The first page of a removal log. */
export function loadRemovalLog(store: Store, api: ApiClient, scope: RetentionScope): Promise<RemovalLog> {
  return loadInto(
    keyedSlot(store, removalLogsAtom, String(scope)),
    async () => {
      const page = await removalsPage(store, api, scope);
      return { rows: page.removals, nextBefore: page.next_before };
    },
    failureText(t.removals.loadFailed),
  );
}

/** The key of a scope's removal log: `platform`, or the organisation's id. */
export const removalLogKey = (scope: RetentionScope): string => String(scope);
const scopeOfKey = (key: string | number): RetentionScope => (key === 'platform' ? 'platform' : Number(key));

/** A removal log by `removalLogKey` (a refresh may pass an organisation's key as a number). */
export const removalLogResource = keyedResource<RemovalLog, string>(
  'retentionRemovals',
  removalLogsAtom,
  (store, api, key) => loadRemovalLog(store, api, scopeOfKey(key)),
);

/** The removal log of `scope` as loaded. */
export const removalLogOf = (store: Store, scope: RetentionScope): Loadable<RemovalLog> =>
  store.get(removalLogsAtom)[String(scope)] ?? notLoaded;

/** Meer laden: the page after the last row shown, added below the rows shown. Null when there is no more. */
export async function loadMoreRemovals(
  store: Store,
  api: ApiClient,
  scope: RetentionScope,
): Promise<RemovalLog | null> {
  const slot = keyedSlot(store, removalLogsAtom, String(scope));
  const current = slot.get().data;
  if (!current || current.nextBefore === null) return null;
  const before = current.nextBefore;
  return loadInto(
    slot,
    async () => {
      const page = await removalsPage(store, api, scope, before);
      const seen = new Set(current.rows.map((row) => row.id));
      return {
        rows: [...current.rows, ...page.removals.filter((row) => !seen.has(row.id))],
        nextBefore: page.next_before,
      };
    },
    failureText(t.removals.loadFailed),
  );
}
