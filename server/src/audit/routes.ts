import { endpoints } from '../../../src/api/endpoints';
import type { AppDeps } from '../deps';
import type { EndpointRouter } from '../http/endpoint';
import { listAuditLog } from './query';

/** `GET /api/admin/audit-log`: platform administrators see every entry, an organisation administrator their own organisation's. */
export function auditRoutes(api: EndpointRouter, { db }: AppDeps): void {
  api.implement(endpoints.audit, { list: (_c, { query }) => listAuditLog(db, query) });
}
