import type { ExportConfigurationCreate } from '../../../src/api/schemas/exports';

/**
 * The demo world's export configurations: a municipality's CRM (HubSpot, a note on the deal of the meeting)
 * and a law firm's notes database (Notion). Owners are named by organisation name, templates by title (an
 * organisation's own or a default template). Their secrets are names the demo server does not hold, so the
 * console shows the warning that the key is missing, and a push records that reason instead of sending.
 */
export interface DemoExportConfiguration extends Omit<
  ExportConfigurationCreate,
  'organization_id' | 'meeting_template_ids'
> {
  organization: string;
  templates: string[];
}

export const demoExportConfigurations: DemoExportConfiguration[] = [
  {
    organization: 'Gemeente Zandvoort',
    name: 'HubSpot CRM – raadszaken',
    templates: ['Raadsvergadering', 'Notulen'],
    target_platform: 'HUBSPOT',
    is_active: true,
    configuration_details: {
      api_key_secret_ref: 'HUBSPOT_ZANDVOORT',
      target_object_type: 'DEAL',
      hubspot_searchable_properties: ['dealname'],
      create_if_not_found: true,
      creation_property_mapping: {
        dealname: '{{document_name}}',
        pipeline: 'default',
        dealstage: 'appointmentscheduled',
        description: '{{meeting_type}} van {{meeting_date}}, vastgelegd door {{owner}}',
      },
      summary_attach_method: 'NOTE',
      note_title_template: 'Verslag {{meeting_type}}: {{document_name}}',
      note_body_format: 'HTML',
    },
  },
  {
    organization: 'Van der Berg Advocaten',
    name: 'Notion dossierdatabase',
    templates: ['Cliëntintake', 'Actiepunten'],
    target_platform: 'NOTION',
    is_active: true,
    configuration_details: {
      api_key_secret_ref: 'NOTION_VDBERG',
      database_id: '8a3f5c2e9b1d4e7fa6c0d2b4e8f1a3c5',
    },
  },
];
