import { messages } from '../../messages';
import { formatCount, formatMinutes, formatMonth } from '../../messages/format';
import type { MonthNumbers, MonthOrganizationTotals, MonthUserTotals } from '../../state/stats';
import type {
  MonthNumberKey,
  MonthOrganizationSortKey,
  MonthUserSortKey,
  StatsPage,
} from '../../state/statsViews';
import { Pager } from './Pager';
import { SortableTable, type SortableColumn } from './SortableTable';
import type { Paging } from './usePaging';

const t = messages.organizationStats;
const d = messages.dashboard;

/** The month's number columns; minutes with one decimal. */
function numberColumns<R extends MonthNumbers>(): SortableColumn<R, MonthNumberKey>[] {
  const count = (key: MonthNumberKey, header: string): SortableColumn<R, MonthNumberKey> => ({
    key,
    header,
    numeric: true,
    render: (row) => formatCount(row[key]),
  });
  return [
    count('transcriptions', t.transcriptions),
    { ...count('minutes', t.minutes), render: (row) => formatMinutes(row.minutes) },
    count('summaries', t.summaries),
    count('tokensIn', t.tokensIn),
    count('tokensOut', t.tokensOut),
  ];
}

const organizationName = (row: { organization: { name: string } | null }) =>
  row.organization?.name ?? d.noOrganization;

/** A table's page with its sortable headers and, below it, its pager (the month tables, the cost tables). */
export function PagedTable<R, K extends string>({
  caption,
  columns,
  page,
  paging,
  rowKey,
}: {
  caption: string;
  columns: readonly SortableColumn<R, K>[];
  page: StatsPage<R>;
  paging: Paging<K>;
  rowKey(row: R): string;
}) {
  return (
    <>
      <SortableTable
        caption={caption}
        columns={columns}
        rows={page.rows}
        rowKey={rowKey}
        order={paging.order}
        onOrderChange={paging.setOrder}
        empty={t.noActivity}
      />
      <Pager label={caption} offset={paging.offset} total={page.total} onOffsetChange={paging.setOffset} />
    </>
  );
}

/**
 * One month per user, a page at a time, sortable; with the organisation column on the dashboard (Geen
 * organisatie when none).
 */
export function MonthUsersTable({
  page,
  paging,
  month,
  showOrganization,
}: {
  page: StatsPage<MonthUserTotals>;
  paging: Paging<MonthUserSortKey>;
  month: string;
  showOrganization: boolean;
}) {
  const columns: SortableColumn<MonthUserTotals, MonthUserSortKey>[] = [
    { key: 'user', header: t.user, render: (row) => row.username },
    ...(showOrganization
      ? [{ key: 'organization' as const, header: d.organization, render: organizationName }]
      : []),
    ...numberColumns<MonthUserTotals>(),
  ];
  return (
    <PagedTable
      caption={t.monthUsersLabel(formatMonth(month))}
      columns={columns}
      page={page}
      paging={paging}
      rowKey={(row) => row.username}
    />
  );
}

/** One month per organisation (users without one together as Geen organisatie), a page at a time, sortable. */
export function MonthOrganizationsTable({
  page,
  paging,
  month,
}: {
  page: StatsPage<MonthOrganizationTotals>;
  paging: Paging<MonthOrganizationSortKey>;
  month: string;
}) {
  const columns: SortableColumn<MonthOrganizationTotals, MonthOrganizationSortKey>[] = [
    { key: 'organization', header: d.organization, render: organizationName },
    { key: 'users', header: d.activeUsers, numeric: true, render: (row) => formatCount(row.users) },
    ...numberColumns<MonthOrganizationTotals>(),
  ];
  return (
    <PagedTable
      caption={d.monthOrganizationsLabel(formatMonth(month))}
      columns={columns}
      page={page}
      paging={paging}
      rowKey={(row) => String(row.organization?.id ?? 'none')}
    />
  );
}

/** The month's four totals cards: transcriptions, minutes, summaries, tokens; – while unknown. */
export function monthTotalItems(total: MonthNumbers | null): [string, string][] {
  const shown = (value: (n: MonthNumbers) => string) => (total ? value(total) : '–');
  return [
    [t.transcriptions, shown((n) => formatCount(n.transcriptions))],
    [t.minutes, shown((n) => formatMinutes(n.minutes))],
    [t.summaries, shown((n) => formatCount(n.summaries))],
    [t.tokens, shown((n) => formatCount(n.tokensIn + n.tokensOut))],
  ];
}
