import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/**
 * The socket's remote address (proxy headers are not trusted) and the user agent, capped in length.
 * Requests made with `app.request()` and no Node bindings have no address.
 */
export function clientInfo(c: Context): ClientInfo {
  let ip: string | null = null;
  try {
    // IPv4 clients of a dual-stack socket appear as ::ffff:a.b.c.d.
    ip = getConnInfo(c).remote.address?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '') ?? null;
  } catch {
    ip = null;
  }
  const userAgent = c.req.header('user-agent')?.slice(0, 512) ?? null;
  return { ip, userAgent };
}
