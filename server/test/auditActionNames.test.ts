// The migration that renames the audit log's old action names to the ids of the endpoints they record: every
// old name goes, and where one old name covered two endpoints the entry's target tells which.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditActions } from '../../src/api/schemas/audit';
import { auditActionNames } from '../src/db/migrations/0015_audit_action_names';
import type { TestApp, TestUser } from './harness';
import { backends, createTestApp } from './harness';
import { jsonClient } from './organizationsTestClient';
import { organizationTaxonomiesPath, taxonomyBody, userTaxonomiesPath } from './taxonomiesTestClient';
import { templateHelpers } from './templatesTestClient';

/** Old names of one endpoint each, and the endpoint's id. */
const plain: [string, string][] = [
  ['users.resetPassword', 'users.generatePassword'],
  ['users.clearLockout', 'lockouts.clear'],
  ['users.uploadTranscription', 'transcriptions.upload'],
  ['users.changeOwnPassword', 'sessions.changePassword'],
  ['organizations.toggleOrgAdmin', 'organizations.setOrgAdmin'],
  ['organizations.saveBranding', 'organizations.updateBranding'],
  ['organizations.savePdfSettings', 'organizations.updatePdfSettings'],
  ['groups.edit', 'groups.update'],
  ['groups.setDefault', 'groups.update'],
  ['groups.addMember', 'groups.linkMember'],
  ['groups.removeMember', 'groups.unlinkMember'],
  ['taxonomies.addTerm', 'taxonomyTerms.create'],
  ['taxonomies.pasteTerms', 'taxonomyTerms.batch'],
  ['taxonomies.editTerm', 'taxonomyTerms.update'],
  ['taxonomies.deleteTerm', 'taxonomyTerms.delete'],
  ['taxonomies.toggleForTemplate', 'templateTaxonomies.set'],
  ['taxonomies.saveAllForTemplate', 'templateTaxonomies.batch'],
  ['templates.aiUpdate', 'templateGenerator.updateWithFeedback'],
  // Names that were already an endpoint's id stay.
  ['users.block', 'users.block'],
  ['revisions.restore', 'revisions.restore'],
];

describe.each(backends)('audit action names (%s)', (backend) => {
  let t: TestApp;
  let member: TestUser;
  let organizationId: number;
  let otherOrganizationId: number;
  const ids = { personal: 0, organization: 0, standard: 0, userTaxonomy: 0, organizationTaxonomy: 0 };

  beforeAll(async () => {
    t = await createTestApp(backend);
    const admin = await t.createUser({ is_admin: true });
    const token = (await t.login(admin)).access_token;
    const api = jsonClient(t, () => token);
    const h = templateHelpers(t, api);
    organizationId = (await h.createOrganization('Hernoemd BV')).id;
    otherOrganizationId = (await h.createOrganization('Ander BV')).id;
    member = await h.createMember(organizationId);
    ids.personal = (await h.personal(member.id, 'Persoonlijk')).id;
    ids.organization = (await h.ofOrganization(organizationId, 'Van de organisatie')).id;
    ids.standard = (await h.standard('hernoemd-standaard', 'Standaard')).id;
    // Switched off for the organisation: an old toggle of it by that organisation was the organisation's.
    const off = await api.post(
      `/api/admin/organizations/${organizationId}/templates/${ids.standard}/toggle`,
      {},
    );
    expect(off.body).toMatchObject({ state: 'disabled' });
    const taxonomy = async (path: string, name: string) => {
      const res = await api.post<{ id: number }>(path, taxonomyBody(name));
      expect(res.status).toBe(201);
      return res.body.id;
    };
    ids.userTaxonomy = await taxonomy(userTaxonomiesPath(member.id), 'Van het lid');
    ids.organizationTaxonomy = await taxonomy(
      organizationTaxonomiesPath(organizationId),
      'Van de organisatie',
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('renames every old name to the id of the endpoint it recorded', async () => {
    await t.db.deleteFrom('audit_log').execute();
    const gone = 2_147_483_000;
    const rows: [action: string, targetType: string, targetId: number | null, organization: number | null][] =
      [
        ...plain.map(([old]): [string, string, number, number] => [old, 'user', member.id, organizationId]),
        ['templates.reorder', 'user', member.id, organizationId],
        ['templates.reorder', 'organization', organizationId, organizationId],
        ['templates.create', 'template', ids.personal, organizationId],
        ['templates.update', 'template', ids.organization, organizationId],
        ['templates.delete', 'template', gone, organizationId],
        ['templates.create', 'template', null, organizationId],
        ['templates.toggle', 'template', ids.standard, organizationId],
        ['templates.toggle', 'template', ids.standard, otherOrganizationId],
        ['taxonomies.create', 'taxonomy', ids.userTaxonomy, organizationId],
        ['taxonomies.create', 'taxonomy', ids.organizationTaxonomy, organizationId],
        ['taxonomies.create', 'taxonomy', gone, organizationId],
      ];
    for (const [action, targetType, targetId, organization] of rows) {
      await t.db
        .insertInto('audit_log')
        .values({
          actor_username: 'beheerder',
          action,
          target_type: targetType,
          target_id: targetId,
          organization_id: organization,
          outcome: 'success',
          status: 200,
        })
        .execute();
    }

    await auditActionNames.up(t.db as unknown as Kysely<unknown>);

    const renamed = await t.db.selectFrom('audit_log').select('action').orderBy('id').execute();
    expect(renamed.map((row) => row.action)).toEqual([
      ...plain.map(([, now]) => now),
      'userTemplates.reorder',
      'organizationTemplates.reorder',
      'userTemplates.create',
      'organizationTemplates.update',
      // Gone, or never made: taken as a personal template's.
      'userTemplates.delete',
      'userTemplates.create',
      'organizationTemplates.toggle',
      'userTemplates.toggle',
      'taxonomies.createForUser',
      'taxonomies.createForOrganization',
      'taxonomies.createForUser',
    ]);
    expect(renamed.filter((row) => !(auditActions as readonly string[]).includes(row.action))).toEqual([]);
  });
});
