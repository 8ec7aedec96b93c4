import { describe, expect, it } from 'vitest';
import { formatMinutes } from '../../../src/messages/format';
import { cachedOrLoad } from '../../../src/state/freshness';
import {
  monthKey,
  monthPageKey,
  periodKey,
  statsMonthAtom,
  statsMonthResource,
  statsMonthUsersResource,
  statsPeriodAtom,
  statsPeriodResource,
} from '../../../src/state/statsResources';
import { MOST_MINUTES } from '../../../src/state/statsViews';
import { dayPoints, monthOf, monthTotals, periodTotals, shiftMonth } from '../../../src/state/stats';
import { signedInContext } from '../support/ctx';
import { json } from '../support/http';

const numbers = (transcriptions: number, summaries: number, tokens: number) => ({
  transcriptions,
  summaries,
  tokens_in: tokens,
  tokens_cached: 0,
  tokens_out: 0,
  user_created_at: null,
});

describe('organisation statistics', () => {
  const daily = {
    '2025-03-02': { anna: numbers(0, 0, 0), bram: numbers(1, 2, 300) },
    '2025-03-01': { anna: numbers(2, 1, 100), bram: numbers(0, 0, 0) },
  };

  it('turns the daily map into chart points, oldest first, counting active users', () => {
    expect(dayPoints(daily)).toEqual([
      { date: '2025-03-01', activeUsers: 1, transcriptions: 2, summaries: 1, tokens: 100 },
      { date: '2025-03-02', activeUsers: 1, transcriptions: 1, summaries: 2, tokens: 300 },
    ]);
    expect(periodTotals(daily)).toEqual({ transcriptions: 3, summaries: 3, tokens: 400, activeUsers: 2 });
  });

  it('totals a month per user, most minutes first, without idle users', () => {
    const day = (minutes: number, transcriptions: number) => ({
      transcriptions,
      total_minutes: minutes,
      summaries: 1,
      tokens_in: 10,
      tokens_out: 5,
      organization: { id: 1, name: 'Org' },
    });
    const idle = { ...day(0, 0), summaries: 0, tokens_in: 0, tokens_out: 0 };
    const { users, total } = monthTotals({
      data: {
        '2025-03-01': { anna: day(1.25, 1), bram: day(20, 2), carl: idle },
        '2025-03-02': { anna: day(2.5, 1) },
      },
    });
    expect(users.map((u) => [u.username, u.minutes, u.transcriptions])).toEqual([
      ['bram', 20, 2],
      ['anna', 3.75, 2],
    ]);
    expect(total).toEqual({ transcriptions: 4, minutes: 23.75, summaries: 3, tokensIn: 30, tokensOut: 15 });
    expect(formatMinutes(total.minutes)).toBe('23,8');
  });

  it('moves between months across years', () => {
    expect(monthOf(new Date(Date.UTC(2025, 0, 31)))).toBe('202501');
    expect(shiftMonth('202501', -1)).toBe('202412');
    expect(shiftMonth('202412', 1)).toBe('202501');
  });
});

describe('loading organisation statistics', () => {
  const tokenUsage = {
    from: '2025-03-01',
    to: '2025-03-02',
    totals: { tokens_in: 1, tokens_cached: 0, tokens_out: 1, requests: 1 },
    models: {},
    days: {},
  };
  const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

  /** The contract's calls answer; the bounded ones are not there (404). */
  const specOnly = (answer: (call: { url: string }) => unknown) => (call: { url: string }) =>
    call.url.includes('/admin/stats/') ? json(404, { detail: 'onbekend' }) : json(200, answer(call));

  it('keeps each period of each organisation under its own key, asking both of the spec’s endpoints', async () => {
    const daily = { '2025-03-01': { anna: numbers(1, 0, 5) } };
    const { ctx, calls, store } = signedInContext(
      specOnly((call) => (call.url.includes('token-usage') ? tokenUsage : daily)),
    );
    const stats = await cachedOrLoad(store, ctx.api, statsPeriodResource, periodKey(4, 30));
    expect(stats).toEqual({
      points: [{ date: '2025-03-01', activeUsers: 1, transcriptions: 1, summaries: 0, tokens: 5 }],
      totals: { transcriptions: 1, summaries: 0, tokens: 5, activeUsers: 1 },
      models: [],
    });
    expect(calls.map((call) => [new URL(call.url).pathname, query(call.url)])).toEqual([
      ['/api/admin/stats/overview', { organization_id: '4', days: '30' }],
      ['/api/admin/transcription-stats', { organization_id: '4', days: '30' }],
      ['/api/admin/token-usage-stats', { organization_id: '4', days: '30' }],
    ]);
    expect(Object.keys(store.get(statsPeriodAtom))).toEqual(['4|d30']);
  });

  it('takes a month only in the monthly shape', async () => {
    const monthly = { data: { '2025-03-01': {} } };
    let answer: unknown = monthly;
    const { ctx, calls, store } = signedInContext(specOnly(() => answer));
    const month = await cachedOrLoad(store, ctx.api, statsMonthResource, monthKey(4, '202503'));
    expect(month.minutesPerDay).toEqual([{ date: '2025-03-01', minutes: 0 }]);
    expect(query(calls.at(-1)!.url)).toEqual({ organization_id: '4', month: '202503' });
    const users = await cachedOrLoad(
      store,
      ctx.api,
      statsMonthUsersResource,
      monthPageKey(4, '202503', MOST_MINUTES, 0),
    );
    expect(users).toEqual({ rows: [], offset: 0, total: 0 });

    answer = { '2025-03-01': {} };
    await expect(cachedOrLoad(store, ctx.api, statsMonthResource, monthKey(4, '202502'))).rejects.toThrow(
      'Fout bij het laden van maandstatistieken',
    );
    expect(store.get(statsMonthAtom)['4|m202502']?.error).toBe('Fout bij het laden van maandstatistieken');
  });
});
