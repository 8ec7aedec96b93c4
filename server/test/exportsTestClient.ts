// Helpers shared by the export tests: paths, valid bodies, an organisation with templates, and a summary of a
// member (files and rows as an upload and a summary run would leave them).
import { expect } from 'vitest';
import type { ExportConfiguration } from '../../src/api/schemas/exports';
import { exportConfiguration } from '../../src/api/schemas/exports';
import { FileStore } from '../src/transcriptions/files';
import type { TestApp, TestUser } from './harness';
import { jsonClient } from './organizationsTestClient';

/** Waits (polling the database, at most 20 s) until the push has succeeded or failed; answers its row. */
export async function finishedPush(t: TestApp, pushId: number) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const row = await t.db
      .selectFrom('export_pushes')
      .selectAll()
      .where('id', '=', pushId)
      .executeTakeFirstOrThrow();
    if (row.status === 'succeeded' || row.status === 'failed') return row;
    if (Date.now() > deadline) throw new Error(`push ${pushId} still ${row.status}: ${row.error}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const CONFIGURATIONS = '/api/admin/export/configurations';
export const configurationPath = (id: number) => `${CONFIGURATIONS}/${id}`;
export const SECRETS = '/api/admin/export/secrets';
export const PUSHES = '/api/admin/export/pushes';
export const pushPath = (summaryId: number) => `/api/admin/export/summaries/${summaryId}/push`;

/** The secret names the test apps hold (values only in these tests' environment). */
export const HUBSPOT_SECRET = 'HUBSPOT_TEST';
export const HUBSPOT_KEY = 'hubspot-test-sleutel-1234';
export const REFUSED_SECRET = 'HUBSPOT_WEIGERT';
export const REFUSED_KEY = 'sleutel-geweigerd-9876';
export const NOTION_SECRET = 'NOTION_TEST';
export const NOTION_KEY = 'notion-test-sleutel-5678';
export const NOTION_DATABASE = '0123456789abcdef0123456789abcdef';

/** The environment of a test app that holds the test secrets. */
export const secretEnv = {
  [`WERKBANK_SECRET_${HUBSPOT_SECRET}`]: HUBSPOT_KEY,
  [`WERKBANK_SECRET_${REFUSED_SECRET}`]: REFUSED_KEY,
  [`WERKBANK_SECRET_${NOTION_SECRET}`]: NOTION_KEY,
};

export const hubspotDetailsBody = (extra: Record<string, unknown> = {}) => ({
  api_key_secret_ref: HUBSPOT_SECRET,
  target_object_type: 'DEAL',
  hubspot_searchable_properties: ['dealname'],
  create_if_not_found: true,
  creation_property_mapping: {},
  summary_attach_method: 'NOTE',
  note_title_template: '{{document_name}}',
  note_body_format: 'TEXT',
  ...extra,
});

export const notionDetailsBody = (extra: Record<string, unknown> = {}) => ({
  api_key_secret_ref: NOTION_SECRET,
  database_id: NOTION_DATABASE,
  ...extra,
});

export interface OrganizationFixture {
  id: number;
  /** An organisation template (title "Notulen <suffix>"). */
  templateId: number;
  templateTitle: string;
  templateName: string;
  member: TestUser;
  /** A personal template of the member. */
  personalTemplateId: number;
  admin: TestUser;
  adminToken: string;
}

let counter = 0;

/** Helpers bound to a platform administrator's token. */
export function exportHelpers(t: TestApp, token: () => string) {
  const api = jsonClient(t, token);

  const organization = async (label: string): Promise<OrganizationFixture> => {
    const n = ++counter;
    const org = await api.post<{ id: number }>('/api/admin/organizations', { name: `${label} ${n}` });
    expect(org.status).toBe(201);
    const member = await t.createUser();
    const admin = await t.createUser();
    for (const [user, makeAdmin] of [
      [member, false],
      [admin, true],
    ] as const) {
      const added = await api.post(`/api/admin/organizations/${org.body.id}/users/add`, {
        user_ids: [user.id],
        make_admin: makeAdmin,
      });
      expect(added.status).toBe(200);
    }
    const title = `Notulen ${label} ${n}`;
    const template = await api.post<{ id: number; name: string }>(
      `/api/admin/organizations/${org.body.id}/meeting-types`,
      { title, content: 'Vat samen.', complexity: 'SMALL' },
    );
    expect(template.status).toBe(201);
    const personal = await api.post<{ id: number }>(`/api/admin/users/${member.id}/meeting-types`, {
      title: `Eigen ${label} ${n}`,
      content: 'Vat samen.',
      complexity: 'SMALL',
    });
    expect(personal.status).toBe(201);
    return {
      id: org.body.id,
      templateId: template.body.id,
      templateTitle: title,
      templateName: template.body.name,
      member,
      personalTemplateId: personal.body.id,
      admin,
      adminToken: (await t.login(admin)).access_token,
    };
  };

  const create = async (body: Record<string, unknown>): Promise<ExportConfiguration> => {
    const res = await api.post(CONFIGURATIONS, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return exportConfiguration.parse(res.body);
  };

  const hubspot = (org: OrganizationFixture, extra: Record<string, unknown> = {}, details = {}) =>
    create({
      name: `HubSpot ${++counter}`,
      organization_id: org.id,
      meeting_template_ids: [org.templateId],
      target_platform: 'HUBSPOT',
      configuration_details: hubspotDetailsBody(details),
      ...extra,
    });

  const notion = (org: OrganizationFixture, extra: Record<string, unknown> = {}, details = {}) =>
    create({
      name: `Notion ${++counter}`,
      organization_id: org.id,
      meeting_template_ids: [org.templateId],
      target_platform: 'NOTION',
      configuration_details: notionDetailsBody(details),
      ...extra,
    });

  /** A transcription of `user` named `name` with one summary of `meetingType` holding `text`. */
  const summary = async (user: TestUser, name: string, meetingType: string, text: string) => {
    const store = new FileStore(t.config.filesDir);
    const { id: transcriptionId } = await t.db
      .insertInto('transcriptions')
      .values({
        user_id: user.id,
        name,
        file_key: await store.write('transcriptions', 'txt', `Transcript van ${name}`),
        audio_file_key: null,
        audio_duration: 600,
        created_at: new Date('2026-03-12T09:30:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id } = await t.db
      .insertInto('summaries')
      .values({
        transcription_id: transcriptionId,
        meeting_type: meetingType,
        file_key: await store.write('summaries', 'txt', text),
        created_at: new Date('2026-03-12T10:00:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  };

  return { api, organization, create, hubspot, notion, summary };
}
