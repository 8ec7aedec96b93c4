import { Flex, Heading } from '@radix-ui/themes';
import { lazy, useId, useState } from 'react';
import { setDashboardPeriod } from '../../commands/operations/dashboard';
import { messages } from '../../messages';
import { DAILY_TABLE_DAYS } from '../../state/dashboard';
import { dayRowsKey, periodKey, statsDayRowsResource, statsPeriodResource } from '../../state/statsResources';
import { daysPeriod, statsArea } from '../../state/statsViews';
import { ErrorCallout } from '../common/LoadState';
import { useCommand } from '../common/useCommand';
import { useResource } from '../common/useResource';
import { ChartFrame } from '../stats/ChartFrame';
import { PeriodSelect } from '../stats/PeriodSelect';
import { StatsProgress } from '../stats/StatsProgress';
import { useShownWhileLoading } from '../stats/useShownWhileLoading';
import { DayUsersTable } from './DayUsersTable';
import { UsageCards } from './UsageCards';

const t = messages.organizationStats;
const d = messages.dashboard;

// The chart library (recharts) loads once the statistics are there, into a box reserved at its height: it does
// not hold up the dashboard's first paint or its data.
const ActivityChart = lazy(() => import('../stats/ActivityChart'));

/**
 * The period, the line chart with four series, and the table per day and user of the latest 7 days (a page at a
 * time; back to its first page with another period).
 */
export function DailyOverview({ days }: { days: number }) {
  const titleId = useId();
  const setPeriod = useCommand(setDashboardPeriod);
  const [tablePage, setTablePage] = useState({ days, offset: 0 });
  const offset = tablePage.days === days ? tablePage.offset : 0;
  const overview = useShownWhileLoading(useResource(statsPeriodResource, periodKey(null, days)), 'dashboard');
  const rows = useShownWhileLoading(
    useResource(statsDayRowsResource, dayRowsKey(null, days, offset)),
    'rows',
  );
  const points = overview.data?.points;

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <Flex justify="between" align="end" gap="3" wrap="wrap">
        <Heading as="h2" size="5" id={titleId}>
          {d.dailyTitle}
        </Heading>
        <StatsProgress area={statsArea(null, daysPeriod(days))} />
        <PeriodSelect days={days} onChange={(next) => void setPeriod.run({ days: next })} />
      </Flex>
      {/* No spinner above the chart: the chart's box holds the loading text, so nothing moves. */}
      <ErrorCallout message={overview.error ?? rows.error} />
      {(points || !overview.error) && (
        <ChartFrame loading={d.chartLoading}>
          {points && <ActivityChart points={points} label={t.chartLabel(days)} />}
        </ChartFrame>
      )}
      <UsageCards period={daysPeriod(days)} title={messages.usage.dashboard.periodCost(days)} top={false} />
      <Heading as="h3" size="3">
        {d.dayTableTitle(DAILY_TABLE_DAYS)}
      </Heading>
      {rows.data && (
        <DayUsersTable
          page={rows.data}
          offset={offset}
          onOffsetChange={(next) => setTablePage({ days, offset: next })}
        />
      )}
    </section>
  );
}
