import { endpoints } from '../../../src/api/endpoints';
import type { AppDeps } from '../deps';
import { toCsv } from '../http/csv';
import type { EndpointRouter } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { allLoginAttempts, findLoginAttempt, listLoginAttempts } from '../loginAttempts/query';
import { messages } from '../messages';

/** Most rows one CSV export holds; the filters narrow it further. */
export const EXPORT_MAX_ROWS = 100_000;

const csvHeader = [
  'id',
  'attempted_at',
  'email',
  'user_id',
  'username',
  'success',
  'attempt_type',
  'ip_address',
  'user_agent',
  'error_reason',
] as const;

/** `GET /api/admin/login-attempts`, `…/export` (CSV, same filters, no paging) and `…/{id}`. */
export function loginAttemptsRoutes(api: EndpointRouter, { db }: AppDeps): void {
  api.handle(endpoints.loginAttempts.list, (_c, { query }) => listLoginAttempts(db, query));
  // Before `…/:id`, which would match `export` too.
  api.handle(endpoints.loginAttempts.export, async (c, { query }) => {
    const items = await allLoginAttempts(db, query, EXPORT_MAX_ROWS);
    const csv = toCsv(
      csvHeader,
      items.map((a) => [
        a.id,
        a.attempted_at,
        a.email,
        a.user?.id,
        a.user?.username,
        a.success,
        a.attempt_type,
        a.ip_address,
        a.user_agent,
        a.error_reason,
      ]),
    );
    const date = new Date().toISOString().slice(0, 10);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="login-attempts-${date}.csv"`);
    return c.body(csv, 200);
  });
  api.handle(endpoints.loginAttempts.get, async (_c, { params }) => {
    const attempt = await findLoginAttempt(db, params.id);
    if (!attempt) throw new ApiError(404, messages.loginAttempts.notFound);
    return attempt;
  });
}
