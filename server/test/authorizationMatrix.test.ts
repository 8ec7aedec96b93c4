// The authorisation matrix, generated from the endpoint declarations: every admin endpoint is
// called by a superuser, an admin, the organisation administrators of A and of B, a plain user, a blocked admin
// and without a token, on organisation A's resources, and must answer what its declared access says: no token
// or a blocked account 401, a plain user 403, a role the access kind does not admit 403, the organisation
// administrator of B 404 (A's ids look missing to them), everyone admitted neither 401 nor 403 (nor 404 for
// A's own administrator). Calls that change data are made by A's administrator on fresh resources of A.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyEndpoint } from '../../src/api/endpoints';
import { allEndpoints } from '../../src/api/endpoints';
import type { TestApp, TestUser } from './harness';
import { backends, createTestApp } from './harness';
import { jsonClient } from './organizationsTestClient';
import { png } from './support/images';

type Actor = 'superuser' | 'admin' | 'orgAdminA' | 'orgAdminB' | 'plain' | 'blockedAdmin' | 'none';
const actors: readonly Actor[] = [
  'superuser',
  'admin',
  'orgAdminA',
  'orgAdminB',
  'plain',
  'blockedAdmin',
  'none',
];

/** The resources of one organisation a request can name. */
interface Fixtures {
  organizationId: number;
  member: TestUser;
  groupId: number;
  userTemplateId: number;
  organizationTemplateName: string;
  /** The organisation template's id (the template of `admin/meeting-templates/:id/…`). */
  organizationTemplateId: number;
  /** A taxonomy of the organisation (org-wide) and one of its terms. */
  taxonomyId: number;
  termId: number;
  /** A revision of the organisation template (`admin/templates/:id/revisions/:rev`). */
  revisionId: number;
  /** An export configuration of the organisation, and a summary of the member it matches. */
  exportConfigurationId: number;
  summaryId: number;
  /** An open session of the member. */
  sessionId: string;
}

const unique = () => randomBytes(4).toString('hex');

/** What each actor must get: a status, `allowed` (neither 401 nor 403), or `own` (also not 404). */
type Expected = 401 | 403 | 404 | 'allowed' | 'own';

function expected(endpoint: AnyEndpoint, actor: Actor): Expected {
  if (actor === 'none' || actor === 'blockedAdmin') return 401;
  if (actor === 'plain') return 403;
  const kind = endpoint.access.kind;
  const platformRole = actor === 'superuser' || actor === 'admin';
  switch (kind) {
    case 'public':
      return 'allowed';
    case 'superuser':
      return actor === 'superuser' ? 'allowed' : 403;
    case 'platform':
      return platformRole ? 'allowed' : 403;
    case 'console':
    case 'organizationRows':
      return platformRole ? 'allowed' : actor === 'orgAdminA' ? 'own' : 'allowed';
    case 'organization':
      return platformRole ? 'allowed' : actor === 'orgAdminA' ? 'own' : 404;
  }
}

