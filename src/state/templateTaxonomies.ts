import type { ApiClient } from '../api/client';
import { endpoints } from '../api/endpoints';
import { ApiError } from '../api/errors';
import type { TemplateTaxonomy } from '../api/schemas/taxonomies';
import { messages } from '../messages';
import { cachedOrLoad, keyedResource } from './freshness';
import { keyedSlot, loadInto, type Loadable } from './loadable';
import { loadFailure } from './organizations';
import { resourceAtom } from './resources';
import type { Store } from './store';

const t = messages.templateTaxonomies;

/*
 * The TAXONOMIEËN section of a saved template (a template must be saved first): which taxonomies can apply to it
 * and whether each is active for it. Three layers make what the switches show:
 * - the list as the server answered it (`templateTaxonomiesResource`, per template id);
 * - states being saved one at a time (`pendingTaxonomyStatesAtom`): shown at once, dropped when the call
 *   ends (on failure the switch thus goes back to the loaded state);
 * - the batch draft (`taxonomyDraftAtom`): several states changed together, saved in one call.
 */

/** `GET admin/meeting-templates/{id}/taxonomies`, per template id. */
export const templateTaxonomiesAtom = resourceAtom<
  Readonly<Record<number, Loadable<readonly TemplateTaxonomy[]>>>
>({});

/** An OK answer that holds no usable list ("Onverwacht formaat voor taxonomieën data"), else the failure. */
const listFailure = (error: unknown) =>
  error instanceof ApiError && error.status >= 200 && error.status < 300
    ? t.errors.unexpectedFormat
    : loadFailure(t.errors.load)(error);

export function loadTemplateTaxonomies(store: Store, api: ApiClient, templateId: number) {
  return loadInto(
    keyedSlot(store, templateTaxonomiesAtom, templateId),
    () => api.call(endpoints.templateTaxonomies.list, { params: { id: templateId } }),
    listFailure,
  );
}

/** The taxonomies that can apply to a template, with their state for it, by template id. */
export const templateTaxonomiesResource = keyedResource(
  'templateTaxonomies',
  templateTaxonomiesAtom,
  loadTemplateTaxonomies,
);

/** The template's taxonomies as loaded when fresh, else loaded now (pickers, the toggle without a state). */
export function templateTaxonomies(store: Store, api: ApiClient, templateId: number) {
  return cachedOrLoad(store, api, templateTaxonomiesResource, templateId);
}

/** The template's taxonomies as loaded (no call), or undefined. */
export function knownTemplateTaxonomies(
  store: Store,
  templateId: number,
): readonly TemplateTaxonomy[] | undefined {
  return store.get(templateTaxonomiesAtom)[templateId]?.data ?? undefined;
}

/** Puts the server's answer in place of the loaded list (the batch call answers the whole list). */
export function setTemplateTaxonomies(store: Store, templateId: number, list: readonly TemplateTaxonomy[]) {
  store.set(templateTaxonomiesAtom, (all) => ({
    ...all,
    [templateId]: { data: list, loading: false, error: null },
  }));
}

/** One taxonomy's state as the server confirmed it, in the loaded list (when loaded). */
export function confirmTaxonomyState(store: Store, templateId: number, taxonomyId: number, active: boolean) {
  store.set(templateTaxonomiesAtom, (all) => {
    const loaded = all[templateId];
    if (!loaded?.data) return all;
    const data = loaded.data.map((item) => (item.id === taxonomyId ? { ...item, is_active: active } : item));
    return { ...all, [templateId]: { ...loaded, data } };
  });
}

// One at a time: the state asked for, shown until its call ends.

interface PendingState {
  active: boolean;
  /** Which call set it: only that call's end removes it (a later click on the same switch keeps its own). */
  token: symbol;
}

/** States being saved, per template id and taxonomy id. */
export const pendingTaxonomyStatesAtom = resourceAtom<
  Readonly<Record<number, Readonly<Record<number, PendingState>>>>
>({});

/**
 * Shows `active` for the taxonomy while its call runs; answers the function that ends that (call it when the
 * call succeeded or failed; on failure the loaded state shows again, on success the confirmed one).
 */
