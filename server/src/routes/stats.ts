import { endpoints } from '../../../src/api/endpoints';
import type { AppDeps } from '../deps';
import type { EndpointRouter } from '../http/endpoint';
import { dailyStats, monthlyStats, tokenUsageStats } from '../stats/query';

/**
 * `GET /api/admin/transcription-stats` (daily map, or `{ data }` per day of `month`) and
 * `GET /api/admin/token-usage-stats`; filters username, days, month (YYYYMM), organization_id.
 */
export function statsRoutes(api: EndpointRouter, { db }: AppDeps): void {
  api.handle(endpoints.stats.transcriptionStats, (_c, { query }) =>
    query.month ? monthlyStats(db, query) : dailyStats(db, query),
  );
  api.handle(endpoints.stats.tokenUsageStats, (_c, { query }) => tokenUsageStats(db, query));
}
