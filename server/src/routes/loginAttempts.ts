import { endpoints } from '../../../src/api/endpoints';
import { rowsOrganization } from '../auth/access';
import type { AppDeps } from '../deps';
import type { EndpointRouter } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { loginAttemptsCsv } from '../loginAttempts/export';
import { findLoginAttempt, listLoginAttempts, suspiciousAttempts } from '../loginAttempts/query';
import { messages } from '../messages';

/**
 * `GET /api/admin/login-attempts` (a page and the filter's totals), `…/export` (CSV, same filters, no paging,
 * streamed however many rows), `…/suspicious` (addresses and IPs with many failures) and `…/{id}`.
 */
export function loginAttemptsRoutes(api: EndpointRouter, { db }: AppDeps): void {
  api.implement(endpoints.loginAttempts, {
    // An organisation administrator sees the attempts on their organisation's accounts only.
    list: (_c, { query, user }) =>
      listLoginAttempts(db, { ...query, organization_id: rowsOrganization(user) }),
    // `export` and `suspicious` before `…/:id`, which would match them too.
    export: (c, { query, user }) => {
      const date = new Date().toISOString().slice(0, 10);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="login-attempts-${date}.csv"`);
      return c.body(loginAttemptsCsv(db, { ...query, organization_id: rowsOrganization(user) }), 200);
    },
    suspicious: (_c, { query }) => suspiciousAttempts(db, query),
    get: async (_c, { params }) => {
      const attempt = await findLoginAttempt(db, params.id);
      if (!attempt) throw new ApiError(404, messages.loginAttempts.notFound);
      return attempt;
    },
  });
}
