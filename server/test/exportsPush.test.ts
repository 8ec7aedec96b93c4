// Pushes: a summary goes through the matching export configurations of its owner's organisation, as
// jobs on the queue that the in-process worker runs, to stand-ins of the HubSpot and Notion APIs on loopback:
// a deal found, a deal created with the property mapping, a ticket, a Notion page past Notion's limits, a 429
// and a 5xx retried (Retry-After respected), a timeout retried, a 401 recorded as a failure with its Dutch
// reason, a missing secret, retries running out, never sent twice, and the 422s of a push that matches nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ExportPush } from '../../src/api/schemas/exports';
import { exportPushList, exportPushQueued } from '../../src/api/schemas/exports';
import { NOTE_ASSOCIATION_TYPE } from '../src/exports/hubspot';
import { noteBody } from '../src/exports/noteBody';
import { notionBlocks } from '../src/exports/notionBlocks';
import { runExportPush } from '../src/exports/pushJob';
import { resumeStalePushes } from '../src/exports/stalePushes';
import { messages } from '../src/messages';
import type { Backend, TestApp } from './harness';
import { backends, createTestApp } from './harness';
import type { OrganizationFixture } from './exportsTestClient';
import {
  configurationPath,
  exportHelpers,
  finishedPush,
  HUBSPOT_KEY,
  NOTION_DATABASE,
  NOTION_KEY,
  PUSHES,
  pushPath,
  REFUSED_SECRET,
  secretEnv,
} from './exportsTestClient';
import { jsonClient } from './organizationsTestClient';
import type { FakeExportPlatforms } from './support/fakeExportPlatforms';
import { startFakeExportPlatforms } from './support/fakeExportPlatforms';

const reasons = messages.exports.reasons;

const SUMMARY = [
  'Samenvatting overleg',
  '',
  'We bespraken de begroting & de <planning>.',
  'Besluit: *doorgaan*.',
  '',
  '- Jan stuurt de offerte',
  '- Piet belt de klant',
].join('\n');

async function appWith(backend: Backend, fake: FakeExportPlatforms, env: Record<string, string> = {}) {
  return createTestApp(backend, {
    ...secretEnv,
    HUBSPOT_BASE_URL: fake.baseUrl,
    NOTION_BASE_URL: `${fake.baseUrl}/`,
    EXPORT_RETRY_DELAY_SECONDS: '0',
    EXPORT_TIMEOUT_SECONDS: '2',
    WORKER_POLL_SECONDS: '0.5',
    ...env,
  });
}

