import { endpoints } from '../../../src/api/endpoints';
import type { AuditTarget } from '../audit/record';
import { audited, auditEntry } from '../audit/record';
import { rowsOrganization } from '../auth/access';
import type { AppDeps } from '../deps';
import type { EndpointRouter } from '../http/endpoint';
import { messages } from '../messages';
import { wireAnswer } from '../templates/answers';
import type { Owner } from '../templates/owners';
import { organizationOwner, userOwner } from '../templates/owners';
import { taxonomyTemplate } from '../taxonomies/applicable';
import { listTaxonomies, ownedTaxonomies, taxonomyDetail, taxonomyXmlDocument } from '../taxonomies/query';
import { addTerms, deleteTerm, lockTaxonomy, lockTaxonomyOfTerm, updateTerm } from '../taxonomies/terms';
import { setTemplateTaxonomies, setTemplateTaxonomy, templateTaxonomies } from '../taxonomies/templateStates';
import { createTaxonomy, deleteTaxonomy, updateTaxonomy } from '../taxonomies/write';
import { attachmentHeader } from '../transcriptions/fileNames';

/** The audit target of a call on one taxonomy (label and organisation are looked up from it). */
const taxonomyTarget = (
  id: number | null,
  extra: Partial<AuditTarget> = {},
): Pick<AuditTarget, 'type' | 'id'> & Partial<AuditTarget> => ({ type: 'taxonomy', id, ...extra });

/**
 * Taxonomies and the template taxonomies: `admin/taxonomies…`, `admin/users/{id}/taxonomies`,
 * `admin/organizations/{id}/taxonomies`, `admin/taxonomy-terms/{id}` and `admin/meeting-templates/{id}/
 * taxonomies…`. Organisation-scoped through the declarations (a taxonomy's, a term's or a template's
 * organisation); the list is filtered in SQL. Every change is audited, its target the taxonomy.
 */
