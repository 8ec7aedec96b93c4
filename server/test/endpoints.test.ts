// Every route of the app is a declaration in src/api/endpoints, registered with its handler (and so with its
// access rule), and every declaration has its route: a route without an access rule cannot ship.
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../src/api/endpoints';
import { createApp } from '../src/app';
import { mountPath } from '../src/http/endpoint';
import type { AppEnv } from '../src/http/env';
import type { TestApp } from './harness';
import { createTestApp } from './harness';

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const declared = new Set(allEndpoints.map((e) => key(e.method, mountPath(e))));

/** The app's API routes (method and path, once each), without middleware (`ALL`). */
function apiRoutes(app: Hono<AppEnv>): Set<string> {
  return new Set(
    app.routes
      .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
      .map((route) => key(route.method, route.path)),
  );
}

/** What is wrong with routes against the declarations: both lists empty when all is well. */
function mismatches(routes: Set<string>) {
  return {
    undeclared: [...routes].filter((route) => !declared.has(route)),
    unhandled: [...declared].filter((route) => !routes.has(route)),
  };
}

describe('endpoint registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`registers exactly the ${declared.size} declared endpoints, each once`, () => {
    const app = createApp(t.deps);
    expect(mismatches(apiRoutes(app))).toEqual({ undeclared: [], unhandled: [] });
    expect(declared.size).toBe(allEndpoints.length);
    expect([...apiRoutes(app)].filter((route) => route.includes('/api/admin/')).length).toBeGreaterThan(30);
  });

  it('notices a route without a declaration and a declaration without a route', () => {
    const app = createApp(t.deps);
    app.get('/api/admin/geheim', (c) => c.json({}));
    expect(mismatches(apiRoutes(app))).toEqual({ undeclared: ['GET /api/admin/geheim'], unhandled: [] });

    const routes = apiRoutes(createApp(t.deps));
    routes.delete(key('get', '/api/admin/users'));
    expect(mismatches(routes)).toEqual({ undeclared: [], unhandled: ['GET /api/admin/users'] });
  });

  it('declares each path parameter in the params schema, with unique ids', () => {
    for (const endpoint of allEndpoints) {
      const inPath = [...endpoint.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]).sort();
      const inSchema = Object.keys(endpoint.params?.shape ?? {}).sort();
      expect(inSchema, endpoint.id).toEqual(inPath);
    }
    expect(new Set(allEndpoints.map((e) => e.id)).size).toBe(allEndpoints.length);
  });
});
