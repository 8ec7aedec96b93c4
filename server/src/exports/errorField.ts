import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env';

/**
 * The export routes' error answers carry `error` beside `detail`, with the same text: the console shows "the
 * server error field if present" when saving a configuration fails. Every error answer under the path gets it
 * (401 and 403 of the guard, 422 of validation, 404, 409, 500), nothing else changes.
 */
export function withErrorField(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (res.status < 400 || !/json/i.test(res.headers.get('content-type') ?? '')) return;
    let body: unknown;
    try {
      body = await res.clone().json();
    } catch {
      return;
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
    const answer = body as Record<string, unknown>;
    if (typeof answer.detail !== 'string' || 'error' in answer) return;
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    // Cleared first: Hono would otherwise copy the old answer's headers (its length) onto the new one.
    c.res = undefined;
    c.res = new Response(JSON.stringify({ ...answer, error: answer.detail }), {
      status: res.status,
      headers,
    });
  };
}
