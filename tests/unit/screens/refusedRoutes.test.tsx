import { createStore } from 'jotai/vanilla';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/App';
import { refusedRouteTarget } from '../../../src/state/routeAccess';
import { preloadRoute } from '../../../src/state/routePreloads';
import { firstScreenChunks } from '../../../src/screens/shell/firstScreen';
import { mount, submitSignIn, unmount } from '../support/app';
import { signedInContext, SERVER } from '../support/ctx';
import { byRole, waitFor } from '../support/dom';
import { fakeFetch, json, tokens } from '../support/http';

beforeEach(() => localStorage.clear());
afterEach(unmount);

const orgAdmin = { role: 'org_admin', organization: { id: 5, name: 'Zandvoort' } } as const;

describe('a route the caller may not open', () => {
  it('sends an organisation administrator from the organisation list to their organisation, others to /', () => {
    expect(refusedRouteTarget('organizations', { id: 5 })).toBe('/organizations/5');
    expect(refusedRouteTarget('organizations', null)).toBe('/');
    expect(refusedRouteTarget('workerStatus', { id: 5 })).toBe('/');
  });

  it('is not preloaded: the organisation list is not asked for an organisation administrator', async () => {
    const admin = signedInContext(() => json(200, []), orgAdmin);
    preloadRoute(admin.store, { pathname: '/organizations', search: '' }, admin.ctx.api);
    const platform = signedInContext(() => json(200, []));
    preloadRoute(platform.store, { pathname: '/organizations', search: '' }, platform.ctx.api);
    await vi.waitFor(() =>
      expect(platform.calls.map((call) => call.url)).toEqual([`${SERVER}admin/organizations`]),
    );
    expect(admin.calls).toEqual([]);
  });

  it(
    '/organizations opens the organisation administrator’s own organisation, without asking for the list',
    { timeout: 30_000 },
    async () => {
      const token = tokens({
        sub: '8',
        username: 'sanne.devries',
        environment: 'development',
        role: 'org_admin',
        organization_id: 5,
        organization_name: 'Zandvoort',
      });
      const { fetch, calls } = fakeFetch((call) => {
        if (call.url.endsWith('/login')) return json(200, token);
        if (call.url.endsWith('admin/organizations/5'))
          return json(200, {
            id: 5,
            name: 'Zandvoort',
            created_at: '2025-01-01T00:00:00Z',
            user_count: 1,
            template_count: 0,
            users: [],
            templates: [],
          });
        return json(200, []);
      });
      vi.stubGlobal('fetch', fetch);
      mount(<App store={createStore()} />);
      submitSignIn();
      // The shell's chunks load on the first sign-in of the run: given time.
      await waitFor(() => byRole('navigation', 'Hoofdmenu')[0], 20_000);
      await firstScreenChunks('/organizations/5');
      await act(async () => {
        window.history.pushState(null, '', '/organizations');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await waitFor(() => window.location.pathname === '/organizations/5');
      expect(calls.map((call) => call.url.replace(/^.*\/api\//, ''))).not.toContain('admin/organizations');
    },
  );
});
