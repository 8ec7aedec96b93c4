import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** IPv4 clients of a dual-stack socket appear as ::ffff:a.b.c.d. */
const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/**
 * The client address behind `trustProxy` proxies: the socket's peer is the nearest proxy, and each trusted
 * proxy appended the address it saw to `X-Forwarded-For`, so the client is `trustProxy` entries from the
 * right of [...X-Forwarded-For, socket]. Entries further left are the client's own claims and are never
 * used; a malformed entry falls back to the socket address.
 */
export function forwardedClient(
  socketIp: string | null,
  forwardedFor: string | undefined,
  trustProxy: number,
) {
  if (trustProxy <= 0 || !socketIp || !forwardedFor) return socketIp;
  const chain = [
    ...forwardedFor
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
    socketIp,
  ];
  const candidate = plainAddress(chain[Math.max(0, chain.length - 1 - trustProxy)] ?? '');
  return isIP(candidate) ? candidate : socketIp;
}

/**
 * Whether the client reached the `trustProxy` proxies over HTTPS, by the `X-Forwarded-Proto` they send: the
 * entry the outermost of them wrote, `trustProxy` entries from the right (the only one when the proxies set
 * the header instead of appending to it). Entries further left are the client's own claims; without trusted
 * proxies the whole header is one, and never used.
 */
export function forwardedHttps(forwardedProto: string | undefined, trustProxy: number): boolean {
  if (trustProxy <= 0 || !forwardedProto) return false;
  const entries = forwardedProto
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - trustProxy)] === 'https';
}

/** Whether the request came over HTTPS: to this server's own TLS socket, or to trusted proxies (above). */
export function reachedOverHttps(c: Context, trustProxy = 0): boolean {
  const bindings = c.env as { incoming?: { socket?: { encrypted?: boolean } } } | undefined;
  return (
    bindings?.incoming?.socket?.encrypted === true ||
    forwardedHttps(c.req.header('x-forwarded-proto'), trustProxy)
  );
}

/**
 * The client address and the user agent (capped in length). The address is the socket's peer, or with
 * `trustProxy` > 0 (TRUST_PROXY, the number of proxies in front of the server) the client that the nearest
 * proxies name in `X-Forwarded-For`. Requests made with `app.request()` and no Node bindings have no address.
 */
export function clientInfo(c: Context, trustProxy = 0): ClientInfo {
  let ip: string | null = null;
  try {
    const address = getConnInfo(c).remote.address;
    ip = address ? plainAddress(address) : null;
  } catch {
    ip = null;
  }
  ip = forwardedClient(ip, c.req.header('x-forwarded-for'), trustProxy);
  const userAgent = c.req.header('user-agent')?.slice(0, 512) ?? null;
  return { ip, userAgent };
}
