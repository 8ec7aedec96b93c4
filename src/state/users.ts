import { atom } from 'jotai/vanilla';
import type { ApiClient } from '../api/client';
import { endpoints } from '../api/endpoints';
import { ApiError } from '../api/errors';
import type { User, UsersSummary } from '../api/schemas/users';
import { messages } from '../messages';
import { cachedOrLoad, keyedResource, listResource } from './freshness';
import { atomSlot, keyedSlot, loadInto, notLoaded, type Loadable } from './loadable';
import { resourceAtom } from './resources';
import { usersOverview } from './dashboard';
import { fromOptionalEndpoint } from './serverOffers';
import type { Store } from './store';

const t = messages.users;

/** The user list (`GET admin/users`). */
export const usersAtom = resourceAtom<Loadable<readonly User[]>>(notLoaded);

/** Users loaded one by one (`GET admin/users/{id}`), by id. */
export const userDetailsAtom = resourceAtom<Readonly<Record<number, Loadable<User>>>>({});

export type NewUserTab = 'single' | 'bulk';

/** The New User dialog: open or not, and on which tab. Reset on logout like the data. */
export const newUserDialogAtom = resourceAtom<{ open: boolean; tab: NewUserTab }>({
  open: false,
  tab: 'single',
});

/** The outcome of the last bulk creation, for the dialog: how many were created, an error per failed address. */
export interface BulkOutcome {
  created: number;
  /** `Fout bij aanmaken {email}: {reason}`, one per address that failed. */
  failures: readonly string[];
}
export const bulkOutcomeAtom = resourceAtom<BulkOutcome | null>(null);

/** The user whose detail screen is in edit mode (Edit, then Save Changes or Cancel), or null. */
export const editingUserAtom = resourceAtom<number | null>(null);

export function loadUsers(store: Store, api: ApiClient): Promise<readonly User[]> {
  return loadInto(
    atomSlot(store, usersAtom),
    () => api.call(endpoints.users.list, {}),
    () => t.errors.loadList,
  );
}

/** `GET admin/users`, kept fresh (`state/freshness`): commands that change users invalidate it. */
export const usersResource = listResource('users', usersAtom, loadUsers);

/** The dashboard's users card: how many users, how many active, the newest. */
export const usersSummaryAtom = resourceAtom<Loadable<UsersSummary>>(notLoaded);

/**
 * The users card's numbers: `GET admin/users-summary` where the server offers it, else counted from the whole
 * list (`GET admin/users`; at 20,000 users that list is megabytes, and reading it one long task).
 */
export function loadUsersSummary(store: Store, api: ApiClient): Promise<UsersSummary> {
  return loadInto(
    atomSlot(store, usersSummaryAtom),
    () =>
      fromOptionalEndpoint(
        store,
        'usersSummary',
        null,
        () => api.call(endpoints.users.summary, {}),
        async () => usersOverview(await ensureUsers(store, api)),
      ),
    () => t.errors.loadList,
  );
}

/** The users card's numbers; the dashboard loads them anew each time it shows. */
export const usersSummaryResource = listResource('usersSummary', usersSummaryAtom, loadUsersSummary);

/** `GET admin/users/{id}`, by id. */
export const userResource = keyedResource('user', userDetailsAtom, (store, api, id: number) =>
  loadUser(store, api, id),
);

/** The loaded list, loading it first when it is not there yet or changed since (pickers, search). */
export function ensureUsers(store: Store, api: ApiClient): Promise<readonly User[]> {
  return cachedOrLoad(store, api, usersResource, undefined);
}

export function loadUser(store: Store, api: ApiClient, id: number): Promise<User> {
  return loadInto(
    keyedSlot(store, userDetailsAtom, id),
    () => api.call(endpoints.users.get, { params: { id } }),
    (error) => (error instanceof ApiError && error.status === 404 ? t.errors.notFound : t.errors.loadOne),
  );
}

/** The user as last seen, from the detail or the list; undefined when not loaded. */
export function knownUser(store: Store, id: number): User | undefined {
  return store.get(userDetailsAtom)[id]?.data ?? store.get(usersAtom).data?.find((u) => u.id === id);
}

/** Puts a user as the server answered it into the list (replacing or appending) and the detail. */
export const applyUserAtom = atom(null, (get, set, changed: User) => {
  const list = get(usersAtom);
  if (list.data) {
    const known = list.data.some((u) => u.id === changed.id);
    set(usersAtom, {
      ...list,
      data: known ? list.data.map((u) => (u.id === changed.id ? changed : u)) : [...list.data, changed],
    });
  }
  set(userDetailsAtom, (all) => ({ ...all, [changed.id]: { data: changed, loading: false, error: null } }));
});

/** Takes a deleted user out of the list and the details. */
export const forgetUserAtom = atom(null, (get, set, id: number) => {
  const list = get(usersAtom);
  if (list.data) set(usersAtom, { ...list, data: list.data.filter((u) => u.id !== id) });
  set(userDetailsAtom, (all) =>
    Object.fromEntries(Object.entries(all).filter(([key]) => Number(key) !== id)),
  );
});

const searchText = new WeakMap<User, string>();

function textOf(user: User): string {
  let text = searchText.get(user);
  if (text === undefined) {
    text = `${user.username}\n${user.email}`.toLowerCase();
    searchText.set(user, text);
  }
  return text;
}

/** Users whose username or e-mail contains the query, case-insensitive; all for an empty query. */
export function filterUsers(users: readonly User[], query: string, limit = Infinity): readonly User[] {
  const q = query.trim().toLowerCase();
  if (!q) return limit < users.length ? users.slice(0, limit) : users;
  const out: User[] = [];
  for (const user of users) {
    if (out.length >= limit) break;
    if (textOf(user).includes(q)) out.push(user);
  }
  return out;
}

/** How a user is named in texts: the e-mail, with the username in brackets when it differs. */
export function userDisplayName(user: Pick<User, 'username' | 'email'>): string {
  return user.username === user.email ? user.email : `${user.email} (${user.username})`;
}
