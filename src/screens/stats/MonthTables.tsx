import { messages } from '../../messages';
import { formatCount, formatMinutes, formatMonth } from '../../messages/format';
import type { MonthNumbers, MonthOrganizationTotals, MonthUserTotals } from '../../state/stats';
import { SortableTable, type SortableColumn } from './SortableTable';

const t = messages.organizationStats;
const d = messages.dashboard;

type NumberKey = 'transcriptions' | 'minutes' | 'summaries' | 'tokensIn' | 'tokensOut';

/** The month's number columns; minutes with one decimal (spec 2). */
function numberColumns<R extends MonthNumbers>(): SortableColumn<R, NumberKey>[] {
  const count = (key: NumberKey, header: string): SortableColumn<R, NumberKey> => ({
    key,
    header,
    numeric: true,
    value: (row) => row[key],
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

/** One month per user, sortable; with the organisation column on the dashboard (Geen organisatie when none). */
export function MonthUsersTable({
  users,
  month,
  showOrganization,
}: {
  users: readonly MonthUserTotals[];
  month: string;
  showOrganization: boolean;
}) {
  const columns: SortableColumn<MonthUserTotals, NumberKey | 'user' | 'organization'>[] = [
    { key: 'user', header: t.user, value: (row) => row.username },
    ...(showOrganization
      ? [{ key: 'organization' as const, header: d.organization, value: organizationName }]
      : []),
    ...numberColumns<MonthUserTotals>(),
  ];
  return (
    <SortableTable
      caption={t.monthUsersLabel(formatMonth(month))}
      columns={columns}
      rows={users}
      rowKey={(row) => row.username}
      initial={{ key: 'minutes', direction: 'descending' }}
      empty={t.noActivity}
    />
  );
}

/** One month per organisation (users without one together as Geen organisatie), sortable. */
export function MonthOrganizationsTable({
  organizations,
  month,
}: {
  organizations: readonly MonthOrganizationTotals[];
  month: string;
}) {
  const columns: SortableColumn<MonthOrganizationTotals, NumberKey | 'organization' | 'users'>[] = [
    { key: 'organization', header: d.organization, value: organizationName },
    {
      key: 'users',
      header: d.activeUsers,
      numeric: true,
      value: (row) => row.users,
      render: (row) => formatCount(row.users),
    },
    ...numberColumns<MonthOrganizationTotals>(),
  ];
  return (
    <SortableTable
      caption={d.monthOrganizationsLabel(formatMonth(month))}
      columns={columns}
      rows={organizations}
      rowKey={(row) => String(row.organization?.id ?? 'none')}
      initial={{ key: 'minutes', direction: 'descending' }}
      empty={t.noActivity}
    />
  );
}

/** The month's four totals cards (spec 2): transcriptions, minutes, summaries, tokens; – while unknown. */
export function monthTotalItems(total: MonthNumbers | null): [string, string][] {
  const shown = (value: (n: MonthNumbers) => string) => (total ? value(total) : '–');
  return [
    [t.transcriptions, shown((n) => formatCount(n.transcriptions))],
    [t.minutes, shown((n) => formatMinutes(n.minutes))],
    [t.summaries, shown((n) => formatCount(n.summaries))],
    [t.tokens, shown((n) => formatCount(n.tokensIn + n.tokensOut))],
  ];
}
