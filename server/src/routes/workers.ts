import { endpoints } from '../../../src/api/endpoints';
import type { AppDeps } from '../deps';
import type { EndpointRouter } from '../http/endpoint';
import { readWorkerStatus } from '../workers/status';

/** `GET /api/admin/worker-status`: the queue's length and every worker by name, from their heartbeats. */
export function workersRoutes(api: EndpointRouter, { db, jobs }: AppDeps): void {
  api.implement(endpoints.workers, { status: () => readWorkerStatus(db, jobs) });
}
