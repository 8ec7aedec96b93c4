import { z } from 'zod';
import { dailyStats, monthlyStats, statsQuery, tokenUsageStats } from '../schemas/stats';
import {
  statsOrganizationsPage,
  statsOrganizationsQuery,
  statsOverview,
  statsUserDaysPage,
  statsUserDaysQuery,
  statsUsersPage,
  statsUsersQuery,
} from '../schemas/statsSummary';
import { defineEndpoint, organizationRows } from './define';

/**
 * Statistics: the original admin API's two calls, and (beyond it) the bounded answers the console prefers when
 * the server offers them: per day, per model, and one page of users, user-days or organisations at a time. An
 * organisation administrator always gets their own organisation's numbers.
 */
export const statsEndpoints = {
  transcriptionStats: defineEndpoint({
    id: 'stats.transcriptions',
    summary: 'Daily statistics (map date → user), or with month (YYYYMM) the monthly ones under data',
    method: 'get',
    path: 'admin/transcription-stats',
    query: statsQuery,
    answer: z.union([monthlyStats, dailyStats]),
    access: organizationRows,
  }),
  tokenUsageStats: defineEndpoint({
    id: 'stats.tokenUsage',
    summary: 'Token usage: totals, per model and per day and user',
    method: 'get',
    path: 'admin/token-usage-stats',
    query: statsQuery,
    answer: tokenUsageStats,
    access: organizationRows,
  }),
  overview: defineEndpoint({
    id: 'stats.overview',
    summary:
      'The period (days or month): totals, every day (with active users) and the token usage per model',
    method: 'get',
    path: 'admin/stats/overview',
    query: statsQuery,
    answer: statsOverview,
    access: organizationRows,
  }),
  users: defineEndpoint({
    id: 'stats.users',
    summary: 'The period per user with activity: sorted and paged',
    method: 'get',
    path: 'admin/stats/users',
    query: statsUsersQuery,
    answer: statsUsersPage,
    access: organizationRows,
  }),
  userDays: defineEndpoint({
    id: 'stats.userDays',
    summary: 'The period per day and user with activity, newest day first, users by name: paged',
    method: 'get',
    path: 'admin/stats/user-days',
    query: statsUserDaysQuery,
    answer: statsUserDaysPage,
    access: organizationRows,
  }),
  organizations: defineEndpoint({
    id: 'stats.organizations',
    summary: 'The period per organisation (users without one together): sorted and paged',
    method: 'get',
    path: 'admin/stats/organizations',
    query: statsOrganizationsQuery,
    answer: statsOrganizationsPage,
    access: organizationRows,
  }),
};
