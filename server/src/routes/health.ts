import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

/** `GET /api/health` → `{ "status": "ok" }`, without authentication; start scripts wait on it. */
export function healthRoutes() {
  return new Hono<AppEnv>().get('/health', (c) => c.json({ status: 'ok' }));
}