export function showPendingState(
  store: Store,
  templateId: number,
  taxonomyId: number,
  active: boolean,
): () => void {
  const token = Symbol(`${templateId}:${taxonomyId}`);
  store.set(pendingTaxonomyStatesAtom, (all) => ({
    ...all,
    [templateId]: { ...all[templateId], [taxonomyId]: { active, token } },
  }));
  return () =>
    store.set(pendingTaxonomyStatesAtom, (all) => {
      const forTemplate = all[templateId];
      if (forTemplate?.[taxonomyId]?.token !== token) return all;
      const rest = { ...forTemplate };
      delete rest[taxonomyId];
      return { ...all, [templateId]: rest };
    });
}

// Several at once: the batch draft.

/** The batch draft of one template: the states changed, by taxonomy id, not saved yet. */
export interface TaxonomyDraft {
  templateId: number;
  changes: Readonly<Record<number, boolean>>;
}

/** The open batch draft (one at a time: one editor is open at a time). */
export const taxonomyDraftAtom = resourceAtom<TaxonomyDraft | null>(null);

/** Starts changing several taxonomies of the template at once (nothing changed yet). */
export function startTaxonomyDraft(store: Store, templateId: number): void {
  store.set(taxonomyDraftAtom, { templateId, changes: {} });
}

/** Ends the draft of the template without saving it (of any template without `templateId`). */
export function discardTaxonomyDraft(store: Store, templateId?: number): void {
  store.set(taxonomyDraftAtom, (draft) =>
    draft && (templateId === undefined || draft.templateId === templateId) ? null : draft,
  );
}

/** The draft of this template, or null. */
export function taxonomyDraftOf(draft: TaxonomyDraft | null, templateId: number): TaxonomyDraft | null {
  return draft?.templateId === templateId ? draft : null;
}

/**
 * Sets states in the template's draft. A state equal to the loaded one is no change and is dropped, so the
 * draft holds exactly what differs from the server.
 */
export function changeTaxonomyDraft(
  store: Store,
  templateId: number,
  states: Readonly<Record<number, boolean>>,
): void {
  const loaded = new Map((knownTemplateTaxonomies(store, templateId) ?? []).map((x) => [x.id, x.is_active]));
  store.set(taxonomyDraftAtom, (draft) => {
    if (draft?.templateId !== templateId) return draft;
    const changes: Record<number, boolean> = { ...draft.changes };
    for (const [key, active] of Object.entries(states)) {
      const id = Number(key);
      if (loaded.get(id) === active) delete changes[id];
      else changes[id] = active;
    }
    return { templateId, changes };
  });
}

/** The draft's changes as the batch call takes them, or null when the template has no draft. */
export function taxonomyDraftChanges(
  store: Store,
  templateId: number,
): { id: number; is_active: boolean }[] | null {
  const draft = taxonomyDraftOf(store.get(taxonomyDraftAtom), templateId);
  if (!draft) return null;
  return Object.entries(draft.changes).map(([id, active]) => ({ id: Number(id), is_active: active }));
}

/** Whether a batch draft holds changes not saved (leaving the editor asks first). */
export function hasTaxonomyDraftChanges(store: Store): boolean {
  const draft = store.get(taxonomyDraftAtom);
  return draft !== null && Object.keys(draft.changes).length > 0;
}

/** A row as the section shows it: the state shown, and whether the draft changed it. */
export interface ShownTaxonomy {
  taxonomy: TemplateTaxonomy;
  active: boolean;
  /** Being saved one at a time. */
  pending: boolean;
  /** Changed in the batch draft, not saved yet. */
  changed: boolean;
}

/** What the switches show: the loaded state, over it a state being saved, over that the draft's. */
export function shownTaxonomies(
  list: readonly TemplateTaxonomy[],
  pending: Readonly<Record<number, PendingState>> | undefined,
  draft: TaxonomyDraft | null,
): ShownTaxonomy[] {
  return list.map((taxonomy) => {
    const saving = pending?.[taxonomy.id];
    const drafted = draft?.changes[taxonomy.id];
    const active = drafted ?? saving?.active ?? taxonomy.is_active;
    return { taxonomy, active, pending: saving !== undefined, changed: drafted !== undefined };
  });
}

/** The state a taxonomy shows for the template now (loaded, or being saved), or undefined when not listed. */
export function shownTaxonomyState(
  store: Store,
  templateId: number,
  taxonomyId: number,
): boolean | undefined {
  const listed = knownTemplateTaxonomies(store, templateId)?.find((x) => x.id === taxonomyId);
  if (!listed) return undefined;
  return store.get(pendingTaxonomyStatesAtom)[templateId]?.[taxonomyId]?.active ?? listed.is_active;
}
