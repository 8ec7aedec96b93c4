import { z } from 'zod';
import { idParam } from '../schemas/common';
import {
  taxonomyActiveAnswer,
  taxonomyActiveBatch,
  taxonomyActiveWrite,
  taxonomyCreate,
  taxonomyDetail,
  taxonomyList,
  taxonomyTerm,
  taxonomyWrite,
  templateTaxonomyList,
  termBatchAnswer,
  termBatchWrite,
  termWrite,
} from '../schemas/taxonomies';
import { messageBody } from '../schemas/users';
import { targetInPath } from './auditRecord';
import { defineEndpoint, organizationRows, organizationScoped } from './define';
import { organizationInPath, templateInPath, userInPath } from './scopes';

const byId = z.object({ id: idParam });
const byTemplateTaxonomy = byId.extend({ taxId: idParam });

/** A new taxonomy: named by the request, its id added by the change. */
const newTaxonomy = {
  records: 'change',
  target: 'taxonomy',
  of: ({ body }: { body: { name: string } }) => ({ id: null, label: body.name.trim() || null }),
} as const;

/** A change of a term: the target is the term's taxonomy, which the change finds (the path names the term). */
const taxonomyOfTerm = { records: 'change', target: 'taxonomy', of: () => ({ id: null }) } as const;

/** The organisation of the taxonomy the path names (its owning organisation, or its owning user's). */
const taxonomyInPath = organizationScoped<{ params: { id: number }; query: unknown; body: unknown }>(
  ({ params }, lookup) => lookup.organizationOfTaxonomy(params.id),
);

/** The organisation of the term the path names (through its taxonomy). */
const termInPath = organizationScoped<{ params: { id: number }; query: unknown; body: unknown }>(
  ({ params }, lookup) => lookup.organizationOfTaxonomyTerm(params.id),
);

/**
 * Taxonomies of users and organisations with their terms, and which taxonomies are active for a template.
 * Organisation-scoped: an organisation administrator reaches their organisation's taxonomies and those of its
 * users; another organisation's ids answer 404.
 */
export const taxonomiesEndpoints = {
  list: defineEndpoint({
    id: 'taxonomies.list',
    summary:
      'Every taxonomy the caller may see (an organisation administrator: their organisation and its users)',
    method: 'get',
    path: 'admin/taxonomies',
    answer: taxonomyList,
    access: organizationRows,
  }),
  get: defineEndpoint({
    id: 'taxonomies.get',
    summary: 'One taxonomy with its terms and XML preview',
    method: 'get',
    path: 'admin/taxonomies/:id',
    params: byId,
    answer: taxonomyDetail,
    access: taxonomyInPath,
  }),
  xml: defineEndpoint({
    id: 'taxonomies.xml',
    summary: 'The taxonomy as an XML file (the preview, downloadable)',
    method: 'get',
    path: 'admin/taxonomies/:id/xml',
    params: byId,
    answerKind: 'file',
    fileMediaType: 'application/xml; charset=utf-8',
    access: taxonomyInPath,
  }),
  update: defineEndpoint({
    id: 'taxonomies.update',
    summary: 'Changes name, description, context and the two flags; answers the taxonomy',
    method: 'put',
    path: 'admin/taxonomies/:id',
    params: byId,
    body: taxonomyWrite,
    answer: taxonomyDetail,
    audit: targetInPath('taxonomy'),
    access: taxonomyInPath,
  }),
  delete: defineEndpoint({
    id: 'taxonomies.delete',
    summary: 'Deletes a taxonomy with its terms and template links',
    method: 'delete',
    path: 'admin/taxonomies/:id',
    params: byId,
    answer: messageBody,
    audit: targetInPath('taxonomy'),
    access: taxonomyInPath,
  }),
  listOfUser: defineEndpoint({
    id: 'taxonomies.listOfUser',
    summary: "The user's own taxonomies",
    method: 'get',
    path: 'admin/users/:id/taxonomies',
    params: byId,
    answer: taxonomyList,
    access: userInPath,
  }),
  createForUser: defineEndpoint({
    id: 'taxonomies.createForUser',
    summary: 'Creates a taxonomy owned by the user, with the terms given, in one transaction',
    method: 'post',
    path: 'admin/users/:id/taxonomies',
    params: byId,
    body: taxonomyCreate,
    answer: taxonomyDetail,
    status: 201,
    errors: [409],
    audit: newTaxonomy,
    access: userInPath,
  }),
  listOfOrganization: defineEndpoint({
    id: 'taxonomies.listOfOrganization',
    summary: "The organisation's own taxonomies",
    method: 'get',
    path: 'admin/organizations/:id/taxonomies',
    params: byId,
    answer: taxonomyList,
    access: organizationInPath,
  }),
  createForOrganization: defineEndpoint({
    id: 'taxonomies.createForOrganization',
    summary: 'Creates a taxonomy owned by the organisation, with the terms given, in one transaction',
    method: 'post',
    path: 'admin/organizations/:id/taxonomies',
    params: byId,
    body: taxonomyCreate,
    answer: taxonomyDetail,
    status: 201,
    errors: [409],
    audit: newTaxonomy,
    access: organizationInPath,
  }),
};

