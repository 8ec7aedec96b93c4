import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { messages } from '../../messages';
import type { ScreenId } from '../../state/screen';
import { NotBuiltScreen } from '../placeholder/NotBuiltScreen';
import { OrganizationDetailScreen } from '../organizationDetail/OrganizationDetailScreen';
import { OrganizationsScreen } from '../organizations/OrganizationsScreen';
import { UserDetailScreen } from '../userDetail/UserDetailScreen';
import { UsersScreen } from '../users/UsersScreen';

const s = messages.screens;

export interface ScreenRoute {
  path: string;
  screen: ScreenId;
  title: string;
  /** The built screen; screens without one show the honest "not built yet" notice. */
  element?: ReactNode;
}

/** Every route of the spec's route table (spec 2). */
export const screenRoutes: readonly ScreenRoute[] = [
  { path: '/', screen: 'dashboard', title: s.dashboard },
  { path: '/users', screen: 'users', title: s.users, element: <UsersScreen /> },
  { path: '/users/:id', screen: 'userDetail', title: s.userDetail, element: <UserDetailScreen /> },
  { path: '/templates/new', screen: 'userTemplateNew', title: s.newUserTemplate },
  { path: '/templates/default/:name', screen: 'defaultTemplateView', title: s.defaultTemplateView },
  {
    path: '/templates/organization/:name',
    screen: 'organizationTemplateView',
    title: s.organizationTemplateView,
  },
  { path: '/templates/:userId/:templateName', screen: 'userTemplateEdit', title: s.editUserTemplate },
  {
    path: '/organizations',
    screen: 'organizations',
    title: s.organizations,
    element: <OrganizationsScreen />,
  },
  {
    path: '/organizations/:id',
    screen: 'organizationDetail',
    title: s.organizationDetail,
    element: <OrganizationDetailScreen />,
  },
  {
    path: '/organizations/:orgId/templates/new',
    screen: 'organizationTemplateNew',
    title: s.newOrganizationTemplate,
  },
  {
    path: '/organizations/:orgId/templates/:templateName',
    screen: 'organizationTemplateEdit',
    title: s.editOrganizationTemplate,
  },
  { path: '/organizations/:id/exports/new', screen: 'exportConfiguration', title: s.exportConfiguration },
  {
    path: '/organizations/:id/exports/:configId',
    screen: 'exportConfiguration',
    title: s.exportConfiguration,
  },
  { path: '/taxonomies', screen: 'taxonomies', title: s.taxonomies },
  { path: '/taxonomies/new', screen: 'taxonomyNew', title: s.newTaxonomy },
  { path: '/taxonomies/:id', screen: 'taxonomyEdit', title: s.editTaxonomy },
  { path: '/default-templates', screen: 'defaultTemplates', title: s.defaultTemplates },
  { path: '/default-templates/new', screen: 'defaultTemplateNew', title: s.newDefaultTemplate },
  { path: '/default-templates/:id', screen: 'defaultTemplateEdit', title: s.editDefaultTemplate },
  { path: '/template-settings', screen: 'templateSettings', title: s.templateSettings },
  { path: '/worker-status', screen: 'workerStatus', title: s.workerStatus },
  { path: '/login-attempts', screen: 'loginAttempts', title: s.loginAttempts },
];

/** An organisation template route without a name goes back to the organisation (spec 2). */
function ToOrganization() {
  const { orgId } = useParams();
  return <Navigate to={orgId ? `/organizations/${orgId}` : '/organizations'} replace />;
}

export function AppRoutes() {
  return (
    <Routes>
      {screenRoutes.map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={route.element ?? <NotBuiltScreen screen={route.screen} title={route.title} />}
        />
      ))}
      <Route path="/organizations/:orgId/templates" element={<ToOrganization />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
