import { useCallback, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { PathParamNames } from '../../api/endpoints/define';
import { readSearch, type Route, type SearchInput, type SearchOf } from '../../state/routes';

export interface RouteState<R extends Route> {
  /** The path parameters as written in the URL. */
  params: Readonly<Record<PathParamNames<R['path']>, string>>;
  /** The search parameters, parsed by the route's schema (defaults for missing or wrong values). */
  search: SearchOf<R>;
  /**
   * Changes search parameters (the others stay; `undefined` or the default removes one). `replace` (default
   * true) rewrites the current history entry instead of adding one.
   */
  setSearch(patch: SearchInput<R>, options?: { replace?: boolean }): void;
}

/** The one way a screen reads its route: `const { params, search, setSearch } = useRoute(routes.userDetail)`. */
export function useRoute<R extends Route>(route: R): RouteState<R> {
  const params = useParams() as Record<PathParamNames<R['path']>, string>;
  const [query, setQuery] = useSearchParams();
  const search = useMemo(() => readSearch(route, query), [route, query]);
  const setSearch = useCallback(
    (patch: SearchInput<R>, options: { replace?: boolean } = {}) =>
      setQuery(
        (current) => {
          const next = new URLSearchParams(current);
          const defaults = route.search.parse({}) as Record<string, unknown>;
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === null || value === '' || value === defaults[key])
              next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: options.replace ?? true },
      ),
    [route, setQuery],
  );
  return { params, search, setSearch };
}
