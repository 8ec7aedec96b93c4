import { consoleUser, endpoints, platformOnly, type Access } from '../api/endpoints';
import { mayUseAccess, type CallerInfo } from './claims';
import { href, routes, type ScreenId } from './routes';

/**
 * Who may open each route, from the endpoints its screen is built on (`roleMayUse` decides, as on the server).
 * A route a role may not use sends it elsewhere (`refusedRouteTarget`), without loading its data. Screens of an organisation (`organizationDetail` and its template
 * routes) are also checked against the caller's own organisation (`mayOpenOrganization`).
 */
export const routeAccess: Record<ScreenId, Access> = {
  dashboard: consoleUser,
  users: endpoints.users.list.access,
  userDetail: endpoints.users.get.access,
  userTemplateNew: endpoints.userTemplates.create.access,
  userTemplateEdit: endpoints.userTemplates.get.access,
  defaultTemplateView: endpoints.defaultTemplates.get.access,
  organizationTemplateView: endpoints.organizationTemplates.get.access,
  organizations: endpoints.organizations.list.access,
  organizationDetail: endpoints.organizations.get.access,
  organizationTemplateNew: endpoints.organizationTemplates.create.access,
  organizationTemplateEdit: endpoints.organizationTemplates.get.access,
  // An organisation administrator manages their own organisation's export configurations (issue 17).
  exportConfigurationNew: endpoints.exports.create.access,
  exportConfigurationEdit: endpoints.exports.get.access,
  // Their organisation's taxonomies and its users' for an organisation administrator (the server filters the list).
  taxonomies: endpoints.taxonomies.list.access,
  taxonomyNew: endpoints.taxonomies.createForOrganization.access,
  taxonomyEdit: endpoints.taxonomies.get.access,
  defaultTemplates: endpoints.defaultTemplates.list.access,
  defaultTemplateNew: endpoints.defaultTemplates.create.access,
  defaultTemplateEdit: endpoints.defaultTemplates.update.access,
  templateSettings: endpoints.templateSettings.all.access,
  workerStatus: endpoints.workers.status.access,
  loginAttempts: endpoints.loginAttempts.list.access,
  // Every organisation's changes; the audit of one organisation is the platform's screen too for now.
  auditLog: platformOnly,
};

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
