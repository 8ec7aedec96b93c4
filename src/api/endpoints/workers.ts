import { workerStatus } from '../schemas/workers';
import { defineEndpoint, platformOnly } from './define';

/** The background workers and their queue. */
export const workersEndpoints = {
  status: defineEndpoint({
    id: 'workers.status',
    summary: 'Queue length and every worker with its heartbeat-derived state and running tasks',
    method: 'get',
    path: 'admin/worker-status',
    answer: workerStatus,
    access: platformOnly,
  }),
};
