import { Flex, Heading, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { exportUsageMonth } from '../../commands/usage/exportMonth';
import { messages } from '../../messages';
import { formatCount, formatMonth } from '../../messages/format';
import { routes } from '../../state/routes';
import { isCurrentOrLater, monthOf, shiftMonth } from '../../state/stats';
import { monthPeriod, serverOrder } from '../../state/statsViews';
import {
  alertedBudgets,
  costKey,
  costPageKey,
  usageBudgetsResource,
  usageCostResource,
  usageOrganizationsResource,
  usagePricesResource,
  type UsageOrganizationSortKey,
} from '../../state/usage';
import { CommandButton } from '../common/CommandButton';
import { ErrorCallout, LoadState, OfferedLoadState } from '../common/LoadState';
import { useResource } from '../common/useResource';
import { useRoute } from '../common/useRoute';
import { useScreen } from '../common/useScreen';
import { Section } from '../retention/RetentionParts';
import { MonthNav } from '../stats/MonthNav';
import { TotalsCards } from '../stats/TotalsCards';
import type { Paging } from '../stats/usePaging';
import { useShownWhileLoading } from '../stats/useShownWhileLoading';
import { CostModelsTable, CostOrganizationsTable } from './CostTables';
import { PricesSection } from './PricesSection';

const t = messages.usage;

/**
 * `/usage` (platform administrators): one month's cost (month, order and page in the URL, so it bookmarks):
 * the totals, the cost per model and per organisation with its budget mark, the finance CSV, and the prices per
 * model. A server without usage and cost (the original service) is explained instead.
 */
export function UsageScreen() {
  const { search, setSearch } = useRoute(routes.usage);
  const month = search.month ?? monthOf(new Date());
  useScreen('usage', { month });
  const titleId = useId();
  const period = monthPeriod(month);
  const paging: Paging<UsageOrganizationSortKey> = {
    order: { key: search.sort, direction: search.order === 'asc' ? 'ascending' : 'descending' },
    offset: search.offset,
    setOrder: (order) => setSearch({ sort: order.key, order: serverOrder(order), offset: 0 }),
    setOffset: (offset) => setSearch({ offset }),
  };
  const setMonth = (next: string) => setSearch({ month: next, offset: 0 });

  const cost = useShownWhileLoading(useResource(usageCostResource, costKey(null, period)), 'usage');
  const organizations = useShownWhileLoading(
    useResource(usageOrganizationsResource, costPageKey(null, period, paging.order, paging.offset)),
    'usage',
  );
  const budgets = useResource(usageBudgetsResource, undefined);
  const prices = useResource(usagePricesResource, undefined);
  const offered = cost.error !== t.notOffered;
  const totals = cost.data?.totals;
  const monthName = formatMonth(month);

  return (
    <section className="flex flex-col gap-6">
      <Flex direction="column" gap="2">
        <Heading as="h1" size="7">
          {messages.screens.usage}
        </Heading>
        <Text as="p" size="2" color="gray" highContrast>
          {t.intro}
        </Text>
      </Flex>
      {!offered ? (
        <OfferedLoadState loadable={cost} loading={t.loading} notOffered={t.notOffered} />
      ) : (
        <>
          <section aria-labelledby={titleId} className="flex flex-col gap-3">
            <MonthNav
              titleId={titleId}
              month={month}
              onPrevious={() => setMonth(shiftMonth(month, -1))}
              onNext={() => setMonth(shiftMonth(month, 1))}
              nextDisabled={isCurrentOrLater(month)}
            >
              <CommandButton command={exportUsageMonth} args={{ month }} variant="soft">
                {t.export}
              </CommandButton>
            </MonthNav>
            <LoadState loadable={cost} loading={t.loading} />
            <TotalsCards
              label={t.cards.label}
              items={[
                [t.cards.cost, totals ? t.cost(totals.cost_eur, totals.unpriced_tokens) : '–'],
                [
                  t.cards.tokens,
                  totals ? formatCount(totals.tokens_in + totals.tokens_cached + totals.tokens_out) : '–',
                ],
                [t.cards.unpriced, totals ? formatCount(totals.unpriced_tokens) : '–'],
                [t.cards.requests, totals ? formatCount(totals.requests) : '–'],
              ]}
            />
            {totals && totals.unpriced_tokens > 0 && (
              <Text as="p" size="2" color="gray" highContrast>
                {t.unpricedNote}
              </Text>
            )}
          </section>
          {cost.data && (
            <Section heading={t.models.heading}>
              <CostModelsTable cost={cost.data} label={t.models.tableLabel(monthName)} />
            </Section>
          )}
          <Section heading={t.organizations.heading}>
            <ErrorCallout message={organizations.error === cost.error ? null : organizations.error} />
            {organizations.data && (
              <CostOrganizationsTable
                page={organizations.data}
                paging={paging}
                label={t.organizations.tableLabel(monthName)}
                budgets={alertedBudgets(budgets.data)}
              />
            )}
          </Section>
          <LoadState loadable={prices} loading={t.loading} />
          {prices.data && <PricesSection prices={prices.data} />}
        </>
      )}
    </section>
  );
}
