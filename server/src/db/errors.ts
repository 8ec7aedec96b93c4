import { ApiError } from '../http/errors';

/**
 * Whether `error` is PostgreSQL's unique_violation (23505). pg throws it as is; PGlite and Kysely may wrap it,
 * so the `cause` chain is followed a few links deep.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs `work`; a unique violation (a racing request took the same name, username or address after the
 * explicit check) becomes a 409 with `detail`.
 */
export async function uniqueOr409<T>(detail: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, detail);
    throw error;
  }
}
