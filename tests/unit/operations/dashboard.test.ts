import { describe, expect, it } from 'vitest';
import type { DailyUserStats } from '../../../src/api/schemas/stats';
import { newUserBadge, recentOrganizations, usersOverview } from '../../../src/state/dashboard';
import { cachedOrLoad } from '../../../src/state/freshness';
import { latestDayRows, minutesPerDay } from '../../../src/state/statsFallbackViews';
import {
  monthKey,
  periodKey,
  statsMonthAtom,
  statsMonthResource,
  statsPeriodAtom,
  statsPeriodResource,
} from '../../../src/state/statsResources';
import { signedInContext } from '../support/ctx';
import { json } from '../support/http';

const now = new Date('2025-03-31T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3600 * 1000).toISOString();

const numbers = (transcriptions: number, createdDaysAgo: number | null = 400): DailyUserStats => ({
  transcriptions,
  summaries: transcriptions * 2,
  tokens_in: transcriptions * 100,
  tokens_cached: transcriptions * 10,
  tokens_out: transcriptions * 50,
  user_created_at: createdDaysAgo === null ? null : daysAgo(createdDaysAgo),
});

describe('the new-user badge', () => {
  it('is Nieuw (1m) up to 30 days, Nieuw (2m) up to 60 days, then none', () => {
    expect(newUserBadge(daysAgo(0), now)).toBe('oneMonth');
    expect(newUserBadge(daysAgo(30), now)).toBe('oneMonth');
    expect(newUserBadge(daysAgo(30.01), now)).toBe('twoMonths');
    expect(newUserBadge(daysAgo(60), now)).toBe('twoMonths');
    expect(newUserBadge(daysAgo(60.01), now)).toBeNull();
    expect(newUserBadge(null, now)).toBeNull();
    expect(newUserBadge('geen datum', now)).toBeNull();
  });
});

describe('the daily table', () => {
  it('shows the latest 7 days newest first, per active user by name, with the badges', () => {
    const daily: Record<string, Record<string, DailyUserStats>> = {};
    for (let d = 1; d <= 10; d++) {
      daily[`2025-03-${String(20 + d).padStart(2, '0')}`] = {
        bram: numbers(d % 2, 45),
        anna: numbers(1, 10),
      };
    }
    daily['2025-03-30']!.carl = numbers(0, 5);
    const rows = latestDayRows(daily, now);
    const dates = [...new Set(rows.map((r) => r.date))];
    expect(dates).toEqual([
      '2025-03-30',
      '2025-03-29',
      '2025-03-28',
      '2025-03-27',
      '2025-03-26',
      '2025-03-25',
      '2025-03-24',
    ]);
    expect(rows.filter((r) => r.date === '2025-03-29').map((r) => r.username)).toEqual(['anna', 'bram']);
    expect(rows.some((r) => r.username === 'carl')).toBe(false);
    expect(rows.find((r) => r.username === 'bram')).toMatchObject({
      transcriptions: 1,
      summaries: 2,
      tokensIn: 100,
      tokensCached: 10,
      tokensOut: 50,
      badge: 'twoMonths',
    });
    expect(rows.find((r) => r.username === 'anna')?.badge).toBe('oneMonth');
  });
});

describe('the cards', () => {
  it('lists the five most recently created organisations', () => {
    const organizations = [1, 2, 3, 4, 5, 6, 7].map((id) => ({
      id,
      name: `Org ${id}`,
      created_at: id === 7 ? null : `2025-0${id}-01T00:00:00Z`,
      user_count: 0,
      template_count: 0,
    }));
    expect(recentOrganizations(organizations).map((o) => o.id)).toEqual([6, 5, 4, 3, 2]);
  });

  it('counts users, active users and picks the newest', () => {
    const users = [1, 2, 3].map((id) => ({
      id,
      username: `u${id}`,
      email: `u${id}@x.nl`,
      is_active: id !== 2,
      created_at: daysAgo(10 * id),
    }));
    const overview = usersOverview(users as never, 2);
    expect(overview).toMatchObject({ total: 3, active: 2 });
    expect(overview.newest.map((u) => u.id)).toEqual([1, 2]);
  });
});

describe('loading the dashboard statistics', () => {
  const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

  it('asks everyone’s daily statistics per period and a month per month (the spec’s calls)', async () => {
    const daily = { '2025-03-01': { anna: numbers(1) } };
    const monthly = { data: { '2025-03-01': {} } };
    const { ctx, calls, store } = signedInContext((call) => {
      const url = new URL(call.url);
      if (!url.pathname.endsWith('transcription-stats')) return json(404, { detail: 'onbekend' });
      return json(200, url.searchParams.has('month') ? monthly : daily);
    });
    expect(await cachedOrLoad(store, ctx.api, statsPeriodResource, periodKey(null, 30))).toEqual({
      points: [{ date: '2025-03-01', activeUsers: 1, transcriptions: 1, summaries: 2, tokens: 160 }],
      totals: { transcriptions: 1, summaries: 2, tokens: 160, activeUsers: 1 },
      models: null,
    });
    expect(await cachedOrLoad(store, ctx.api, statsMonthResource, monthKey(null, '202503'))).toEqual({
      total: { transcriptions: 0, minutes: 0, summaries: 0, tokensIn: 0, tokensOut: 0 },
      minutesPerDay: [{ date: '2025-03-01', minutes: 0 }],
    });
    expect(calls.map((c) => [new URL(c.url).pathname, query(c.url)])).toEqual([
      // The first call finds the server without the bounded statistics; from then on it asks the contract's.
      ['/api/admin/stats/overview', { days: '30' }],
      ['/api/admin/transcription-stats', { days: '30' }],
      ['/api/admin/transcription-stats', { month: '202503' }],
    ]);
    expect(Object.keys(store.get(statsPeriodAtom))).toEqual(['*|d30']);
    expect(Object.keys(store.get(statsMonthAtom))).toEqual(['*|m202503']);
  });

  it('says so when the statistics cannot be loaded', async () => {
    const { ctx, store } = signedInContext(() => json(500, { detail: 'kapot' }));
    await expect(cachedOrLoad(store, ctx.api, statsPeriodResource, periodKey(null, 7))).rejects.toThrow(
      'Fout bij het laden van statistieken',
    );
    await expect(cachedOrLoad(store, ctx.api, statsMonthResource, monthKey(null, '202502'))).rejects.toThrow(
      'Fout bij het laden van maandstatistieken',
    );
    expect(store.get(statsMonthAtom)['*|m202502']?.error).toBe('Fout bij het laden van maandstatistieken');
  });

  it('sums the minutes of each day of a month', () => {
    expect(
      minutesPerDay({
        data: {
          '2025-03-02': {
            a: {
              transcriptions: 1,
              total_minutes: 1.005,
              summaries: 0,
              tokens_in: 0,
              tokens_out: 0,
              organization: null,
            },
            b: {
              transcriptions: 1,
              total_minutes: 2.5,
              summaries: 0,
              tokens_in: 0,
              tokens_out: 0,
              organization: null,
            },
          },
          '2025-03-01': {},
        },
      }),
    ).toEqual([
      { date: '2025-03-01', minutes: 0 },
      { date: '2025-03-02', minutes: 3.51 },
    ]);
  });
});
