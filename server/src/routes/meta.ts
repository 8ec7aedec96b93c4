import { endpoints } from '../../../src/api/endpoints';
import type { EndpointRouter } from '../http/endpoint';

/**
 * `GET /api/health` → `{ "status": "ok" }` (start scripts wait on it) and `GET /api/openapi.json`, the
 * contract generated from the declarations once, when the app is made. Both without authentication.
 */
export function metaRoutes(api: EndpointRouter, contract: Record<string, unknown>): void {
  api.implement(endpoints.meta, {
    health: () => ({ status: 'ok' as const }),
    openapi: () => contract,
  });
}
