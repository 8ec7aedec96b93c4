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