describe.each(backends)('pushes to HubSpot and Notion (%s)', (backend) => {
  let fake: FakeExportPlatforms;
  let t: TestApp;
  let h: ReturnType<typeof exportHelpers>;
  let org: OrganizationFixture;
  let adminToken: string;

  const finished = (pushId: number) => finishedPush(t, pushId);
  /** Pushes a summary; expects 202 and answers the queued pushes. */
  const push = async (summaryId: number, body: Record<string, unknown> = {}) => {
    const res = await h.api.post(pushPath(summaryId), body);
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    return exportPushQueued.parse(res.body);
  };
  const pushOne = async (summaryId: number, body: Record<string, unknown> = {}) => {
    const queued = await push(summaryId, body);
    expect(queued.pushes).toHaveLength(1);
    return finished(queued.pushes[0]!.id);
  };
  let seq = 0;
  const name = (label: string) => `${label} ${backend} ${++seq}`;

  beforeAll(async () => {
    fake = await startFakeExportPlatforms();
    fake.databases.add(NOTION_DATABASE);
    t = await appWith(backend, fake);
    adminToken = await t.adminToken();
    h = exportHelpers(t, () => adminToken);
    org = await h.organization('Push');
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(async () => {
    // One configuration at a time: each test makes its own, the earlier ones are switched off.
    await t.db.updateTable('export_configurations').set({ is_active: false }).execute();
  });

  it('attaches a note to the deal the searchable property finds', async () => {
    const documentName = name('Overleg Alfa');
    const deal = fake.addRecord('deals', { dealname: documentName });
    const configuration = await h.hubspot(org, {}, { note_title_template: 'Verslag: {{document_name}}' });
    const summaryId = await h.summary(org.member, documentName, org.templateTitle, SUMMARY);

    const queued = await push(summaryId);
    expect(queued.message).toBe(messages.exports.pushQueued(1));
    expect(queued.pushes[0]).toMatchObject({
      configuration_id: configuration.id,
      configuration_name: configuration.name,
      target_platform: 'HUBSPOT',
      summary_id: summaryId,
      meeting_type: org.templateTitle,
      transcription_name: documentName,
      status: 'queued',
      attempts: 0,
    });
    const row = await finished(queued.pushes[0]!.id);
    expect(row).toMatchObject({ status: 'succeeded', attempts: 1, error: null, external_url: null });
    expect(row.finished_at).toBeInstanceOf(Date);

    const note = fake.notes.find((n) => n.id === row.external_id)!;
    expect(note.properties).toEqual({
      hs_timestamp: '2026-03-12T10:00:00.000Z',
      hs_note_body: noteBody('TEXT', `Verslag: ${documentName}`, SUMMARY),
    });
    expect(note.properties.hs_note_body).toContain('- Jan stuurt de offerte');
    expect(note.associations).toEqual([
      { to: { id: deal.id }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 214 }] },
    ]);
    const [search] = fake.requestsOf('hubspot', '/deals/search').slice(-1);
    expect(search).toMatchObject({
      authorization: `Bearer ${HUBSPOT_KEY}`,
      body: {
        filterGroups: [{ filters: [{ propertyName: 'dealname', operator: 'EQ', value: documentName }] }],
      },
    });
    expect(fake.deals.size).toBeGreaterThan(0);
  });

  it('creates the deal with the property mapping when none is found', async () => {
    const documentName = name('Overleg Beta');
    const dealsBefore = fake.deals.size;
    await h.hubspot(
      org,
      {},
      {
        hubspot_searchable_properties: ['dealname', 'werkbank_document'],
        creation_property_mapping: {
          dealname: '{{document_name}} ({{organization_name}})',
          pipeline: 'default',
          amount: 1500,
          hs_is_closed: false,
          omschrijving: '{{meeting_type}} op {{meeting_date}} door {{owner}}; {{onbekend}}',
        },
        note_body_format: 'MARKDOWN',
      },
    );
    const summaryId = await h.summary(org.member, documentName, org.templateTitle.toUpperCase(), SUMMARY);
    const row = await pushOne(summaryId);
    expect(row.status, row.error ?? '').toBe('succeeded');
    expect(fake.deals.size).toBe(dealsBefore + 1);
    const created = [...fake.deals.values()].at(-1)!;
    const organizationName = (
      await t.db.selectFrom('organizations').select('name').where('id', '=', org.id).executeTakeFirstOrThrow()
    ).name;
    expect(created.properties).toEqual({
      dealname: `${documentName} (${organizationName})`,
      pipeline: 'default',
      amount: '1500',
      hs_is_closed: 'false',
      omschrijving: `${org.templateTitle.toUpperCase()} op 2026-03-12 door ${org.member.username}; {{onbekend}}`,
      // A searchable property the mapping leaves out gets the search value, so the next push finds the deal.
      werkbank_document: documentName,
    });
    const note = fake.notes.find((n) => n.id === row.external_id)!;
    expect(note.associations).toMatchObject([{ to: { id: created.id } }]);
    expect(note.properties.hs_note_body).toBe(noteBody('MARKDOWN', documentName, SUMMARY));
    expect(note.properties.hs_note_body).toContain('de \\<planning\\>');

    // The next summary of the same document finds that deal instead of making another one.
    const again = await h.summary(org.member, documentName, org.templateTitle, 'Tweede samenvatting.');
    expect((await pushOne(again)).status).toBe('succeeded');
    expect(fake.deals.size).toBe(dealsBefore + 1);
  });

  it('fails with a Dutch reason when no deal is found and none may be created', async () => {
    await h.hubspot(org, {}, { create_if_not_found: false });
    const documentName = name('Onbekend overleg');
    const summaryId = await h.summary(org.member, documentName, org.templateTitle, SUMMARY);
    const notesBefore = fake.notes.length;
    const row = await pushOne(summaryId);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: reasons.noRecordFound('deal', ['dealname'], documentName),
    });
    expect(fake.notes.length).toBe(notesBefore);
  });

  it('attaches an HTML note to a ticket', async () => {
    const documentName = name('Storing');
    const ticket = fake.addRecord('tickets', { subject: documentName });
    await h.hubspot(
      org,
      {},
      { target_object_type: 'TICKET', hubspot_searchable_properties: ['subject'], note_body_format: 'HTML' },
    );
    const summaryId = await h.summary(org.member, documentName, org.templateName, SUMMARY);
    const row = await pushOne(summaryId);
    expect(row.status, row.error ?? '').toBe('succeeded');
    const note = fake.notes.find((n) => n.id === row.external_id)!;
    expect(note.associations).toEqual([
      {
        to: { id: ticket.id },
        types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: NOTE_ASSOCIATION_TYPE.TICKET }],
      },
    ]);
    expect(note.properties.hs_note_body).toBe(
      [
        `<h3>${documentName}</h3>`,
        '<p>Samenvatting overleg</p>',
        '<p>We bespraken de begroting &amp; de &lt;planning&gt;.<br>Besluit: *doorgaan*.</p>',
        '<ul><li>Jan stuurt de offerte</li><li>Piet belt de klant</li></ul>',
      ].join('\n'),
    );
    expect(fake.requestsOf('hubspot', '/tickets/search').length).toBeGreaterThan(0);
  });

  it('makes a Notion page, within Notion’s limits, in the configured database', async () => {
    const configuration = await h.notion(org);
    const documentName = name('Notion overleg');
    const long = 'x'.repeat(4500);
    const text = [long, '', ...Array.from({ length: 150 }, (_v, i) => `- Punt ${i + 1}`)].join('\n');
    const summaryId = await h.summary(org.member, documentName, org.templateTitle, text);
    const row = await pushOne(summaryId);
    expect(row.status, row.error ?? '').toBe('succeeded');
    const page = fake.pages.get(row.external_id!)!;
    expect(row.external_url).toBe(page.url);
    expect(page.databaseId).toBe(NOTION_DATABASE);
    expect(page.properties).toEqual({
      title: { title: [{ type: 'text', text: { content: `${documentName} – ${org.templateTitle}` } }] },
    });
    const blocks = notionBlocks(text);
    expect(blocks).toHaveLength(151);
    expect(page.children).toEqual(blocks);
    // The long paragraph is one block of three rich-text items (2000, 2000, 500).
    expect(blocks[0]).toMatchObject({ type: 'paragraph' });
    const pieces = (blocks[0] as { paragraph: { rich_text: { text: { content: string } }[] } }).paragraph
      .rich_text;
    expect(pieces.map((p) => p.text.content.length)).toEqual([2000, 2000, 500]);
    const calls = fake
      .requestsOf('notion')
      .filter((r) => r.status !== 0)
      .slice(-2);
    expect(calls.map((r) => [r.method, r.path.replace(/[0-9a-f-]{36}/, 'ID'), r.status])).toEqual([
      ['POST', '/v1/pages', 200],
      ['PATCH', '/v1/blocks/ID/children', 200],
    ]);
    expect(calls[0]).toMatchObject({ authorization: `Bearer ${NOTION_KEY}` });
    expect(calls[0]!.notionVersion).toBeTruthy();
    const listed = exportPushList.parse(
      (await h.api.get(`${PUSHES}?configuration_id=${configuration.id}`)).body,
    );
    expect(listed.pushes[0]).toMatchObject({
      status: 'succeeded',
      external_id: page.id,
      external_url: page.url,
    });
  });

  it('retries a 429 after the Retry-After it asked for, without making the deal twice', async () => {
    await h.hubspot(org, {}, { creation_property_mapping: { dealname: '{{document_name}}' } });
    const documentName = name('Druk overleg');
    const summaryId = await h.summary(org.member, documentName, org.templateTitle, SUMMARY);
    fake.plan('hubspot', { status: 429, retryAfter: '1', pathIncludes: '/notes' });
    const before = fake.requests.length;
    const row = await pushOne(summaryId);
    expect(row).toMatchObject({ status: 'succeeded', attempts: 2, error: null });
    const calls = fake.requests.slice(before).filter((r) => r.platform === 'hubspot');
    expect(calls.map((r) => [r.path, r.status])).toEqual([
      ['/crm/v3/objects/deals/search', 200],
      ['/crm/v3/objects/deals', 201],
      ['/crm/v3/objects/notes', 429],
      ['/crm/v3/objects/notes', 201],
    ]);
    expect([...fake.deals.values()].filter((d) => d.properties.dealname === documentName)).toHaveLength(1);
    // The retry waited at least the Retry-After HubSpot asked for.
    expect(calls[3]!.at - calls[2]!.at).toBeGreaterThanOrEqual(900);
  });

  it('retries a server error and a timeout of Notion, and records what it waits for meanwhile', async () => {
    await h.notion(org);
    fake.plan('notion', { status: 503 }, { status: 200, hangMs: 10_000 });
    const summaryId = await h.summary(org.member, name('Wankel overleg'), org.templateTitle, SUMMARY);
    const row = await pushOne(summaryId);
    expect(row).toMatchObject({ status: 'succeeded', attempts: 3, error: null });
    expect(fake.pages.has(row.external_id!)).toBe(true);
  });

  it('records a refused key as a failure with a Dutch reason, without retrying', async () => {
    await h.hubspot(org, {}, { api_key_secret_ref: REFUSED_SECRET });
    const summaryId = await h.summary(org.member, name('Geweigerd'), org.templateTitle, SUMMARY);
    const before = fake.requestsOf('hubspot').length;
    const row = await pushOne(summaryId);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: 'HubSpot weigerde de API-sleutel (401).',
    });
    expect(fake.requestsOf('hubspot').length - before).toBe(1);
    const listed = exportPushList.parse((await h.api.get(`${PUSHES}?summary_id=${summaryId}`)).body);
    expect(listed.pushes[0]).toMatchObject({ status: 'failed', error: reasons.rejectedKey('HubSpot', 401) });
    expect(JSON.stringify(listed)).not.toContain('geweigerd-9876');
  });

  it('records a secret the server does not have, and sends nothing', async () => {
    await h.notion(org, {}, { api_key_secret_ref: 'ONBEKEND_GEHEIM' });
    const summaryId = await h.summary(org.member, name('Zonder sleutel'), org.templateTitle, SUMMARY);
    const before = fake.requests.length;
    const row = await pushOne(summaryId);
    expect(row).toMatchObject({ status: 'failed', error: reasons.secretMissing('ONBEKEND_GEHEIM') });
    expect(fake.requests.length).toBe(before);
  });

  it('never sends a push twice', async () => {
    const documentName = name('Eenmalig');
    fake.addRecord('deals', { dealname: documentName });
    await h.hubspot(org);
    const summaryId = await h.summary(org.member, documentName, org.templateTitle, SUMMARY);
    const row = await pushOne(summaryId);
    expect(row.status).toBe('succeeded');
    const before = fake.requests.length;
    // The same job again (a duplicate or a retry after the fact) does nothing.
    await runExportPush(t.deps, { push_id: row.id, platform: 'HUBSPOT', username: null });
    await runExportPush(t.deps, { push_id: row.id, platform: 'HUBSPOT', username: null });
    expect(fake.requests.length).toBe(before);
    expect(await finished(row.id)).toMatchObject({ status: 'succeeded', attempts: 1 });
  });

  it('resumes a push left sending after its claim ran out (the hourly maintenance), and sends it once', async () => {
    const documentName = name('Blijven hangen');
    fake.addRecord('deals', { dealname: documentName });
    const configuration = await h.hubspot(org);
    const summaryId = await h.summary(org.member, documentName, org.templateTitle, SUMMARY);
    // A worker claimed it and stopped: no job is left, the claim has run out.
    const { id } = await t.db
      .insertInto('export_pushes')
      .values({
        configuration_id: configuration.id,
        summary_id: summaryId,
        status: 'sending',
        attempts: 1,
        claimed_until: new Date(Date.now() - 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const claimedElsewhere = await t.db
      .insertInto('export_pushes')
      .values({
        configuration_id: configuration.id,
        summary_id: summaryId,
        status: 'sending',
        attempts: 1,
        claimed_until: new Date(Date.now() + 3_600_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = fake.requestsOf('hubspot', '/notes').length;

    expect(await resumeStalePushes(t.deps)).toBe(1);
    expect(await finished(id)).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(fake.requestsOf('hubspot', '/notes').length).toBe(before + 1);
    // A push another worker still holds is left alone, and nothing stale is left.
    const held = await t.db
      .selectFrom('export_pushes')
      .select(['status', 'attempts'])
      .where('id', '=', claimedElsewhere.id)
      .executeTakeFirstOrThrow();
    expect(held).toEqual({ status: 'sending', attempts: 1 });
    expect(await resumeStalePushes(t.deps)).toBe(0);
    await t.db.deleteFrom('export_pushes').where('id', '=', claimedElsewhere.id).execute();
  });

  it('answers 422 in Dutch when no active configuration matches, or a named one does not', async () => {
    const inactive = await h.hubspot(org, { is_active: false });
    const summaryId = await h.summary(org.member, name('Geen export'), 'Onbekend type', SUMMARY);
    const none = await h.api.post<{ detail: string; error: string }>(pushPath(summaryId), {});
    expect(none).toEqual({
      status: 422,
      body: {
        detail: messages.exports.noMatchingConfiguration('Onbekend type'),
        error: messages.exports.noMatchingConfiguration('Onbekend type'),
      },
    });
    const matching = await h.summary(org.member, name('Wel type'), org.templateTitle, SUMMARY);
    const named = await h.api.post<{ detail: string }>(pushPath(matching), {
      configuration_ids: [inactive.id],
    });
    expect(named.status).toBe(422);
    expect(named.body.detail).toBe(messages.exports.configurationsNotApplicable([inactive.id]));
    expect((await h.api.post(pushPath(2_147_483_000), {})).status).toBe(404);
    const pushes = await t.db
      .selectFrom('export_pushes')
      .select('id')
      .where('summary_id', 'in', [summaryId, matching])
      .execute();
    expect(pushes).toHaveLength(0);
  });

  it('pushes through every matching configuration, or only the named ones', async () => {
    const hubspot = await h.hubspot(org);
    const notion = await h.notion(org);
    const documentName = name('Beide');
    fake.addRecord('deals', { dealname: documentName });
    const summaryId = await h.summary(org.member, documentName, org.templateTitle, SUMMARY);
    const both = await push(summaryId);
    expect(both.message).toBe(messages.exports.pushQueued(2));
    expect(both.pushes.map((p: ExportPush) => p.configuration_id).sort()).toEqual(
      [hubspot.id, notion.id].sort(),
    );
    for (const p of both.pushes) expect((await finished(p.id)).status).toBe('succeeded');
    const only = await push(summaryId, { configuration_ids: [notion.id] });
    expect(only.pushes.map((p) => p.configuration_id)).toEqual([notion.id]);
    await finished(only.pushes[0]!.id);
    // The history goes with its configuration.
    expect((await h.api.del(configurationPath(notion.id))).status).toBe(200);
    const left = exportPushList.parse((await h.api.get(`${PUSHES}?summary_id=${summaryId}`)).body);
    expect(left.pushes.map((p) => p.configuration_id)).toEqual([hubspot.id]);
  });

  it('lists pushes newest first within the caller’s organisation', async () => {
    const other = await h.organization('Ander');
    await h.hubspot(other, {}, { api_key_secret_ref: 'GEEN' });
    const theirs = await h.summary(other.member, name('Elders'), other.templateTitle, SUMMARY);
    await pushOne(theirs);

    const all = exportPushList.parse((await h.api.get(PUSHES)).body);
    const ids = all.pushes.map((p) => p.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(exportPushList.parse((await h.api.get(`${PUSHES}?limit=2`)).body).pushes).toHaveLength(2);
    expect(
      exportPushList
        .parse((await h.api.get(`${PUSHES}?status=failed`)).body)
        .pushes.every((p) => p.status === 'failed'),
    ).toBe(true);

    const own = jsonClient(t, () => org.adminToken);
    const mine = exportPushList.parse((await own.get(PUSHES)).body);
    expect(mine.pushes.length).toBeGreaterThan(0);
    expect(mine.pushes.every((p) => p.summary_id !== theirs)).toBe(true);
    expect((await own.get(`${PUSHES}?organization_id=${other.id}`)).status).toBe(404);
    expect(exportPushList.parse((await own.get(`${PUSHES}?summary_id=${theirs}`)).body).pushes).toEqual([]);
    // Another organisation's summary looks missing to them.
    const refused = await own.post<{ detail: string; error: string }>(pushPath(theirs), {});
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe(refused.body.detail);
  });
});

describe.each(backends)('push retries running out (%s)', (backend) => {
  let fake: FakeExportPlatforms;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startFakeExportPlatforms();
    t = await appWith(backend, fake, { EXPORT_RETRY_LIMIT: '2' });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('fails after the last retry, saying how often it tried', async () => {
    const adminToken = await t.adminToken();
    const h = exportHelpers(t, () => adminToken);
    const org = await h.organization('Op');
    await h.notion(org);
    fake.plan('notion', { status: 502 }, { status: 500 }, { status: 503 });
    const summaryId = await h.summary(org.member, 'Overleg dat niet aankomt', org.templateTitle, SUMMARY);
    const res = await h.api.post(pushPath(summaryId), {});
    expect(res.status).toBe(202);
    const pushId = exportPushQueued.parse(res.body).pushes[0]!.id;
    const row = await finishedPush(t, pushId);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 3,
      error: reasons.gaveUp(reasons.serverError('Notion', 503), 3),
    });
    expect(fake.requestsOf('notion').map((r) => r.status)).toEqual([502, 500, 503]);
  });
});

describe.each(backends)('a push claimed by two workers at once (%s)', (backend) => {
  let fake: FakeExportPlatforms;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startFakeExportPlatforms();
    // No in-process worker: the test runs the job itself, twice at the same moment.
    t = await appWith(backend, fake, { WORKERS: '0' });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('sends it once', async () => {
    const adminToken = await t.adminToken();
    const h = exportHelpers(t, () => adminToken);
    const org = await h.organization('Dubbel');
    await h.notion(org);
    const summaryId = await h.summary(org.member, 'Overleg', org.templateTitle, SUMMARY);
    const res = await h.api.post(pushPath(summaryId), {});
    const pushId = exportPushQueued.parse(res.body).pushes[0]!.id;
    const data = { push_id: pushId, platform: 'NOTION' as const, username: null };
    const outcomes = await Promise.allSettled([runExportPush(t.deps, data), runExportPush(t.deps, data)]);
    expect(fake.pages.size).toBe(1);
    // The second one either found it sent, or found it being sent and handed its job back for a retry.
    expect(outcomes.filter((o) => o.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        expect(String(outcome.reason)).toContain(messages.exports.pushClaimed(pushId));
      }
    }
    const row = await t.db
      .selectFrom('export_pushes')
      .selectAll()
      .where('id', '=', pushId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'succeeded', attempts: 1 });
    await runExportPush(t.deps, data);
    expect(fake.pages.size).toBe(1);
  });
});
