import type { Route, ScreenId, SearchInput, SearchOf } from '../../state/routes';
import { screenContextAtom } from '../../state/screen';
import type { CommandContext } from '../types';

/**
 * The search parameters of a screen as it is on display (its filters, period, month), else the route's
 * defaults. The dashboard and the login-attempts screen hand their URL's search to the screen context
 * (`useScreen(screen, search)`), so a command changes one of them and keeps the rest, also headless.
 */
export function searchOnScreen<R extends Route>(
  ctx: CommandContext,
  screen: ScreenId,
  route: R,
): { onScreen: boolean; search: SearchOf<R> } {
  const context = ctx.store.get(screenContextAtom);
  const onScreen = context.screen === screen;
  return { onScreen, search: route.search.parse(onScreen ? context.ids : {}) as SearchOf<R> };
}

/** The search values as the screen context's text ids (`useScreen`), leaving out absent ones. */
export function searchIds(search: Readonly<Record<string, unknown>>): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(search).map(([key, value]) => [key, value === undefined ? undefined : String(value)]),
  );
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
