import { useAtomValue } from 'jotai/react';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { callerAtom, mayUseAccess, ownOrganizationAtom } from '../../state/claims';
import { refusedRouteTarget, routeAccess } from '../../state/routeAccess';
import { href, routes, type ScreenId } from '../../state/routes';
import { routeNames, routeTable } from '../../state/routeTable';
import { screens } from './screens';

/** An organisation template route without a name goes back to the organisation. */
function ToOrganization() {
  const { orgId } = useParams();
  const id = Number(orgId);
  return (
    <Navigate
      to={
        Number.isInteger(id) && id > 0 ? href(routes.organizationDetail, { id }) : href(routes.organizations)
      }
      replace
    />
  );
}

/**
 * Any other path goes to `/`; an organisation template route without its organisation
 * (`/organizations//templates/…`, `/organizations/templates/…`) goes to `/organizations`.
 */
function Elsewhere() {
  const { pathname } = useLocation();
  const target = /^\/organizations\/+templates(\/|$)/.test(pathname)
    ? href(routes.organizations)
    : href(routes.dashboard);
  return <Navigate to={target} replace />;
}

/**
 * A route the signed-in role may not open (`state/routeAccess`, the server's rule) sends elsewhere
 * (`refusedRouteTarget`: an organisation administrator's organisation list to their organisation), another
 * organisation's screen for an organisation administrator (the server answers 404 there) to `/`.
 */
function Guarded({ screen, children }: { screen: ScreenId; children: ReactNode }) {
  const caller = useAtomValue(callerAtom);
  const own = useAtomValue(ownOrganizationAtom);
  const params = useParams();
  const { organizationParam: param } = routeTable[screen];
  const organizationParam = param === undefined ? undefined : params[param];
  const elsewhere = own !== null && organizationParam !== undefined && Number(organizationParam) !== own.id;
  if (!mayUseAccess(caller, routeAccess[screen]) || elsewhere)
    return <Navigate to={refusedRouteTarget(screen, own)} replace />;
  return children;
}

export function AppRoutes() {
  return (
    <Routes>
      {routeNames.map((name) => {
        const Screen = screens[routeTable[name].screen];
        return (
          <Route
            key={name}
            path={routeTable[name].path}
            element={
              <Guarded screen={name}>
                <Screen />
              </Guarded>
            }
          />
        );
      })}
      <Route path="/organizations/:orgId/templates" element={<ToOrganization />} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>
  );
}
