import { describe, expect, it } from 'vitest';
import { cachedOrLoad } from '../../../src/state/freshness';
import {
  dayRowsKey,
  monthKey,
  monthPageKey,
  periodKey,
  statsDayRowsResource,
  statsMonthOrganizationsResource,
  statsMonthResource,
  statsMonthUsersResource,
  statsPeriodResource,
} from '../../../src/state/statsResources';
import type { SortOrder } from '../../../src/state/stats';
import { signedInContext } from '../support/ctx';
import { activity, statsServer } from '../support/statsServer';

const records = activity(120);
const query = (url: string) => Object.fromEntries(new URL(url).searchParams);
const pathOf = (url: string) => new URL(url).pathname.replace('/api/admin/', '');

/** A signed-in context on the fake server, with or without the bounded statistics. */
const on = (offered: boolean) => signedInContext(statsServer(records, { offered }));

/** Loads `key` of `resource` from both servers: the bounded answers and the contract's. */
async function fromBoth<T, K extends string>(
  resource: Parameters<typeof cachedOrLoad<T, K>>[2],
  key: K,
): Promise<[bounded: T, spec: T]> {
  const bounded = on(true);
  const spec = on(false);
  return Promise.all([
    cachedOrLoad(bounded.store, bounded.ctx.api, resource, key),
    cachedOrLoad(spec.store, spec.ctx.api, resource, key),
  ]);
}

describe('the statistics views, from the bounded answers and from the spec’s', () => {
  it('the period of days: chart points and totals (and the models of an organisation)', async () => {
    const [bounded, spec] = await fromBoth(statsPeriodResource, periodKey(null, 7));
    expect(spec.points).toHaveLength(3);
    expect({ ...bounded, models: null }).toEqual(spec);
    expect(spec.models).toBeNull();
    expect(bounded.totals.activeUsers).toBe(120);

    const [ofBounded, ofSpec] = await fromBoth(statsPeriodResource, periodKey(4, 30));
    expect(ofBounded).toEqual(ofSpec);
    expect(ofSpec.models?.map((m) => m.model)).toEqual(['gpt-groot', 'gpt-klein']);
  });

  it('the month: totals and minutes per day', async () => {
    const [bounded, spec] = await fromBoth(statsMonthResource, monthKey(null, '202503'));
    expect(bounded).toEqual(spec);
    expect(spec.minutesPerDay.map((d) => d.date)).toEqual(['2025-03-01', '2025-03-02', '2025-03-03']);
  });

  it('the daily table, a page at a time: the latest days newest first, users by name', async () => {
    for (const offset of [0, 50, 300]) {
      const [bounded, spec] = await fromBoth(statsDayRowsResource, dayRowsKey(null, 30, offset));
      expect(bounded).toEqual(spec);
      expect(spec.total).toBe(270);
      expect(spec.offset).toBe(offset);
      expect(spec.rows).toHaveLength(offset === 300 ? 0 : 50);
    }
    const [, first] = await fromBoth(statsDayRowsResource, dayRowsKey(null, 7, 0));
    expect(first.rows[0]).toMatchObject({ date: '2025-03-03', username: 'gebruiker000' });
  });

  it('the month’s users and organisations, sorted by any column, a page at a time', async () => {
    const orders: SortOrder<string>[] = [
      { key: 'minutes', direction: 'descending' },
      { key: 'user', direction: 'ascending' },
      { key: 'organization', direction: 'descending' },
      { key: 'tokensIn', direction: 'ascending' },
    ];
    for (const order of orders)
      for (const offset of [0, 100]) {
        const [bounded, spec] = await fromBoth(
          statsMonthUsersResource,
          monthPageKey(null, '202503', order, offset),
        );
        expect(bounded).toEqual(spec);
        expect(spec).toMatchObject({ total: 120, offset });
        expect(spec.rows).toHaveLength(offset ? 20 : 50);
      }
    for (const order of [...orders.slice(0, 1), { key: 'users', direction: 'ascending' } as const]) {
      const [bounded, spec] = await fromBoth(
        statsMonthOrganizationsResource,
        monthPageKey(null, '202503', order, 0),
      );
      expect(bounded).toEqual(spec);
      expect(spec.rows.map((r) => r.organization?.name ?? null)).toHaveLength(3);
    }
  });

  it('the bounded calls carry the scope, the period, the server’s order and the page', async () => {
    const { store, ctx, calls } = on(true);
    await cachedOrLoad(
      store,
      ctx.api,
      statsMonthUsersResource,
      monthPageKey(4, '202503', { key: 'user', direction: 'ascending' }, 50),
    );
    await cachedOrLoad(store, ctx.api, statsDayRowsResource, dayRowsKey(null, 90, 100));
    await cachedOrLoad(
      store,
      ctx.api,
      statsMonthOrganizationsResource,
      monthPageKey(null, '202502', { key: 'tokensOut', direction: 'descending' }, 0),
    );
    expect(calls.map((call) => [pathOf(call.url), query(call.url)])).toEqual([
      [
        'stats/users',
        { organization_id: '4', month: '202503', sort: 'username', order: 'asc', limit: '50', offset: '50' },
      ],
      // The daily table shows the latest 7 days, whatever the chart's period.
      ['stats/user-days', { days: '7', limit: '50', offset: '100' }],
      [
        'stats/organizations',
        { month: '202502', sort: 'tokens_out', order: 'desc', limit: '50', offset: '0' },
      ],
    ]);
  });

  it('from the spec’s answers, a period is asked once for its overview and all its pages and orders', async () => {
    const { store, ctx, calls } = on(false);
    const month = '202503';
    await Promise.all([
      cachedOrLoad(store, ctx.api, statsMonthResource, monthKey(null, month)),
      cachedOrLoad(store, ctx.api, statsMonthUsersResource, monthPageKey(null, month, orders.minutes, 0)),
      cachedOrLoad(
        store,
        ctx.api,
        statsMonthOrganizationsResource,
        monthPageKey(null, month, orders.minutes, 0),
      ),
    ]);
    await cachedOrLoad(store, ctx.api, statsMonthUsersResource, monthPageKey(null, month, orders.user, 50));
    const spec = calls.filter((call) => pathOf(call.url) === 'transcription-stats');
    expect(spec.map((call) => query(call.url))).toEqual([{ month }]);
    // What it tried first: the bounded calls, each answered 404 (then known: not offered).
    expect(calls.filter((call) => pathOf(call.url).startsWith('stats/')).length).toBeLessThanOrEqual(3);
  });
});

const orders = {
  minutes: { key: 'minutes', direction: 'descending' },
  user: { key: 'user', direction: 'ascending' },
} as const;
