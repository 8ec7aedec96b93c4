import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  detailsOf,
  fieldProblems,
  fieldsFrom,
  parseMapping,
} from '../../../src/commands/exports/fields';
import {
  exportFormFieldsOf,
  newExportFormFields,
  withPlatform,
  type ExportFormFields,
} from '../../../src/state/exportsForm';
import { configurationJson, hubspotDetailsJson } from './support';

const filled = (patch: Partial<ExportFormFields> = {}): ExportFormFields => ({
  ...newExportFormFields(),
  name: 'Deals',
  templateIds: [11],
  searchableText: 'dealname',
  details: { ...newExportFormFields().details, api_key_secret_ref: 'HUBSPOT_KEY' },
  ...patch,
});

describe('a new configuration (the defaults)', () => {
  it('is HubSpot, active, a note on a deal in plain text, created when not found, titled by the document name', () => {
    const fields = newExportFormFields();
    expect(fields).toMatchObject({
      name: '',
      isActive: true,
      templateIds: [],
      platform: 'HUBSPOT',
      searchableText: '',
    });
    expect(fields.details).toEqual({
      api_key_secret_ref: '',
      target_object_type: 'DEAL',
      create_if_not_found: true,
      summary_attach_method: 'NOTE',
      note_title_template: '{{document_name}}',
      note_body_format: 'TEXT',
    });
    expect(JSON.parse(fields.mappingText)).toEqual({});
  });
});

describe('switching the platform', () => {
  it("resets the details to that platform's defaults and keeps name, active and templates", () => {
    const hubspot = filled({ isActive: false, searchableText: 'dealname, amount', mappingText: '{"a": 1}' });
    const notion = withPlatform(hubspot, 'NOTION');
    expect(notion).toMatchObject({ name: 'Deals', isActive: false, templateIds: [11], platform: 'NOTION' });
    expect(notion.details).toEqual({ api_key_secret_ref: '', database_id: '' });
    const back = withPlatform(
      { ...notion, details: { api_key_secret_ref: 'N', database_id: 'x' } },
      'HUBSPOT',
    );
    expect(back.details).toEqual(newExportFormFields().details);
    expect(back.searchableText).toBe('');
    expect(JSON.parse(back.mappingText)).toEqual({});
    expect(withPlatform(hubspot, 'HUBSPOT')).toBe(hubspot);
  });
});

describe('a loaded configuration', () => {
  it('comes back as the same details when saved unchanged; keys the platform does not know are not sent', () => {
    const loaded = configurationJson(7, 'Deals', {
      configuration_details: { ...hubspotDetailsJson, legacy_field: 'x' },
    });
    const fields = exportFormFieldsOf(loaded);
    expect(fields.searchableText).toBe('dealname');
    expect(detailsOf(fields)).toEqual(hubspotDetailsJson);
    expect(bodyOf(fields)).toEqual({
      name: 'Deals',
      is_active: true,
      meeting_template_ids: [11],
      target_platform: 'HUBSPOT',
      configuration_details: hubspotDetailsJson,
    });
  });

  it('takes its templates from meeting_templates when the server sends no ids', () => {
    const loaded = configurationJson(7, 'Deals', {
      meeting_template_ids: [],
      meeting_templates: [
        { id: 11, title: 'Notulen' },
        { id: 12, title: 'Actiepunten' },
      ],
    });
    expect(exportFormFieldsOf(loaded).templateIds).toEqual([11, 12]);
  });
});

describe('the property mapping (a JSON object; invalid input blocks saving)', () => {
  it('reads empty text as no mapping, and refuses text that is not JSON or not an object', () => {
    expect(parseMapping('  ')).toEqual({ mapping: {} });
    expect(parseMapping('{"dealname": "{{document_name}}", "amount": 0}')).toEqual({
      mapping: { dealname: '{{document_name}}', amount: 0 },
    });
    expect(parseMapping('{dealname: 1}')).toEqual({
      problem: 'De eigenschappen zijn geen geldige JSON. Controleer haakjes, komma’s en aanhalingstekens.',
    });
    for (const text of ['[1]', 'null', '"tekst"', '3'])
      expect(parseMapping(text), text).toEqual({
        problem: 'De eigenschappen moeten een JSON-object zijn, zoals {"dealname": "{{document_name}}"}.',
      });
  });
});

describe('the form rules, with the contract schemas', () => {
  it('names every missing required field in Dutch', () => {
    expect(fieldProblems(newExportFormFields())).toEqual({
      name: 'Naam is verplicht.',
      meeting_template_ids: 'Selecteer minimaal één Meeting Template.',
      api_key_secret_ref: 'Kies een geheime sleutel (secret).',
      hubspot_searchable_properties: 'Geef minimaal één doorzoekbare eigenschap op.',
    });
    expect(fieldProblems(filled())).toEqual({});
  });

  it('checks the searchable properties, the mapping, the title and the secret name', () => {
    const problems = fieldProblems(
      filled({
        searchableText: 'dealname, deal name',
        mappingText: '{"dealname": {"nested": true}}',
        details: { ...filled().details, note_title_template: '  ', api_key_secret_ref: 'geen spaties' },
      }),
    );
    expect(problems).toEqual({
      hubspot_searchable_properties: 'Ongeldige HubSpot eigenschap: “deal name”.',
      creation_property_mapping:
        'Ongeldige eigenschap in de JSON: “dealname” (een HubSpot eigenschap met tekst, een getal of waar/onwaar).',
      note_title_template: 'Geef een titel voor de notitie op.',
      api_key_secret_ref: 'Alleen letters, cijfers, punt, streepje en liggend streepje.',
    });
    expect(fieldProblems(filled({ mappingText: '[]' })).creation_property_mapping).toBe(
      'De eigenschappen moeten een JSON-object zijn, zoals {"dealname": "{{document_name}}"}.',
    );
    expect(fieldProblems(filled({ name: 'x'.repeat(201) })).name).toBe('De naam is te lang.');
  });

  it('asks Notion for the secret and a database id of 32 hexadecimal digits', () => {
    const notion = withPlatform(filled(), 'NOTION');
    expect(fieldProblems(notion)).toEqual({
      api_key_secret_ref: 'Kies een geheime sleutel (secret).',
      database_id: 'Een Notion database-id bestaat uit 32 hexadecimale tekens.',
    });
    expect(
      fieldProblems({
        ...notion,
        details: { api_key_secret_ref: 'NOTION_KEY', database_id: '0123456789ABCDEF0123456789abcdef' },
      }),
    ).toEqual({});
  });
});

describe('command arguments over the form', () => {
  it('take the given fields; details in the contract shape become the typed text', () => {
    const fields = fieldsFrom(filled(), {
      name: 'Tickets',
      details: {
        target_object_type: 'TICKET',
        hubspot_searchable_properties: ['subject', 'hs_ticket_id'],
        creation_property_mapping: { subject: 'x' },
      },
    });
    expect(fields.name).toBe('Tickets');
    expect(fields.details.target_object_type).toBe('TICKET');
    expect(fields.details.api_key_secret_ref).toBe('HUBSPOT_KEY');
    expect(fields.searchableText).toBe('subject, hs_ticket_id');
    expect(JSON.parse(fields.mappingText)).toEqual({ subject: 'x' });
  });
});
