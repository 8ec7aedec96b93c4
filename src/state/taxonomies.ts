import type { ApiClient } from '../api/client';
import { endpoints } from '../api/endpoints';
import { ApiError } from '../api/errors';
import type { TaxonomyDetail, TaxonomySummary, TaxonomyTerm } from '../api/schemas/taxonomies';
import { messages } from '../messages';
import { cachedOrLoad, keyedResource, listResource, type ResourceKey } from './freshness';
import { atomSlot, keyedSlot, loadInto, notLoaded, type Loadable } from './loadable';
import { loadFailure } from './organizations';
import { resourceAtom } from './resources';
import type { Store } from './store';
import { templateTaxonomiesResource } from './templateTaxonomies';

const t = messages.taxonomies;

/*
 * Taxonomies as the console holds them: the list of every taxonomy the caller may see, the lists
 * of one user and one organisation (their detail tabs), and one taxonomy with its terms and XML preview (the
 * editor). Every command that changes a taxonomy invalidates through `taxonomyChanged`.
 */

/** `GET admin/taxonomies` (an organisation administrator: their organisation's and its users', filtered by the server). */
export const taxonomiesAtom = resourceAtom<Loadable<readonly TaxonomySummary[]>>(notLoaded);
/** `GET admin/users/{id}/taxonomies`, per user id. */
export const userTaxonomiesAtom = resourceAtom<
  Readonly<Record<number, Loadable<readonly TaxonomySummary[]>>>
>({});
/** `GET admin/organizations/{id}/taxonomies`, per organisation id. */
export const organizationTaxonomiesAtom = resourceAtom<
  Readonly<Record<number, Loadable<readonly TaxonomySummary[]>>>
>({});
/** `GET admin/taxonomies/{id}`: one taxonomy with its terms, per taxonomy id. */
export const taxonomyAtom = resourceAtom<Readonly<Record<number, Loadable<TaxonomyDetail>>>>({});

/** A list failure: an OK answer that holds no list is "Onverwacht formaat voor taxonomieën data". */
const listFailure = (error: unknown) =>
  error instanceof ApiError && error.status >= 200 && error.status < 300
    ? t.unexpectedFormat
    : loadFailure(t.loadListFailed)(error);

export function loadTaxonomies(store: Store, api: ApiClient) {
  return loadInto(
    atomSlot(store, taxonomiesAtom),
    () => api.call(endpoints.taxonomies.list, {}),
    listFailure,
  );
}

export function loadUserTaxonomies(store: Store, api: ApiClient, userId: number) {
  return loadInto(
    keyedSlot(store, userTaxonomiesAtom, userId),
    () => api.call(endpoints.taxonomies.listOfUser, { params: { id: userId } }),
    listFailure,
  );
}

export function loadOrganizationTaxonomies(store: Store, api: ApiClient, organizationId: number) {
  return loadInto(
    keyedSlot(store, organizationTaxonomiesAtom, organizationId),
    () => api.call(endpoints.taxonomies.listOfOrganization, { params: { id: organizationId } }),
    listFailure,
  );
}

export function loadTaxonomy(store: Store, api: ApiClient, id: number) {
  return loadInto(
    keyedSlot(store, taxonomyAtom, id),
    () => api.call(endpoints.taxonomies.get, { params: { id } }),
    loadFailure(t.loadFailed),
  );
}

/** Every taxonomy the caller may see. */
export const taxonomiesResource = listResource('taxonomies', taxonomiesAtom, loadTaxonomies);
/** A user's own taxonomies, by user id. */
export const userTaxonomiesResource = keyedResource('userTaxonomies', userTaxonomiesAtom, loadUserTaxonomies);
/** An organisation's own taxonomies, by organisation id. */
export const organizationTaxonomiesResource = keyedResource(
  'organizationTaxonomies',
  organizationTaxonomiesAtom,
  loadOrganizationTaxonomies,
);
/** One taxonomy with its terms and XML preview, by id. */
export const taxonomyResource = keyedResource('taxonomy', taxonomyAtom, loadTaxonomy);

