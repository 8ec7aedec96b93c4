import { organizationScoped } from './define';

/*
 * The organisation-scoped rules the route families share: which organisation a request touches, resolved from
 * its path. For an organisation administrator another organisation (or a missing resource) answers 404.
 */

/** The organisation named by the path (`admin/organizations/:id/…`). */
export const organizationInPath = organizationScoped<{
  params: { id: number };
  query: unknown;
  body: unknown;
}>(({ params }) => params.id);

/** The organisation of the user named by the path (`admin/users/:id/…`); a user without one is platform-only. */
export const userInPath = organizationScoped<{ params: { id: number }; query: unknown; body: unknown }>(
  ({ params }, lookup) => lookup.organizationOfUser(params.id),
);

/**
 * The organisation of the template the path names (`admin/templates/:id/…`, `admin/meeting-templates/:id/…`): a
 * personal template's user's, an organisation template's own. Default templates have none: platform only.
 */
export const templateInPath = organizationScoped<{ params: { id: number }; query: unknown; body: unknown }>(
  ({ params }, lookup) => lookup.organizationOfTemplate(params.id),
);
