import type { ApiClient } from '../api/client';
import { endpoints } from '../api/endpoints';
import type { ExportConfiguration, ExportPush, ExportSecretList } from '../api/schemas/exports';
import { messages } from '../messages';
import { cachedOrLoad, keyedResource, listResource, type ResourceKey } from './freshness';
import { atomSlot, keyedSlot, loadInto, notLoaded, type Loadable } from './loadable';
import { loadFailure } from './organizations';
import { resourceAtom } from './resources';
import type { Store } from './store';

const t = messages.exports;

/*
 * Export configurations as the console holds them: an organisation's configurations (its exports tab), one
 * configuration (the form), the names of the secrets the server holds (the form offers them), and the pushes of
 * summaries, per organisation (the exports tab) and per summary (the transcriptions tab). Every command that
 * changes a configuration invalidates through `exportConfigurationChanged`, a push through `exportPushesChanged`.
 */

type Keyed<T> = Readonly<Record<number, Loadable<T>>>;

/** `GET admin/export/configurations?organization_id=`, per organisation id. */
export const exportConfigurationsAtom = resourceAtom<Keyed<readonly ExportConfiguration[]>>({});
/** `GET admin/export/configurations/{id}`, per configuration id. */
export const exportConfigurationAtom = resourceAtom<Keyed<ExportConfiguration>>({});
/** `GET admin/export/secrets`: the names only, never a value. */
export const exportSecretsAtom = resourceAtom<Loadable<ExportSecretList>>(notLoaded);
/** `GET admin/export/pushes?organization_id=`, per organisation id, newest first. */
export const organizationExportPushesAtom = resourceAtom<Keyed<readonly ExportPush[]>>({});
/** `GET admin/export/pushes?summary_id=`, per summary id, newest first. */
export const summaryExportPushesAtom = resourceAtom<Keyed<readonly ExportPush[]>>({});

export function loadExportConfigurations(store: Store, api: ApiClient, organizationId: number) {
  return loadInto(
    keyedSlot(store, exportConfigurationsAtom, organizationId),
    () => api.call(endpoints.exports.list, { query: { organization_id: organizationId } }),
    loadFailure(t.loadListFailed),
  );
}

export function loadExportConfiguration(store: Store, api: ApiClient, id: number) {
  return loadInto(
    keyedSlot(store, exportConfigurationAtom, id),
    () => api.call(endpoints.exports.get, { params: { id } }),
    loadFailure(t.loadFailed),
  );
}

export function loadExportSecrets(store: Store, api: ApiClient) {
  return loadInto(
    atomSlot(store, exportSecretsAtom),
    () => api.call(endpoints.exports.secrets, {}),
    loadFailure(t.loadSecretsFailed),
  );
}

export function loadOrganizationExportPushes(store: Store, api: ApiClient, organizationId: number) {
  return loadInto(
    keyedSlot(store, organizationExportPushesAtom, organizationId),
    async () =>
      (await api.call(endpoints.exports.pushes, { query: { organization_id: organizationId } })).pushes,
    loadFailure(t.loadPushesFailed),
  );
}

export function loadSummaryExportPushes(store: Store, api: ApiClient, summaryId: number) {
  return loadInto(
    keyedSlot(store, summaryExportPushesAtom, summaryId),
    async () => (await api.call(endpoints.exports.pushes, { query: { summary_id: summaryId } })).pushes,
    loadFailure(t.loadPushesFailed),
  );
}

/** An organisation's export configurations, by organisation id. */
export const exportConfigurationsResource = keyedResource(
  'exportConfigurations',
  exportConfigurationsAtom,
  loadExportConfigurations,
);
/** One export configuration with its meeting templates, by id. */
export const exportConfigurationResource = keyedResource(
  'exportConfiguration',
  exportConfigurationAtom,
  loadExportConfiguration,
);
/** The names of the secrets the server holds. */
export const exportSecretsResource = listResource('exportSecrets', exportSecretsAtom, loadExportSecrets);
/** The pushes through an organisation's configurations, by organisation id. */
export const organizationExportPushesResource = keyedResource(
  'organizationExportPushes',
  organizationExportPushesAtom,
  loadOrganizationExportPushes,
);
/** The pushes of one summary, by summary id. */
export const summaryExportPushesResource = keyedResource(
  'summaryExportPushes',
  summaryExportPushesAtom,
  loadSummaryExportPushes,
);

/**
 * What a change of a configuration touches: the configuration itself, its organisation's list (every list when
 * the organisation is not known), and the pushes, which name the configuration (a delete takes its pushes along).
 */
export function exportConfigurationChanged(organizationId?: number, id?: number): readonly ResourceKey[] {
  return [
    exportConfigurationResource.at(id),
    exportConfigurationsResource.at(organizationId),
    organizationExportPushesResource.at(organizationId),
    summaryExportPushesResource.at(),
  ];
}

