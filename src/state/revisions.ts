import type { ApiClient } from '../api/client';
import { endpoints } from '../api/endpoints';
import { REVISIONS_PAGE_SIZE, type TemplateRevision } from '../api/schemas/revisions';
import type { MeetingType } from '../api/schemas/templates';
import { messages } from '../messages';
import { cachedOrLoad, keyedResource } from './freshness';
import { keyedSlot, loadInto, type Loadable } from './loadable';
import { loadFailure } from './organizations';
import { resourceAtom } from './resources';
import { screenContextAtom } from './screen';
import type { Store } from './store';
import { defaultDraftOf, draftOf, hasUnsavedChanges, templateEditorAtom } from './templateDraft';
import { loadTemplate, templateAtom, type TemplateAddress } from './templates';

const t = messages.revisions;

/*
 * The REVISIES section of a saved template: its revisions newest first, loaded 20 at a time, the details of single
 * revisions for a comparison, and which comparison the section shows.
 */

/** The most one list call may ask (`revisionListQuery`'s limit). */
const LIMIT_MAX = 100;

/** The revisions of one template loaded so far, newest first. */
export interface RevisionPages {
  revisions: readonly TemplateRevision[];
  /** How many revisions the template has, when the server says (the reference server does). */
  total: number | undefined;
  /** The last page came back full: without a total, that means there may be more. */
  lastPageFull: boolean;
}

/** `GET admin/templates/{id}/revisions`, per template id. */
export const revisionsAtom = resourceAtom<Readonly<Record<number, Loadable<RevisionPages>>>>({});

/**
 * The newest revisions of the template: the first page, or as many as were shown (up to 100), so a reload after a
 * change (a restore adds a revision) keeps what "Meer laden" brought in.
 */
export function loadRevisions(store: Store, api: ApiClient, templateId: number): Promise<RevisionPages> {
  const slot = keyedSlot(store, revisionsAtom, templateId);
  const shown = slot.get().data?.revisions.length ?? 0;
  const limit = Math.min(LIMIT_MAX, Math.max(REVISIONS_PAGE_SIZE, shown));
  return loadInto(
    slot,
    async () => {
      const page = await api.call(endpoints.revisions.list, {
        params: { id: templateId },
        query: { limit, offset: 0 },
      });
      return { revisions: page.revisions, total: page.total, lastPageFull: page.revisions.length === limit };
    },
    loadFailure(t.errors.load),
  );
}

/** A template's revisions, by template id; the section loads them when it is opened. */
export const revisionsResource = keyedResource('revisions', revisionsAtom, loadRevisions);

/** The template's revisions as loaded when fresh, else loaded now (pickers, the comparison's current version). */
export function templateRevisions(store: Store, api: ApiClient, templateId: number) {
  return cachedOrLoad(store, api, revisionsResource, templateId);
}

/** Whether older revisions than those loaded exist ("Meer laden"). */
export function hasMoreRevisions(pages: RevisionPages): boolean {
  return pages.total !== undefined ? pages.revisions.length < pages.total : pages.lastPageFull;
}

/**
 * "Meer laden": the next 20 older revisions below those loaded (offset = how many are loaded; one already listed,
 * moved down by a newer one, is not listed twice). Null when there is nothing more; throws the section's text.
 */
export async function loadMoreRevisions(
  store: Store,
  api: ApiClient,
  templateId: number,
): Promise<RevisionPages | null> {
  const slot = keyedSlot(store, revisionsAtom, templateId);
  const current = slot.get().data;
  if (!current || !hasMoreRevisions(current)) return null;
  return loadInto(
    slot,
    async () => {
      const page = await api.call(endpoints.revisions.list, {
        params: { id: templateId },
        query: { limit: REVISIONS_PAGE_SIZE, offset: current.revisions.length },
      });
      const seen = new Set(current.revisions.map((revision) => revision.id));
      return {
        revisions: [...current.revisions, ...page.revisions.filter((revision) => !seen.has(revision.id))],
        total: page.total ?? current.total,
        lastPageFull: page.revisions.length === REVISIONS_PAGE_SIZE,
      };
    },
    loadFailure(t.errors.load),
  );
}

/** The newest revision as loaded (the template as it is now), or undefined. */
export function knownNewestRevision(store: Store, templateId: number): TemplateRevision | undefined {
  return store.get(revisionsAtom)[templateId]?.data?.revisions[0];
}

// One revision with all its fields (`GET …/revisions/{rev}`), for a comparison.

/** `{templateId}:{revisionId}`. */
export type RevisionKey = `${number}:${number}`;
export const revisionKey = (templateId: number, revisionId: number): RevisionKey =>
  `${templateId}:${revisionId}`;

export const revisionAtom = resourceAtom<Readonly<Record<string, Loadable<TemplateRevision>>>>({});

