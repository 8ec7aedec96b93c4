import { Hono } from 'hono';
import { z } from 'zod';
import { idParam } from '../../../src/api/schemas/common';
import { loginAttemptsQuery } from '../../../src/api/schemas/loginAttempts';
import { createGuard } from '../auth/guard';
import type { AppDeps } from '../deps';
import { toCsv } from '../http/csv';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { validate } from '../http/validation';
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

/** `GET /api/admin/login-attempts`, `…/export` (CSV, same filters, no paging) and `…/{id}`; admins only. */
export function loginAttemptsRoutes(deps: AppDeps) {
  const requireRole = createGuard(deps);
  return new Hono<AppEnv>()
    .use('*', requireRole('admin'))
    .get('/', validate('query', loginAttemptsQuery), async (c) =>
      c.json(await listLoginAttempts(deps.db, c.req.valid('query'))),
    )
    .get('/export', validate('query', loginAttemptsQuery), async (c) => {
      const items = await allLoginAttempts(deps.db, c.req.valid('query'), EXPORT_MAX_ROWS);
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
    })
    .get('/:id', validate('param', z.object({ id: idParam })), async (c) => {
      const attempt = await findLoginAttempt(deps.db, c.req.valid('param').id);
      if (!attempt) throw new ApiError(404, messages.loginAttempts.notFound);
      return c.json(attempt);
    });
}
