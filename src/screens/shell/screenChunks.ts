import type { RouteName } from '../../state/routePaths';
import { loadOnce } from '../common/loadOnce';

/**
 * The chunk of each screen that loads on its own (every screen but the dashboard, which comes with the shell):
 * the shell shows them with `lazyScreen`, and the first load of a signed-in address starts the one it needs
 * beside the shell's (`src/boot.ts`) rather than after it. Each is loaded once (`loadOnce`): the boot script's
 * load is the one the screen uses.
 */
export const screenChunks = {
  auditLog: loadOnce(() => import('../audit/AuditScreen')),
  defaultTemplateEdit: loadOnce(() => import('../defaultTemplateEditor/DefaultTemplateEditorScreen')),
  defaultTemplateNew: loadOnce(() => import('../defaultTemplateEditor/DefaultTemplateEditorScreen')),
  defaultTemplates: loadOnce(() => import('../defaultTemplates/DefaultTemplatesScreen')),
  exportConfigurationEdit: loadOnce(() => import('../exportConfigurationForm/ExportConfigurationFormScreen')),
  exportConfigurationNew: loadOnce(() => import('../exportConfigurationForm/ExportConfigurationFormScreen')),
  loginAttempts: loadOnce(() => import('../loginAttempts/LoginAttemptsScreen')),
  organizationDetail: loadOnce(() => import('../organizationDetail/OrganizationDetailScreen')),
  organizations: loadOnce(() => import('../organizations/OrganizationsScreen')),
  organizationTemplateEdit: loadOnce(() => import('../templateEditor/OrganizationTemplateEditorScreen')),
  organizationTemplateNew: loadOnce(() => import('../templateEditor/OrganizationTemplateEditorScreen')),
  defaultTemplateView: loadOnce(() => import('../templateEditor/TemplateViewScreen')),
  organizationTemplateView: loadOnce(() => import('../templateEditor/TemplateViewScreen')),
  userTemplateEdit: loadOnce(() => import('../templateEditor/UserTemplateEditScreen')),
  userTemplateNew: loadOnce(() => import('../templateEditor/UserTemplateNewScreen')),
  taxonomies: loadOnce(() => import('../taxonomies/TaxonomiesScreen')),
  taxonomyEdit: loadOnce(() => import('../taxonomyEditor/TaxonomyEditScreen')),
  taxonomyNew: loadOnce(() => import('../taxonomyEditor/TaxonomyNewScreen')),
  templateSettings: loadOnce(() => import('../templateSettings/TemplateSettingsScreen')),
  userDetail: loadOnce(() => import('../userDetail/UserDetailScreen')),
  users: loadOnce(() => import('../users/UsersScreen')),
  workerStatus: loadOnce(() => import('../workerStatus/WorkerStatusScreen')),
} satisfies Partial<Record<RouteName, () => Promise<unknown>>>;

export type ChunkedScreen = keyof typeof screenChunks;
