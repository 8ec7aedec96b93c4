import type { ComponentType } from 'react';
import type { ScreenName } from '../../state/routeTable';
import { loadOnce } from '../common/loadOnce';
/**
 * The chunk of each screen that loads on its own (every screen but those that come with the shell,
 * `screens.tsx`), by the screen's name (a route names its screen in `state/routeTable.ts`), which is also the
 * name its module exports it by: a chunk for no declared screen, or a module that does not export the name, is
 * a type error. The shell shows them with `lazyScreen` (`screens.tsx`), and the first load of a signed-in
 * address starts the one it needs beside the shell's (`src/boot.ts`) rather than after it. Each is loaded once
 * (`loadOnce`): the boot script's load is the one the screen uses. The boot script's chunk holds this map: it
 * imports no React and nothing of the shell.
 */
export const screenChunks = {
  AuditScreen: loadOnce(() => import('../audit/AuditScreen')),
  DefaultTemplateEditScreen: loadOnce(() => import('../defaultTemplateEditor/DefaultTemplateEditorScreen')),
  DefaultTemplateNewScreen: loadOnce(() => import('../defaultTemplateEditor/DefaultTemplateEditorScreen')),
  DefaultTemplatesScreen: loadOnce(() => import('../defaultTemplates/DefaultTemplatesScreen')),
  ExportConfigurationEditScreen: loadOnce(
    () => import('../exportConfigurationForm/ExportConfigurationFormScreen'),
  ),
  ExportConfigurationNewScreen: loadOnce(
    () => import('../exportConfigurationForm/ExportConfigurationFormScreen'),
  ),
  LoginAttemptsScreen: loadOnce(() => import('../loginAttempts/LoginAttemptsScreen')),
  OrganizationDetailScreen: loadOnce(() => import('../organizationDetail/OrganizationDetailScreen')),
  RetentionScreen: loadOnce(() => import('../retention/RetentionScreen')),
  OrganizationsScreen: loadOnce(() => import('../organizations/OrganizationsScreen')),
  OrganizationTemplateEditScreen: loadOnce(
    () => import('../templateEditor/OrganizationTemplateEditorScreen'),
  ),
  OrganizationTemplateNewScreen: loadOnce(() => import('../templateEditor/OrganizationTemplateEditorScreen')),
  DefaultTemplateViewScreen: loadOnce(() => import('../templateEditor/TemplateViewScreen')),
  OrganizationTemplateViewScreen: loadOnce(() => import('../templateEditor/TemplateViewScreen')),
  UserTemplateEditScreen: loadOnce(() => import('../templateEditor/UserTemplateEditScreen')),
  UserTemplateNewScreen: loadOnce(() => import('../templateEditor/UserTemplateNewScreen')),
  TaxonomiesScreen: loadOnce(() => import('../taxonomies/TaxonomiesScreen')),
  TaxonomyEditScreen: loadOnce(() => import('../taxonomyEditor/TaxonomyEditScreen')),
  TaxonomyNewScreen: loadOnce(() => import('../taxonomyEditor/TaxonomyNewScreen')),
  TemplateSettingsScreen: loadOnce(() => import('../templateSettings/TemplateSettingsScreen')),
  UserDetailScreen: loadOnce(() => import('../userDetail/UserDetailScreen')),
  UsageScreen: loadOnce(() => import('../usage/UsageScreen')),
  UsersScreen: loadOnce(() => import('../users/UsersScreen')),
  WorkerStatusScreen: loadOnce(() => import('../workerStatus/WorkerStatusScreen')),
} satisfies { [N in ScreenName]?: () => Promise<{ readonly [K in N]: ComponentType }> };

/** The screens that load on their own. */
export type ChunkedScreen = keyof typeof screenChunks;
