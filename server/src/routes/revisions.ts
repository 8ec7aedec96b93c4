import { endpoints } from '../../../src/api/endpoints';
import { audited, auditEntry } from '../audit/record';
import type { AppDeps } from '../deps';
import type { EndpointRouter } from '../http/endpoint';
import { listRevisions, revisionOf } from '../revisions/query';
import { restoreRevision } from '../revisions/restore';
import { templateTarget } from '../templates/audit';

/**
 * `admin/templates/{id}/revisions…`: the history of any template, personal,
 * organisation or default, scoped to the template's organisation by the declarations (a default template's to
 * the platform). A restore is audited, its target the template.
 */
export function revisionsRoutes(api: EndpointRouter, deps: AppDeps): void {
  const { db } = deps;
  const e = endpoints.revisions;
  api.handle(e.list, (_c, { params, query }) => listRevisions(db, params.id, query));
  api.handle(e.get, (_c, { params }) => revisionOf(db, params.id, params.rev));
  api.handle(e.restore, (c, { params, body, user }) =>
    audited(
      deps,
      auditEntry(c, user, e.restore, 'revisions.restore', templateTarget(params.id)),
      async (trx, target) => {
        const restored = await restoreRevision(trx, params.id, params.rev, body.reason, user.id);
        target.label = restored.template.title;
        return restored;
      },
    ),
  );
}
