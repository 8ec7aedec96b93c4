import { describe, expect, it } from 'vitest';
import { createSessionApiClient } from '../../../src/state/apiClient';
import { cachedOrLoad } from '../../../src/state/freshness';
import { logoutAtom, sessionAtom } from '../../../src/state/session';
import {
  monthKey,
  periodKey,
  statsMonthAtom,
  statsMonthResource,
  statsPeriodAtom,
  statsPeriodResource,
} from '../../../src/state/statsResources';
import { statsDownloadsAtom } from '../../../src/state/statsRequests';
import { statsSummaryOffered } from '../../../src/state/statsSource';
import { signedInContext } from '../support/ctx';
import { json, type RecordedCall } from '../support/http';
import { activity, statsServer } from '../support/statsServer';

const records = activity(4);
const spec = statsServer(records, { offered: false });
const bounded = statsServer(records, { offered: true });
const pathOf = (call: RecordedCall) => new URL(call.url).pathname.replace('/api/admin/', '');

/** A server whose bounded calls answer `status`, its contract's calls as the fake server does. */
const answering = (status: number) => (call: RecordedCall) =>
  call.url.includes('/admin/stats/') ? json(status, { detail: 'nee' }) : spec(call);

describe('whether the server offers the bounded statistics', () => {
  it('a 2xx: offered, and the spec’s calls are not made', async () => {
    const { store, ctx, calls } = signedInContext(bounded);
    await cachedOrLoad(store, ctx.api, statsPeriodResource, periodKey(null, 7));
    expect(statsSummaryOffered(store)).toBe(true);
    expect(calls.map(pathOf)).toEqual(['stats/overview']);
  });

  it.each([404, 405, 501])(
    'a %i without an organisation: not offered, remembered until sign-out',
    async (status) => {
      const { store, ctx, calls } = signedInContext(answering(status));
      await cachedOrLoad(store, ctx.api, statsPeriodResource, periodKey(null, 7));
      await cachedOrLoad(store, ctx.api, statsMonthResource, monthKey(null, '202503'));
      await cachedOrLoad(store, ctx.api, statsPeriodResource, periodKey(4, 30));
      expect(statsSummaryOffered(store)).toBe(false);
      expect(calls.map(pathOf)).toEqual([
        'stats/overview',
        'transcription-stats',
        'transcription-stats',
        'transcription-stats',
        'token-usage-stats',
      ]);
      store.set(logoutAtom);
      expect(statsSummaryOffered(store)).toBeUndefined();
    },
  );

  it('a 404 for an organisation falls back for that request only: the organisation may not be there', async () => {
    const { store, ctx, calls } = signedInContext(answering(404));
    await cachedOrLoad(store, ctx.api, statsMonthResource, monthKey(4, '202503'));
    expect(statsSummaryOffered(store)).toBeUndefined();
    await cachedOrLoad(store, ctx.api, statsMonthResource, monthKey(4, '202502'));
    expect(calls.map(pathOf)).toEqual([
      'stats/overview',
      'transcription-stats',
      'stats/overview',
      'transcription-stats',
    ]);
  });

  it('once offered, a 404 is the answer (an organisation not there), and other failures never fall back', async () => {
    let status = 200;
    const { store, ctx, calls } = signedInContext((call) =>
      call.url.includes('/admin/stats/') && status !== 200 ? json(status, { detail: 'nee' }) : bounded(call),
    );
    await cachedOrLoad(store, ctx.api, statsMonthResource, monthKey(null, '202503'));
    status = 404;
    await expect(cachedOrLoad(store, ctx.api, statsMonthResource, monthKey(4, '202503'))).rejects.toThrow(
      'Fout bij het laden van maandstatistieken',
    );
    const unknown = signedInContext(answering(500));
    await expect(
      cachedOrLoad(unknown.store, unknown.ctx.api, statsPeriodResource, periodKey(null, 7)),
    ).rejects.toThrow('Fout bij het laden van statistieken');
    expect([...calls, ...unknown.calls].map(pathOf)).toEqual([
      'stats/overview',
      'stats/overview',
      'stats/overview',
    ]);
    expect(statsSummaryOffered(unknown.store)).toBeUndefined();
  });

  it('is known per server URL', async () => {
    const { store, ctx } = signedInContext(answering(404));
    await cachedOrLoad(store, ctx.api, statsPeriodResource, periodKey(null, 7));
    expect(statsSummaryOffered(store)).toBe(false);
    store.set(sessionAtom, { ...store.get(sessionAtom)!, serverUrl: 'http://ander/api/' });
    expect(statsSummaryOffered(store)).toBeUndefined();
  });
});

/** A fetch that answers the contract's month after `release()`, honouring the request's abort signal. */
function heldFetch() {
  const requests: Request[] = [];
  const releases: (() => void)[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    if (request.url.includes('/admin/stats/')) return Promise.resolve(json(404, { detail: 'nee' }));
    return new Promise<Response>((resolve, reject) => {
      request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
      releases.push(() =>
        resolve(spec({ method: 'GET', url: request.url, authorization: null, body: null })),
      );
    });
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    requests,
    releaseAll: () => releases.forEach((r) => r()),
  };
}

describe('a period’s requests', () => {
  it('are aborted when the same screen area loads another period; the aborted one shows no error', async () => {
    const { store } = signedInContext(spec);
    const held = heldFetch();
    const api = createSessionApiClient(store, { fetch: held.fetch });
    const first = cachedOrLoad(store, api, statsMonthResource, monthKey(null, '202501'));
    await expect.poll(() => held.requests.length).toBe(2);
    const second = cachedOrLoad(store, api, statsMonthResource, monthKey(null, '202502'));
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    expect(held.requests[1]!.signal.aborted).toBe(true);
    expect(store.get(statsMonthAtom)['*|m202501']).toEqual({ data: null, loading: false, error: null });

    // Another area (an organisation's months) is not touched.
    const other = cachedOrLoad(store, api, statsPeriodResource, periodKey(4, 30));
    await expect.poll(() => held.requests.length).toBeGreaterThanOrEqual(5);
    held.releaseAll();
    await expect(second).resolves.toMatchObject({ total: expect.any(Object) });
    await expect(other).resolves.toMatchObject({ models: expect.any(Array) });
    expect(store.get(statsPeriodAtom)['4|d30']?.error).toBeNull();
  });

  it('count the bytes of their answers into the area’s progress while they download', async () => {
    const { store } = signedInContext(spec);
    let push!: (text: string) => void;
    let end!: () => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(new TextEncoder().encode(text));
        end = () => controller.close();
      },
    });
    const api = createSessionApiClient(store, {
      fetch: (async (input: RequestInfo | URL) =>
        String(input instanceof Request ? input.url : input).includes('/admin/stats/')
          ? json(404, { detail: 'nee' })
          : new Response(body, { status: 200 })) as typeof fetch,
    });
    const loading = cachedOrLoad(store, api, statsPeriodResource, periodKey(null, 7));
    push(`{"2025-03-01": {}, "padding": {${' '.repeat(2_000_000)}`);
    // ky tells a chunk's bytes once the next one is there.
    push(' ');
    await expect.poll(() => store.get(statsDownloadsAtom).dashboard ?? 0).toBeGreaterThan(2_000_000);
    push('}}');
    end();
    await loading;
    expect(store.get(statsDownloadsAtom)).toEqual({});
  });
});
