import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupList, organizationList } from '../../src/api/schemas/organizations';
import { dailyStats, monthlyStats, tokenUsageStats } from '../../src/api/schemas/stats';
import { seedDemo } from '../src/seed/demo';
import { DEMO_ORG_ADMIN } from '../src/seed/demoData';
import { seedDemoTokenUsage } from '../src/seed/demoTokenUsage';
import { seedDemoTranscriptions } from '../src/seed/demoTranscriptions';
import { FileStore } from '../src/transcriptions/files';
import type { TestApp } from './harness';
import { backends, createTestApp } from './harness';
import { jsonClient } from './organizationsTestClient';

const DAY_MS = 24 * 3600 * 1000;

describe.each(backends)('demo token usage and groups (%s)', (backend) => {
  let t: TestApp;
  let api: ReturnType<typeof jsonClient>;
  let made: number;
  let ms: number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const token = await t.adminToken();
    api = jsonClient(t, () => token);
    await seedDemo(t.db);
    await seedDemoTranscriptions(t.db, new FileStore(t.config.filesDir));
    const started = performance.now();
    made = await seedDemoTokenUsage(t.db);
    ms = performance.now() - started;
  });
  afterAll(() => t?.close());

  it('records one believable model call per summary, and standalone calls, quickly', async () => {
    expect(ms).toBeLessThan(1000);
    const rows = await t.db.selectFrom('token_usage').selectAll().execute();
    expect(rows).toHaveLength(made);
    const summaries = await t.db
      .selectFrom('summaries as s')
      .innerJoin('transcriptions as tr', 'tr.id', 's.transcription_id')
      .select(['s.id', 's.created_at', 'tr.user_id'])
      .execute();
    expect(summaries.length).toBeGreaterThan(0);
    for (const summary of summaries) {
      const linked = rows.filter((r) => r.summary_id === summary.id);
      expect(linked).toHaveLength(1);
      const [row] = linked;
      expect(row!.user_id).toBe(summary.user_id);
      expect(row!.tokens_in).toBeGreaterThanOrEqual(2000);
      expect(row!.tokens_in).toBeLessThanOrEqual(20_000);
      expect(row!.occurred_at.getTime()).toBeGreaterThanOrEqual(summary.created_at.getTime() - 1000);
    }
    const now = Date.now();
    for (const row of rows) {
      expect(row.tokens_cached).toBeLessThanOrEqual(row.tokens_in * 0.4);
      expect(row.tokens_out).toBeGreaterThanOrEqual(300);
      expect(row.tokens_out).toBeLessThanOrEqual(2000);
      expect(row.occurred_at.getTime()).toBeLessThan(now);
      expect(row.occurred_at.getTime()).toBeGreaterThan(now - 183 * DAY_MS);
    }
    const standalone = rows.filter((r) => r.summary_id === null);
    expect(standalone.length).toBeGreaterThan(summaries.length);
    expect(new Set(rows.map((r) => r.occurred_at.toISOString().slice(0, 7))).size).toBeGreaterThanOrEqual(5);
    expect(rows.filter((r) => r.occurred_at.getTime() > now - 7 * DAY_MS).length).toBeGreaterThan(5);
    expect(await seedDemoTokenUsage(t.db)).toBe(0);
  });

  it('fills the dashboard: the last week and this month are not empty', async () => {
    const daily = dailyStats.parse((await api.get('/api/admin/transcription-stats')).body);
    const week = Object.values(daily).flatMap((day) => Object.values(day));
    expect(week.reduce((sum, u) => sum + u.tokens_in, 0)).toBeGreaterThan(0);
    const halfYear = dailyStats.parse((await api.get('/api/admin/transcription-stats?days=180')).body);
    const all = Object.values(halfYear).flatMap((day) => Object.values(day));
    expect(all.reduce((sum, u) => sum + u.transcriptions, 0)).toBeGreaterThan(5);
    expect(all.reduce((sum, u) => sum + u.summaries, 0)).toBeGreaterThan(5);

    const month = new Date().toISOString().slice(0, 7).replace('-', '');
    const monthly = monthlyStats.parse((await api.get(`/api/admin/transcription-stats?month=${month}`)).body);
    expect(Object.values(monthly.data).some((day) => Object.keys(day).length > 0)).toBe(true);
    const usage = tokenUsageStats.parse((await api.get('/api/admin/token-usage-stats?days=180')).body);
    expect(usage.totals.requests).toBe(made);
    expect(Object.keys(usage.models)).toContain('claude');
  });

  it('lets the demo organisation administrator sign in with the documented password, scoped to Zandvoort', async () => {
    const tokens = await t.login(DEMO_ORG_ADMIN);
    const users = jsonClient(t, () => tokens.access_token);
    const listed = (await users.get<{ organization_name: string | null }[]>('/api/admin/users')).body;
    expect(listed.length).toBeGreaterThan(1);
    expect(new Set(listed.map((user) => user.organization_name))).toEqual(new Set(['Gemeente Zandvoort']));
  });

  it('gives every demo organisation its default group and one or two more, with members', async () => {
    const organizations = organizationList.parse((await api.get('/api/admin/organizations')).body);
    expect(organizations.length).toBeGreaterThanOrEqual(4);
    for (const org of organizations) {
      expect(org.user_count).toBeGreaterThan(0);
      const groups = groupList.parse((await api.get(`/api/admin/organizations/${org.id}/groups`)).body);
      expect(groups.filter((g) => g.is_default)).toHaveLength(1);
      const others = groups.filter((g) => !g.is_default);
      expect(others.length).toBeGreaterThanOrEqual(1);
      expect(others.length).toBeLessThanOrEqual(2);
      for (const g of others) expect(g.member_count, `${org.name} / ${g.name}`).toBeGreaterThan(0);
    }
  });
});
