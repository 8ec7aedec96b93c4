import { endpoints } from '../../../src/api/endpoints';
import { rowsOrganization } from '../auth/access';
import type { AppDeps } from '../deps';
import type { AuthUser } from '../http/env';
import type { EndpointRouter } from '../http/endpoint';
import { dailyStats, monthlyStats, tokenUsageStats } from '../stats/query';

/**
 * `GET /api/admin/transcription-stats` (daily map, or `{ data }` per day of `month`) and
 * `GET /api/admin/token-usage-stats`; filters username, days, month (YYYYMM), organization_id (an
 * organisation administrator's own, always).
 */
export function statsRoutes(api: EndpointRouter, { db }: AppDeps): void {
  // An organisation administrator sees their organisation's statistics (another organisation's id: 404).
  const scoped = <Q extends { organization_id?: number | undefined }>(query: Q, user: AuthUser): Q => {
    const organization = rowsOrganization(user, query.organization_id);
    return organization === null ? query : { ...query, organization_id: organization };
  };
  api.handle(endpoints.stats.transcriptionStats, (_c, { query, user }) => {
    const filters = scoped(query, user);
    return filters.month ? monthlyStats(db, filters) : dailyStats(db, filters);
  });
  api.handle(endpoints.stats.tokenUsageStats, (_c, { query, user }) =>
    tokenUsageStats(db, scoped(query, user)),
  );
}
