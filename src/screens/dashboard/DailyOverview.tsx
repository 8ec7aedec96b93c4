import { Flex, Heading } from '@radix-ui/themes';
import { lazy, useId, useMemo } from 'react';
import { setDashboardPeriod } from '../../commands/operations/dashboard';
import { messages } from '../../messages';
import { dashboardDailyResource, DAILY_TABLE_DAYS, latestDayRows } from '../../state/dashboard';
import { dayPoints } from '../../state/stats';
import { ErrorCallout } from '../common/LoadState';
import { useCommand } from '../common/useCommand';
import { useResource } from '../common/useResource';
import { ChartFrame } from '../stats/ChartFrame';
import { PeriodSelect } from '../stats/PeriodSelect';
import { useShownWhileLoading } from '../stats/useShownWhileLoading';
import { DayUsersTable } from './DayUsersTable';

const t = messages.organizationStats;
const d = messages.dashboard;

// The chart library (recharts) loads once the statistics are there, into a box reserved at its height: it does
// not hold up the dashboard's first paint or its data.
const ActivityChart = lazy(() => import('../stats/ActivityChart'));

/** Spec 2: the period, the line chart with four series, and the table per day and user of the latest 7 days. */
export function DailyOverview({ days }: { days: number }) {
  const titleId = useId();
  const setPeriod = useCommand(setDashboardPeriod);
  const loadable = useShownWhileLoading(useResource(dashboardDailyResource, days), 'dashboard');
  const daily = loadable.data;
  const points = useMemo(() => (daily ? dayPoints(daily) : []), [daily]);
  const rows = useMemo(() => (daily ? latestDayRows(daily, new Date()) : []), [daily]);

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <Flex justify="between" align="end" gap="3" wrap="wrap">
        <Heading as="h2" size="5" id={titleId}>
          {d.dailyTitle}
        </Heading>
        <PeriodSelect days={days} onChange={(next) => void setPeriod.run({ days: next })} />
      </Flex>
      {/* No spinner above the chart: the chart's box holds the loading text, so nothing moves. */}
      <ErrorCallout message={loadable.error} />
      {(daily || !loadable.error) && (
        <ChartFrame loading={d.chartLoading}>
          {daily && <ActivityChart points={points} label={t.chartLabel(days)} />}
        </ChartFrame>
      )}
      <Heading as="h3" size="3">
        {d.dayTableTitle(DAILY_TABLE_DAYS)}
      </Heading>
      {daily && <DayUsersTable rows={rows} />}
    </section>
  );
}
