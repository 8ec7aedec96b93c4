import { describe, expect, it } from 'vitest';
import { screenChunks } from '../../../src/screens/shell/screenChunks';
import { screens, shellScreens } from '../../../src/screens/shell/screens';
import { routeAccess } from '../../../src/state/routeAccess';
import { routeAt } from '../../../src/state/routeAt';
import { preloads } from '../../../src/state/routePreloads';
import { routes } from '../../../src/state/routes';
import { routeNames, routeTable } from '../../../src/state/routeTable';

// Each route is declared once (src/state/routeTable.ts); the tables the console uses are derived from it and
// must say what the declaration says.
const declared = routeNames.map((name) => ({ name, ...routeTable[name] }));

describe('the tables derived from the route table', () => {
  it('give every route a distinct path, which finds the route again', () => {
    expect(declared.length).toBeGreaterThan(20);
    expect(new Set(declared.map((route) => route.path)).size).toBe(declared.length);
    for (const { name, path } of declared) {
      expect(path, name).toMatch(/^\//);
      expect(routeAt(path.replace(/:[^/]+/g, '1')), path).toBe(name);
    }
  });

  it('give every route its path and a search schema that falls back to defaults', () => {
    expect(Object.keys(routes)).toEqual(routeNames);
    for (const { name, path } of declared) {
      expect(routes[name].path).toBe(path);
      expect(() => routes[name].search.parse({}), name).not.toThrow();
    }
  });

  it('give every route an access rule', () => {
    expect(Object.keys(routeAccess)).toEqual(routeNames);
    const kinds = ['public', 'platform', 'superuser', 'console', 'organizationRows', 'organization'];
    for (const name of routeNames) expect(kinds, name).toContain(routeAccess[name].kind);
  });

  it('give every route a screen: one that comes with the shell or a chunk of its own, never both', () => {
    const named = new Set(declared.map((route) => route.screen));
    expect(new Set(Object.keys(screens))).toEqual(named);
    const shell = Object.keys(shellScreens);
    const chunked = Object.keys(screenChunks);
    expect(shell.filter((name) => chunked.includes(name))).toEqual([]);
    expect(new Set([...shell, ...chunked])).toEqual(named);
    for (const name of named) expect(typeof screens[name], name).toBe('function');
  });

  it('start the loads a route names, and have no load that no route names', () => {
    const named = declared.flatMap((route) => (route.preload ? [route.preload] : []));
    for (const name of named) expect(typeof preloads[name], name).toBe('function');
    expect(new Set(named)).toEqual(new Set(Object.keys(preloads)));
  });

  it('check an organisation screen against the path parameter that names the organisation', () => {
    for (const { name, path, organizationParam } of declared)
      if (organizationParam) expect(path.split('/'), name).toContain(`:${organizationParam}`);
    expect(declared.filter((route) => route.organizationParam).map((route) => route.name)).toEqual([
      'organizationDetail',
      'organizationTemplateNew',
      'organizationTemplateEdit',
      'exportConfigurationNew',
      'exportConfigurationEdit',
    ]);
  });
});
