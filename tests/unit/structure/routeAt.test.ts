import { describe, expect, it } from 'vitest';
import { screenChunks } from '../../../src/screens/shell/screenChunks';
import { routeAt } from '../../../src/state/routeAt';
import { href, routes } from '../../../src/state/routes';
import { routeNames, routeTable, type ScreenName } from '../../../src/state/routeTable';

// The first script (src/boot.ts) matches the address against the route table's paths before the router is
// there; it must pick the route React Router picks.
describe('the route at an address', () => {
  it('is the route table: every route has its path here', () => {
    expect(Object.keys(routeTable).sort()).toEqual(Object.keys(routes).sort());
    for (const name of routeNames) expect(routes[name].path).toBe(routeTable[name].path);
  });

  it('finds each route from an address built with href', () => {
    expect(routeAt(href(routes.dashboard))).toBe('dashboard');
    expect(routeAt(href(routes.users))).toBe('users');
    expect(routeAt(href(routes.userDetail, { id: 7 }))).toBe('userDetail');
    expect(routeAt(href(routes.organizationDetail, { id: 3 }, { tab: 'groups' }).split('?')[0]!)).toBe(
      'organizationDetail',
    );
    expect(routeAt('/users/7/')).toBe('userDetail');
  });

  it('prefers fixed segments over parameters, as React Router ranks them', () => {
    expect(routeAt('/default-templates/new')).toBe('defaultTemplateNew');
    expect(routeAt('/default-templates/12')).toBe('defaultTemplateEdit');
    expect(routeAt('/templates/new')).toBe('userTemplateNew');
    expect(routeAt('/templates/default/notulen')).toBe('defaultTemplateView');
    expect(routeAt('/templates/5/notulen')).toBe('userTemplateEdit');
    expect(routeAt('/organizations/4/templates/new')).toBe('organizationTemplateNew');
  });

  it('is none for an address outside the table', () => {
    expect(routeAt('/bestaat-niet')).toBeNull();
    expect(routeAt('/users/7/extra')).toBeNull();
  });

  it('has a chunk for every route the shell loads lazily', () => {
    const declared = new Set<ScreenName>(routeNames.map((name) => routeTable[name].screen));
    for (const name of Object.keys(screenChunks)) expect(declared).toContain(name);
  });
});