/** A valid body for each endpoint that takes one and that an organisation administrator may reach. */
function sampleBody(endpoint: AnyEndpoint, f: Fixtures, defaultTemplateId: number): unknown {
  const name = `matrix-${unique()}`;
  const template = { title: `Matrix ${name}`, content: 'Vat samen.', complexity: 'SMALL' };
  const bodies: Record<string, unknown> = {
    'users.create': { username: name, email: `${name}@test.example`, password: 'Tijdelijk-123' },
    'users.update': { level: 'Pro' },
    'organizations.bulkAddUsers': { users: [{ username: name, email: `${name}@test.example` }] },
    'organizations.setOrgAdmin': { is_org_admin: false },
    'groups.create': { name },
    'groups.update': { name },
    'groups.linkMember': { user_id: f.member.id },
    'userTemplates.create': template,
    'userTemplates.update': template,
    'userTemplates.reorder': [f.userTemplateId],
    'organizationTemplates.create': template,
    'organizationTemplates.update': template,
    'organizationTemplates.reorder': [defaultTemplateId],
    'templateSettings.disable': { scope: 'user' },
    'templateSettings.enable': { scope: 'user' },
    'templateSettings.reorder': [defaultTemplateId],
    'taxonomies.update': { name, description: 'Matrix' },
    'taxonomies.createForUser': { name, description: 'Matrix', terms: [{ correct_form: name }] },
    'taxonomies.createForOrganization': { name, description: 'Matrix', terms: [{ correct_form: name }] },
    'taxonomyTerms.create': { correct_form: name, alternatives: [`${name} alt`] },
    'taxonomyTerms.batch': { terms: [{ correct_form: name }] },
    'taxonomyTerms.update': { correct_form: name },
    'templateTaxonomies.set': { is_active: true },
    'templateTaxonomies.batch': { taxonomies: [{ id: f.taxonomyId, is_active: false }] },
    'revisions.restore': { reason: 'Matrix' },
    // Without a model configured these answer 503: access is what the matrix checks.
    'templateGenerator.updateWithFeedback': { feedback: 'Korter', model: 'claude' },
    'templateGenerator.generate': { description: 'Matrixoverleg', model: 'claude' },
    'templateGenerator.test': { transcription_id: 1, template, model: 'claude' },
    'organizations.updateBranding': { primary_color: '#1F4E79', company_email: `${name}@test.example` },
    'organizations.updatePdfSettings': { pdf_export_settings: { layout: { orientation: 'landscape' } } },
    'organizations.previewPdf': { pdf_export_settings: null },
    // A secret the matrix's server does not hold: a push is queued, and fails without sending anything.
    'exports.create': {
      name,
      organization_id: f.organizationId,
      meeting_template_ids: [f.organizationTemplateId],
      configuration_details: {
        api_key_secret_ref: 'MATRIX',
        database_id: '0123456789abcdef0123456789abcdef',
      },
      target_platform: 'NOTION',
    },
    'exports.update': { name },
    'retention.updatePlatform': {
      default: { audio_days: null, transcript_days: null, summary_days: null },
      maximum: { audio_days: null, transcript_days: null, summary_days: null },
    },
    'retention.updateOrganization': { policy: { audio_days: 30, transcript_days: null, summary_days: 365 } },
    'retention.dryRunPlatform': {
      default: { audio_days: 30, transcript_days: null, summary_days: null },
      maximum: { audio_days: null, transcript_days: null, summary_days: null },
    },
    'retention.dryRunOrganization': { policy: { audio_days: 30, transcript_days: 60, summary_days: null } },
    'exports.push': {},
    'usage.setBudget': { kind: 'eur', amount: 250, thresholds: [50, 90] },
    // A wrong current password: a 422 for whoever may call it, and nothing changes.
    'sessions.changePassword': {
      current_password: 'niet-het-wachtwoord',
      new_password: 'Nieuw-wachtwoord-1',
    },
  };
  return bodies[endpoint.id];
}

/** The request path with the parameters filled from `f`. */
function pathOf(endpoint: AnyEndpoint, f: Fixtures, defaultTemplateId: number): string {
  const onUser = /^admin\/users?\//.test(endpoint.path);
  const onDefaults = /^(admin\/)?default-templates\//.test(endpoint.path);
  const id = /^admin\/export\/configurations\//.test(endpoint.path)
    ? f.exportConfigurationId
    : /^admin\/export\/summaries\//.test(endpoint.path)
      ? f.summaryId
      : /^admin\/taxonomies\//.test(endpoint.path)
        ? f.taxonomyId
        : /^admin\/taxonomy-terms\//.test(endpoint.path)
          ? f.termId
          : /^admin\/(meeting-templates|templates)\/:id\//.test(endpoint.path)
            ? f.organizationTemplateId
            : onUser
              ? f.member.id
              : onDefaults
                ? defaultTemplateId
                : f.organizationId;
  const filled = endpoint.path
    .replace(':id', String(id))
    .replace(':taxId', String(f.taxonomyId))
    .replace(':rev', String(f.revisionId))
    .replace(':userId', String(f.member.id))
    .replace(':groupId', String(f.groupId))
    .replace(':templateId', String(endpoint.path.includes('/toggle') ? defaultTemplateId : f.userTemplateId))
    .replace(':name', f.organizationTemplateName)
    .replace(/:(transcriptionId|summaryId)/g, '1')
    .replace(':sessionId', f.sessionId);
  const query =
    endpoint.id === 'audit.list'
      ? `?organization_id=${f.organizationId}`
      : endpoint.id === 'usage.export'
        ? '?month=202601'
        : '';
  return `/api/${filled}${query}`;
}

