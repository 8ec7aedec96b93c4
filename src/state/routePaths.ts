/**
 * The path of every screen (spec 2), apart from the typed route table (`routes.ts`, which adds the search
 * parameters and needs zod): the first load matches the address against these before any other chunk is
 * there (`src/boot.ts`), so the signed-in first screen's chunks load at once.
 */
export const routePaths = {
  dashboard: '/',
  users: '/users',
  userDetail: '/users/:id',
  userTemplateNew: '/templates/new',
  defaultTemplateView: '/templates/default/:name',
  organizationTemplateView: '/templates/organization/:name',
  userTemplateEdit: '/templates/:userId/:templateName',
  organizations: '/organizations',
  organizationDetail: '/organizations/:id',
  organizationTemplateNew: '/organizations/:orgId/templates/new',
  organizationTemplateEdit: '/organizations/:orgId/templates/:templateName',
  exportConfigurationNew: '/organizations/:id/exports/new',
  exportConfigurationEdit: '/organizations/:id/exports/:configId',
  taxonomies: '/taxonomies',
  taxonomyNew: '/taxonomies/new',
  taxonomyEdit: '/taxonomies/:id',
  defaultTemplates: '/default-templates',
  defaultTemplateNew: '/default-templates/new',
  defaultTemplateEdit: '/default-templates/:id',
  templateSettings: '/template-settings',
  workerStatus: '/worker-status',
  loginAttempts: '/login-attempts',
  auditLog: '/audit',
} as const;

export type RouteName = keyof typeof routePaths;

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * The route whose path matches `pathname` (`:name` matches one segment), the one with the most fixed segments
 * when several do (`/default-templates/new` before `/default-templates/:id`, as React Router ranks them).
 */
export function routeAt(pathname: string): RouteName | null {
  const parts = segments(pathname);
  let best: { name: RouteName; fixed: number } | null = null;
  for (const [name, path] of Object.entries(routePaths) as [RouteName, string][]) {
    const pattern = segments(path);
    if (pattern.length !== parts.length) continue;
    if (!pattern.every((segment, i) => segment.startsWith(':') || segment === parts[i])) continue;
    const fixed = pattern.filter((segment) => !segment.startsWith(':')).length;
    if (!best || fixed > best.fixed) best = { name, fixed };
  }
  return best?.name ?? null;
}
