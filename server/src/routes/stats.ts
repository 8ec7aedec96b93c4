import { endpoints } from '../../../src/api/endpoints';
import { rowsOrganization } from '../auth/access';
import type { AppDeps } from '../deps';
import type { AuthUser } from '../http/env';
import type { EndpointRouter } from '../http/endpoint';
import { streamJson } from '../http/streamJson';
import { statsScope } from '../stats/filters';
import { dailyStats, monthlyStats, tokenUsageStats } from '../stats/query';
import { organizationsPage, overview, userDaysPage, usersPage } from '../stats/summary';

/**
 * The contract's `GET /api/admin/transcription-stats` (daily map, or `{ data }` per day of `month`) and
 * `GET /api/admin/token-usage-stats`, streamed; and the bounded answers beyond the contract
 * (`admin/stats/…`).
 * Filters: username, days, month (YYYYMM), organization_id (an organisation administrator's own, always).
 */
export function statsRoutes(api: EndpointRouter, { db }: AppDeps): void {
  // An organisation administrator sees their organisation's statistics (another organisation's id: 404).
  const scoped = <Q extends { organization_id?: number | undefined }>(query: Q, user: AuthUser): Q => {
    const organization = rowsOrganization(user, query.organization_id);
    return organization === null ? query : { ...query, organization_id: organization };
  };
  api.implement(endpoints.stats, {
    transcriptionStats: async (c, { query, user }) => {
      const scope = await statsScope(db, scoped(query, user));
      return streamJson(c, query.month ? monthlyStats(db, scope) : dailyStats(db, scope));
    },
    tokenUsageStats: async (c, { query, user }) =>
      streamJson(c, tokenUsageStats(db, await statsScope(db, scoped(query, user)))),
    overview: async (_c, { query, user }) => overview(db, await statsScope(db, scoped(query, user))),
    users: async (_c, { query, user }) => usersPage(db, await statsScope(db, scoped(query, user)), query),
    userDays: async (_c, { query, user }) =>
      userDaysPage(db, await statsScope(db, scoped(query, user)), query),
    organizations: async (_c, { query, user }) =>
      organizationsPage(db, await statsScope(db, scoped(query, user)), query),
  });
}
