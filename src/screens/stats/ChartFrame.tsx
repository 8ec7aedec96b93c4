import { Suspense, type ReactNode } from 'react';
import { Loading } from '../common/LoadState';

/** The height every statistics chart has: its box is reserved before the chart library has loaded. */
export const CHART_HEIGHT = 'h-72';

/**
 * The box of a lazily loaded chart, at the chart's own height, so nothing below it moves when the chart
 * library arrives (or while the data loads): first a quiet "Grafiek laden…", then the chart in its place.
 */
export function ChartFrame({ loading, children }: { loading: string; children?: ReactNode }) {
  const placeholder = (
    <div className={`flex w-full items-center justify-center ${CHART_HEIGHT}`}>
      <Loading label={loading} />
    </div>
  );
  return (
    <div className={`w-full ${CHART_HEIGHT}`} data-chart-frame="">
      {children ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
