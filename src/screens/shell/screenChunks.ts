import type { RouteName } from '../../state/routePaths';

/**
 * The chunk of each screen that loads on its own (every screen but the dashboard, which comes with the shell):
 * the shell shows them with `lazyScreen`, and the first load of a signed-in address starts the one it needs
 * beside the shell's (`src/boot.ts`) rather than after it.
 */
export const screenChunks = {
  auditLog: () => import('../audit/AuditScreen'),
  defaultTemplateEdit: () => import('../defaultTemplateEditor/DefaultTemplateEditorScreen'),
  defaultTemplateNew: () => import('../defaultTemplateEditor/DefaultTemplateEditorScreen'),
  defaultTemplates: () => import('../defaultTemplates/DefaultTemplatesScreen'),
  exportConfigurationEdit: () => import('../exportConfigurationForm/ExportConfigurationFormScreen'),
  exportConfigurationNew: () => import('../exportConfigurationForm/ExportConfigurationFormScreen'),
  loginAttempts: () => import('../loginAttempts/LoginAttemptsScreen'),
  organizationDetail: () => import('../organizationDetail/OrganizationDetailScreen'),
  organizations: () => import('../organizations/OrganizationsScreen'),
  organizationTemplateEdit: () => import('../templateEditor/OrganizationTemplateEditorScreen'),
  organizationTemplateNew: () => import('../templateEditor/OrganizationTemplateEditorScreen'),
  defaultTemplateView: () => import('../templateEditor/TemplateViewScreen'),
  organizationTemplateView: () => import('../templateEditor/TemplateViewScreen'),
  userTemplateEdit: () => import('../templateEditor/UserTemplateEditScreen'),
  userTemplateNew: () => import('../templateEditor/UserTemplateNewScreen'),
  taxonomies: () => import('../taxonomies/TaxonomiesScreen'),
  taxonomyEdit: () => import('../taxonomyEditor/TaxonomyEditScreen'),
  taxonomyNew: () => import('../taxonomyEditor/TaxonomyNewScreen'),
  templateSettings: () => import('../templateSettings/TemplateSettingsScreen'),
  userDetail: () => import('../userDetail/UserDetailScreen'),
  users: () => import('../users/UsersScreen'),
  workerStatus: () => import('../workerStatus/WorkerStatusScreen'),
} satisfies Partial<Record<RouteName, () => Promise<unknown>>>;

export type ChunkedScreen = keyof typeof screenChunks;
