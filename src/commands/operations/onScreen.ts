import { addressAtom } from '../../state/address';
import { routeAt } from '../../state/routeAt';
import {
  readSearch,
  routes,
  type Route,
  type ScreenId,
  type SearchInput,
  type SearchOf,
} from '../../state/routes';
import type { CommandContext } from '../types';

/**
 * The search parameters of a screen (its filters, period, month) as the address says them, else the route's
 * defaults. Read from the address, not from what is on display: after a navigation the old screen may stay
 * on display while the new one loads, and a command taken meanwhile changes one value and keeps the rest of
 * what the address already says (also headless).
 */
export function searchOnScreen<N extends ScreenId>(
  ctx: CommandContext,
  screen: N,
): { onScreen: boolean; search: SearchOf<(typeof routes)[N]> } {
  const address = new URL(ctx.store.get(addressAtom), 'http://werkbank.invalid');
  const onScreen = routeAt(address.pathname) === screen;
  const query = onScreen ? address.searchParams : new URLSearchParams();
  return { onScreen, search: readSearch(routes[screen], query) as SearchOf<(typeof routes)[N]> };
}

/** Picker options from fixed values, filtered by the typed query (label or value). */
export function fixedOptions<V extends string | number>(
  values: readonly V[],
  label: (value: V) => string,
  query: string,
) {
  const q = query.trim().toLowerCase();
  return values
    .map((value) => ({ value: String(value), label: label(value) }))
    .filter((option) => !q || `${option.label} ${option.value}`.toLowerCase().includes(q));
}

/** `change` applied to `search`, in the order the route declares its parameters (so the same URL each time). */
export function changedSearch<R extends Route>(
  route: R,
  search: SearchOf<R>,
  change: SearchInput<R>,
): SearchInput<R> {
  const merged: Record<string, unknown> = { ...search, ...change };
  return Object.fromEntries(
    Object.keys(route.search.shape).map((key) => [key, merged[key]]),
  ) as SearchInput<R>;
}
