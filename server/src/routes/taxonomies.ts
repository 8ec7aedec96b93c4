import { endpoints } from '../../../src/api/endpoints';
import type { Context } from 'hono';
import { rowsOrganization } from '../auth/access';
import type { Db } from '../db/db';
import type { AppDeps } from '../deps';
import type { EndpointRouter } from '../http/endpoint';
import type { HandlerInput } from '../http/handlers';
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

/**
 * Taxonomies and the template taxonomies: `admin/taxonomies…`, `admin/users/{id}/taxonomies`,
 * `admin/organizations/{id}/taxonomies`, `admin/taxonomy-terms/{id}` and `admin/meeting-templates/{id}/
 * taxonomies…`. Organisation-scoped through the declarations (a taxonomy's, a term's or a template's
 * organisation); the list is filtered in SQL. Every change is audited, its target the taxonomy.
 */
export function taxonomiesRoutes(api: EndpointRouter, deps: AppDeps): void {
  const { db } = deps;
  const { taxonomies, templateTaxonomies: forTemplates } = endpoints;

  type LoadOwner = (db: Db, id: number, lock?: boolean) => Promise<Owner>;
  const listOwned = async (c: Context, load: LoadOwner, id: number) =>
    wireAnswer(c, taxonomies.listOfUser, { taxonomies: await ownedTaxonomies(db, await load(db, id)) });
  /** A new taxonomy of one owner; the owner's row is held until the end, so it cannot disappear under it. */
  const createOwned = async (
    load: LoadOwner,
    { params, body, user, trx, audit }: HandlerInput<typeof taxonomies.createForUser>,
  ) => {
    const owner = await load(trx, params.id, true);
    audit.id = await createTaxonomy(trx, owner, body, user.id);
    return taxonomyDetail(trx, audit.id);
  };

  api.implement(taxonomies, {
    list: async (c, { user }) =>
      wireAnswer(c, taxonomies.list, { taxonomies: await listTaxonomies(db, rowsOrganization(user)) }),
    get: (_c, { params }) => taxonomyDetail(db, params.id),
    xml: async (c, { params }) => {
      const xml = await taxonomyXmlDocument(db, params.id);
      c.header('Content-Type', 'application/xml; charset=utf-8');
      c.header('Content-Disposition', attachmentHeader(`taxonomie-${params.id}.xml`));
      c.header('Content-Length', String(Buffer.byteLength(xml, 'utf8')));
      return c.body(xml, 200);
    },
    update: async (_c, { params, body, trx, audit }) => {
      await updateTaxonomy(trx, params.id, body);
      const detail = await taxonomyDetail(trx, params.id);
      audit.label = detail.name;
      return detail;
    },
    delete: (_c, { params, trx }) => deleteTaxonomy(trx, params.id),
    listOfUser: (c, { params }) => listOwned(c, userOwner, params.id),
    createForUser: (_c, input) => createOwned(userOwner, input),
    listOfOrganization: (c, { params }) => listOwned(c, organizationOwner, params.id),
    createForOrganization: (_c, input) => createOwned(organizationOwner, input),
  });

  // `terms/batch` has its own path (one segment more than `terms`); nothing else could take it.
  api.implement(endpoints.taxonomyTerms, {
    batch: async (c, { params, body, trx }) => {
      await lockTaxonomy(trx, params.id);
      return wireAnswer(c, endpoints.taxonomyTerms.batch, { terms: await addTerms(trx, params.id, body) });
    },
    create: async (_c, { params, body, trx }) => {
      await lockTaxonomy(trx, params.id);
      const [term] = await addTerms(trx, params.id, [body]);
      return term!;
    },
    update: async (_c, { params, body, trx, audit }) => {
      audit.id = await lockTaxonomyOfTerm(trx, params.id);
      return updateTerm(trx, audit.id, params.id, body);
    },
    delete: async (_c, { params, trx, audit }) => {
      audit.id = await lockTaxonomyOfTerm(trx, params.id);
      return deleteTerm(trx, audit.id, params.id);
    },
  });

  // `…/taxonomies/batch` before `…/taxonomies/:taxId`: routes are tried in the order they are registered, and
  // `:taxId` would refuse `batch` as an id (422) before the batch route were reached.
  api.implement(forTemplates, {
    list: async (c, { params }) =>
      wireAnswer(c, forTemplates.list, {
        taxonomies: await templateTaxonomies(db, await taxonomyTemplate(db, params.id)),
      }),
    batch: async (c, { params, body, trx, audit }) => {
      const template = await taxonomyTemplate(trx, params.id);
      // A refusal is recorded under the template's organisation (the caller's); one taxonomy is the target.
      audit.organizationId = template.organizationId;
      const names = await setTemplateTaxonomies(trx, template, body.taxonomies);
      if (body.taxonomies.length === 1) audit.id = body.taxonomies[0]!.id;
      audit.label = messages.taxonomies.batchLabel(names);
      return wireAnswer(c, forTemplates.batch, {
        taxonomies: await templateTaxonomies(trx, template),
        message: messages.taxonomies.allActiveSet,
      });
    },
    set: async (_c, { params, body, trx }) => {
      const template = await taxonomyTemplate(trx, params.id);
      const { name: _name, ...answer } = await setTemplateTaxonomy(
        trx,
        template,
        params.taxId,
        body.is_active,
      );
      return answer;
    },
  });
}
