import { z } from 'zod';

/** Every error answer of the admin API: `{ "detail": "..." }` with a 4xx status. */
export const errorBody = z.looseObject({ detail: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;

/** Numeric ids arrive as numbers; path parameters arrive as strings. */
export const idParam = z.coerce.number().int().positive();
