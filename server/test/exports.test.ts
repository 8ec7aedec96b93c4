// Export configurations: create, read, list, update and delete; every validation rule of the
// HubSpot and Notion details, of the templates and of a platform switch; the `error` field beside `detail`;
// the organisation scope (another organisation's ids answer 404); and the secrets, named but never shown.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exportConfiguration,
  exportConfigurationList,
  exportSecretList,
} from '../../src/api/schemas/exports';
import { messages } from '../src/messages';
import type { TestApp } from './harness';
import { backends, createTestApp } from './harness';
import type { OrganizationFixture } from './exportsTestClient';
import {
  CONFIGURATIONS,
  configurationPath,
  exportHelpers,
  HUBSPOT_KEY,
  HUBSPOT_SECRET,
  hubspotDetailsBody,
  NOTION_KEY,
  NOTION_SECRET,
  notionDetailsBody,
  REFUSED_KEY,
  REFUSED_SECRET,
  SECRETS,
  secretEnv,
} from './exportsTestClient';
import { jsonClient } from './organizationsTestClient';

describe.each(backends)('export configurations (%s)', (backend) => {
  let t: TestApp;
  let adminToken: string;
  let h: ReturnType<typeof exportHelpers>;
  let a: OrganizationFixture;
  let b: OrganizationFixture;
  let defaultTemplateId: number;
  let secretsDir: string;

  beforeAll(async () => {
    // The secrets folder is made before the app, inside its data folder (the app's DATA_DIR is made for it).
    t = await createTestApp(backend, { ...secretEnv });
    secretsDir = path.join(t.config.dataDir, 'geheimen');
    await mkdir(secretsDir, { recursive: true });
    await writeFile(path.join(secretsDir, 'NOTION_UIT_BESTAND'), 'bestand-sleutel-4321\n');
    await writeFile(path.join(secretsDir, 'ongeldige naam'), 'x');
    await writeFile(path.join(secretsDir, '.verborgen'), 'x');
    await writeFile(path.join(secretsDir, 'LEEG'), '');
    await mkdir(path.join(secretsDir, 'MAP'), { recursive: true });
    t.config.exports.secretsDir = secretsDir;
    adminToken = await t.adminToken();
    h = exportHelpers(t, () => adminToken);
    a = await h.organization('Alfa');
    b = await h.organization('Beta');
    const created = await h.api.post<{ template_id: number }>('/api/admin/default-templates', {
      name: `export-standaard-${backend}`,
      title: 'Standaard export',
      content: 'Vat samen.',
    });
    expect(created.status).toBe(201);
    defaultTemplateId = created.body.template_id;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('create, read, update, delete', () => {
    it('creates a HubSpot configuration and answers it with its templates', async () => {
      const res = await h.api.post(CONFIGURATIONS, {
        name: '  CRM Alfa  ',
        organization_id: a.id,
        meeting_template_ids: [a.templateId, defaultTemplateId],
        configuration_details: hubspotDetailsBody({
          hubspot_searchable_properties: ['dealname', 'dealtype'],
          creation_property_mapping: { pipeline: 'default', dealname: '{{document_name}}', amount: 0 },
        }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const created = exportConfiguration.parse(res.body);
      expect(created).toMatchObject({
        name: 'CRM Alfa',
        organization_id: a.id,
        // Not sent: HUBSPOT and active are the defaults.
        target_platform: 'HUBSPOT',
        is_active: true,
        meeting_template_ids: [a.templateId, defaultTemplateId],
        meeting_templates: [
          { id: a.templateId, title: a.templateTitle, name: a.templateName },
          { id: defaultTemplateId, title: 'Standaard export', name: `export-standaard-${backend}` },
        ],
        meeting_template_id: a.templateId,
        meeting_template_title: a.templateTitle,
        secret_available: true,
        configuration_details: hubspotDetailsBody({
          hubspot_searchable_properties: ['dealname', 'dealtype'],
          creation_property_mapping: { pipeline: 'default', dealname: '{{document_name}}', amount: 0 },
        }),
      });
      expect(typeof created.created_at).toBe('string');

      const read = await h.api.get(configurationPath(created.id));
      expect(read.status).toBe(200);
      expect(read.body).toEqual(res.body);
      // The mapping comes back in the order it was written (as the form showed it), not re-sorted.
      const mapping = (read.body as { configuration_details: { creation_property_mapping: object } })
        .configuration_details.creation_property_mapping;
      expect(Object.keys(mapping)).toEqual(['pipeline', 'dealname', 'amount']);
    });

    it('creates a Notion configuration, inactive, with a personal template of a member', async () => {
      const created = await h.notion(a, { is_active: false, meeting_template_ids: [a.personalTemplateId] });
      expect(created).toMatchObject({
        target_platform: 'NOTION',
        is_active: false,
        meeting_template_ids: [a.personalTemplateId],
        configuration_details: notionDetailsBody(),
      });
    });

    it('lists an organisation’s configurations by name, and those that apply to a user', async () => {
      const other = await h.hubspot(b);
      const all = exportConfigurationList.parse((await h.api.get(CONFIGURATIONS)).body);
      expect(all.map((c) => c.id)).toContain(other.id);

      const ofA = exportConfigurationList.parse(
        (await h.api.get(`${CONFIGURATIONS}?organization_id=${a.id}`)).body,
      );
      expect(ofA.length).toBeGreaterThan(0);
      expect(ofA.every((c) => c.organization_id === a.id)).toBe(true);
      expect(ofA.map((c) => c.name)).toEqual([...ofA.map((c) => c.name)].sort((x, y) => (x < y ? -1 : 1)));

      // The member has the personal template; the organisation's administrator does not.
      const personalOnly = await h.hubspot(a, { meeting_template_ids: [a.personalTemplateId] });
      const forMember = exportConfigurationList.parse(
        (await h.api.get(`${CONFIGURATIONS}?user_id=${a.member.id}`)).body,
      );
      const forAdmin = exportConfigurationList.parse(
        (await h.api.get(`${CONFIGURATIONS}?user_id=${a.admin.id}`)).body,
      );
      expect(forMember.map((c) => c.id)).toContain(personalOnly.id);
      expect(forAdmin.map((c) => c.id)).not.toContain(personalOnly.id);
      expect(forMember.every((c) => c.organization_id === a.id)).toBe(true);
      expect(forAdmin.length).toBeGreaterThan(0);
      expect((await h.api.get(`${CONFIGURATIONS}?user_id=2147483000`)).status).toBe(404);
    });

    it('updates name, active flag, details and templates, each on its own', async () => {
      const created = await h.hubspot(a);
      const path = configurationPath(created.id);
      const renamed = await h.api.put(path, { name: 'Nieuwe naam' });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      expect(renamed.body).toMatchObject({
        name: 'Nieuwe naam',
        is_active: true,
        target_platform: 'HUBSPOT',
      });

      const off = await h.api.put(path, { is_active: false });
      expect(off.body).toMatchObject({ name: 'Nieuwe naam', is_active: false });

      const details = hubspotDetailsBody({ target_object_type: 'TICKET', note_body_format: 'HTML' });
      const changed = await h.api.put(path, { configuration_details: details, target_platform: 'HUBSPOT' });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.body).toMatchObject({ configuration_details: details });

      const templates = await h.api.put(path, { meeting_template_ids: [defaultTemplateId, a.templateId] });
      expect(templates.body).toMatchObject({
        meeting_template_ids: [defaultTemplateId, a.templateId],
        meeting_template_id: defaultTemplateId,
        meeting_template_title: 'Standaard export',
      });
    });

    it('switches platform only with the new platform’s details', async () => {
      const created = await h.hubspot(a);
      const path = configurationPath(created.id);
      const without = await h.api.put<{ detail: string; fields: string[]; error: string }>(path, {
        target_platform: 'NOTION',
      });
      expect(without.status).toBe(422);
      expect(without.body.fields).toEqual(['configuration_details']);
      expect(without.body.detail).toBe(messages.exports.platformSwitchNeedsDetails('NOTION'));
      expect(without.body.error).toBe(without.body.detail);

      // HubSpot details for the new platform: refused, naming Notion's missing field and HubSpot's unknown ones.
      const wrong = await h.api.put<{ fields: string[] }>(path, {
        target_platform: 'NOTION',
        configuration_details: hubspotDetailsBody(),
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body.fields).toContain('configuration_details.database_id');

      const switched = await h.api.put(path, {
        target_platform: 'NOTION',
        configuration_details: notionDetailsBody(),
      });
      expect(switched.status, JSON.stringify(switched.body)).toBe(200);
      expect(switched.body).toMatchObject({
        target_platform: 'NOTION',
        configuration_details: notionDetailsBody(),
      });

      // Details alone are checked against the stored platform (now Notion).
      const stale = await h.api.put<{ fields: string[] }>(path, {
        configuration_details: { database_id: 'abc' },
      });
      expect(stale.status).toBe(422);
      expect(stale.body.fields).toEqual(
        expect.arrayContaining([
          'configuration_details.api_key_secret_ref',
          'configuration_details.database_id',
        ]),
      );
      expect((await h.api.get(path)).body).toMatchObject({ configuration_details: notionDetailsBody() });
    });

    it('deletes a configuration; then it is gone', async () => {
      const created = await h.notion(a);
      const deleted = await h.api.del(configurationPath(created.id));
      expect(deleted).toEqual({ status: 200, body: { message: messages.exports.deleted } });
      const gone = await h.api.get(configurationPath(created.id));
      expect(gone).toEqual({
        status: 404,
        body: { detail: messages.exports.notFound, error: messages.exports.notFound },
      });
      expect((await h.api.del(configurationPath(created.id))).status).toBe(404);
      expect((await h.api.put(configurationPath(created.id), { name: 'x' })).status).toBe(404);
    });

    it('deletes the links when a template is deleted, and the configuration with its organisation', async () => {
      const org = await h.organization('Gamma');
      const created = await h.hubspot(org, {
        meeting_template_ids: [org.templateId, org.personalTemplateId],
      });
      const removed = await h.api.del(
        `/api/admin/users/${org.member.id}/meeting-types/${org.personalTemplateId}`,
      );
      expect(removed.status).toBe(200);
      expect((await h.api.get(configurationPath(created.id))).body).toMatchObject({
        meeting_template_ids: [org.templateId],
      });
      expect((await h.api.del(`/api/admin/organizations/${org.id}`)).status).toBe(200);
      expect((await h.api.get(configurationPath(created.id))).status).toBe(404);
    });
  });

  describe('validation', () => {
    const base = () => ({
      name: 'Validatie',
      organization_id: a.id,
      meeting_template_ids: [a.templateId],
      target_platform: 'HUBSPOT',
      configuration_details: hubspotDetailsBody(),
    });
    const refused = async (body: Record<string, unknown>, field: string) => {
      const res = await h.api.post<{ detail: string; fields: string[]; error: string }>(CONFIGURATIONS, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.fields, JSON.stringify(res.body)).toContain(field);
      expect(res.body.error).toBe(res.body.detail);
      return res.body;
    };

    it('refuses every wrong HubSpot detail with its path', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ api_key_secret_ref: '' }, 'api_key_secret_ref'],
        [{ api_key_secret_ref: '../etc/passwd' }, 'api_key_secret_ref'],
        [{ target_object_type: 'CONTACT' }, 'target_object_type'],
        [{ hubspot_searchable_properties: [] }, 'hubspot_searchable_properties'],
        [{ hubspot_searchable_properties: ['deal name'] }, 'hubspot_searchable_properties.0'],
        [{ create_if_not_found: 'ja' }, 'create_if_not_found'],
        [{ creation_property_mapping: ['dealname'] }, 'creation_property_mapping'],
        [{ creation_property_mapping: { dealname: { genest: true } } }, 'creation_property_mapping.dealname'],
        [{ summary_attach_method: 'TASK' }, 'summary_attach_method'],
        [{ note_title_template: '   ' }, 'note_title_template'],
        [{ note_body_format: 'PDF' }, 'note_body_format'],
      ];
      for (const [change, field] of cases) {
        await refused(
          { ...base(), configuration_details: hubspotDetailsBody(change) },
          `configuration_details.${field}`,
        );
      }
      const { note_body_format: _format, ...withoutFormat } = hubspotDetailsBody();
      await refused(
        { ...base(), configuration_details: withoutFormat },
        'configuration_details.note_body_format',
      );
    });

    it('refuses wrong Notion details, unknown keys and details of the other platform', async () => {
      const notion = { ...base(), target_platform: 'NOTION' };
      await refused(
        { ...notion, configuration_details: notionDetailsBody({ database_id: 'geen-id' }) },
        'configuration_details.database_id',
      );
      await refused(
        { ...notion, configuration_details: { database_id: notionDetailsBody().database_id } },
        'configuration_details.api_key_secret_ref',
      );
      await refused(
        { ...notion, configuration_details: notionDetailsBody({ extra: 1 }) },
        'configuration_details.extra',
      );
      await refused(
        { ...notion, configuration_details: hubspotDetailsBody() },
        'configuration_details.target_object_type',
      );
      await refused(
        { ...base(), configuration_details: hubspotDetailsBody({ onbekend: true }) },
        'configuration_details.onbekend',
      );
      await refused({ ...base(), configuration_details: 'tekst' }, 'configuration_details');
      await refused({ ...base(), target_platform: 'SALESFORCE' }, 'target_platform');
      // A dashed UUID is a database id too.
      const dashed = await h.api.post(CONFIGURATIONS, {
        ...notion,
        configuration_details: notionDetailsBody({ database_id: '01234567-89ab-cdef-0123-456789abcdef' }),
      });
      expect(dashed.status).toBe(201);
    });

    it('refuses texts the database cannot store anywhere in the details, naming where', async () => {
      const body = await refused(
        {
          ...base(),
          configuration_details: hubspotDetailsBody({ creation_property_mapping: { dealname: 'a\u0000b' } }),
        },
        'configuration_details.creation_property_mapping.dealname',
      );
      expect(body.detail).toBe(
        messages.http.unstorableText(['configuration_details.creation_property_mapping.dealname']),
      );
      const created = await h.notion(a);
      const update = await h.api.put<{ fields: string[] }>(configurationPath(created.id), {
        configuration_details: { ...notionDetailsBody(), 'sleutel\ud800': 1 },
      });
      expect(update.status).toBe(422);
      expect(update.body.fields).toHaveLength(1);
      expect(update.body.fields[0]).toMatch(/^configuration_details\.sleutel/);
    });

    it('refuses an empty name and an empty or repeated template list', async () => {
      await refused({ ...base(), name: '  ' }, 'name');
      await refused({ ...base(), meeting_template_ids: [] }, 'meeting_template_ids');
      await refused(
        { ...base(), meeting_template_ids: [a.templateId, a.templateId] },
        'meeting_template_ids',
      );
      const created = await h.hubspot(a);
      const empty = await h.api.put<{ fields: string[] }>(configurationPath(created.id), {
        meeting_template_ids: [],
      });
      expect(empty.status).toBe(422);
      expect(empty.body.fields).toEqual(['meeting_template_ids']);
    });

    it('refuses templates that are not the organisation’s, naming them, and changes nothing', async () => {
      const missing = 2_147_483_000;
      const body = await refused(
        { ...base(), meeting_template_ids: [a.templateId, b.templateId, b.personalTemplateId, missing] },
        'meeting_template_ids',
      );
      expect(body.detail).toBe(
        messages.exports.templatesNotAvailable([b.templateId, b.personalTemplateId, missing]),
      );
      const created = await h.hubspot(a);
      const update = await h.api.put<{ detail: string }>(configurationPath(created.id), {
        meeting_template_ids: [b.templateId],
      });
      expect(update.status).toBe(422);
      expect(update.body.detail).toBe(messages.exports.templatesNotAvailable([b.templateId]));
      expect((await h.api.get(configurationPath(created.id))).body).toMatchObject({
        meeting_template_ids: [a.templateId],
      });
    });

    it('refuses an organisation that does not exist', async () => {
      const res = await h.api.post(CONFIGURATIONS, { ...base(), organization_id: 2_147_483_000 });
      expect(res).toEqual({
        status: 404,
        body: { detail: messages.organizations.notFound, error: messages.organizations.notFound },
      });
    });
  });

  describe('the error field', () => {
    it('carries `error` beside `detail` on every error answer of these routes, and only there', async () => {
      const noToken = await t.request(CONFIGURATIONS);
      expect(noToken.status).toBe(401);
      const unauthorised = (await noToken.json()) as { detail: string; error: string };
      expect(unauthorised.error).toBe(unauthorised.detail);

      const plain = await t.createUser();
      const plainToken = (await t.login(plain)).access_token;
      const forbidden = await jsonClient(t, () => plainToken).get<{ detail: string; error: string }>(SECRETS);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.error).toBe(forbidden.body.detail);

      const malformed = await t.request(CONFIGURATIONS, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: '{',
      });
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({
        detail: messages.http.malformedJson,
        error: messages.http.malformedJson,
      });

      const tooLarge = await t.request(CONFIGURATIONS, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }),
      });
      expect(tooLarge.status).toBe(413);
      expect(await tooLarge.json()).toEqual({
        detail: messages.http.bodyTooLarge,
        error: messages.http.bodyTooLarge,
      });

      const badId = await h.api.get<{ detail: string; error: string }>(`${CONFIGURATIONS}/abc`);
      expect(badId.status).toBe(422);
      expect(badId.body.error).toBe(badId.body.detail);

      // Other routes keep their answers as they were.
      const elsewhere = await h.api.get('/api/admin/users/2147483000');
      expect(elsewhere.body).toEqual({ detail: messages.users.notFound });
    });
  });

  describe('organisation scope', () => {
    it('lets an organisation administrator manage their own configurations and no others', async () => {
      const own = jsonClient(t, () => a.adminToken);
      const ofB = await h.hubspot(b);
      const notFound = { detail: messages.organizations.notFound, error: messages.organizations.notFound };

      const created = await own.post(CONFIGURATIONS, {
        name: 'Eigen CRM',
        organization_id: a.id,
        meeting_template_ids: [a.templateId],
        configuration_details: hubspotDetailsBody(),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = (created.body as { id: number }).id;
      expect((await own.get(configurationPath(id))).status).toBe(200);
      expect((await own.put(configurationPath(id), { is_active: false })).status).toBe(200);

      const list = exportConfigurationList.parse((await own.get(CONFIGURATIONS)).body);
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((c) => c.organization_id === a.id)).toBe(true);
      expect(
        exportConfigurationList.parse((await own.get(`${CONFIGURATIONS}?organization_id=${a.id}`)).body),
      ).toEqual(list);
      expect(await own.get(`${CONFIGURATIONS}?organization_id=${b.id}`)).toEqual({
        status: 404,
        body: notFound,
      });
      expect((await own.get(`${CONFIGURATIONS}?user_id=${b.member.id}`)).status).toBe(404);
      expect((await own.get(`${CONFIGURATIONS}?user_id=${a.member.id}`)).status).toBe(200);

      expect(await own.get(configurationPath(ofB.id))).toEqual({ status: 404, body: notFound });
      expect(await own.put(configurationPath(ofB.id), { name: 'Overgenomen' })).toEqual({
        status: 404,
        body: notFound,
      });
      expect(await own.del(configurationPath(ofB.id))).toEqual({ status: 404, body: notFound });
      expect(
        await own.post(CONFIGURATIONS, {
          name: 'Bij B',
          organization_id: b.id,
          meeting_template_ids: [b.templateId],
          configuration_details: hubspotDetailsBody(),
        }),
      ).toEqual({ status: 404, body: notFound });
      // Their own organisation with B's template: refused as a template the organisation may not pick.
      const foreign = await own.post(CONFIGURATIONS, {
        name: 'Vreemd template',
        organization_id: a.id,
        meeting_template_ids: [b.templateId],
        configuration_details: hubspotDetailsBody(),
      });
      expect(foreign.status).toBe(422);
      expect((await h.api.get(configurationPath(ofB.id))).body).toMatchObject({ name: ofB.name });
      expect((await own.del(configurationPath(id))).status).toBe(200);
    });
  });

  describe('secrets', () => {
    it('lists the names the server holds, sorted, with their source, never a value', async () => {
      const res = await t.request(SECRETS, { headers: { authorization: `Bearer ${adminToken}` } });
      expect(res.status).toBe(200);
      const text = await res.text();
      const list = exportSecretList.parse(JSON.parse(text));
      expect(list.secrets).toEqual(
        [HUBSPOT_SECRET, REFUSED_SECRET, NOTION_SECRET, 'NOTION_UIT_BESTAND'].sort(),
      );
      expect(list.source).toBe(messages.exports.secretsSource('WERKBANK_SECRET_', secretsDir));
      for (const value of [HUBSPOT_KEY, REFUSED_KEY, NOTION_KEY, 'bestand-sleutel-4321']) {
        expect(text).not.toContain(value);
      }
      // An organisation administrator sees the names too (they pick one in the form).
      const own = await jsonClient(t, () => a.adminToken).get(SECRETS);
      expect(own.status).toBe(200);
      expect(own.body).toEqual(JSON.parse(text));
    });

    it('saves a configuration naming an unknown secret, warning through secret_available', async () => {
      const unknown = await h.hubspot(a, {}, { api_key_secret_ref: 'BESTAAT_NIET' });
      expect(unknown.secret_available).toBe(false);
      const fromFile = await h.notion(a, {}, { api_key_secret_ref: 'NOTION_UIT_BESTAND' });
      expect(fromFile.secret_available).toBe(true);
      const listed = exportConfigurationList.parse(
        (await h.api.get(`${CONFIGURATIONS}?organization_id=${a.id}`)).body,
      );
      expect(listed.find((c) => c.id === unknown.id)?.secret_available).toBe(false);
      // No answer of these routes holds a key.
      const all = JSON.stringify((await h.api.get(CONFIGURATIONS)).body);
      for (const value of [HUBSPOT_KEY, REFUSED_KEY, NOTION_KEY, 'bestand-sleutel-4321'])
        expect(all).not.toContain(value);
    });
  });
});
