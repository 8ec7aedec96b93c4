import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { AnyEndpoint } from '../../../src/api/endpoints';

/**
 * Answers a list in its wire form (`{ meeting_types: [...] }`, `{ disabled_templates: [...] }`), typed by
 * the input of the declaration's answer schema, which reads it on the console's side; with the declaration's
 * status.
 */
export function wireAnswer<E extends AnyEndpoint>(
  c: Context,
  endpoint: E,
  body: NonNullable<E['answer']> extends z.ZodType ? z.input<NonNullable<E['answer']>> : never,
): Response {
  return c.json(body as object, endpoint.status as ContentfulStatusCode);
}
