// The demo export configurations: a municipality's HubSpot CRM and a law firm's Notion database, with templates
// of their own and default ones, naming secrets the demo server does not hold (the console warns; a push records
// why it did not send); seeded once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportConfigurationList, exportPushQueued } from '../../src/api/schemas/exports';
import { messages } from '../src/messages';
import { seedDemo } from '../src/seed/demo';
import { seedDemoExports } from '../src/seed/demoExports';
import { seedDemoTemplates } from '../src/seed/demoTemplates';
import { seedDemoTranscriptions } from '../src/seed/demoTranscriptions';
import { FileStore } from '../src/transcriptions/files';
import type { TestApp } from './harness';
import { backends, createTestApp } from './harness';
import { CONFIGURATIONS, finishedPush, pushPath } from './exportsTestClient';
import { jsonClient } from './organizationsTestClient';

describe.each(backends)('demo export configurations (%s)', (backend) => {
  let t: TestApp;
  let made: number;
  let api: ReturnType<typeof jsonClient>;

  const organizationId = async (name: string) =>
    (await t.db.selectFrom('organizations').select('id').where('name', '=', name).executeTakeFirstOrThrow())
      .id;

  beforeAll(async () => {
    // Nothing listens on the discard port: a push that got past the missing secret would fail loudly.
    t = await createTestApp(backend, {
      HUBSPOT_BASE_URL: 'http://127.0.0.1:9',
      NOTION_BASE_URL: 'http://127.0.0.1:9',
    });
    await seedDemo(t.db);
    await seedDemoTemplates(t.db);
    made = await seedDemoExports(t.db);
    await seedDemoTranscriptions(t.db, new FileStore(t.config.filesDir));
    const token = await t.adminToken();
    api = jsonClient(t, () => token);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('seeds a HubSpot and a Notion configuration, warning that their secrets are missing', async () => {
    expect(made).toBe(2);
    const zandvoort = exportConfigurationList.parse(
      (await api.get(`${CONFIGURATIONS}?organization_id=${await organizationId('Gemeente Zandvoort')}`)).body,
    );
    expect(zandvoort).toHaveLength(1);
    expect(zandvoort[0]).toMatchObject({
      name: 'HubSpot CRM – raadszaken',
      target_platform: 'HUBSPOT',
      is_active: true,
      secret_available: false,
      meeting_template_title: 'Raadsvergadering',
      configuration_details: { api_key_secret_ref: 'HUBSPOT_ZANDVOORT', target_object_type: 'DEAL' },
    });
    expect(zandvoort[0]!.meeting_templates.map((t) => t.title)).toEqual(['Raadsvergadering', 'Notulen']);
    const lawyers = exportConfigurationList.parse(
      (await api.get(`${CONFIGURATIONS}?organization_id=${await organizationId('Van der Berg Advocaten')}`))
        .body,
    );
    expect(lawyers.map((c) => [c.name, c.target_platform, c.secret_available])).toEqual([
      ['Notion dossierdatabase', 'NOTION', false],
    ]);
    expect(await seedDemoExports(t.db)).toBe(0);
  });

  it('records why a demo summary was not sent: the secret is missing', async () => {
    const summary = await t.db
      .selectFrom('summaries as s')
      .innerJoin('transcriptions as tr', 'tr.id', 's.transcription_id')
      .innerJoin('users as u', 'u.id', 'tr.user_id')
      .innerJoin('organizations as o', 'o.id', 'u.organization_id')
      .select('s.id')
      .where('o.name', '=', 'Gemeente Zandvoort')
      .where('s.meeting_type', '=', 'Notulen')
      .orderBy('s.id')
      .executeTakeFirstOrThrow();
    const res = await api.post(pushPath(summary.id), {});
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const pushId = exportPushQueued.parse(res.body).pushes[0]!.id;
    const row = await finishedPush(t, pushId);
    expect(row).toMatchObject({
      status: 'failed',
      error: messages.exports.reasons.secretMissing('HUBSPOT_ZANDVOORT'),
    });
  });
});
