import { useCallback } from 'react';
import { loadWorkerStatus, workerStatusResource } from '../../state/workers';
import { useCommandRuntime } from '../common/CommandRuntime';
import { useResource } from '../common/useResource';
import { useVisibleRefresh } from './useVisibleRefresh';

/** The worker status, loaded when shown and refreshed every `intervalMs` while the page is visible. */
export function useWorkerStatus(intervalMs: number) {
  const { ctx } = useCommandRuntime();
  const loadable = useResource(workerStatusResource, undefined);
  const refresh = useCallback(() => loadWorkerStatus(ctx.store, ctx.api), [ctx]);
  useVisibleRefresh(refresh, intervalMs, loadable.data?.fetchedAt ?? null);
  return loadable;
}
