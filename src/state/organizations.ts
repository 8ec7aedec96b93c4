import type { ApiClient } from '../api/client';
import { endpoints } from '../api/endpoints';
import { ApiError, errorMessage } from '../api/errors';
import type { Organization } from '../api/schemas/organizations';
import type { User } from '../api/schemas/users';
import { messages } from '../messages';
import { ownOrganizationAtom } from './claims';
import { cachedOrLoad, keyedResource, listResource } from './freshness';
import { atomSlot, keyedSlot, loadInto, notLoaded, type Loadable } from './loadable';
import { resourceAtom } from './resources';
import type { Store } from './store';

const t = messages.organizations;

/**
 * The text of a failed load: `notFound` for a 404 when given, `failure` for other API errors; other errors
 * (signed out, no server address) keep their own message.
 */
export function loadFailure(failure: string, notFound?: string) {
  return (error: unknown): string => {
    if (error instanceof ApiError) return notFound && error.status === 404 ? notFound : failure;
    return errorMessage(error);
  };
}

/** `GET admin/organizations`. */
export const organizationsAtom = resourceAtom<Loadable<readonly Organization[]>>(notLoaded);

/** `GET admin/organizations/{id}` (name, id, created date, counts), per organisation id. */
export const organizationAtom = resourceAtom<Readonly<Record<number, Loadable<Organization>>>>({});

/** `GET admin/organizations/{id}/users`, per organisation id. */
export const organizationUsersAtom = resourceAtom<Readonly<Record<number, Loadable<readonly User[]>>>>({});

export function loadOrganizations(store: Store, api: ApiClient) {
  return loadInto(
    atomSlot(store, organizationsAtom),
    () => api.call(endpoints.organizations.list, {}),
    loadFailure(t.loadListFailed),
  );
}

export function loadOrganization(store: Store, api: ApiClient, id: number) {
  return loadInto(
    keyedSlot(store, organizationAtom, id),
    () => api.call(endpoints.organizations.get, { params: { id } }),
    loadFailure(t.loadFailed, t.notFound),
  );
}

export function loadOrganizationUsers(store: Store, api: ApiClient, id: number) {
  return loadInto(
    keyedSlot(store, organizationUsersAtom, id),
    () => api.call(endpoints.organizations.users, { params: { id } }),
    loadFailure(t.loadUsersFailed, t.notFound),
  );
}

/** The organisation list, kept fresh (`state/freshness`): creating or deleting one invalidates it. */
export const organizationsResource = listResource('organizations', organizationsAtom, loadOrganizations);

/** One organisation (its counts change with its membership), by id. */
export const organizationResource = keyedResource('organization', organizationAtom, loadOrganization);

/** An organisation's users, by organisation id. */
export const organizationUsersResource = keyedResource(
  'organizationUsers',
  organizationUsersAtom,
  loadOrganizationUsers,
);

/** The organisation's users as loaded, or loaded now when missing or changed since (pickers). */
export function organizationUsers(store: Store, api: ApiClient, id: number): Promise<readonly User[]> {
  return cachedOrLoad(store, api, organizationUsersResource, id);
}

/**
 * The organisation list as loaded, or loaded now when missing or changed since (pickers, search). For an
 * organisation administrator it is their own organisation (the list itself is the platform's).
 */
export async function ensureOrganizations(store: Store, api: ApiClient): Promise<readonly Organization[]> {
  const own = store.get(ownOrganizationAtom);
  if (own) return [await cachedOrLoad(store, api, organizationResource, own.id)];
  return cachedOrLoad(store, api, organizationsResource, undefined);
}

/** The organisation as loaded (detail, else the list), if it is. */
export function knownOrganization(store: Store, id: number): Organization | undefined {
  return store.get(organizationAtom)[id]?.data ?? store.get(organizationsAtom).data?.find((o) => o.id === id);
}

/** Puts a changed organisation into the detail and the list. */
export function storeOrganization(store: Store, changed: Organization): void {
  store.set(organizationAtom, (all) => ({
    ...all,
    [changed.id]: { ...(all[changed.id] ?? notLoaded), data: changed },
  }));
  store.set(organizationsAtom, (list) =>
    list.data ? { ...list, data: list.data.map((o) => (o.id === changed.id ? changed : o)) } : list,
  );
}

/** Drops a deleted organisation from the list and its detail. */
export function forgetOrganization(store: Store, id: number): void {
  store.set(organizationsAtom, (list) =>
    list.data ? { ...list, data: list.data.filter((o) => o.id !== id) } : list,
  );
  store.set(organizationAtom, (all) => {
    const { [id]: _gone, ...rest } = all;
    return rest;
  });
}
