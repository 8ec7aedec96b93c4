import { Flex, Heading, Table, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { messages } from '../../messages';
import { formatCount } from '../../messages/format';
import { routes } from '../../state/routes';
import { isCurrentOrLater, monthOf, shiftMonth } from '../../state/stats';
import {
  monthKey,
  monthPageKey,
  periodKey,
  statsMonthResource,
  statsMonthUsersResource,
  statsPeriodResource,
} from '../../state/statsResources';
import {
  daysPeriod,
  monthPeriod,
  MOST_MINUTES,
  statsArea,
  type MonthUserSortKey,
} from '../../state/statsViews';
import { ErrorCallout, LoadState } from '../common/LoadState';
import { useResource } from '../common/useResource';
import { useRoute } from '../common/useRoute';
import { ActivityChart } from '../stats/ActivityChart';
import { MonthNav } from '../stats/MonthNav';
import { monthTotalItems, MonthUsersTable } from '../stats/MonthTables';
import { PeriodSelect } from '../stats/PeriodSelect';
import { StatsProgress } from '../stats/StatsProgress';
import { TotalsCards } from '../stats/TotalsCards';
import { usePaging } from '../stats/usePaging';
import { useShownWhileLoading } from '../stats/useShownWhileLoading';
import { MonthCost } from './MonthCost';

const t = messages.organizationStats;

/** The last 7–365 days: totals, the chart per day and the token usage per model. */
function PeriodStats({
  organizationId,
  days,
  setDays,
}: {
  organizationId: number;
  days: number;
  setDays(days: number): void;
}) {
  const periodId = useId();
  const loadable = useShownWhileLoading(
    useResource(statsPeriodResource, periodKey(organizationId, days)),
    organizationId,
  );

  const stats = loadable.data;
  const totals = stats?.totals;
  const models = stats?.models ?? [];

  return (
    <section aria-labelledby={`${periodId}-title`} className="flex flex-col gap-3">
      <Flex justify="between" align="end" gap="3" wrap="wrap">
        <Heading as="h2" size="4" id={`${periodId}-title`}>
          {t.periodTitle}
        </Heading>
        <StatsProgress area={statsArea(organizationId, daysPeriod(days))} />
        <PeriodSelect days={days} onChange={setDays} />
      </Flex>
      <LoadState loadable={loadable} loading={t.loading} />
      {totals && (
        <TotalsCards
          items={[
            [t.transcriptions, formatCount(totals.transcriptions)],
            [t.summaries, formatCount(totals.summaries)],
            [t.tokens, formatCount(totals.tokens)],
            [t.activeUsers, formatCount(totals.activeUsers)],
          ]}
        />
      )}
      {stats && <ActivityChart points={stats.points} label={t.chartLabel(days)} />}
      {stats && (
        <Table.Root variant="surface">
          <caption className="sr-only">{t.modelsLabel}</caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t.model}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{t.requests}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{t.tokensIn}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{t.tokensCached}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{t.tokensOut}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {models.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={5}>
                  <Text color="gray" highContrast>
                    {t.noModels}
                  </Text>
                </Table.Cell>
              </Table.Row>
            ) : (
              models.map((n) => (
                <Table.Row key={n.model}>
                  <Table.RowHeaderCell>{n.model}</Table.RowHeaderCell>
                  <Table.Cell justify="end">{formatCount(n.requests)}</Table.Cell>
                  <Table.Cell justify="end">{formatCount(n.tokensIn)}</Table.Cell>
                  <Table.Cell justify="end">{formatCount(n.tokensCached)}</Table.Cell>
                  <Table.Cell justify="end">{formatCount(n.tokensOut)}</Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      )}
    </section>
  );
}

/** One calendar month: previous/next, totals (minutes with one decimal) and the totals per user, sortable. */
function MonthStats({
  organizationId,
  month,
  setMonth,
}: {
  organizationId: number;
  month: string;
  setMonth(month: string): void;
}) {
  const titleId = useId();
  const users = usePaging<MonthUserSortKey>(MOST_MINUTES, month);
  const loadable = useShownWhileLoading(
    useResource(statsMonthResource, monthKey(organizationId, month)),
    organizationId,
  );
  const page = useShownWhileLoading(
    useResource(statsMonthUsersResource, monthPageKey(organizationId, month, users.order, users.offset)),
    organizationId,
  );

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <MonthNav
        titleId={titleId}
        month={month}
        onPrevious={() => setMonth(shiftMonth(month, -1))}
        onNext={() => setMonth(shiftMonth(month, 1))}
        nextDisabled={isCurrentOrLater(month)}
      >
        <StatsProgress area={statsArea(organizationId, monthPeriod(month))} />
      </MonthNav>
      <LoadState loadable={loadable} loading={t.loading} />
      {loadable.data && <TotalsCards items={monthTotalItems(loadable.data.total)} />}
      {!loadable.error && <ErrorCallout message={page.error} />}
      {loadable.data && page.data && (
        <MonthUsersTable page={page.data} paging={users} month={month} showOrganization={false} />
      )}
    </section>
  );
}

/**
 * The organisation's usage (loaded lazily with its chart library): the last 7–365 days per day, and one month
 * per user, with the month's cost per model and per user. Period and month live in the URL (`?days=`, `?month=`).
 */
export default function StatsTab({ organizationId }: { organizationId: number }) {
  const { search, setSearch } = useRoute(routes.organizationDetail);
  const month = search.month ?? monthOf(new Date());

  return (
    <Flex direction="column" gap="6">
      <PeriodStats
        organizationId={organizationId}
        days={search.days}
        setDays={(days) => setSearch({ days }, { replace: true })}
      />
      <MonthStats
        organizationId={organizationId}
        month={month}
        setMonth={(next) => setSearch({ month: next }, { replace: true })}
      />
      <MonthCost organizationId={organizationId} month={month} />
    </Flex>
  );
}
