import { consoleUser, endpoints, platformOnly, type Access } from '../api/endpoints';
import { mayUseAccess, type CallerInfo } from './claims';
import type { AccessKit } from './defineRoute';
import { href, routes, type ScreenId } from './routes';
import { routeNames, routeTable } from './routeTable';

const accessKit: AccessKit = { endpoints, consoleUser, platformOnly };

/**
 * Who may open each route, as its declaration says (`access` in `routeTable.ts`): in general who may call the
 * endpoints its screen is built on (`roleMayUse` decides, as on the server). A route a role may not use sends it
 * elsewhere (`refusedRouteTarget`), without loading its data. The shell also checks the screens of an
 * organisation (those that declare an `organizationParam`) against the caller's own organisation.
 */
export const routeAccess = Object.fromEntries(
  routeNames.map((name) => [name, routeTable[name].access(accessKit)]),
) as Record<ScreenId, Access>;

/** Whether the signed-in caller may open the route (a token without a role: the server decides). */
export const mayOpenRoute = (caller: CallerInfo | null, screen: ScreenId) =>
  mayUseAccess(caller, routeAccess[screen]);

/**
 * Where a route the caller may not open sends them: an organisation administrator's organisation list is their
 * own organisation (the list is the platform's); any other route goes to the dashboard.
 */
export function refusedRouteTarget(screen: ScreenId, own: { id: number } | null): string {
  if (screen === 'organizations' && own) return href(routes.organizationDetail, { id: own.id });
  return href(routes.dashboard);
}