/** Terms of a taxonomy. A correct form is unique within its taxonomy (case-insensitively; 409). */
export const taxonomyTermsEndpoints = {
  // `terms/batch` is declared (and registered) before nothing that could take `batch` as an id.
  batch: defineEndpoint({
    id: 'taxonomyTerms.batch',
    summary: 'Adds several terms at once, all or nothing',
    method: 'post',
    path: 'admin/taxonomies/:id/terms/batch',
    params: byId,
    body: termBatchWrite,
    answer: termBatchAnswer,
    status: 201,
    errors: [409],
    audit: targetInPath('taxonomy'),
    access: taxonomyInPath,
  }),
  create: defineEndpoint({
    id: 'taxonomyTerms.create',
    summary: 'Adds a term (correct form and alternatives)',
    method: 'post',
    path: 'admin/taxonomies/:id/terms',
    params: byId,
    body: termWrite,
    answer: taxonomyTerm,
    status: 201,
    errors: [409],
    audit: targetInPath('taxonomy'),
    access: taxonomyInPath,
  }),
  update: defineEndpoint({
    id: 'taxonomyTerms.update',
    summary: 'Changes a term',
    method: 'put',
    path: 'admin/taxonomy-terms/:id',
    params: byId,
    body: termWrite,
    answer: taxonomyTerm,
    errors: [409],
    audit: taxonomyOfTerm,
    access: termInPath,
  }),
  delete: defineEndpoint({
    id: 'taxonomyTerms.delete',
    summary: 'Deletes a term',
    method: 'delete',
    path: 'admin/taxonomy-terms/:id',
    params: byId,
    answer: messageBody,
    audit: taxonomyOfTerm,
    access: termInPath,
  }),
};

/** Which taxonomies are active for a (saved) template. */
export const templateTaxonomiesEndpoints = {
  list: defineEndpoint({
    id: 'templateTaxonomies.list',
    summary: 'The taxonomies that can apply to the template, each with is_active (default: default_active)',
    method: 'get',
    path: 'admin/meeting-templates/:id/taxonomies',
    params: byId,
    answer: templateTaxonomyList,
    access: templateInPath,
  }),
  // `batch` before `:taxId`: the router tries routes in declaration order.
  batch: defineEndpoint({
    id: 'templateTaxonomies.batch',
    summary: "Sets several taxonomies' state for the template at once, all or nothing; answers the list",
    method: 'put',
    path: 'admin/meeting-templates/:id/taxonomies/batch',
    params: byId,
    body: taxonomyActiveBatch,
    answer: templateTaxonomyList,
    audit: { records: 'change', target: 'taxonomy', of: () => ({ id: null }) },
    access: templateInPath,
  }),
  set: defineEndpoint({
    id: 'templateTaxonomies.set',
    summary: "Sets one taxonomy's state for the template",
    method: 'put',
    path: 'admin/meeting-templates/:id/taxonomies/:taxId',
    params: byTemplateTaxonomy,
    body: taxonomyActiveWrite,
    answer: taxonomyActiveAnswer,
    audit: { records: 'change', target: 'taxonomy', of: ({ params }) => ({ id: params.taxId }) },
    access: templateInPath,
  }),
};
