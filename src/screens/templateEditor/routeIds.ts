import { idParam } from '../../api/schemas/common';

/** A path parameter as an id, or null when it is missing or not a valid id (the route then redirects). */
export function idFromPath(value: string | undefined): number | null {
  const parsed = idParam.safeParse(value);
  return parsed.success ? parsed.data : null;
}
