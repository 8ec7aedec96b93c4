import type * as Tremor from '@tremor/react';
import BarChartModule from '@tremor/react/dist/components/chart-elements/BarChart/BarChart.js';
import { messages } from '../../messages';
import { formatDay, formatMinutes } from '../../messages/format';
import { CHART_HEIGHT } from '../stats/ChartFrame';
import { measureChartTextInOneNode } from '../stats/chartTextMeasuring';

// Tremor's own module (its package index would bring all of Tremor); this file loads lazily with recharts.
const BarChart = BarChartModule as typeof Tremor.BarChart;

const minutes = messages.organizationStats.minutes;

measureChartTextInOneNode();

/**
 * Audio minutes per day of a month: one series on one axis, Tremor's BarChart. Its colour is a Radix variable
 * (safelisted in tailwind.config.js), so it follows the light and dark appearance.
 */
export function MinutesPerDayChart({
  days,
  label,
}: {
  days: readonly { date: string; minutes: number }[];
  label: string;
}) {
  const data = days.map((day) => ({ day: formatDay(day.date), [minutes]: day.minutes }));
  return (
    <figure role="img" aria-label={label} className={`m-0 w-full ${CHART_HEIGHT}`}>
      <BarChart
        className="h-full"
        data={data}
        index="day"
        categories={[minutes]}
        colors={['var(--indigo-9)']}
        valueFormatter={formatMinutes}
        showLegend={false}
        showAnimation={false}
        yAxisWidth={48}
      />
    </figure>
  );
}

export default MinutesPerDayChart;
