// Handlers are registered a group of declarations at a time, one handler for each declaration: leaving one out
// fails the type check (and, cast past it, the start), implementing one twice the start. A change's handler
// gets its transaction and audit target, a read's neither; only a change may be staged, and a staged change
// must commit through its audited transaction.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/endpoints';
import { runChange, runStaged } from '../src/audit/calls';
import type { AuditEntry } from '../src/audit/record';
import type { EndpointRouter } from '../src/http/endpoint';
import { endpointRouter } from '../src/http/endpoint';
import type { AppEnv } from '../src/http/env';
import { staged } from '../src/http/handlers';
import type { TestApp } from './harness';
import { createTestApp } from './harness';

const unreachable = (): never => {
  throw new Error('not called');
};

/** Never run: what the type check accepts and refuses. */
export function typeChecks(api: EndpointRouter): void {
  // @ts-expect-error `get` has no handler
  api.implement(endpoints.lockouts, { clear: unreachable });
  api.implement(endpoints.lockouts, {
    get: unreachable,
    clear: unreachable,
    // @ts-expect-error no such declaration in the group
    extra: unreachable,
  });
  api.implement(endpoints.workers, {
    // @ts-expect-error a read has no transaction
    status: (_c, { trx }) => trx,
  });
  api.implement(endpoints.workers, {
    // @ts-expect-error a read records no change to stage
    status: staged(unreachable),
  });
  api.implement(endpoints.lockouts, {
    get: unreachable,
    clear: async (_c, { trx, audit }) => {
      audit.label = 'gewist';
      await trx.selectFrom('users').select('id').execute();
      return { message: 'gewist' };
    },
  });
}

describe('implementing a group of declarations', () => {
  let t: TestApp;
  let entry: () => AuditEntry;
  const entries = () => t.db.selectFrom('audit_log').select(['action', 'outcome', 'status']).execute();

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const actor = await t.createUser({ is_admin: true });
    entry = () => ({
      actorId: actor.id,
      actorUsername: actor.username,
      ip: null,
      action: 'lockouts.clear',
      target: { type: 'user', id: actor.id, label: null, organizationId: null },
      successStatus: 200,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a group with a declaration left out, and an endpoint implemented twice', () => {
    const api = endpointRouter(new Hono<AppEnv>(), t.deps);
    expect(() => api.implement(endpoints.lockouts, { clear: unreachable } as never)).toThrow(
      'Not implemented: lockouts.get',
    );
    api.implement(endpoints.workers, { status: unreachable });
    expect(() => api.implement(endpoints.workers, { status: unreachable })).toThrow(
      'workers.status is implemented twice',
    );
  });

  it('refuses a staged change that answers without its audited transaction, and records nothing', async () => {
    const before = (await entries()).length;
    await expect(runStaged(t.deps, entry(), () => ({ message: 'niets' }))).rejects.toThrow(
      'lockouts.clear answered without committing its audited change',
    );
    await expect(
      runStaged(t.deps, entry(), async ({ transaction }) => {
        await transaction(async () => undefined);
        return transaction(async () => undefined);
      }),
    ).rejects.toThrow('one audited transaction per call');
    // The first transaction of the second call was committed with its entry.
    expect((await entries()).slice(before)).toEqual([
      { action: 'lockouts.clear', outcome: 'success', status: 200 },
    ]);
  });

  it('rolls back a change whose handler answers an error instead of throwing it, recording the refusal', async () => {
    const before = (await entries()).length;
    await expect(runChange(t.deps, entry(), () => new Response('{}', { status: 409 }))).rejects.toThrow(
      'lockouts.clear answered 409 without throwing',
    );
    expect((await entries()).slice(before)).toEqual([
      { action: 'lockouts.clear', outcome: 'failure', status: 500 },
    ]);
  });
});
