import { Heading, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai/react';
import { Link } from 'react-router-dom';
import { messages } from '../../messages';
import { formatCount } from '../../messages/format';
import { ownOrganizationAtom } from '../../state/claims';
import { href, routes } from '../../state/routes';
import type { StatsPeriod } from '../../state/statsViews';
import {
  alertedBudgets,
  costKey,
  costPageKey,
  HIGHEST_COST,
  usageBudgetsResource,
  usageCostResource,
  usageOrganizationsResource,
} from '../../state/usage';
import { ErrorCallout } from '../common/LoadState';
import { useResource } from '../common/useResource';
import { useServerOffers } from '../common/useServerOffers';
import { Card } from '../stats/tremor';
import { BudgetMark, Cost } from '../usage/Cost';

const t = messages.usage;
const linkClass = 'text-[var(--accent-11)] underline-offset-2 hover:underline';

/** Organisations the month's cost card lists (the highest cost first). */
const TOP_ORGANIZATIONS = 5;

/** The period's cost and tokens; for a month also the organisations with the highest cost. */
function CostCard({ period, title, top }: { period: StatsPeriod; title: string; top: boolean }) {
  const own = useAtomValue(ownOrganizationAtom);
  const cost = useResource(usageCostResource, costKey(null, period));
  const organizations = useResource(
    usageOrganizationsResource,
    top ? costPageKey(null, period, HIGHEST_COST, 0) : null,
  );
  const totals = cost.data?.totals;
  return (
    <Card className="flex flex-col gap-2 p-4">
      <Heading as="h3" size="3">
        {title}
      </Heading>
      <ErrorCallout message={cost.error} />
      <Text as="p" size="6" weight="bold">
        {totals ? <Cost eur={totals.cost_eur} unpriced={totals.unpriced_tokens} /> : '–'}
      </Text>
      {totals && (
        <Text as="p" size="2" color="gray" highContrast>
          {t.cards.tokens}: {formatCount(totals.tokens_in + totals.tokens_cached + totals.tokens_out)}
          {totals.unpriced_tokens > 0 && ` · ${t.cards.unpriced}: ${formatCount(totals.unpriced_tokens)}`}
        </Text>
      )}
      {top && organizations.data && organizations.data.items.length > 0 && (
        <>
          <Heading as="h4" size="2">
            {t.dashboard.topOrganizations}
          </Heading>
          <ul className="flex flex-col gap-1 text-sm">
            {organizations.data.items.slice(0, TOP_ORGANIZATIONS).map((row) => (
              <li key={row.organization?.id ?? 'none'} className="flex justify-between gap-3">
                <span className="min-w-0 truncate">
                  {row.organization?.name ?? messages.dashboard.noOrganization}
                </span>
                <span className="whitespace-nowrap tabular-nums">
                  <Cost eur={row.cost_eur} unpriced={row.unpriced_tokens} />
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {!own && (
        <Link to={href(routes.usage)} className={`mt-auto text-sm ${linkClass}`}>
          {t.dashboard.toUsage}
        </Link>
      )}
    </Card>
  );
}

/** The organisations at or past a threshold of their budget this month, each a link to its Budget tab. */
function BudgetAlertsCard() {
  const budgets = useResource(usageBudgetsResource, undefined);
  const alerted = [...alertedBudgets(budgets.data).values()];
  return (
    <Card className="flex flex-col gap-2 p-4">
      <Heading as="h3" size="3">
        {t.dashboard.alertsTitle}
      </Heading>
      <ErrorCallout message={budgets.error} />
      {budgets.data &&
        (alerted.length === 0 ? (
          <Text size="2" color="gray" highContrast>
            {t.dashboard.alertsEmpty}
          </Text>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {alerted.map((status) => (
              <li key={status.organization.id} className="flex flex-wrap items-center gap-2">
                <Link
                  to={href(routes.organizationDetail, { id: status.organization.id }, { tab: 'budget' })}
                  className={linkClass}
                >
                  {status.organization.name}
                </Link>
                <BudgetMark status={status} />
                <span className="text-[var(--gray-11)]">{t.budget.ofBudget(t.percent(status.percent))}</span>
              </li>
            ))}
          </ul>
        ))}
    </Card>
  );
}

/**
 * The dashboard's cost of the period shown (and for a month the organisations costing most) beside this month's
 * budget alerts. Left out where the server has no cost (the original service).
 */
export function UsageCards({ period, title, top }: { period: StatsPeriod; title: string; top: boolean }) {
  if (useServerOffers('usage') === false) return null;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3 md:grid-cols-2">
      <CostCard period={period} title={title} top={top} />
      <BudgetAlertsCard />
    </div>
  );
}
