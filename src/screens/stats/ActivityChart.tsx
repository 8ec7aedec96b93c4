import {
  CartesianGrid,
  DefaultLegendContent,
  Line,
  LineChart,
  Text,
  Tooltip,
  XAxis,
  YAxis,
  type LegendProps,
} from 'recharts';
import { messages } from '../../messages';
import { formatCount, formatDay } from '../../messages/format';
import type { DayPoint } from '../../state/stats';
import { CHART_HEIGHT } from './ChartFrame';
import { CHART_LABEL_FONT_SIZE, measureChartTextInOneNode } from './chartTextMeasuring';
import { useBoxSize } from './useBoxSize';

const t = messages.organizationStats;

measureChartTextInOneNode();

/**
 * The four series (active users, total tokens, transcriptions, summaries); total tokens on their own right-hand
 * axis. Text colours are Radix step 11.
 */
const series = [
  { key: 'activeUsers', name: t.activeUsers, color: 'var(--green-11)', axis: 'left' },
  { key: 'tokens', name: t.tokens, color: 'var(--amber-11)', axis: 'right' },
  { key: 'transcriptions', name: t.transcriptions, color: 'var(--indigo-11)', axis: 'left' },
  { key: 'summaries', name: t.summaries, color: 'var(--crimson-11)', axis: 'left' },
] as const;

/** The legend's entries, as recharts' Legend would derive them from the lines. */
const legend: LegendProps['payload'] = series.map((s) => ({
  value: s.name,
  dataKey: s.key,
  type: 'line',
  color: s.color,
}));

/** Around the plot; below it comes the legend, and below the legend the bottom margin. */
const margin = { top: 8, right: 8, bottom: 0, left: 0 };
const legendMargin = {
  marginLeft: margin.left,
  marginBottom: 8,
  width: `calc(100% - ${margin.left + margin.right}px)`,
};

interface TickProps {
  payload: { value: unknown };
  index: number;
  tickFormatter?: (value: unknown, index: number) => string;
  width?: unknown;
  height?: unknown;
}

/**
 * An axis label as recharts draws it (its `Text`), but without the axis' width and height: `Text` then does
 * not measure every word in the DOM to wrap it (labels this short never wrap), which is most of a chart's
 * work on a slow phone. Nor with recharts' class for it (`recharts-cartesian-axis-tick-value`): an axis reads
 * the font size and letter spacing of the first element with that class once it has mounted
 * (`CartesianAxis.componentDidMount`), then draws itself again and measures every label anew, inside the
 * chart's first commit. Without it, the labels are measured once, in the font size the measurement span has
 * from the start (`chartTextMeasuring.ts`), which is theirs.
 */
function tick({ payload, index, tickFormatter, width: _width, height: _height, ...rest }: TickProps) {
  return (
    <Text {...rest} fill="var(--gray-11)" fontSize={CHART_LABEL_FONT_SIZE}>
      {tickFormatter ? tickFormatter(payload.value, index) : String(payload.value)}
    </Text>
  );
}

/**
 * The line chart of activity per day, described for assistive technology by `label`. Two y-axes, which Tremor's
 * LineChart cannot draw: hence recharts itself. Loaded lazily (inside a `ChartFrame`).
 */
export function ActivityChart({ points, label }: { points: readonly DayPoint[]; label: string }) {
  const { ref, size } = useBoxSize<HTMLDivElement>();
  return (
    <figure role="img" aria-label={label} className={`m-0 flex w-full flex-col ${CHART_HEIGHT}`}>
      <div ref={ref} className="min-h-0 flex-1">
        {size && (
          <LineChart width={size.width} height={size.height} data={points as DayPoint[]} margin={margin}>
            <CartesianGrid stroke="var(--gray-a5)" strokeDasharray="3 3" />
            <XAxis dataKey="date" tickFormatter={formatDay} tick={tick} minTickGap={16} />
            <YAxis yAxisId="left" allowDecimals={false} tick={tick} tickFormatter={formatCount} />
            <YAxis yAxisId="right" orientation="right" tick={tick} tickFormatter={formatCount} width={72} />
            <Tooltip
              labelFormatter={(day) => formatDay(String(day))}
              formatter={(value) => formatCount(Number(value))}
              contentStyle={{ background: 'var(--color-panel-solid)', borderColor: 'var(--gray-a6)' }}
            />
            {series.map((s) => (
              <Line
                key={s.key}
                type="linear"
                dataKey={s.key}
                name={s.name}
                yAxisId={s.axis}
                stroke={s.color}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        )}
      </div>
      {/* recharts' legend content, laid out below the chart box rather than measured into it: recharts'
          Legend reads its own size after mounting and then draws the whole chart a second time. Hidden, but
          in place, until the chart is drawn, so the box is measured once. */}
      <div
        className="recharts-legend-wrapper"
        style={{ ...legendMargin, visibility: size ? undefined : 'hidden' }}
      >
        <DefaultLegendContent payload={legend} />
      </div>
    </figure>
  );
}

export default ActivityChart;