describe.each(backends)('authorisation matrix (%s)', (backend) => {
  let t: TestApp;
  let admin: ReturnType<typeof jsonClient>;
  const tokens = new Map<Actor, string>();
  /** The accounts behind the tokens, to sign in again after a call that ends the caller's own sessions. */
  const accounts = new Map<Actor, TestUser>();
  let a: Fixtures;
  let defaultTemplateId: number;

  const organization = async () => {
    const res = await admin.post<{ id: number }>('/api/admin/organizations', { name: `Matrix ${unique()}` });
    return res.body.id;
  };
  const join = async (organizationId: number, user: TestUser, makeAdmin = false) => {
    const res = await admin.post(`/api/admin/organizations/${organizationId}/users/add`, {
      user_ids: [user.id],
      make_admin: makeAdmin,
    });
    expect(res.status).toBe(200);
  };
  /** A member in a group of its own and templates of the organisation, new. */
  const fixturesOf = async (organizationId: number): Promise<Fixtures> => {
    const member = await t.createUser();
    await join(organizationId, member);
    const group = await admin.post<{ id: number }>(`/api/admin/organizations/${organizationId}/groups`, {
      name: `Groep ${unique()}`,
    });
    const linked = await admin.post(
      `/api/admin/organizations/${organizationId}/groups/${group.body.id}/members`,
      { user_id: member.id },
    );
    expect(linked.status).toBeLessThan(300);
    const template = { title: `Sjabloon ${unique()}`, content: 'Vat samen.', complexity: 'SMALL' };
    const own = await admin.post<{ id: number }>(`/api/admin/users/${member.id}/meeting-types`, template);
    const shared = await admin.post<{ id: number; name: string }>(
      `/api/admin/organizations/${organizationId}/meeting-types`,
      template,
    );
    const taxonomy = await admin.post<{ id: number; terms: { id: number }[] }>(
      `/api/admin/organizations/${organizationId}/taxonomies`,
      {
        name: `Taxonomie ${unique()}`,
        description: 'Matrix',
        is_org_wide: true,
        terms: [{ correct_form: 'Term' }],
      },
    );
    const exportConfiguration = await admin.post<{ id: number }>('/api/admin/export/configurations', {
      name: `Export ${unique()}`,
      organization_id: organizationId,
      meeting_template_ids: [shared.body.id],
      target_platform: 'NOTION',
      configuration_details: {
        api_key_secret_ref: 'MATRIX',
        database_id: '0123456789abcdef0123456789abcdef',
      },
    });
    expect([group.status, own.status, shared.status, taxonomy.status, exportConfiguration.status]).toEqual([
      201, 201, 201, 201, 201,
    ]);
    const { id: transcriptionId } = await t.db
      .insertInto('transcriptions')
      .values({
        user_id: member.id,
        name: `Overleg ${unique()}`,
        file_key: `transcriptions/${randomUUID()}.txt`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sessionId = randomUUID();
    await t.db
      .insertInto('sessions')
      .values({ id: sessionId, user_id: member.id, expires_at: new Date(Date.now() + 3600_000) })
      .execute();
    const summary = await t.db
      .insertInto('summaries')
      .values({
        transcription_id: transcriptionId,
        meeting_type: template.title,
        file_key: `summaries/${randomUUID()}.txt`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const revision = await t.db
      .selectFrom('template_revisions')
      .select('id')
      .where('template_id', '=', shared.body.id)
      .executeTakeFirstOrThrow();
    return {
      organizationId,
      member,
      groupId: group.body.id,
      userTemplateId: own.body.id,
      organizationTemplateName: shared.body.name,
      organizationTemplateId: shared.body.id,
      taxonomyId: taxonomy.body.id,
      termId: taxonomy.body.terms[0]!.id,
      revisionId: revision.id,
      exportConfigurationId: exportConfiguration.body.id,
      summaryId: summary.id,
      sessionId,
    };
  };
  const send = (endpoint: AnyEndpoint, actor: Actor, f: Fixtures) => {
    const body = sampleBody(endpoint, f, defaultTemplateId);
    const token = tokens.get(actor);
    return t.request(pathOf(endpoint, f, defaultTemplateId), {
      method: endpoint.method.toUpperCase(),
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  };

  beforeAll(async () => {
    // Export pushes go nowhere: nothing listens on the discard port (and the secret is unknown anyway).
    t = await createTestApp(backend, {
      HUBSPOT_BASE_URL: 'http://127.0.0.1:9',
      NOTION_BASE_URL: 'http://127.0.0.1:9',
    });
    const adminToken = await t.adminToken();
    admin = jsonClient(t, () => adminToken);
    tokens.set('admin', adminToken);
    const superuser = await t.createUser({ is_superuser: true, is_admin: true });
    tokens.set('superuser', (await t.login(superuser)).access_token);
    accounts.set('superuser', superuser);
    const [idA, idB] = [await organization(), await organization()];
    for (const [actor, organizationId] of [
      ['orgAdminA', idA],
      ['orgAdminB', idB],
    ] as const) {
      const user = await t.createUser();
      await join(organizationId, user, true);
      tokens.set(actor, (await t.login(user)).access_token);
      accounts.set(actor, user);
    }
    const plain = await t.createUser();
    tokens.set('plain', (await t.login(plain)).access_token);
    accounts.set('plain', plain);
    const blocked = await t.createUser({ is_admin: true });
    tokens.set('blockedAdmin', (await t.login(blocked)).access_token);
    expect((await admin.post(`/api/admin/users/${blocked.id}/block`, {})).status).toBe(200);
    const created = await admin.post<{ template_id: number }>('/api/admin/default-templates', {
      name: `matrix-${unique()}`,
      title: 'Matrix standaard',
      content: 'Vat samen.',
    });
    defaultTemplateId = created.body.template_id;
    a = await fixturesOf(idA);
    // A logo of A, so that reading it is a 200 for those admitted (without one it is a 404 for everyone).
    const form = new FormData();
    form.set('logo', new File([new Uint8Array(png({ width: 4, height: 4 }))], 'logo.png'));
    const logo = await t.request(`/api/admin/organizations/${idA}/logo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: form,
    });
    expect(logo.status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  const adminEndpoints = allEndpoints.filter((endpoint) => endpoint.access.kind !== 'public');

  it('has a valid sample body for every endpoint an organisation administrator reaches with a body', () => {
    const reachable = adminEndpoints.filter(
      (endpoint) => endpoint.body && !['platform', 'superuser'].includes(endpoint.access.kind),
    );
    const fake = {
      organizationId: 1,
      member: { id: 1 } as TestUser,
      groupId: 1,
      userTemplateId: 1,
      organizationTemplateId: 1,
      taxonomyId: 1,
      termId: 1,
      revisionId: 1,
      exportConfigurationId: 1,
      summaryId: 1,
      sessionId: '00000000-0000-4000-8000-000000000000',
    };
    for (const endpoint of reachable) {
      const sample = sampleBody(endpoint, { ...fake, organizationTemplateName: 'x' }, 1);
      expect(endpoint.body!.safeParse(sample).success, endpoint.id).toBe(true);
    }
  });

  it('answers every admin endpoint as its declaration says, for every kind of caller', async () => {
    const wrong: string[] = [];
    for (const endpoint of adminEndpoints) {
      const reads = endpoint.method === 'get';
      for (const actor of actors) {
        const want = expected(endpoint, actor);
        // Changes are made by A's administrator only, on resources of their own; the platform's are tested
        // with each route family.
        if (!reads && (want === 'allowed' || want === 'own') && actor !== 'orgAdminA') continue;
        const fixtures = !reads && want === 'own' ? await fixturesOf(a.organizationId) : a;
        const { status } = await send(endpoint, actor, fixtures);
        // Sign-out everywhere ended the actor's sessions: a new one for the endpoints after it.
        const account = accounts.get(actor);
        if (endpoint.id === 'sessions.logoutEverywhere' && account)
          tokens.set(actor, (await t.login(account)).access_token);
        const ok =
          typeof want === 'number'
            ? status === want
            : status !== 401 && status !== 403 && (want === 'allowed' || status !== 404);
        if (!ok)
          wrong.push(
            `${endpoint.method.toUpperCase()} ${endpoint.path} as ${actor}: ${status}, want ${want}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });
});
