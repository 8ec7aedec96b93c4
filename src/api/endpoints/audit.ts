import { auditLogPage, auditLogQuery, type AuditLogQuery } from '../schemas/audit';
import { defineEndpoint, organizationScoped } from './define';

/**
 * The organisation of the `organization_id` query: an organisation administrator must name their own
 * organisation (without one, or with another's, they get 404); platform administrators see every entry.
 */
const organizationInQuery = organizationScoped<{
  params: Record<string, never>;
  query: AuditLogQuery;
  body: undefined;
}>(({ query }) => query.organization_id ?? null);

/** The audit of admin changes (beyond the original admin API; like Keycloak's admin events). */
export const auditEndpoints = {
  list: defineEndpoint({
    id: 'audit.list',
    summary: 'Audit entries of admin changes, newest first, filtered and paged',
    method: 'get',
    path: 'admin/audit-log',
    query: auditLogQuery,
    answer: auditLogPage,
    access: organizationInQuery,
  }),
};
