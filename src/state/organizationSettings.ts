import type { ApiClient } from '../api/client';
import { endpoints } from '../api/endpoints';
import type { Branding } from '../api/schemas/branding';
import type { PdfExportSettings } from '../api/schemas/pdfSettings';
import { messages } from '../messages';
import { cachedOrLoad, keyedResource } from './freshness';
import { keyedSlot, loadInto, notLoaded, type Loadable } from './loadable';
import { loadFailure } from './organizations';
import { resourceAtom } from './resources';
import type { Store } from './store';

const t = messages.organizationSettings;

/**
 * An organisation's settings as the server has them: its branding, its logo (the image itself, fetched with the
 * session's token) and its PDF export settings, each a resource by organisation id that the commands changing them
 * invalidate.
 */

/** `GET …/pdf-export-settings`: null is the default layout (a wrapper, since a loadable's null means "not loaded"). */
export interface SavedPdfSettings {
  settings: Readonly<Record<string, unknown>> | null;
}

export const brandingAtom = resourceAtom<Readonly<Record<number, Loadable<Branding>>>>({});
export const pdfSettingsAtom = resourceAtom<Readonly<Record<number, Loadable<SavedPdfSettings>>>>({});
/** The logo image (`GET …/logo`), for an `<img>` through a blob URL: the file is served sandboxed. */
export const logoAtom = resourceAtom<Readonly<Record<number, Loadable<Blob>>>>({});

export function loadBranding(store: Store, api: ApiClient, id: number): Promise<Branding> {
  return loadInto(
    keyedSlot(store, brandingAtom, id),
    () => api.call(endpoints.organizationSettings.branding, { params: { id } }),
    loadFailure(t.branding.loadFailed),
  );
}

export function loadPdfSettings(store: Store, api: ApiClient, id: number): Promise<SavedPdfSettings> {
  return loadInto(
    keyedSlot(store, pdfSettingsAtom, id),
    async () => {
      const answer = await api.call(endpoints.organizationSettings.pdfSettings, { params: { id } });
      return { settings: answer.pdf_export_settings };
    },
    loadFailure(t.pdf.loadFailed),
  );
}

export function loadLogo(store: Store, api: ApiClient, id: number): Promise<Blob> {
  return loadInto(
    keyedSlot(store, logoAtom, id),
    async () => (await api.file(endpoints.organizationSettings.logo, { params: { id } })).blob(),
    loadFailure(t.branding.logo.loadFailed),
  );
}

/** An organisation's branding, by organisation id. */
export const brandingResource = keyedResource('organizationBranding', brandingAtom, loadBranding);
/** An organisation's PDF export settings, by organisation id. */
export const pdfSettingsResource = keyedResource('organizationPdfSettings', pdfSettingsAtom, loadPdfSettings);
/** An organisation's logo image, by organisation id (only loaded when the branding names one). */
export const logoResource = keyedResource('organizationLogo', logoAtom, loadLogo);

/** What a change to the branding invalidates: the branding, and its logo (an upload changes both). */
export const brandingChanged = (id: number) => [brandingResource.at(id), logoResource.at(id)];
export const pdfSettingsChanged = (id: number) => [pdfSettingsResource.at(id)];

/** The branding as loaded, or loaded now (commands that need it). */
export const ensureBranding = (store: Store, api: ApiClient, id: number) =>
  cachedOrLoad(store, api, brandingResource, id);

/** The saved PDF export settings as loaded, or loaded now. */
export const ensurePdfSettings = (store: Store, api: ApiClient, id: number) =>
  cachedOrLoad(store, api, pdfSettingsResource, id);

/** Puts the server's answer after a save in place, so the tab shows it at once. */
export function storeBranding(store: Store, id: number, branding: Branding): void {
  store.set(brandingAtom, (all) => ({ ...all, [id]: { ...(all[id] ?? notLoaded), data: branding } }));
}

export function storePdfSettings(store: Store, id: number, settings: PdfExportSettings | null): void {
  store.set(pdfSettingsAtom, (all) => ({
    ...all,
    [id]: { ...(all[id] ?? notLoaded), data: { settings } },
  }));
}
