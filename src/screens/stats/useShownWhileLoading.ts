import { useState } from 'react';
import type { Loadable } from '../../state/loadable';

/**
 * While another period or month of the same scope (an organisation, or everyone on the dashboard) loads, the
 * one shown before stays on screen: the chart and tables do not jump. A load error shows as it is; another
 * scope starts empty.
 */
export function useShownWhileLoading<T>(loadable: Loadable<T>, scope: string | number): Loadable<T> {
  const [shown, setShown] = useState<{ scope: string | number; data: T } | null>(null);
  if (loadable.data !== null && (shown?.data !== loadable.data || shown.scope !== scope)) {
    setShown({ scope, data: loadable.data });
  }
  if (loadable.data !== null || loadable.error !== null || shown?.scope !== scope) return loadable;
  return { ...loadable, data: shown.data };
}
