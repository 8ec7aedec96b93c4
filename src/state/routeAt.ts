import { routeNames, routeTable, type RouteName } from './routeTable';

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * The route whose path matches `pathname` (`:name` matches one segment), the one with the most fixed segments
 * when several do (`/default-templates/new` before `/default-templates/:id`, as React Router ranks them). The
 * boot script matches the address with it before any other chunk is there (`src/boot.ts`), so the signed-in
 * first screen's chunks load at once.
 */
export function routeAt(pathname: string): RouteName | null {
  const parts = segments(pathname);
  let best: { name: RouteName; fixed: number } | null = null;
  for (const name of routeNames) {
    const pattern = segments(routeTable[name].path);
    if (pattern.length !== parts.length) continue;
    if (!pattern.every((segment, i) => segment.startsWith(':') || segment === parts[i])) continue;
    const fixed = pattern.filter((segment) => !segment.startsWith(':')).length;
    if (!best || fixed > best.fixed) best = { name, fixed };
  }
  return best?.name ?? null;
}
