import type { ApiClient } from '../api/client';
import { endpoints } from '../api/endpoints';
import { ApiError } from '../api/errors';
import type { DisabledTemplate, MeetingType, TemplateSettingsItem } from '../api/schemas/templates';
import { messages } from '../messages';
import { cachedOrLoad, keyedResource, listResource, type ResourceKey } from './freshness';
import { atomSlot, keyedSlot, loadInto, notLoaded, type Loadable } from './loadable';
import { loadFailure, organizationResource, organizationsResource } from './organizations';
import { resourceAtom } from './resources';
import type { Store } from './store';

const t = messages.templates;

/*
 * Templates as the console holds them: per user and per organisation the effective list and the
 * switched-off list, the default templates, one template per address, and the signed-in user's own settings.
 * Every command that changes templates invalidates through `templatesChanged` (or a narrower key).
 */

/** `GET admin/users/{id}/meeting-types`, per user id. */
export const userTemplatesAtom = resourceAtom<Readonly<Record<number, Loadable<readonly MeetingType[]>>>>({});
/** `GET admin/users/{id}/templates/disabled`, per user id. */
export const userDisabledTemplatesAtom = resourceAtom<
  Readonly<Record<number, Loadable<readonly DisabledTemplate[]>>>
>({});
/** `GET admin/organizations/{id}/meeting-types`, per organisation id. */
export const organizationTemplatesAtom = resourceAtom<
  Readonly<Record<number, Loadable<readonly MeetingType[]>>>
>({});
/** `GET admin/organizations/{id}/templates/disabled`, per organisation id. */
export const organizationDisabledTemplatesAtom = resourceAtom<
  Readonly<Record<number, Loadable<readonly DisabledTemplate[]>>>
>({});
/** `GET admin/default-templates`. */
export const defaultTemplatesAtom = resourceAtom<Loadable<readonly MeetingType[]>>(notLoaded);
/** `GET default-templates/all`: the signed-in user's templates, switched-off ones included. */
export const ownTemplateSettingsAtom = resourceAtom<Loadable<readonly TemplateSettingsItem[]>>(notLoaded);
/** One template by its address (`templateAddress`), for the editors and views. */
export const templateAtom = resourceAtom<Readonly<Record<TemplateAddress, Loadable<MeetingType>>>>({});

/**
 * Where one template is read and saved: `user:{userId}:{id or name}`, `organization:{orgId}:{name or id}`,
 * `default:{id}`.
 */
export type TemplateAddress =
  `user:${number}:${string}` | `organization:${number}:${string}` | `default:${number}`;

export const userTemplateAddress = (userId: number, ref: string | number): TemplateAddress =>
  `user:${userId}:${ref}`;
export const organizationTemplateAddress = (organizationId: number, ref: string | number): TemplateAddress =>
  `organization:${organizationId}:${ref}`;
export const defaultTemplateAddress = (id: number): TemplateAddress => `default:${id}`;

export type ParsedAddress =
  | { owner: 'user'; userId: number; ref: string }
  | { owner: 'organization'; organizationId: number; ref: string }
  | { owner: 'default'; id: number };

export function parseTemplateAddress(address: TemplateAddress): ParsedAddress {
  const [owner, first, ...rest] = address.split(':');
  const ref = rest.join(':');
  if (owner === 'user') return { owner, userId: Number(first), ref };
  if (owner === 'organization') return { owner, organizationId: Number(first), ref };
  return { owner: 'default', id: Number(first) };
}

export function loadUserTemplates(store: Store, api: ApiClient, userId: number) {
  return loadInto(
    keyedSlot(store, userTemplatesAtom, userId),
    () => api.call(endpoints.userTemplates.list, { params: { id: userId } }),
    loadFailure(t.loadTemplatesFailed),
  );
}

export function loadUserDisabledTemplates(store: Store, api: ApiClient, userId: number) {
  return loadInto(
    keyedSlot(store, userDisabledTemplatesAtom, userId),
    () => api.call(endpoints.userTemplates.disabled, { params: { id: userId } }),
    loadFailure(t.loadTemplatesFailed),
  );
}

export function loadOrganizationTemplates(store: Store, api: ApiClient, organizationId: number) {
  return loadInto(
    keyedSlot(store, organizationTemplatesAtom, organizationId),
    () => api.call(endpoints.organizationTemplates.list, { params: { id: organizationId } }),
    loadFailure(t.loadTemplatesFailed, messages.organizations.notFound),
  );
}

export function loadOrganizationDisabledTemplates(store: Store, api: ApiClient, organizationId: number) {
  return loadInto(
    keyedSlot(store, organizationDisabledTemplatesAtom, organizationId),
    () => api.call(endpoints.organizationTemplates.disabled, { params: { id: organizationId } }),
    loadFailure(t.loadTemplatesFailed),
  );
}

