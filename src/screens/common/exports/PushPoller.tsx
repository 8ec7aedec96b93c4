import type { ExportPush } from '../../../api/schemas/exports';
import { pushUnderWay } from '../../../state/exports';
import { useVisibleRefresh } from '../../workerStatus/useVisibleRefresh';

/** How often pushes on their way are asked for again. */
export const PUSH_POLL_MS = 2_000;

function Poll({ reload }: { reload: () => Promise<unknown> }) {
  useVisibleRefresh(reload, PUSH_POLL_MS, null);
  return null;
}

/**
 * While any of `pushes` is queued or being sent, asks for them again every 2 seconds, only while the page is
 * visible (a hidden tab asks nothing, and asks at once when shown again); stops once every push has succeeded
 * or failed, or the screen closes. Renders nothing.
 */
export function PushPoller({
  pushes,
  reload,
}: {
  pushes: readonly ExportPush[] | null;
  reload: () => Promise<unknown>;
}) {
  return (pushes ?? []).some(pushUnderWay) ? <Poll reload={reload} /> : null;
}
