import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from '../logger';
import { messages } from '../messages';
import type { AppEnv } from './env';

/**
 * An expected failure: answered as `{ "detail": message }` with `status` (and `headers`), not logged; with
 * `fields`, `{ detail, fields }` as a failed validation answers.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    detail: string,
    /** Extra response headers, e.g. `Retry-After` on a 429. */
    readonly headers: Readonly<Record<string, string>> = {},
    /** The fields a 422 found by a handler names (as a failed request validation does). */
    readonly fields?: readonly string[],
  ) {
    super(detail);
    this.name = 'ApiError';
  }
}

export function errorResponse(c: Context, status: ContentfulStatusCode, detail: string): Response {
  return c.json({ detail }, status);
}

/** Maps every thrown error to `{ detail }`; unexpected ones become a generic 500 and are logged (stack only). */
export function handleErrors(log: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      if (error.fields) return c.json({ detail: error.message, fields: error.fields }, error.status);
      return errorResponse(c, error.status, error.message);
    }
    if (error instanceof HTTPException) {
      if (error.status === 400 && /malformed json/i.test(error.message)) {
        return errorResponse(c, 400, messages.http.malformedJson);
      }
      if (error.status === 413) return errorResponse(c, 413, messages.http.bodyTooLarge);
      if (error.status >= 500) log.error(`HTTP ${error.status} bij ${c.req.method} ${c.req.path}`, error);
      return errorResponse(
        c,
        error.status,
        error.status < 500 ? messages.http.badRequest : messages.http.internal,
      );
    }
    log.error(`Onverwachte fout bij ${c.req.method} ${c.req.path}`, error);
    return errorResponse(c, 500, messages.http.internal);
  };
}

export const notFound: NotFoundHandler<AppEnv> = (c) => errorResponse(c, 404, messages.http.notFound);
