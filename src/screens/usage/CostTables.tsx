import { Link } from 'react-router-dom';
import type {
  BudgetStatus,
  UsageCost,
  UsageOrganizationRow,
  UsageOrganizationsPage,
  UsageUserRow,
  UsageUsersPage,
} from '../../api/schemas/usage';
import { messages } from '../../messages';
import { formatCount } from '../../messages/format';
import { href, routes } from '../../state/routes';
import type { UsageOrganizationSortKey, UsageUserSortKey } from '../../state/usage';
import { ScrollTable, Td, Th, Tr } from '../retention/RetentionParts';
import { PagedTable } from '../stats/MonthTables';
import type { SortableColumn } from '../stats/SortableTable';
import type { Paging } from '../stats/usePaging';
import { BudgetMark, Cost } from './Cost';

const t = messages.usage;
const c = t.columns;

/**
 * A cost table's page (per organisation or per user): the leading columns given, then the cost and the tokens,
 * sortable, with its pager.
 */
function PagedCostTable<R extends UsageOrganizationRow | UsageUserRow, K extends string>({
  label,
  leading,
  items,
  total,
  paging,
  rowKey,
}: {
  label: string;
  leading: SortableColumn<R, K>[];
  items: R[];
  total: number;
  paging: Paging<K | 'cost' | 'tokens'>;
  rowKey(row: R): string;
}) {
  const columns: SortableColumn<R, K | 'cost' | 'tokens'>[] = [
    ...leading,
    {
      key: 'cost',
      header: c.cost,
      numeric: true,
      render: (row) => <Cost eur={row.cost_eur} unpriced={row.unpriced_tokens} />,
    },
    {
      key: 'tokens',
      header: c.tokens,
      numeric: true,
      render: (row) => formatCount(row.tokens_in + row.tokens_cached + row.tokens_out),
    },
  ];
  return (
    <PagedTable
      caption={label}
      columns={columns}
      page={{ rows: items, offset: paging.offset, total }}
      paging={paging}
      rowKey={rowKey}
    />
  );
}

/** The period's cost per model: requests, tokens per kind and the cost (unknown where unpriced). */
export function CostModelsTable({ cost, label }: { cost: UsageCost; label: string }) {
  return (
    <ScrollTable
      label={label}
      head={
        <>
          <Th>{c.model}</Th>
          <Th numeric>{c.requests}</Th>
          <Th numeric>{c.tokensIn}</Th>
          <Th numeric>{c.tokensCached}</Th>
          <Th numeric>{c.tokensOut}</Th>
          <Th numeric>{c.cost}</Th>
        </>
      }
    >
      {cost.models.length === 0 ? (
        <Tr>
          <td colSpan={6} className="px-3 py-2">
            {t.models.empty}
          </td>
        </Tr>
      ) : (
        cost.models.map((row) => (
          <Tr key={row.model}>
            <Td>{row.model}</Td>
            <Td numeric>{formatCount(row.requests)}</Td>
            <Td numeric>{formatCount(row.tokens_in)}</Td>
            <Td numeric>{formatCount(row.tokens_cached)}</Td>
            <Td numeric>{formatCount(row.tokens_out)}</Td>
            <Td numeric>
              <Cost eur={row.cost_eur} unpriced={row.unpriced_tokens} />
            </Td>
          </Tr>
        ))
      )}
    </ScrollTable>
  );
}

/**
 * The period per organisation, a page at a time, sortable: the organisation (a link, with its budget mark), its
 * tokens and its cost.
 */
export function CostOrganizationsTable({
  page,
  paging,
  label,
  budgets,
}: {
  page: UsageOrganizationsPage;
  paging: Paging<UsageOrganizationSortKey>;
  label: string;
  /** The organisations at or past a budget threshold this month, by id. */
  budgets: ReadonlyMap<number, BudgetStatus>;
}) {
  const leading: SortableColumn<UsageOrganizationRow, 'organization'>[] = [
    {
      key: 'organization',
      header: c.organization,
      render: (row) =>
        row.organization ? (
          <span className="inline-flex min-w-[10rem] flex-wrap items-center gap-x-2 gap-y-1 whitespace-normal">
            <Link
              to={href(routes.organizationDetail, { id: row.organization.id }, { tab: 'budget' })}
              className="text-[var(--accent-11)] underline underline-offset-2"
            >
              {row.organization.name}
            </Link>
            <BudgetMark status={budgets.get(row.organization.id)} />
          </span>
        ) : (
          messages.dashboard.noOrganization
        ),
    },
  ];
  return (
    <PagedCostTable
      label={label}
      leading={leading}
      items={page.items}
      total={page.total}
      paging={paging}
      rowKey={(row) => String(row.organization?.id ?? 'none')}
    />
  );
}

/** The period per user with token usage, a page at a time, sortable; the organisation column where asked. */
export function CostUsersTable({
  page,
  paging,
  label,
  showOrganization,
}: {
  page: UsageUsersPage;
  paging: Paging<UsageUserSortKey>;
  label: string;
  showOrganization: boolean;
}) {
  const leading: SortableColumn<UsageUserRow, 'username' | 'organization'>[] = [
    { key: 'username', header: c.user, render: (row) => row.username },
    ...(showOrganization
      ? [
          {
            key: 'organization' as const,
            header: c.organization,
            render: (row: UsageUserRow) => row.organization?.name ?? messages.dashboard.noOrganization,
          },
        ]
      : []),
  ];
  return (
    <PagedCostTable
      label={label}
      leading={leading}
      items={page.items}
      total={page.total}
      paging={paging}
      rowKey={(row) => String(row.user_id)}
    />
  );
}
