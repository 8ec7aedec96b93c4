import {
  exportConfiguration,
  exportPush,
  type ExportConfiguration,
  type ExportPush,
} from '../../../src/api/schemas/exports';
import type { RecordedCall } from '../support/http';
import { SERVER } from '../support/ctx';

export { pathOf, ready, requests } from '../taxonomies/support';

export const hubspotDetailsJson = {
  api_key_secret_ref: 'HUBSPOT_KEY',
  target_object_type: 'DEAL',
  hubspot_searchable_properties: ['dealname'],
  create_if_not_found: true,
  creation_property_mapping: { dealname: '{{document_name}}' },
  summary_attach_method: 'NOTE',
  note_title_template: '{{document_name}}',
  note_body_format: 'TEXT',
};

/** An export configuration as the reference server answers it. */
export function configurationJson(
  id: number,
  name: string,
  extra: Record<string, unknown> = {},
): ExportConfiguration {
  return exportConfiguration.parse({
    id,
    name,
    organization_id: 5,
    meeting_template_ids: [11],
    meeting_templates: [{ id: 11, title: 'Notulen', name: 'notulen' }],
    meeting_template_id: 11,
    meeting_template_title: 'Notulen',
    target_platform: 'HUBSPOT',
    is_active: true,
    configuration_details: hubspotDetailsJson,
    secret_available: true,
    ...extra,
  });
}

/** A push as the reference server answers it. */
export function pushJson(
  id: number,
  status: ExportPush['status'],
  extra: Record<string, unknown> = {},
): ExportPush {
  return exportPush.parse({
    id,
    configuration_id: 7,
    configuration_name: 'HubSpot deals',
    target_platform: 'HUBSPOT',
    summary_id: 30,
    meeting_type: 'Notulen',
    transcription_name: 'Teamoverleg',
    status,
    attempts: 1,
    created_at: '2026-03-01T10:00:00Z',
    ...extra,
  });
}

/** The organisation's templates (its own and a default one), as `GET …/meeting-types` answers them. */
export const organizationTemplatesJson = [
  { id: 11, name: 'notulen', title: 'Notulen', type: 'organization', is_org_wide: true },
  { id: 12, name: 'actiepunten', title: 'Actiepunten', type: 'default', is_default: true },
];

export const query = (call: RecordedCall) => new URL(call.url).searchParams;

export const urlOf = (path: string) => `${SERVER}${path}`;
