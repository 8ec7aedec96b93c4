import { Button, Card, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { useId, useMemo, useState } from 'react';
import { statsPeriods } from '../../api/schemas/stats';
import { messages } from '../../messages';
import { formatCount, formatMinutes, formatMonth } from '../../messages/format';
import type { Loadable } from '../../state/loadable';
import {
  dayPoints,
  monthKey,
  monthOf,
  monthTotals,
  organizationMonthStatsResource,
  organizationPeriodStatsResource,
  periodKey,
  periodTotals,
  shiftMonth,
} from '../../state/organizationStats';
import { routes } from '../../state/routes';
import { selectClass } from '../common/FormField';
import { LoadState } from '../common/LoadState';
import { useResource } from '../common/useResource';
import { useRoute } from '../common/useRoute';
import { ActivityChart } from './ActivityChart';

const t = messages.organizationStats;

/**
 * While another period or month of the same organisation loads, the one shown before stays on screen (the
 * chart and tables do not jump); a load error shows as it is.
 */
function useShownWhileLoading<T>(loadable: Loadable<T>, organizationId: number): Loadable<T> {
  const [shown, setShown] = useState<{ organizationId: number; data: T } | null>(null);
  if (loadable.data !== null && (shown?.data !== loadable.data || shown.organizationId !== organizationId)) {
    setShown({ organizationId, data: loadable.data });
  }
  if (loadable.data !== null || loadable.error !== null || shown?.organizationId !== organizationId)
    return loadable;
  return { ...loadable, data: shown.data };
}

function Totals({ items }: { items: [string, string][] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {items.map(([label, value]) => (
        <Card key={label}>
          <dt className="text-sm text-[var(--gray-11)]">{label}</dt>
          <dd className="text-2xl font-semibold">{value}</dd>
        </Card>
      ))}
    </dl>
  );
}

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
    useResource(organizationPeriodStatsResource, periodKey(organizationId, days)),
    organizationId,
  );

  const stats = loadable.data;
  const points = useMemo(() => (stats ? dayPoints(stats.daily) : []), [stats]);
  const totals = stats ? periodTotals(stats.daily) : null;
  const models = stats ? Object.entries(stats.tokens.models).sort(([a], [b]) => a.localeCompare(b)) : [];

  return (
    <section aria-labelledby={`${periodId}-title`} className="flex flex-col gap-3">
      <Flex justify="between" align="end" gap="3" wrap="wrap">
        <Heading as="h2" size="4" id={`${periodId}-title`}>
          {t.periodTitle}
        </Heading>
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={periodId} size="2" weight="medium">
            {t.periodLabel}
          </Text>
          <select
            id={periodId}
            className={selectClass}
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
          >
            {statsPeriods.map((n) => (
              <option key={n} value={n}>
                {t.lastDays(n)}
              </option>
            ))}
          </select>
        </Flex>
      </Flex>
      <LoadState loadable={loadable} loading={t.loading} />
      {totals && (
        <Totals
          items={[
            [t.transcriptions, formatCount(totals.transcriptions)],
            [t.summaries, formatCount(totals.summaries)],
            [t.tokens, formatCount(totals.tokens)],
            [t.activeUsers, formatCount(totals.activeUsers)],
          ]}
        />
      )}
      {stats && <ActivityChart points={points} label={t.chartLabel(stats.days)} />}
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
              models.map(([model, n]) => (
                <Table.Row key={model}>
                  <Table.RowHeaderCell>{model}</Table.RowHeaderCell>
                  <Table.Cell justify="end">{formatCount(n.requests)}</Table.Cell>
                  <Table.Cell justify="end">{formatCount(n.tokens_in)}</Table.Cell>
                  <Table.Cell justify="end">{formatCount(n.tokens_cached)}</Table.Cell>
                  <Table.Cell justify="end">{formatCount(n.tokens_out)}</Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      )}
    </section>
  );
}

/** One calendar month: previous/next, totals (minutes with one decimal) and the totals per user. */
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
  const loadable = useShownWhileLoading(
    useResource(organizationMonthStatsResource, monthKey(organizationId, month)),
    organizationId,
  );
  const current = monthOf(new Date());

  const summary = useMemo(() => (loadable.data ? monthTotals(loadable.data.stats) : null), [loadable.data]);

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="4" id={titleId}>
          {t.monthTitle}: {formatMonth(month)}
        </Heading>
        <Flex gap="2">
          <Button variant="soft" onClick={() => setMonth(shiftMonth(month, -1))}>
            <span aria-hidden="true">←</span> {t.previousMonth}
          </Button>
          <Button variant="soft" disabled={month >= current} onClick={() => setMonth(shiftMonth(month, 1))}>
            {t.nextMonth} <span aria-hidden="true">→</span>
          </Button>
        </Flex>
      </Flex>
      <LoadState loadable={loadable} loading={t.loading} />
      {summary && (
        <>
          <Totals
            items={[
              [t.transcriptions, formatCount(summary.total.transcriptions)],
              [t.minutes, formatMinutes(summary.total.minutes)],
              [t.summaries, formatCount(summary.total.summaries)],
              [t.tokens, formatCount(summary.total.tokensIn + summary.total.tokensOut)],
            ]}
          />
          <Table.Root variant="surface">
            <caption className="sr-only">{t.monthUsersLabel(formatMonth(month))}</caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t.user}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">{t.transcriptions}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">{t.minutes}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">{t.summaries}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">{t.tokensIn}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">{t.tokensOut}</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {summary.users.length === 0 ? (
                <Table.Row>
                  <Table.Cell colSpan={6}>
                    <Text color="gray" highContrast>
                      {t.noActivity}
                    </Text>
                  </Table.Cell>
                </Table.Row>
              ) : (
                summary.users.map((row) => (
                  <Table.Row key={row.username}>
                    <Table.RowHeaderCell>{row.username}</Table.RowHeaderCell>
                    <Table.Cell justify="end">{formatCount(row.transcriptions)}</Table.Cell>
                    <Table.Cell justify="end">{formatMinutes(row.minutes)}</Table.Cell>
                    <Table.Cell justify="end">{formatCount(row.summaries)}</Table.Cell>
                    <Table.Cell justify="end">{formatCount(row.tokensIn)}</Table.Cell>
                    <Table.Cell justify="end">{formatCount(row.tokensOut)}</Table.Cell>
                  </Table.Row>
                ))
              )}
            </Table.Body>
          </Table.Root>
        </>
      )}
    </section>
  );
}

/**
 * The organisation's usage (loaded lazily with its chart library): the last 7–365 days per day, and one month
 * per user. Period and month live in the URL (`?days=`, `?month=`).
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
    </Flex>
  );
}
