import { describe, expect, it } from 'vitest';
import { cachedOrLoad } from '../../../src/state/freshness';
import { serverOffers } from '../../../src/state/serverOffers';
import { usersSummaryResource } from '../../../src/state/users';
import { signedInContext } from '../support/ctx';
import { json, type RecordedCall } from '../support/http';

const account = (id: number, created: string, active = true) => ({
  id,
  username: `user${id}`,
  email: `user${id}@example.com`,
  is_active: active,
  created_at: created,
});
const list = [
  account(1, '2025-01-01T00:00:00Z'),
  account(2, '2026-03-01T00:00:00Z', false),
  account(3, '2026-03-01T00:00:00Z'),
  account(4, '2024-05-05T00:00:00Z', false),
];
const pathOf = (call: RecordedCall) => new URL(call.url).pathname.replace('/api/', '');

describe('the users card’s numbers', () => {
  it('come from admin/users-summary where the server offers it, without the whole list', async () => {
    const { store, ctx, calls } = signedInContext((call) =>
      call.url.includes('users-summary')
        ? json(200, { total: 4, active: 2, newest: [list[2], list[1]] })
        : json(200, list),
    );
    const summary = await cachedOrLoad(store, ctx.api, usersSummaryResource, undefined);
    expect(summary).toMatchObject({ total: 4, active: 2, newest: [{ id: 3 }, { id: 2 }] });
    expect(calls.map(pathOf)).toEqual(['admin/users-summary']);
    expect(serverOffers(store, 'usersSummary')).toBe(true);
  });

  it('are counted from the spec’s list against a server without it, the same numbers', async () => {
    const { store, ctx, calls } = signedInContext((call) =>
      call.url.includes('users-summary') ? json(404, { detail: 'Not Found' }) : json(200, list),
    );
    const summary = await cachedOrLoad(store, ctx.api, usersSummaryResource, undefined);
    expect(summary.total).toBe(4);
    expect(summary.active).toBe(2);
    expect(summary.newest.map((user) => user.id)).toEqual([3, 2, 1, 4]);
    expect(calls.map(pathOf)).toEqual(['admin/users-summary', 'admin/users']);
    expect(serverOffers(store, 'usersSummary')).toBe(false);
    // Not asked again: the server said it has no such call.
    await usersSummaryResource.load(store, ctx.api);
    expect(calls.map(pathOf).filter((path) => path === 'admin/users-summary')).toHaveLength(1);
  });
});
