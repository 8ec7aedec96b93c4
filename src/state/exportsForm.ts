import {
  DEFAULT_EXPORT_PLATFORM,
  defaultDetails,
  type ExportConfiguration,
  type ExportPlatform,
} from '../api/schemas/exports';
import { resourceAtom } from './resources';
import type { Store } from './store';

/*
 * The export configuration a form screen is working on: its fields as typed, held in one atom while the form is
 * open, so the commands (the palette, Ctrl+S, the screen's buttons) reach it, and leaving knows whether anything
 * is unsaved. New versus edit is decided by whether a configuration id is in the route: the target.
 */

export type ExportFormTarget =
  { kind: 'new'; organizationId: number } | { kind: 'saved'; organizationId: number; id: number };

/** The form's fields. The details keep the shape of `defaultDetails`; the two HubSpot fields typed as text are apart. */
export interface ExportFormFields {
  name: string;
  isActive: boolean;
  templateIds: readonly number[];
  platform: ExportPlatform;
  /** The platform's details (`hubspotDetails` or `notionDetails` fields), apart from the two below. */
  details: Readonly<Record<string, unknown>>;
  /** HubSpot `hubspot_searchable_properties` as typed: comma-separated (trimmed, empties dropped when sent). */
  searchableText: string;
  /** HubSpot `creation_property_mapping` as typed: JSON text (CodeMirror). */
  mappingText: string;
}

/** A mapping as the editor shows it: indented 2 spaces. */
export const mappingText = (mapping: unknown) => JSON.stringify(mapping ?? {}, null, 2);

/** The fields for `platform` as it starts (its defaults): new, or after a switch of platform. */
function platformFields(platform: ExportPlatform) {
  const details = defaultDetails(platform) as Readonly<Record<string, unknown>>;
  const {
    hubspot_searchable_properties: searchable,
    creation_property_mapping: mapping,
    ...rest
  } = details as Record<string, unknown>;
  return {
    platform,
    details: rest,
    searchableText: Array.isArray(searchable) ? searchable.join(', ') : '',
    mappingText: mappingText(mapping ?? {}),
  };
}

/** A new configuration's fields: HUBSPOT, active, no templates yet. */
export function newExportFormFields(): ExportFormFields {
  return { name: '', isActive: true, templateIds: [], ...platformFields(DEFAULT_EXPORT_PLATFORM) };
}

/** Switching target_platform resets the details to that platform's defaults; the rest stays. */
export function withPlatform(fields: ExportFormFields, platform: ExportPlatform): ExportFormFields {
  if (platform === fields.platform) return fields;
  return { ...fields, ...platformFields(platform) };
}

/** A loaded configuration's fields. */
export function exportFormFieldsOf(configuration: ExportConfiguration): ExportFormFields {
  const {
    hubspot_searchable_properties: searchable,
    creation_property_mapping: mapping,
    ...details
  } = configuration.configuration_details;
  const isHubspot = configuration.target_platform === 'HUBSPOT';
  return {
    name: configuration.name,
    isActive: configuration.is_active,
    templateIds:
      configuration.meeting_template_ids.length > 0
        ? configuration.meeting_template_ids
        : configuration.meeting_templates.map((template) => template.id),
    platform: configuration.target_platform,
    details,
    searchableText: Array.isArray(searchable) ? searchable.join(', ') : '',
    mappingText: isHubspot ? mappingText(mapping ?? {}) : mappingText({}),
  };
}

export const sameExportFormFields = (a: ExportFormFields, b: ExportFormFields) =>
  JSON.stringify(a) === JSON.stringify(b);

export interface OpenExportForm {
  /** The form (one mounted screen) that holds it. */
  key: string;
  target: ExportFormTarget;
  fields: ExportFormFields;
  /** The fields as loaded or last saved; unsaved changes are the difference. */
  saved: ExportFormFields;
}

/** The open export configuration form, if any (the form screens are routes: one at a time). */
export const exportFormAtom = resourceAtom<OpenExportForm | null>(null);

export function sameExportFormTarget(a: ExportFormTarget, b: ExportFormTarget): boolean {
  if (a.organizationId !== b.organizationId) return false;
  if (a.kind === 'saved') return b.kind === 'saved' && a.id === b.id;
  return b.kind === 'new';
}

/** A form opens (or its configuration loaded): its fields start as `fields`, nothing unsaved. */
export function openExportForm(
  store: Store,
  form: { key: string; target: ExportFormTarget; fields: ExportFormFields },
): void {
  store.set(exportFormAtom, { ...form, saved: form.fields });
}

/** The form `key` closes; another that took over meanwhile stays. */
export function closeExportForm(store: Store, key: string): void {
  store.set(exportFormAtom, (current) => (current?.key === key ? null : current));
}

/** Changes fields of the form `key`. */
export function changeExportForm(store: Store, key: string, patch: Partial<ExportFormFields>): void {
  store.set(exportFormAtom, (current) =>
    current?.key === key ? { ...current, fields: { ...current.fields, ...patch } } : current,
  );
}

/** Switches the platform of the form `key` (its details start over from that platform's defaults). */
export function switchExportFormPlatform(store: Store, key: string, platform: ExportPlatform): void {
  store.set(exportFormAtom, (current) =>
    current?.key === key ? { ...current, fields: withPlatform(current.fields, platform) } : current,
  );
}

/** Whether the form holds changes that are not saved. */
export const hasUnsavedExportForm = (form: OpenExportForm | null) =>
  form !== null && !sameExportFormFields(form.fields, form.saved);

/** The open form when it shows `target`, else null. */
export function exportFormFor(store: Store, target: ExportFormTarget): OpenExportForm | null {
  const form = store.get(exportFormAtom);
  return form && sameExportFormTarget(form.target, target) ? form : null;
}

/** The fields were saved: nothing unsaved from here on, so leaving for the exports tab does not ask. */
export function markExportFormSaved(store: Store, target: ExportFormTarget, fields: ExportFormFields): void {
  store.set(exportFormAtom, (current) =>
    current && sameExportFormTarget(current.target, target) ? { ...current, saved: fields } : current,
  );
}

/** The form of a deleted configuration closes whatever it holds: leaving it does not ask. */
export function discardExportForm(store: Store, id: number): void {
  store.set(exportFormAtom, (current) =>
    current?.target.kind === 'saved' && current.target.id === id ? null : current,
  );
}
