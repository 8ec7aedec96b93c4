import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRELOAD_TTL_MS, watchResource } from '../../../src/state/freshness';
import { organizationsResource } from '../../../src/state/organizations';
import { preloadRoute } from '../../../src/state/routePreloads';
import { resetResourcesAtom } from '../../../src/state/resources';
import {
  dayRowsKey,
  periodKey,
  statsDayRowsResource,
  statsPeriodResource,
} from '../../../src/state/statsResources';
import { sessionAtom } from '../../../src/state/session';
import { usersResource, usersSummaryResource } from '../../../src/state/users';
import { workerStatusResource } from '../../../src/state/workers';
import { signedInContext, SERVER } from '../support/ctx';
import { json, type RecordedCall } from '../support/http';
import { activity, statsServer } from '../support/statsServer';

/**
 * A server with only the contract's calls (the bounded statistics and the users summary answer 404), empty;
 * every list empty (what the loads answer does not matter here, only which are made).
 */
const answer = (call: RecordedCall) =>
  call.url.includes('/admin/stats/') || call.url.includes('/admin/users-summary')
    ? json(404, { detail: 'onbekend' })
    : json(200, call.url.includes('transcription-stats') ? {} : []);
const paths = (calls: { url: string }[]) => calls.map((call) => call.url.replace(SERVER, '')).sort();

afterEach(() => vi.useRealTimers());

describe('the first screen’s data, started by the boot script', () => {
  it('starts the dashboard’s loads of a platform administrator, with the period in the address', () => {
    const { store, ctx, calls } = signedInContext(answer);
    preloadRoute(store, { pathname: '/', search: '?days=30' }, ctx.api);
    // The bounded statistics first (the overview and the daily table's first page); else the contract's.
    return vi.waitFor(() =>
      expect(paths(calls)).toEqual([
        'admin/organizations',
        'admin/stats/overview?days=30',
        'admin/stats/user-days?days=7&limit=50&offset=0',
        'admin/transcription-stats?days=30',
        'admin/users',
        'admin/users-summary',
        'admin/worker-status',
      ]),
    );
  });

  it('starts the monthly statistics for the monthly view: the overview and the first pages', async () => {
    const { store, ctx, calls } = signedInContext(answer);
    preloadRoute(store, { pathname: '/', search: '?view=monthly&month=202503' }, ctx.api);
    await vi.waitFor(() => expect(paths(calls)).toContain('admin/transcription-stats?month=202503'));
    expect(paths(calls).filter((path) => path.startsWith('admin/transcription-stats'))).toHaveLength(1);

    const offered = signedInContext(statsServer(activity(3), { offered: true }));
    preloadRoute(offered.store, { pathname: '/', search: '?view=monthly&by=organizations' }, offered.ctx.api);
    await vi.waitFor(() =>
      expect(paths(offered.calls).filter((path) => path.includes('stats'))).toEqual([
        expect.stringMatching(
          /^admin\/stats\/organizations\?month=\d{6}&sort=minutes&order=desc&limit=50&offset=0$/,
        ),
        expect.stringMatching(/^admin\/stats\/overview\?month=\d{6}$/),
      ]),
    );
  });

  it('leaves out the cards an organisation administrator does not see', async () => {
    const { store, ctx, calls } = signedInContext(answer, {
      role: 'org_admin',
      organization: { id: 4, name: 'Gemeente Utrecht' },
    });
    preloadRoute(store, { pathname: '/', search: '' }, ctx.api);
    await vi.waitFor(() =>
      expect(paths(calls)).toEqual([
        'admin/stats/overview?days=7',
        'admin/stats/user-days?days=7&limit=50&offset=0',
        'admin/transcription-stats?days=7',
        'admin/users',
        'admin/users-summary',
      ]),
    );
  });

  it('does nothing signed out, or on a screen without preloads', async () => {
    const { store, ctx, calls } = signedInContext(answer);
    preloadRoute(store, { pathname: '/audit', search: '' }, ctx.api);
    preloadRoute(store, { pathname: '/no-such-screen', search: '' }, ctx.api);
    store.set(sessionAtom, null);
    preloadRoute(store, { pathname: '/users', search: '' }, ctx.api);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });

  it('the screen takes the load that was started for it, running or done, instead of making its own', async () => {
    const { store, ctx, calls } = signedInContext(answer);
    preloadRoute(store, { pathname: '/', search: '' }, ctx.api);
    // The users card opens while its load runs, the others after theirs answered.
    const stops = [watchResource(store, ctx.api, usersSummaryResource, undefined)];
    await vi.waitFor(() => expect(calls).toHaveLength(7));
    await vi.waitFor(() => expect(store.get(organizationsResource.atom)).toMatchObject({ loading: false }));
    stops.push(
      watchResource(store, ctx.api, organizationsResource, undefined),
      watchResource(store, ctx.api, workerStatusResource, undefined),
      watchResource(store, ctx.api, statsPeriodResource, periodKey(null, 7)),
      watchResource(store, ctx.api, statsDayRowsResource, dayRowsKey(null, 7, 0)),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(7);
    for (const stop of stops) stop();
    // Opened again later, a screen loads as it always does.
    const again = watchResource(store, ctx.api, usersResource, undefined);
    await vi.waitFor(() => expect(paths(calls).filter((path) => path === 'admin/users')).toHaveLength(2));
    again();
  });

  it('does not take a load whose outcome a logout has reset since', async () => {
    const { store, ctx, calls } = signedInContext(answer);
    preloadRoute(store, { pathname: '/users', search: '' }, ctx.api);
    await vi.waitFor(() => expect(store.get(usersResource.atom)).toMatchObject({ loading: false }));
    store.set(resetResourcesAtom);
    const stop = watchResource(store, ctx.api, usersResource, undefined);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    stop();
  });

  it('does not count a load started long before its screen opened as the screen’s own', async () => {
    const { store, ctx, calls } = signedInContext(answer);
    const start = Date.now();
    const now = vi.spyOn(Date, 'now').mockReturnValue(start);
    preloadRoute(store, { pathname: '/users', search: '' }, ctx.api);
    await vi.waitFor(() => expect(store.get(usersResource.atom)).toMatchObject({ loading: false }));
    now.mockReturnValue(start + PRELOAD_TTL_MS + 1);
    const stop = watchResource(store, ctx.api, usersResource, undefined);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    stop();
    now.mockRestore();
  });
});
