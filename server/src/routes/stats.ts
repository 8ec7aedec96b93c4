import { Hono } from 'hono';
import { statsQuery } from '../../../src/api/schemas/stats';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { validate } from '../http/validation';
import { dailyStats, monthlyStats, tokenUsageStats } from '../stats/query';

/**
 * `GET /api/admin/transcription-stats` (daily map, or `{ data }` per day of `month`) and
 * `GET /api/admin/token-usage-stats`; filters username, days, month (YYYYMM), organization_id. Admins only.
 */
export function statsRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/transcription-stats', validate('query', statsQuery), async (c) => {
      const query = c.req.valid('query');
      return c.json(query.month ? await monthlyStats(db, query) : await dailyStats(db, query));
    })
    .get('/token-usage-stats', validate('query', statsQuery), async (c) =>
      c.json(await tokenUsageStats(db, c.req.valid('query'))),
    );
}
