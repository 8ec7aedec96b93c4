import { Flex, Heading, SegmentedControl, Text } from '@radix-ui/themes';
import { lazy, useId } from 'react';
import {
  nextDashboardMonth,
  previousDashboardMonth,
  setMonthBreakdown,
} from '../../commands/operations/dashboard';
import { messages } from '../../messages';
import { formatMinutes, formatMonth } from '../../messages/format';
import { monthBreakdowns, type MonthBreakdown } from '../../state/routes';
import {
  monthKey,
  monthPageKey,
  statsMonthOrganizationsResource,
  statsMonthResource,
  statsMonthUsersResource,
} from '../../state/statsResources';
import {
  monthPeriod,
  MOST_MINUTES,
  statsArea,
  type MonthOrganizationSortKey,
  type MonthUserSortKey,
} from '../../state/statsViews';
import { ErrorCallout } from '../common/LoadState';
import { useCommand } from '../common/useCommand';
import { useResource } from '../common/useResource';
import { ChartFrame } from '../stats/ChartFrame';
import { MonthNav } from '../stats/MonthNav';
import { monthTotalItems, MonthOrganizationsTable, MonthUsersTable } from '../stats/MonthTables';
import { StatsProgress } from '../stats/StatsProgress';
import { TotalsCards } from '../stats/TotalsCards';
import { BarList, Card } from '../stats/tremor';
import { usePaging } from '../stats/usePaging';
import { useShownWhileLoading } from '../stats/useShownWhileLoading';
import { UsageCards } from './UsageCards';

const t = messages.organizationStats;
const d = messages.dashboard;

// Loaded once the month's statistics are there (as the daily chart).
const MinutesPerDayChart = lazy(() => import('./MinutesPerDayChart'));

/** Organisations the bar list shows (the most minutes first); the table below has them all. */
const BAR_LIST_ITEMS = 8;

/**
 * One month with previous/next, four totals cards, minutes per day and per organisation, and the sortable
 * totals per user or per organisation (Geen organisatie for users without one), a page at a time.
 */
export function MonthlyOverview({ month, by }: { month: string; by: MonthBreakdown }) {
  const titleId = useId();
  const previous = useCommand(previousDashboardMonth);
  const next = useCommand(nextDashboardMonth);
  const breakdown = useCommand(setMonthBreakdown);
  const users = usePaging<MonthUserSortKey>(MOST_MINUTES, month);
  const organizations = usePaging<MonthOrganizationSortKey>(MOST_MINUTES, month);
  const overview = useShownWhileLoading(useResource(statsMonthResource, monthKey(null, month)), 'dashboard');
  const summary = overview.data;
  // The bar list: the first page of organisations by most minutes (the organisations table's first page too).
  const topOrganizations = useShownWhileLoading(
    useResource(statsMonthOrganizationsResource, monthPageKey(null, month, MOST_MINUTES, 0)),
    'top',
  );
  const usersPage = useShownWhileLoading(
    useResource(
      statsMonthUsersResource,
      by === 'users' ? monthPageKey(null, month, users.order, users.offset) : null,
    ),
    'users',
  );
  const organizationsPage = useShownWhileLoading(
    useResource(
      statsMonthOrganizationsResource,
      by === 'organizations' ? monthPageKey(null, month, organizations.order, organizations.offset) : null,
    ),
    'organizations',
  );
  const table = by === 'users' ? usersPage : organizationsPage;
  const error = overview.error ?? topOrganizations.error ?? table.error;

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <MonthNav
        titleId={titleId}
        month={month}
        onPrevious={() => void previous.run()}
        onNext={() => void next.run()}
        nextDisabled={!next.available}
      >
        <StatsProgress area={statsArea(null, monthPeriod(month))} />
      </MonthNav>
      <ErrorCallout message={error} />
      {/* The cards stand from the start (– while loading), so the chart below does not move. */}
      <TotalsCards items={monthTotalItems(summary?.total ?? null)} />
      {(summary || !overview.error) && (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-3 lg:grid-cols-3">
          <Card className="p-4 lg:col-span-2">
            <Heading as="h3" size="3" mb="2">
              {d.minutesPerDay}
            </Heading>
            <ChartFrame loading={d.chartLoading}>
              {summary && (
                <MinutesPerDayChart
                  days={summary.minutesPerDay}
                  label={d.minutesPerDayLabel(formatMonth(month))}
                />
              )}
            </ChartFrame>
          </Card>
          <Card className="p-4">
            <Heading as="h3" size="3" mb="2">
              {d.minutesPerOrganization}
            </Heading>
            {topOrganizations.data &&
              (topOrganizations.data.rows.length === 0 ? (
                <Text size="2" color="gray" highContrast>
                  {t.noActivity}
                </Text>
              ) : (
                <BarList
                  // Tremor marks its root with aria-sort, which only table headers may carry.
                  aria-sort={undefined}
                  data={topOrganizations.data.rows.slice(0, BAR_LIST_ITEMS).map((row) => ({
                    key: String(row.organization?.id ?? 'none'),
                    name: row.organization?.name ?? d.noOrganization,
                    value: row.minutes,
                  }))}
                  valueFormatter={formatMinutes}
                />
              ))}
          </Card>
        </div>
      )}
      <UsageCards
        period={monthPeriod(month)}
        title={messages.usage.dashboard.monthCost(formatMonth(month))}
        top
      />
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h3" size="3">
          {d.breakdowns[by]}
        </Heading>
        <SegmentedControl.Root
          value={by}
          aria-label={d.breakdownLabel}
          onValueChange={(value) => void breakdown.run({ by: value as MonthBreakdown })}
        >
          {monthBreakdowns.map((value) => (
            <SegmentedControl.Item key={value} value={value}>
              {d.breakdowns[value]}
            </SegmentedControl.Item>
          ))}
        </SegmentedControl.Root>
      </Flex>
      {by === 'users'
        ? usersPage.data && (
            <MonthUsersTable page={usersPage.data} paging={users} month={month} showOrganization />
          )
        : organizationsPage.data && (
            <MonthOrganizationsTable page={organizationsPage.data} paging={organizations} month={month} />
          )}
    </section>
  );
}