/** An OK answer that holds no usable list ("Onverwacht formaat van template data"), else the load failure. */
const defaultsFailure = (error: unknown) =>
  error instanceof ApiError && error.status >= 200 && error.status < 300
    ? t.unexpectedFormat
    : loadFailure(t.defaultsLoadFailed)(error);

export function loadDefaultTemplates(store: Store, api: ApiClient) {
  return loadInto(
    atomSlot(store, defaultTemplatesAtom),
    () => api.call(endpoints.defaultTemplates.list, {}),
    defaultsFailure,
  );
}

export function loadOwnTemplateSettings(store: Store, api: ApiClient) {
  return loadInto(
    atomSlot(store, ownTemplateSettingsAtom),
    () => api.call(endpoints.templateSettings.all, {}),
    loadFailure(t.settingsLoadFailed),
  );
}

/** Reads one template at its address (404 reads as the owner's "could not be loaded" text). */
export function loadTemplate(store: Store, api: ApiClient, address: TemplateAddress) {
  const parsed = parseTemplateAddress(address);
  const fetch = (): Promise<MeetingType> => {
    switch (parsed.owner) {
      case 'user':
        return api.call(endpoints.userTemplates.get, {
          params: { id: parsed.userId, templateId: parsed.ref },
        });
      case 'organization':
        return api.call(endpoints.organizationTemplates.get, {
          params: { id: parsed.organizationId, name: parsed.ref },
        });
      default:
        return api.call(endpoints.defaultTemplates.get, { params: { id: parsed.id } });
    }
  };
  const failure =
    parsed.owner === 'organization'
      ? t.organizationTemplateLoadFailed
      : parsed.owner === 'default'
        ? t.defaultLoadFailed
        : t.templateLoadFailed;
  return loadInto(keyedSlot(store, templateAtom, address), fetch, loadFailure(failure));
}

/** A user's effective templates in their order, by user id. */
export const userTemplatesResource = keyedResource('userTemplates', userTemplatesAtom, loadUserTemplates);
/** The templates switched off for a user, by user id. */
export const userDisabledTemplatesResource = keyedResource(
  'userDisabledTemplates',
  userDisabledTemplatesAtom,
  loadUserDisabledTemplates,
);
/** An organisation's templates (its own and the default ones it uses), by organisation id. */
export const organizationTemplatesResource = keyedResource(
  'organizationTemplates',
  organizationTemplatesAtom,
  loadOrganizationTemplates,
);
/** The default templates switched off for an organisation, by organisation id. */
export const organizationDisabledTemplatesResource = keyedResource(
  'organizationDisabledTemplates',
  organizationDisabledTemplatesAtom,
  loadOrganizationDisabledTemplates,
);
/** Every default template, by sort_order. */
export const defaultTemplatesResource = listResource(
  'defaultTemplates',
  defaultTemplatesAtom,
  loadDefaultTemplates,
);
/** The signed-in user's template settings. */
export const ownTemplateSettingsResource = listResource(
  'ownTemplateSettings',
  ownTemplateSettingsAtom,
  loadOwnTemplateSettings,
);
/** One template by address (editors, views). */
export const templateResource = keyedResource('template', templateAtom, loadTemplate);

/**
 * What any change to templates may touch: every list and every loaded template (a default template switched off
 * for an organisation leaves the lists of its users; an organisation template edited shows in its users' lists).
 * Lists are reloaded only where they are on screen; the rest is marked stale.
 */
export function templatesChanged(): readonly ResourceKey[] {
  return [
    userTemplatesResource.at(),
    userDisabledTemplatesResource.at(),
    organizationTemplatesResource.at(),
    organizationDisabledTemplatesResource.at(),
    defaultTemplatesResource.at(),
    ownTemplateSettingsResource.at(),
    templateResource.at(),
    // Organisation counts (template_count) change with its templates.
    organizationsResource.at(),
    organizationResource.at(),
  ];
}

/** A user's effective templates as loaded, or loaded now (pickers). */
export function userTemplates(store: Store, api: ApiClient, userId: number) {
  return cachedOrLoad(store, api, userTemplatesResource, userId);
}

/** An organisation's templates as loaded, or loaded now (pickers). */
export function organizationTemplates(store: Store, api: ApiClient, organizationId: number) {
  return cachedOrLoad(store, api, organizationTemplatesResource, organizationId);
}

/** The default templates as loaded, or loaded now (pickers). */
export function defaultTemplates(store: Store, api: ApiClient) {
  return cachedOrLoad(store, api, defaultTemplatesResource, undefined);
}
