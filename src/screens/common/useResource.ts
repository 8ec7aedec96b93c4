import { useAtomValue } from 'jotai/react';
import { useEffect } from 'react';
import { watchResource, type Resource, type ResourceKeyValue } from '../../state/freshness';
import type { Loadable } from '../../state/loadable';
import { useCommandRuntime } from './CommandRuntime';

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
  const value = useAtomValue(resource.atom, { store: ctx.store });
  useEffect(() => {
    if (key === null) return undefined;
    return watchResource(ctx.store, ctx.api, resource, key);
  }, [ctx, resource, key]);
  return key === null ? { data: null, loading: false, error: null } : resource.select(value, key);
}
