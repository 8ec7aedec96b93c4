import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { messages } from '../../messages';
import { formatCount, formatDay } from '../../messages/format';
import type { DayPoint } from '../../state/stats';
import { CHART_HEIGHT } from './ChartFrame';
import { useBoxSize } from './useBoxSize';

const t = messages.organizationStats;

/** The four series of spec 2 "Dashboard"; total tokens on their own right-hand axis. Text colours are Radix step 11. */
const series = [
  { key: 'activeUsers', name: t.activeUsers, color: 'var(--green-11)', axis: 'left' },
  { key: 'tokens', name: t.tokens, color: 'var(--amber-11)', axis: 'right' },
  { key: 'transcriptions', name: t.transcriptions, color: 'var(--indigo-11)', axis: 'left' },
  { key: 'summaries', name: t.summaries, color: 'var(--crimson-11)', axis: 'left' },
] as const;

const tick = { fill: 'var(--gray-11)', fontSize: 12 };

/**
 * The line chart of activity per day, described for assistive technology by `label`. Two y-axes, which Tremor's
 * LineChart cannot draw: hence recharts itself. Loaded lazily (inside a `ChartFrame`).
 */
export function ActivityChart({ points, label }: { points: readonly DayPoint[]; label: string }) {
  const { ref, size } = useBoxSize<HTMLElement>();
  return (
    <figure ref={ref} role="img" aria-label={label} className={`m-0 w-full ${CHART_HEIGHT}`}>
      {size && (
        <LineChart
          width={size.width}
          height={size.height}
          data={points as DayPoint[]}
          margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
        >
          <CartesianGrid stroke="var(--gray-a5)" strokeDasharray="3 3" />
          <XAxis dataKey="date" tickFormatter={formatDay} tick={tick} minTickGap={16} />
          <YAxis yAxisId="left" allowDecimals={false} tick={tick} tickFormatter={formatCount} />
          <YAxis yAxisId="right" orientation="right" tick={tick} tickFormatter={formatCount} width={72} />
          <Tooltip
            labelFormatter={(day) => formatDay(String(day))}
            formatter={(value) => formatCount(Number(value))}
            contentStyle={{ background: 'var(--color-panel-solid)', borderColor: 'var(--gray-a6)' }}
          />
          <Legend />
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
    </figure>
  );
}

export default ActivityChart;