export function taxonomiesRoutes(api: EndpointRouter, deps: AppDeps): void {
  const { db } = deps;
  const { taxonomies, taxonomyTerms, templateTaxonomies: forTemplates } = endpoints;

  api.handle(taxonomies.list, async (c, { user }) =>
    wireAnswer(c, taxonomies.list, { taxonomies: await listTaxonomies(db, rowsOrganization(user)) }),
  );
  api.handle(taxonomies.get, (_c, { params }) => taxonomyDetail(db, params.id));
  api.handle(taxonomies.xml, async (c, { params }) => {
    const xml = await taxonomyXmlDocument(db, params.id);
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Content-Disposition', attachmentHeader(`taxonomie-${params.id}.xml`));
    c.header('Content-Length', String(Buffer.byteLength(xml, 'utf8')));
    return c.body(xml, 200);
  });
  api.handle(taxonomies.update, (c, { params, body, user }) =>
    audited(
      deps,
      auditEntry(c, user, taxonomies.update, 'taxonomies.update', taxonomyTarget(params.id)),
      async (trx, target) => {
        await updateTaxonomy(trx, params.id, body);
        const detail = await taxonomyDetail(trx, params.id);
        target.label = detail.name;
        return detail;
      },
    ),
  );
  api.handle(taxonomies.delete, (c, { params, user }) =>
    audited(
      deps,
      auditEntry(c, user, taxonomies.delete, 'taxonomies.delete', taxonomyTarget(params.id)),
      (trx) => deleteTaxonomy(trx, params.id),
    ),
  );

  const owned = [
    { list: taxonomies.listOfUser, create: taxonomies.createForUser, load: userOwner },
    {
      list: taxonomies.listOfOrganization,
      create: taxonomies.createForOrganization,
      load: organizationOwner,
    },
  ] as const;
  for (const { list, create, load } of owned) {
    api.handle(list, async (c, { params }) =>
      wireAnswer(c, list, { taxonomies: await ownedTaxonomies(db, await load(db, params.id)) }),
    );
    api.handle(create, (c, { params, body, user }) => {
      const target = taxonomyTarget(null, { label: body.name.trim() || null });
      return audited(deps, auditEntry(c, user, create, 'taxonomies.create', target), async (trx, target) => {
        // The owner's row is held until the end, so it cannot disappear under the new taxonomy.
        const owner: Owner = await load(trx, params.id, true);
        target.id = await createTaxonomy(trx, owner, body, user.id);
        return taxonomyDetail(trx, target.id);
      });
    });
  }

  // `terms/batch` has its own path (one segment more than `terms`); nothing else could take it.
  api.handle(taxonomyTerms.batch, (c, { params, body, user }) =>
    audited(
      deps,
      auditEntry(c, user, taxonomyTerms.batch, 'taxonomies.pasteTerms', taxonomyTarget(params.id)),
      async (trx) => {
        await lockTaxonomy(trx, params.id);
        return wireAnswer(c, taxonomyTerms.batch, { terms: await addTerms(trx, params.id, body) });
      },
    ),
  );
  api.handle(taxonomyTerms.create, (c, { params, body, user }) =>
    audited(
      deps,
      auditEntry(c, user, taxonomyTerms.create, 'taxonomies.addTerm', taxonomyTarget(params.id)),
      async (trx) => {
        await lockTaxonomy(trx, params.id);
        const [term] = await addTerms(trx, params.id, [body]);
        return term!;
      },
    ),
  );
  api.handle(taxonomyTerms.update, (c, { params, body, user }) =>
    audited(
      deps,
      auditEntry(c, user, taxonomyTerms.update, 'taxonomies.editTerm', taxonomyTarget(null)),
      async (trx, target) => {
        target.id = await lockTaxonomyOfTerm(trx, params.id);
        return updateTerm(trx, target.id, params.id, body);
      },
    ),
  );
  api.handle(taxonomyTerms.delete, (c, { params, user }) =>
    audited(
      deps,
      auditEntry(c, user, taxonomyTerms.delete, 'taxonomies.deleteTerm', taxonomyTarget(null)),
      async (trx, target) => {
        target.id = await lockTaxonomyOfTerm(trx, params.id);
        return deleteTerm(trx, target.id, params.id);
      },
    ),
  );

  api.handle(forTemplates.list, async (c, { params }) =>
    wireAnswer(c, forTemplates.list, {
      taxonomies: await templateTaxonomies(db, await taxonomyTemplate(db, params.id)),
    }),
  );
  // `…/taxonomies/batch` before `…/taxonomies/:taxId`: routes are tried in the order they are registered, and
  // `:taxId` would refuse `batch` as an id (422) before the batch route were reached.
  api.handle(forTemplates.batch, (c, { params, body, user }) => {
    const target = taxonomyTarget(null);
    return audited(
      deps,
      auditEntry(c, user, forTemplates.batch, 'taxonomies.saveAllForTemplate', target),
      async (trx, target) => {
        const template = await taxonomyTemplate(trx, params.id);
        // A refusal is recorded under the template's organisation (the caller's); one taxonomy is the target.
        target.organizationId = template.organizationId;
        const names = await setTemplateTaxonomies(trx, template, body.taxonomies);
        if (body.taxonomies.length === 1) target.id = body.taxonomies[0]!.id;
        target.label = messages.taxonomies.batchLabel(names);
        return wireAnswer(c, forTemplates.batch, {
          taxonomies: await templateTaxonomies(trx, template),
          message: messages.taxonomies.allActiveSet,
        });
      },
    );
  });
  api.handle(forTemplates.set, (c, { params, body, user }) =>
    audited(
      deps,
      auditEntry(c, user, forTemplates.set, 'taxonomies.toggleForTemplate', taxonomyTarget(params.taxId)),
      async (trx) => {
        const template = await taxonomyTemplate(trx, params.id);
        const { name: _name, ...answer } = await setTemplateTaxonomy(
          trx,
          template,
          params.taxId,
          body.is_active,
        );
        return answer;
      },
    ),
  );
}
