import type { ApiClient } from '../api/client';
import { endpoints } from '../api/endpoints';
import type { Group } from '../api/schemas/organizations';
import type { User } from '../api/schemas/users';
import { messages } from '../messages';
import { cachedOrLoad, keyedResource } from './freshness';
import { keyedSlot, loadInto, type Loadable } from './loadable';
import { loadFailure } from './organizations';
import { resourceAtom } from './resources';
import type { Store } from './store';

const t = messages.groups;

/** A group's key among the groups of all organisations: `{organisation id}:{group id}` (its address needs both). */
export type GroupKey = `${number}:${number}`;

export const groupKey = (organizationId: number, groupId: number): GroupKey => `${organizationId}:${groupId}`;

function parseGroupKey(key: GroupKey): { organizationId: number; groupId: number } {
  const [organizationId, groupId] = key.split(':').map(Number) as [number, number];
  return { organizationId, groupId };
}

/** `GET admin/organizations/{id}/groups`, per organisation id. */
export const groupsAtom = resourceAtom<Readonly<Record<number, Loadable<readonly Group[]>>>>({});

/** `GET admin/organizations/{id}/groups/{groupId}/members`, per group key (`groupKey`). */
export const groupMembersAtom = resourceAtom<Readonly<Record<GroupKey, Loadable<readonly User[]>>>>({});

export function loadGroups(store: Store, api: ApiClient, organizationId: number) {
  return loadInto(
    keyedSlot(store, groupsAtom, organizationId),
    () => api.call(endpoints.groups.list, { params: { id: organizationId } }),
    loadFailure(t.loadFailed),
  );
}

export function loadGroupMembers(store: Store, api: ApiClient, organizationId: number, groupId: number) {
  return loadInto(
    keyedSlot(store, groupMembersAtom, groupKey(organizationId, groupId)),
    () => api.call(endpoints.groups.members, { params: { id: organizationId, groupId } }),
    loadFailure(t.loadMembersFailed),
  );
}

/** An organisation's groups (counts, default flag), by organisation id, kept fresh (`state/freshness`). */
export const groupsResource = keyedResource('groups', groupsAtom, loadGroups);

/** A group's members, by `groupKey(organisationId, groupId)`. */
export const groupMembersResource = keyedResource(
  'groupMembers',
  groupMembersAtom,
  (store, api, key: GroupKey) => {
    const { organizationId, groupId } = parseGroupKey(key);
    return loadGroupMembers(store, api, organizationId, groupId);
  },
);

/** The organisation's groups as loaded, or loaded now when missing or changed since (pickers). */
export function organizationGroups(
  store: Store,
  api: ApiClient,
  organizationId: number,
): Promise<readonly Group[]> {
  return cachedOrLoad(store, api, groupsResource, organizationId);
}

/** One group as loaded, or fetched now. */
export async function groupById(
  store: Store,
  api: ApiClient,
  organizationId: number,
  groupId: number,
): Promise<Group> {
  const known = store.get(groupsAtom)[organizationId]?.data?.find((g) => g.id === groupId);
  return known ?? api.call(endpoints.groups.get, { params: { id: organizationId, groupId } });
}

/** The group's members as loaded, or loaded now when missing or changed since (pickers). */
export function groupMembers(
  store: Store,
  api: ApiClient,
  organizationId: number,
  groupId: number,
): Promise<readonly User[]> {
  return cachedOrLoad(store, api, groupMembersResource, groupKey(organizationId, groupId));
}
