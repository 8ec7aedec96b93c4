import { useAtomValue } from 'jotai/react';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { messages } from '../../messages';
import { callerAtom, mayUseAccess, ownOrganizationAtom } from '../../state/claims';
import { refusedRouteTarget, routeAccess } from '../../state/routeAccess';
import { href, routes, type ScreenId } from '../../state/routes';
import { DashboardScreen } from '../dashboard/DashboardScreen';
import { NotBuiltScreen } from '../placeholder/NotBuiltScreen';
import { lazyScreen } from './lazyScreen';
import { screenChunks } from './screenChunks';

// The dashboard, the first screen after sign-in, comes with the shell; every other screen is its own chunk,
// loaded when its route is first shown, so the first load carries one screen rather than all of them.
const AuditScreen = lazyScreen(screenChunks.auditLog, 'AuditScreen');
const DefaultTemplateEditScreen = lazyScreen(screenChunks.defaultTemplateEdit, 'DefaultTemplateEditScreen');
const DefaultTemplateNewScreen = lazyScreen(screenChunks.defaultTemplateNew, 'DefaultTemplateNewScreen');
const DefaultTemplatesScreen = lazyScreen(screenChunks.defaultTemplates, 'DefaultTemplatesScreen');
const ExportConfigurationEditScreen = lazyScreen(
  screenChunks.exportConfigurationEdit,
  'ExportConfigurationEditScreen',
);
const ExportConfigurationNewScreen = lazyScreen(
  screenChunks.exportConfigurationNew,
  'ExportConfigurationNewScreen',
);
const LoginAttemptsScreen = lazyScreen(screenChunks.loginAttempts, 'LoginAttemptsScreen');
const OrganizationDetailScreen = lazyScreen(screenChunks.organizationDetail, 'OrganizationDetailScreen');
const OrganizationsScreen = lazyScreen(screenChunks.organizations, 'OrganizationsScreen');
const OrganizationTemplateEditScreen = lazyScreen(
  screenChunks.organizationTemplateEdit,
  'OrganizationTemplateEditScreen',
);
const OrganizationTemplateNewScreen = lazyScreen(
  screenChunks.organizationTemplateNew,
  'OrganizationTemplateNewScreen',
);
const DefaultTemplateViewScreen = lazyScreen(screenChunks.defaultTemplateView, 'DefaultTemplateViewScreen');
const OrganizationTemplateViewScreen = lazyScreen(
  screenChunks.organizationTemplateView,
  'OrganizationTemplateViewScreen',
);
const UserTemplateEditScreen = lazyScreen(screenChunks.userTemplateEdit, 'UserTemplateEditScreen');
const UserTemplateNewScreen = lazyScreen(screenChunks.userTemplateNew, 'UserTemplateNewScreen');
const TaxonomiesScreen = lazyScreen(screenChunks.taxonomies, 'TaxonomiesScreen');
const TaxonomyEditScreen = lazyScreen(screenChunks.taxonomyEdit, 'TaxonomyEditScreen');
const TaxonomyNewScreen = lazyScreen(screenChunks.taxonomyNew, 'TaxonomyNewScreen');
const TemplateSettingsScreen = lazyScreen(screenChunks.templateSettings, 'TemplateSettingsScreen');
const UserDetailScreen = lazyScreen(screenChunks.userDetail, 'UserDetailScreen');
const UsersScreen = lazyScreen(screenChunks.users, 'UsersScreen');
const WorkerStatusScreen = lazyScreen(screenChunks.workerStatus, 'WorkerStatusScreen');

/**
 * The screen of each route of the route table (`state/routes`); a route without one shows the honest "not
 * built yet" notice under its title.
 */
const screens: Partial<Record<ScreenId, ReactNode>> = {
  dashboard: <DashboardScreen />,
  workerStatus: <WorkerStatusScreen />,
  loginAttempts: <LoginAttemptsScreen />,
  users: <UsersScreen />,
  userDetail: <UserDetailScreen />,
  organizations: <OrganizationsScreen />,
  organizationDetail: <OrganizationDetailScreen />,
  auditLog: <AuditScreen />,
  userTemplateNew: <UserTemplateNewScreen />,
  userTemplateEdit: <UserTemplateEditScreen />,
  defaultTemplateView: <DefaultTemplateViewScreen />,
  organizationTemplateView: <OrganizationTemplateViewScreen />,
  organizationTemplateNew: <OrganizationTemplateNewScreen />,
  organizationTemplateEdit: <OrganizationTemplateEditScreen />,
  exportConfigurationNew: <ExportConfigurationNewScreen />,
  exportConfigurationEdit: <ExportConfigurationEditScreen />,
  defaultTemplateNew: <DefaultTemplateNewScreen />,
  defaultTemplateEdit: <DefaultTemplateEditScreen />,
  defaultTemplates: <DefaultTemplatesScreen />,
  templateSettings: <TemplateSettingsScreen />,
  taxonomies: <TaxonomiesScreen />,
  taxonomyNew: <TaxonomyNewScreen />,
  taxonomyEdit: <TaxonomyEditScreen />,
};

/** Fixed paths before parameterised ones (`/templates/new` before `/templates/:userId/…`) is React Router's job. */
const screenIds = Object.keys(routes) as ScreenId[];

/** An organisation template route without a name goes back to the organisation (spec 2). */
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
 * Any other path goes to `/` (spec 2); an organisation template route without its organisation
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
  const organizationParam =
    screen.startsWith('organization') || screen.startsWith('exportConfiguration')
      ? (params.orgId ?? params.id)
      : undefined;
  const elsewhere = own !== null && organizationParam !== undefined && Number(organizationParam) !== own.id;
  if (!mayUseAccess(caller, routeAccess[screen]) || elsewhere)
    return <Navigate to={refusedRouteTarget(screen, own)} replace />;
  return children;
}

export function AppRoutes() {
  return (
    <Routes>
      {screenIds.map((screen) => (
        <Route
          key={screen}
          path={routes[screen].path}
          element={
            <Guarded screen={screen}>
              {screens[screen] ?? <NotBuiltScreen screen={screen} title={messages.screens[screen]} />}
            </Guarded>
          }
        />
      ))}
      <Route path="/organizations/:orgId/templates" element={<ToOrganization />} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>
  );
}
