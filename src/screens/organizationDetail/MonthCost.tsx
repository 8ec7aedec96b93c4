import { Flex, Heading, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { messages } from '../../messages';
import { formatMonth } from '../../messages/format';
import { monthPeriod } from '../../state/statsViews';
import {
  costKey,
  costPageKey,
  HIGHEST_COST,
  usageCostResource,
  usageUsersResource,
  type UsageUserSortKey,
} from '../../state/usage';
import { ErrorCallout } from '../common/LoadState';
import { useResource } from '../common/useResource';
import { usePaging } from '../stats/usePaging';
import { useShownWhileLoading } from '../stats/useShownWhileLoading';
import { Cost } from '../usage/Cost';
import { CostModelsTable, CostUsersTable } from '../usage/CostTables';

const t = messages.usage;

/**
 * The organisation's cost in the month its statistics show: in all, per model and per user (a page at a time,
 * sortable). Left out where the server has no cost (the original service).
 */
export function MonthCost({ organizationId, month }: { organizationId: number; month: string }) {
  const titleId = useId();
  const period = monthPeriod(month);
  const users = usePaging<UsageUserSortKey>(HIGHEST_COST, month);
  const cost = useShownWhileLoading(
    useResource(usageCostResource, costKey(organizationId, period)),
    organizationId,
  );
  const page = useShownWhileLoading(
    useResource(usageUsersResource, costPageKey(organizationId, period, users.order, users.offset)),
    organizationId,
  );
  if (cost.error === t.notOffered) return null;
  const monthName = formatMonth(month);
  const totals = cost.data?.totals;

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <Flex justify="between" align="baseline" gap="3" wrap="wrap">
        <Heading as="h2" size="4" id={titleId}>
          {t.dashboard.monthCost(monthName)}
        </Heading>
        {totals && (
          <Text size="5" weight="bold">
            <Cost eur={totals.cost_eur} unpriced={totals.unpriced_tokens} />
          </Text>
        )}
      </Flex>
      <ErrorCallout message={cost.error ?? page.error} />
      {cost.data && <CostModelsTable cost={cost.data} label={t.models.tableLabel(monthName)} />}
      {page.data && (
        <CostUsersTable
          page={page.data}
          paging={users}
          label={t.users.tableLabel(monthName)}
          showOrganization={false}
        />
      )}
    </section>
  );
}
