import { Suspense, type ReactNode } from 'react';
import { Loading } from '../common/LoadState';
import { useIdleOnce } from '../common/useIdleOnce';

/** The height every statistics chart has: its box is reserved before the chart library has loaded. */
export const CHART_HEIGHT = 'h-72';

/**
 * The box of a lazily loaded chart, at the chart's own height, so nothing below it moves when the chart
 * library arrives (or while the data loads): first a quiet "Grafiek laden…", then the chart in its place.
 * On a first load the chart (its library's download, its drawing) waits until its data (`children`) is there,
 * the screen's other loads have ended and the browser has been idle once: the screen's cards, figures and data
 * paint first, which on a slow phone is seconds earlier, and the chart library does not share the line with them.
 */
export function ChartFrame({ loading, children }: { loading: string; children?: ReactNode }) {
  const idle = useIdleOnce(Boolean(children));
  const placeholder = (
    <div className={`flex w-full items-center justify-center ${CHART_HEIGHT}`}>
      <Loading label={loading} />
    </div>
  );
  return (
    <div className={`w-full ${CHART_HEIGHT}`} data-chart-frame="">
      {children && idle ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
