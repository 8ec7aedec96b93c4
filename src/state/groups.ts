import type { ApiClient } from '../api/client';
import { group, groupList, type Group } from '../api/schemas/organizations';
import { userList, type User } from '../api/schemas/users';
import { messages } from '../messages';
import { keyedSlot, loadInto, type Loadable } from './loadable';
import { loadFailure, organizationPath } from './organizations';
import { resourceAtom } from './resources';
import type { Store } from './store';

const t = messages.groups;

/** `GET admin/organizations/{id}/groups`, per organisation id. */
export const groupsAtom = resourceAtom<Readonly<Record<number, Loadable<readonly Group[]>>>>({});

/** `GET admin/organizations/{id}/groups/{groupId}/members`, per group id. */
export const groupMembersAtom = resourceAtom<Readonly<Record<number, Loadable<readonly User[]>>>>({});

export const groupsPath = (organizationId: number) => `${organizationPath(organizationId)}/groups`;
export const groupPath = (organizationId: number, groupId: number) =>
  `${groupsPath(organizationId)}/${groupId}`;

export function loadGroups(store: Store, api: ApiClient, organizationId: number) {
  return loadInto(
    keyedSlot(store, groupsAtom, organizationId),
    () => api.get(groupsPath(organizationId), { schema: groupList }),
    loadFailure(t.loadFailed),
  );
}

export function loadGroupMembers(store: Store, api: ApiClient, organizationId: number, groupId: number) {
  return loadInto(
    keyedSlot(store, groupMembersAtom, groupId),
    () => api.get(`${groupPath(organizationId, groupId)}/members`, { schema: userList }),
    loadFailure(t.loadMembersFailed),
  );
}

/** The organisation's groups as loaded, or loaded now. */
export async function organizationGroups(
  store: Store,
  api: ApiClient,
  organizationId: number,
): Promise<readonly Group[]> {
  return store.get(groupsAtom)[organizationId]?.data ?? loadGroups(store, api, organizationId);
}

/** One group as loaded, or fetched now. */
export async function groupById(
  store: Store,
  api: ApiClient,
  organizationId: number,
  groupId: number,
): Promise<Group> {
  const known = store.get(groupsAtom)[organizationId]?.data?.find((g) => g.id === groupId);
  return known ?? api.get(groupPath(organizationId, groupId), { schema: group });
}

/** The group's members as loaded, or loaded now. */
export async function groupMembers(
  store: Store,
  api: ApiClient,
  organizationId: number,
  groupId: number,
): Promise<readonly User[]> {
  return store.get(groupMembersAtom)[groupId]?.data ?? loadGroupMembers(store, api, organizationId, groupId);
}

/**
 * After a change: the organisation's groups (counts, default flag) and the members of each of its groups whose
 * members are loaded (linking a user moves them out of their former group).
 */
export async function reloadGroups(store: Store, api: ApiClient, organizationId: number): Promise<void> {
  const groups = await loadGroups(store, api, organizationId);
  const loaded = store.get(groupMembersAtom);
  await Promise.all(
    groups.filter((g) => loaded[g.id]).map((g) => loadGroupMembers(store, api, organizationId, g.id)),
  );
}
