import { endpoints } from '../../../src/api/endpoints';
import type { AppDeps } from '../deps';
import type { EndpointRouter } from '../http/endpoint';
import { listRevisions, revisionOf } from '../revisions/query';
import { restoreRevision } from '../revisions/restore';

/**
 * `admin/templates/{id}/revisions…`: the history of any template, personal, organisation or default, scoped to
 * the template's organisation by the declarations (a default template's to the platform). A restore is
 * audited, its target the template.
 */
export function revisionsRoutes(api: EndpointRouter, deps: AppDeps): void {
  const { db } = deps;
  api.implement(endpoints.revisions, {
    list: (_c, { params, query }) => listRevisions(db, params.id, query),
    get: (_c, { params }) => revisionOf(db, params.id, params.rev),
    restore: async (_c, { params, body, user, trx, audit }) => {
      const restored = await restoreRevision(trx, params.id, params.rev, body.reason, user.id);
      audit.label = restored.template.title;
      return restored;
    },
  });
}
