import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';

/** Old action names whose endpoint is plain: old name → the endpoint's id. */
const renamed: Record<string, string> = {
  'users.resetPassword': 'users.generatePassword',
  'users.clearLockout': 'lockouts.clear',
  'users.uploadTranscription': 'transcriptions.upload',
  'users.changeOwnPassword': 'sessions.changePassword',
  'organizations.toggleOrgAdmin': 'organizations.setOrgAdmin',
  'organizations.saveBranding': 'organizations.updateBranding',
  'organizations.savePdfSettings': 'organizations.updatePdfSettings',
  'groups.edit': 'groups.update',
  // Making a group the default is a change of the group (`groups.update`), as the call it was.
  'groups.setDefault': 'groups.update',
  'groups.addMember': 'groups.linkMember',
  'groups.removeMember': 'groups.unlinkMember',
  'taxonomies.addTerm': 'taxonomyTerms.create',
  'taxonomies.pasteTerms': 'taxonomyTerms.batch',
  'taxonomies.editTerm': 'taxonomyTerms.update',
  'taxonomies.deleteTerm': 'taxonomyTerms.delete',
  'taxonomies.toggleForTemplate': 'templateTaxonomies.set',
  'taxonomies.saveAllForTemplate': 'templateTaxonomies.batch',
  'templates.aiUpdate': 'templateGenerator.updateWithFeedback',
};

/** Old names shared by the personal and the organisation templates' endpoints. */
const templateActions = ['create', 'update', 'delete', 'reorder', 'toggle'].map(
  (verb) => `templates.${verb}`,
);

/**
 * The audit log's action names become the ids of the endpoints they record (`users.resetPassword` →
 * `users.generatePassword`), as new entries are named; one statement renames every old entry, so the log
 * and its filter speak one language. Where one old name covered two endpoints, the entry tells which:
 * - `templates.reorder`: its target is the user or the organisation whose order it is;
 * - `templates.create`, `…update`, `…delete`: the template's owner, while the template exists; a personal
 *   template's (`userTemplates.…`) when it no longer does;
 * - `templates.toggle`: an organisation's when the template is still switched off for the entry's organisation
 *   (`organizationTemplates.toggle`), else a user's;
 * - `taxonomies.create`: the taxonomy's owner while it exists, else a user's (`taxonomies.createForUser`).
 * Other names are left as they are. There is no way back to the old names (`down` changes nothing).
 */
export const auditActionNames: Migration = {
  async up(db: Kysely<unknown>) {
    const plain = Object.entries(renamed).map(([from, to]) => sql`when ${sql.lit(from)} then ${sql.lit(to)}`);
    const oldNames = [...Object.keys(renamed), ...templateActions, 'taxonomies.create'].map((name) =>
      sql.lit(name),
    );
    await sql`update audit_log a set action = case
        when a.action = 'templates.reorder' then case a.target_type
          when 'organization' then 'organizationTemplates.reorder' else 'userTemplates.reorder' end
        when a.action = 'templates.toggle' then case
          when exists (select 1 from template_switches s where s.template_id = a.target_id
            and s.organization_id = a.organization_id and s.user_id is null)
          then 'organizationTemplates.toggle' else 'userTemplates.toggle' end
        when a.action in ('templates.create', 'templates.update', 'templates.delete') then case
          when exists (select 1 from templates t where t.id = a.target_id
            and t.organization_id is not null and t.user_id is null)
          then 'organizationTemplates.' else 'userTemplates.' end || split_part(a.action, '.', 2)
        when a.action = 'taxonomies.create' then case
          when exists (select 1 from taxonomies x where x.id = a.target_id
            and x.organization_id is not null and x.user_id is null)
          then 'taxonomies.createForOrganization' else 'taxonomies.createForUser' end
        else case a.action ${sql.join(plain, sql` `)} end
      end
      where a.action in (${sql.join(oldNames)})`.execute(db);
  },

  async down() {
    // The old names said less (one name for two endpoints); the entries keep the endpoints' ids.
  },
};