/** What queuing a push touches: the summary's pushes and the organisations' (the summary's owner's among them). */
export function exportPushesChanged(summaryId?: number): readonly ResourceKey[] {
  return [summaryExportPushesResource.at(summaryId), organizationExportPushesResource.at()];
}

/** The organisation's configurations as loaded, or loaded now (pickers, texts). */
export function organizationExportConfigurations(store: Store, api: ApiClient, organizationId: number) {
  return cachedOrLoad(store, api, exportConfigurationsResource, organizationId);
}

/** One configuration as loaded (its detail, else a list row), or loaded now. */
export function exportConfigurationById(store: Store, api: ApiClient, id: number) {
  const known = knownExportConfiguration(store, id);
  return known ? Promise.resolve(known) : cachedOrLoad(store, api, exportConfigurationResource, id);
}

/** The configuration as last seen (its detail, else a row of a loaded list), for texts and checks; no call. */
export function knownExportConfiguration(store: Store, id: number): ExportConfiguration | undefined {
  const detail = store.get(exportConfigurationAtom)[id]?.data;
  if (detail) return detail;
  for (const loaded of Object.values(store.get(exportConfigurationsAtom)) as Loadable<
    readonly ExportConfiguration[]
  >[]) {
    const row = loaded.data?.find((c) => c.id === id);
    if (row) return row;
  }
  return undefined;
}

/** Puts the configuration as the server answered it (a create or update) in its detail and its list row. */
export function storeExportConfiguration(store: Store, changed: ExportConfiguration): void {
  store.set(exportConfigurationAtom, (all) => ({
    ...all,
    [changed.id]: { ...(all[changed.id] ?? notLoaded), data: changed },
  }));
  store.set(exportConfigurationsAtom, (all) => {
    const loaded = all[changed.organization_id];
    if (!loaded?.data) return all;
    const present = loaded.data.some((c) => c.id === changed.id);
    const data = present
      ? loaded.data.map((c) => (c.id === changed.id ? changed : c))
      : [...loaded.data, changed];
    return { ...all, [changed.organization_id]: { ...loaded, data } };
  });
}

/** Drops a deleted configuration from its detail, every loaded list and the loaded pushes. */
export function forgetExportConfiguration(store: Store, id: number): void {
  store.set(exportConfigurationAtom, (all) => {
    const { [id]: _gone, ...rest } = all;
    return rest;
  });
  const dropFrom = <T extends { id?: number; configuration_id?: number }>(
    all: Keyed<readonly T[]>,
    gone: (item: T) => boolean,
  ) =>
    Object.fromEntries(
      Object.entries(all).map(([key, loaded]) => [
        key,
        loaded.data ? { ...loaded, data: loaded.data.filter((item) => !gone(item)) } : loaded,
      ]),
    ) as Keyed<readonly T[]>;
  store.set(exportConfigurationsAtom, (all) => dropFrom(all, (c) => c.id === id));
  store.set(organizationExportPushesAtom, (all) => dropFrom(all, (p) => p.configuration_id === id));
  store.set(summaryExportPushesAtom, (all) => dropFrom(all, (p) => p.configuration_id === id));
}

/** Pushes just queued for a summary, shown at once before those loaded earlier (newest first). */
export function addQueuedPushes(store: Store, summaryId: number, pushes: readonly ExportPush[]): void {
  store.set(summaryExportPushesAtom, (all) => {
    const loaded = all[summaryId] ?? notLoaded;
    const fresh = new Set(pushes.map((push) => push.id));
    const earlier = (loaded.data ?? []).filter((push) => !fresh.has(push.id));
    return { ...all, [summaryId]: { ...loaded, data: [...pushes, ...earlier] } };
  });
}

/** A push still on its way: queued (waiting or between retries) or being sent. */
export const pushUnderWay = (push: Pick<ExportPush, 'status'>) =>
  push.status === 'queued' || push.status === 'sending';

/** The newest push of each configuration, from a newest-first list. */
export function latestPushPerConfiguration(pushes: readonly ExportPush[]): ReadonlyMap<number, ExportPush> {
  const latest = new Map<number, ExportPush>();
  for (const push of pushes) if (!latest.has(push.configuration_id)) latest.set(push.configuration_id, push);
  return latest;
}

/** The pushes of each configuration, newest first, at most `limit` each. */
export function pushesPerConfiguration(
  pushes: readonly ExportPush[],
  limit: number,
): ReadonlyMap<number, readonly ExportPush[]> {
  const grouped = new Map<number, ExportPush[]>();
  for (const push of pushes) {
    const list = grouped.get(push.configuration_id) ?? [];
    if (list.length < limit) list.push(push);
    grouped.set(push.configuration_id, list);
  }
  return grouped;
}
