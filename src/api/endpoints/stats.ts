import { z } from 'zod';
import { dailyStats, monthlyStats, statsQuery, tokenUsageStats } from '../schemas/stats';
import { defineEndpoint, organizationRows } from './define';

/** Spec 7 "Statistics". */
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
};
