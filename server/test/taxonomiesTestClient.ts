// Request helpers shared by the taxonomy tests: paths, bodies, and creating taxonomies through the API.
import { expect } from 'vitest';
import type { TaxonomyDetail, TaxonomySummary, TemplateTaxonomy } from '../../src/api/schemas/taxonomies';
import { taxonomyDetail, taxonomyList, templateTaxonomyList } from '../../src/api/schemas/taxonomies';
import type { Client } from './templatesTestClient';

export const TAXONOMIES = '/api/admin/taxonomies';
export const taxonomyPath = (id: number) => `${TAXONOMIES}/${id}`;
export const termsPath = (taxonomyId: number) => `${taxonomyPath(taxonomyId)}/terms`;
export const termPath = (termId: number) => `/api/admin/taxonomy-terms/${termId}`;
export const userTaxonomiesPath = (userId: number) => `/api/admin/users/${userId}/taxonomies`;
export const organizationTaxonomiesPath = (organizationId: number) =>
  `/api/admin/organizations/${organizationId}/taxonomies`;
export const templateTaxonomiesPath = (templateId: number) =>
  `/api/admin/meeting-templates/${templateId}/taxonomies`;

/** A valid taxonomy body; `extra` overrides or adds fields (terms, flags). */
export const taxonomyBody = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: `Termen voor ${name}`,
  ...extra,
});

/** Helpers bound to one client (normally a platform administrator). */
export function taxonomyHelpers(api: Client) {
  const created = async (path: string, body: unknown): Promise<TaxonomyDetail> => {
    const res = await api.post(path, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return taxonomyDetail.parse(res.body);
  };
  const list = async (path: string): Promise<TaxonomySummary[]> => {
    const res = await api.get(path);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Object.keys(res.body)).toEqual(['taxonomies']);
    return taxonomyList.parse(res.body);
  };
  return {
    ofUser: (userId: number, name: string, extra: Record<string, unknown> = {}) =>
      created(userTaxonomiesPath(userId), taxonomyBody(name, extra)),
    ofOrganization: (organizationId: number, name: string, extra: Record<string, unknown> = {}) =>
      created(organizationTaxonomiesPath(organizationId), taxonomyBody(name, extra)),
    get: async (id: number): Promise<TaxonomyDetail> => {
      const res = await api.get(taxonomyPath(id));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return taxonomyDetail.parse(res.body);
    },
    list,
    /** The taxonomies that can apply to a template, with their state. */
    forTemplate: async (templateId: number): Promise<TemplateTaxonomy[]> => {
      const res = await api.get(templateTaxonomiesPath(templateId));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return templateTaxonomyList.parse(res.body);
    },
  };
}

/** Names of a list, in order. */
export const names = (list: readonly { name: string }[]) => list.map((item) => item.name);
