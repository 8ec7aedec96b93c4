import type { Atom } from 'jotai/vanilla';
import { startTransition, useEffect, useReducer } from 'react';
import { watchResource, type Resource, type ResourceKeyValue } from '../../state/freshness';
import type { Loadable } from '../../state/loadable';
import type { Store } from '../../state/store';
import { useCommandRuntime } from './CommandRuntime';

/**
 * The value of a resource's atom, re-read when it changes. The re-render that shows new data goes through
 * startTransition: React draws it in slices, so an answer that arrives while the page is busy (the first load
 * of a screen with several lists on a slow phone) does not block typing or clicking; input is handled first.
 */
function useResourceAtom(store: Store, atom: Atom<unknown>): unknown {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const value = store.get(atom);
  useEffect(() => {
    const unsubscribe = store.sub(atom, () => startTransition(rerender));
    // A change between this render and the subscription is shown too.
    if (store.get(atom) !== value) startTransition(rerender);
    return unsubscribe;
  }, [store, atom, value]);
  return value;
}

/**
 * The one way a screen shows data from the API: loads `resource` at `key` when the screen opens (and when the
 * key changes), keeps it fresh while shown (commands that change it reload it), and answers its loadable.
 * Pass `null` as key to show nothing yet (an id that is not valid).
 */
export function useResource<T, K extends ResourceKeyValue | void>(
  resource: Resource<T, K>,
  key: K | null,
): Loadable<T> {
  const { ctx } = useCommandRuntime();
  const value = useResourceAtom(ctx.store, resource.atom);
  useEffect(() => {
    if (key === null) return undefined;
    return watchResource(ctx.store, ctx.api, resource, key);
  }, [ctx, resource, key]);
  return key === null ? { data: null, loading: false, error: null } : resource.select(value, key);
}