export function loadRevision(store: Store, api: ApiClient, key: string): Promise<TemplateRevision> {
  const [templateId, revisionId] = key.split(':').map(Number) as [number, number];
  return loadInto(
    keyedSlot(store, revisionAtom, key),
    () => api.call(endpoints.revisions.get, { params: { id: templateId, rev: revisionId } }),
    loadFailure(t.errors.details),
  );
}

/** One revision by `revisionKey` (a revision never changes once written). */
export const revisionResource = keyedResource('revision', revisionAtom, loadRevision);

export function revisionDetails(store: Store, api: ApiClient, templateId: number, revisionId: number) {
  return cachedOrLoad(store, api, revisionResource, revisionKey(templateId, revisionId));
}

// What the section shows.

/** A side of a comparison: a revision's id, or the template as it is now (its newest revision). */
export type ComparedVersion = number | 'current';

export interface Comparison {
  /** The revision chosen. */
  revisionId: number;
  /** What it is compared with. */
  other: ComparedVersion;
  /** Newly chosen: the view takes the focus once (then `comparisonFocused`). */
  focus: boolean;
}

/** The comparison each template's section shows, by template id (none: the list only). */
export const comparisonsAtom = resourceAtom<Readonly<Record<number, Comparison>>>({});

export function showComparison(
  store: Store,
  templateId: number,
  comparison: Pick<Comparison, 'revisionId' | 'other'>,
): void {
  store.set(comparisonsAtom, (all) => ({ ...all, [templateId]: { ...comparison, focus: true } }));
}

/** The view has taken the focus for its comparison. */
export function comparisonFocused(store: Store, templateId: number): void {
  store.set(comparisonsAtom, (all) => {
    const shown = all[templateId];
    return shown?.focus ? { ...all, [templateId]: { ...shown, focus: false } } : all;
  });
}

export function closeComparison(store: Store, templateId: number): void {
  store.set(comparisonsAtom, (all) => {
    if (!(templateId in all)) return all;
    const rest = { ...all };
    delete rest[templateId];
    return rest;
  });
}

/** The id a comparison side stands for now: `current` is the newest revision loaded (null: not loaded). */
export function resolveVersion(
  version: ComparedVersion,
  pages: RevisionPages | null | undefined,
): number | null {
  if (version !== 'current') return version;
  return pages?.revisions[0]?.id ?? null;
}

/**
 * A command asked for the template's REVISIES section (from the palette): the editor shows it when it shows that
 * template, now or once opened. `seq` makes each request new.
 */
export const revisionsRequestAtom = resourceAtom<{ templateId: number; seq: number } | null>(null);

export function requestRevisionsSection(store: Store, templateId: number): void {
  store.set(revisionsRequestAtom, (current) => ({ templateId, seq: (current?.seq ?? 0) + 1 }));
}

/** Takes the request for this template (true when there was one); one for another template stays. */
export function takeRevisionsRequest(store: Store, templateId: number): boolean {
  if (store.get(revisionsRequestAtom)?.templateId !== templateId) return false;
  store.set(revisionsRequestAtom, null);
  return true;
}

// The editor of the template.

/** Whether the editor on screen edits this template (its screen names the template's id). */
function editorShows(store: Store, templateId: number): boolean {
  return store.get(screenContextAtom).ids.templateId === String(templateId);
}

/** Whether the editor on screen edits this template and has changes that are not saved. */
export function hasUnsavedEditsOf(store: Store, templateId: number): boolean {
  return editorShows(store, templateId) && hasUnsavedChanges(store.get(templateEditorAtom));
}

/** The template loaded at some address with this id, loaded again (an answer without the template). */
async function reloadTemplate(store: Store, api: ApiClient, templateId: number): Promise<MeetingType | null> {
  const all = store.get(templateAtom);
  const address = (Object.keys(all) as TemplateAddress[]).find((key) => all[key]?.data?.id === templateId);
  return address ? loadTemplate(store, api, address).catch(() => null) : null;
}

/**
 * After a restore: the editor on screen that edits this template shows the restored fields, as saved (it had no
 * unsaved changes: the restore refuses to run over them). `restored` is the server's answer, when it sent one;
 * otherwise the template is loaded again.
 */
export async function showRestoredTemplate(
  store: Store,
  api: ApiClient,
  templateId: number,
  restored: MeetingType | undefined,
): Promise<void> {
  const editor = store.get(templateEditorAtom);
  if (!editor || editor.readOnly || !editorShows(store, templateId)) return;
  const template = restored ?? (await reloadTemplate(store, api, templateId));
  if (!template) return;
  const draft = editor.target.owner === 'default' ? defaultDraftOf(template) : draftOf(template);
  store.set(templateEditorAtom, (current) =>
    current?.key === editor.key ? { ...current, draft, saved: draft } : current,
  );
}
