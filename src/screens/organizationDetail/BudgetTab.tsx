import { Card, Flex, Heading, Progress, RadioGroup, Text, TextField } from '@radix-ui/themes';
import { useId, useState } from 'react';
import {
  budgetKinds,
  type BudgetKind,
  type BudgetStatus,
  type OrganizationBudget,
} from '../../api/schemas/usage';
import { removeBudget } from '../../commands/usage/removeBudget';
import { setBudget } from '../../commands/usage/setBudget';
import { messages } from '../../messages';
import { formatDateTime, formatMonth } from '../../messages/format';
import { organizationBudgetResource, reachedThreshold } from '../../state/usage';
import { budgetDraftErrors, budgetDraftOf, type BudgetDraft } from '../../state/usageForms';
import { CommandButton } from '../common/CommandButton';
import { FormField } from '../common/FormField';
import { OfferedLoadState } from '../common/LoadState';
import { useResource } from '../common/useResource';
import { ScrollTable, Section, Td, Th, Tr } from '../retention/RetentionParts';
import { BudgetMark } from '../usage/Cost';

const t = messages.usage;
const b = t.budget;

/** This month against the budget: used of the budget with a bar, the unpriced tokens, and the forecast. */
function CurrentMonth({ status }: { status: BudgetStatus }) {
  const { budget } = status;
  const used =
    budget.kind === 'eur' ? t.cost(status.used, status.unpriced_tokens) : t.amount('tokens', status.used);
  const text = b.usedOf(used, t.amount(budget.kind, budget.amount), t.percent(status.percent));
  return (
    <Card className="flex flex-col gap-3 p-4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h3" size="4">
          {b.month(formatMonth(status.month))}
        </Heading>
        <BudgetMark status={status} />
      </Flex>
      <Text as="p" size="3">
        <strong>{b.used}:</strong> {text}
      </Text>
      <Progress
        value={Math.min(100, status.percent)}
        max={100}
        color={status.percent >= 100 ? 'red' : reachedThreshold(status) !== null ? 'orange' : undefined}
        aria-label={b.progressLabel}
        aria-valuetext={text}
      />
      {budget.kind === 'eur' && status.unpriced_tokens > 0 && (
        <Text as="p" size="2" color="gray" highContrast>
          {b.unpriced(status.unpriced_tokens)}
        </Text>
      )}
      <Text as="p" size="2">
        {b.forecast(t.amount(budget.kind, status.forecast), t.percent(status.forecast_percent))}
      </Text>
    </Card>
  );
}

/** Euro or tokens, the amount and the thresholds, each refused at its field in the contract's words. */
function BudgetForm({
  organizationId,
  draft,
  hasBudget,
  onChange,
}: {
  organizationId: number;
  draft: BudgetDraft;
  hasBudget: boolean;
  onChange(next: BudgetDraft): void;
}) {
  const kindId = useId();
  // An empty amount is refused once saving was tried (the button stays enabled, so it says why).
  const [tried, setTried] = useState(false);
  const errors = budgetDraftErrors(draft);
  return (
    <Flex direction="column" gap="3" className="max-w-md">
      <Text as="p" id={kindId} size="2" weight="medium">
        {b.kindLabel}
      </Text>
      <RadioGroup.Root
        value={draft.kind}
        aria-labelledby={kindId}
        onValueChange={(value) => onChange({ ...draft, kind: value as BudgetKind })}
      >
        {budgetKinds.map((kind) => (
          <RadioGroup.Item key={kind} value={kind}>
            {b.kinds[kind]}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      <FormField
        label={b.amountLabel(draft.kind)}
        error={draft.amount === '' && !tried ? undefined : errors.amount}
      >
        {(props) => (
          <TextField.Root
            {...props}
            value={draft.amount}
            inputMode="decimal"
            autoComplete="off"
            onChange={(event) => onChange({ ...draft, amount: event.target.value })}
          />
        )}
      </FormField>
      <FormField label={b.thresholdsLabel} hint={b.thresholdsHint} error={errors.thresholds}>
        {(props) => (
          <TextField.Root
            {...props}
            value={draft.thresholds}
            autoComplete="off"
            onChange={(event) => onChange({ ...draft, thresholds: event.target.value })}
          />
        )}
      </FormField>
      <Flex gap="3" wrap="wrap" align="center">
        <CommandButton
          command={setBudget}
          args={{ organizationId, kind: draft.kind, amount: draft.amount, thresholds: draft.thresholds }}
          onDone={(result) => setTried(result.status === 'failed')}
        >
          {b.save}
        </CommandButton>
        {hasBudget && (
          <CommandButton command={removeBudget} args={{ organizationId }} variant="soft" color="red">
            {b.remove}
          </CommandButton>
        )}
      </Flex>
    </Flex>
  );
}

/** The alerts raised, newest first: month, threshold, when, and the usage against the budget then. */
function Alerts({ alerts }: { alerts: OrganizationBudget['alerts'] }) {
  if (alerts.length === 0)
    return (
      <Text as="p" size="2" color="gray" highContrast>
        {b.alertsEmpty}
      </Text>
    );
  return (
    <ScrollTable
      label={b.alertsLabel}
      head={
        <>
          <Th>{b.alertMonth}</Th>
          <Th>{b.threshold}</Th>
          <Th>{b.raisedAt}</Th>
          <Th>{b.usedThen}</Th>
        </>
      }
    >
      {alerts.map((alert) => (
        <Tr key={`${alert.month}-${alert.threshold}`}>
          <Td>{formatMonth(alert.month)}</Td>
          <Td>{t.percent(alert.threshold)}</Td>
          <Td>{formatDateTime(alert.raised_at)}</Td>
          <Td>
            {t.amount(alert.kind, alert.used)} / {t.amount(alert.kind, alert.amount)}
          </Td>
        </Tr>
      ))}
    </ScrollTable>
  );
}

/**
 * `/organizations/{id}?tab=budget`: this month against the monthly budget with its forecast, the form (euro or
 * tokens, thresholds 80 and 100 by default) and the alerts raised. A server without budgets is explained instead.
 */
export default function BudgetTab({ organizationId }: { organizationId: number }) {
  const loadable = useResource(organizationBudgetResource, organizationId);
  const headingId = useId();
  const [typed, setTyped] = useState<{ saved: string; draft: BudgetDraft } | null>(null);
  const data = loadable.data;
  const savedBudget = data?.status?.budget ?? null;
  // What is typed holds until the budget saved changes (a save, or another administrator's).
  const savedKey = JSON.stringify(savedBudget);
  const draft = typed && typed.saved === savedKey ? typed.draft : budgetDraftOf(savedBudget);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <Flex direction="column" gap="2">
        <Heading as="h2" size="5" id={headingId}>
          {b.heading}
        </Heading>
        <Text as="p" size="2" color="gray" highContrast>
          {b.intro}
        </Text>
      </Flex>
      <OfferedLoadState loadable={loadable} loading={t.loading} notOffered={t.notOffered} />
      {data && (
        <>
          {data.status ? (
            <CurrentMonth status={data.status} />
          ) : (
            <Text as="p" size="2">
              {b.none}
            </Text>
          )}
          <Section level={3} heading={b.formHeading}>
            <BudgetForm
              organizationId={organizationId}
              draft={draft}
              hasBudget={data.status !== null}
              onChange={(next) => setTyped({ saved: savedKey, draft: next })}
            />
          </Section>
          <Section level={3} heading={b.alertsHeading}>
            <Alerts alerts={data.alerts} />
          </Section>
        </>
      )}
    </section>
  );
}