/**
 * What a change of a taxonomy (or its terms) touches: the taxonomy itself (terms, XML preview, updated_at) and
 * every list (names, counts, flags; its owner's list is one of them), and the templates' TAXONOMIEËN sections
 * that list it. Reloaded where on screen, else marked stale.
 */
export function taxonomyChanged(id?: number): readonly ResourceKey[] {
  return [
    taxonomyResource.at(id),
    taxonomiesResource.at(),
    userTaxonomiesResource.at(),
    organizationTaxonomiesResource.at(),
    templateTaxonomiesResource.at(),
  ];
}

/** Every taxonomy as loaded, or loaded now (pickers, the palette's search). */
export function allTaxonomies(store: Store, api: ApiClient) {
  return cachedOrLoad(store, api, taxonomiesResource, undefined);
}

/** One taxonomy with its terms as loaded, or loaded now (the term picker, a delete's name). */
export function taxonomyDetail(store: Store, api: ApiClient, id: number) {
  return cachedOrLoad(store, api, taxonomyResource, id);
}

/** The taxonomy as last seen (its detail, else a list row), for texts and checks; no call. */
export function knownTaxonomy(store: Store, id: number): TaxonomySummary | undefined {
  const detail = store.get(taxonomyAtom)[id]?.data;
  if (detail) return detail;
  const inList = (list: readonly TaxonomySummary[] | null | undefined) => list?.find((x) => x.id === id);
  const found = inList(store.get(taxonomiesAtom).data);
  if (found) return found;
  for (const lists of [store.get(userTaxonomiesAtom), store.get(organizationTaxonomiesAtom)])
    for (const loaded of Object.values(lists) as Loadable<readonly TaxonomySummary[]>[]) {
      const row = inList(loaded.data);
      if (row) return row;
    }
  return undefined;
}

/** The loaded terms of a saved taxonomy (no call), or undefined when it is not loaded. */
export const knownTerms = (store: Store, id: number): readonly TaxonomyTerm[] | undefined =>
  store.get(taxonomyAtom)[id]?.data?.terms;

/** Changes the loaded taxonomy's terms at once with what the server confirmed (the reload then brings the rest). */
export function updateLoadedTerms(
  store: Store,
  id: number,
  change: (terms: readonly TaxonomyTerm[]) => readonly TaxonomyTerm[],
): void {
  store.set(taxonomyAtom, (all) => {
    const loaded = all[id];
    if (!loaded?.data) return all;
    const terms = [...change(loaded.data.terms)];
    return { ...all, [id]: { ...loaded, data: { ...loaded.data, terms, term_count: terms.length } } };
  });
}

/** Puts the taxonomy as the server answered it (an update) in place of the loaded one, keeping its terms. */
export function storeTaxonomy(store: Store, changed: TaxonomyDetail): void {
  store.set(taxonomyAtom, (all) => {
    const loaded = all[changed.id];
    const terms = changed.terms.length > 0 || !loaded?.data ? changed.terms : loaded.data.terms;
    return { ...all, [changed.id]: { ...(loaded ?? notLoaded), data: { ...changed, terms } } };
  });
}

/** Drops a deleted taxonomy from every loaded list and its detail. */
export function forgetTaxonomy(store: Store, id: number): void {
  const drop = (loaded: Loadable<readonly TaxonomySummary[]>) =>
    loaded.data ? { ...loaded, data: loaded.data.filter((x) => x.id !== id) } : loaded;
  store.set(taxonomiesAtom, drop);
  const dropAll = (all: Readonly<Record<number, Loadable<readonly TaxonomySummary[]>>>) =>
    Object.fromEntries(Object.entries(all).map(([key, loaded]) => [key, drop(loaded)]));
  store.set(userTaxonomiesAtom, dropAll);
  store.set(organizationTaxonomiesAtom, dropAll);
  store.set(taxonomyAtom, (all) => {
    const { [id]: _gone, ...rest } = all;
    return rest;
  });
}

/** Terms in the order the editor shows them: by correct form (as the server answers them). */
export const byCorrectForm = (a: TaxonomyTerm, b: TaxonomyTerm) =>
  a.correct_form.localeCompare(b.correct_form, 'nl-NL', { sensitivity: 'base' }) || a.id - b.id;
