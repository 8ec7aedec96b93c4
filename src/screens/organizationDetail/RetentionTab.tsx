import { Flex, Heading, RadioGroup, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai/react';
import { useId } from 'react';
import {
  cappedPeriod,
  periodOf,
  retentionKinds,
  type OrganizationRetention,
} from '../../api/schemas/retention';
import { cancelRetentionEdit } from '../../commands/retention/cancelEdit';
import { dryRunOrganizationRetention } from '../../commands/retention/dryRunOrganization';
import { exportOrganizationRemovals } from '../../commands/retention/exportOrganizationRemovals';
import { saveOrganizationRetention } from '../../commands/retention/saveOrganization';
import { messages } from '../../messages';
import { notLoaded } from '../../state/loadable';
import { organizationRetentionResource, retentionDryRunsAtom } from '../../state/retention';
import {
  firstError,
  organizationDraftErrors,
  organizationDraftOf,
  organizationRetentionDraftsAtom,
  organizationWriteOf,
  setOrganizationDraft,
  type OrganizationRetentionDraft,
} from '../../state/retentionDrafts';
import { CommandButton } from '../common/CommandButton';
import { useCommandRuntime } from '../common/CommandRuntime';
import { OfferedLoadState } from '../common/LoadState';
import { useResource } from '../common/useResource';
import { RemovalLog } from '../retention/RemovalLog';
import {
  ChangeHistory,
  DryRunReport,
  PeriodField,
  periodText,
  ScrollTable,
  Section,
  Td,
  Th,
  Tr,
} from '../retention/RetentionParts';

const t = messages.retention;

/** Per kind what applies now, the organisation's own period, the platform default and the maximum. */
function CurrentPolicy({ retention }: { retention: OrganizationRetention }) {
  const c = t.current;
  return (
    <Flex direction="column" gap="2">
      <Text as="p" size="2" weight="medium">
        {retention.policy === null ? c.followsDefault : c.ownPolicy}
      </Text>
      <ScrollTable
        label={c.tableLabel}
        head={
          <>
            <Th>{c.kind}</Th>
            <Th>{c.applies}</Th>
            <Th>{c.policy}</Th>
            <Th>{c.default}</Th>
            <Th>{c.maximum}</Th>
          </>
        }
      >
        {retentionKinds.map((kind) => {
          const own = retention.policy ? periodOf(retention.policy, kind) : undefined;
          const maximum = periodOf(retention.maximum, kind);
          const effective = periodOf(retention.effective, kind);
          const capped = own !== undefined && cappedPeriod(own, maximum) !== own;
          return (
            <Tr key={kind}>
              <Td>{t.kinds[kind]}</Td>
              <Td>
                <strong>{periodText(effective)}</strong>
                {capped && ` (${c.capped})`}
              </Td>
              <Td>{own === undefined ? c.notSet : periodText(own)}</Td>
              <Td>{periodText(periodOf(retention.default, kind))}</Td>
              <Td>{periodText(maximum, t.noMaximum)}</Td>
            </Tr>
          );
        })}
      </ScrollTable>
    </Flex>
  );
}

/** The form: follow the default, or the organisation's own period per kind within the maximum. */
function PolicyForm({
  organizationId,
  retention,
  draft,
  typed,
  onChange,
}: {
  organizationId: number;
  retention: OrganizationRetention;
  draft: OrganizationRetentionDraft;
  /** Whether anything is typed (Annuleren only then). */
  typed: boolean;
  onChange: (next: OrganizationRetentionDraft) => void;
}) {
  const f = t.form;
  const choiceId = useId();
  const errors = organizationDraftErrors(draft, retention.maximum);
  const invalid = firstError(errors) !== null;
  return (
    <Flex direction="column" gap="3">
      <Text as="p" id={choiceId} size="2" weight="medium">
        {f.choiceLabel}
      </Text>
      <RadioGroup.Root
        value={draft.followDefault ? 'default' : 'own'}
        aria-labelledby={choiceId}
        onValueChange={(value) => onChange({ ...draft, followDefault: value === 'default' })}
      >
        <RadioGroup.Item value="own">{f.own}</RadioGroup.Item>
        <RadioGroup.Item value="default">{f.followDefault}</RadioGroup.Item>
      </RadioGroup.Root>
      {!draft.followDefault && (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-3 md:grid-cols-3">
          {retentionKinds.map((kind) => (
            <PeriodField
              key={kind}
              legend={t.kinds[kind]}
              daysLabel={f.daysLabel(t.kinds[kind])}
              keepLabel={t.keep}
              draft={draft.policy[kind]}
              error={errors[kind]}
              hint={f.maximumHint(periodOf(retention.maximum, kind))}
              onChange={(next) => onChange({ ...draft, policy: { ...draft.policy, [kind]: next } })}
            />
          ))}
        </div>
      )}
      <Flex gap="3" wrap="wrap" align="center">
        <CommandButton command={saveOrganizationRetention} args={{ organizationId }} busy={invalid}>
          {f.save}
        </CommandButton>
        <CommandButton
          command={dryRunOrganizationRetention}
          args={{ organizationId }}
          variant="soft"
          busy={invalid}
        >
          {f.dryRun}
        </CommandButton>
        {typed && (
          <CommandButton
            command={cancelRetentionEdit}
            args={{ organizationId }}
            variant="soft"
            color="gray"
            showShortcut={false}
          >
            {f.cancel}
          </CommandButton>
        )}
      </Flex>
    </Flex>
  );
}

/**
 * `/organizations/{id}?tab=retention`: what applies now per kind and whose it is, the form with its inline
 * refusals, the dry run, the latest changes and the removal log with its export. A server without retention
 * (the original service) is explained instead.
 */
export default function RetentionTab({ organizationId }: { organizationId: number }) {
  const { ctx } = useCommandRuntime();
  const loadable = useResource(organizationRetentionResource, organizationId);
  const typed = useAtomValue(organizationRetentionDraftsAtom, { store: ctx.store })[organizationId] ?? null;
  const dryRun =
    useAtomValue(retentionDryRunsAtom, { store: ctx.store })[String(organizationId)] ?? notLoaded;
  const headingId = useId();
  const retention = loadable.data;
  const draft = typed ?? (retention ? organizationDraftOf(retention) : null);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <Flex direction="column" gap="2">
        <Heading as="h2" size="5" id={headingId}>
          {t.heading}
        </Heading>
        <Text as="p" size="2" color="gray" highContrast>
          {t.intro}
        </Text>
      </Flex>
      <OfferedLoadState loadable={loadable} loading={t.loading} notOffered={t.notOffered} />
      {retention && draft && (
        <>
          <Section level={3} heading={t.current.heading}>
            <CurrentPolicy retention={retention} />
          </Section>
          <Section level={3} heading={t.form.heading}>
            <PolicyForm
              organizationId={organizationId}
              retention={retention}
              draft={draft}
              typed={typed !== null}
              onChange={(next) => setOrganizationDraft(ctx.store, organizationId, next)}
            />
          </Section>
          <Section level={3} heading={t.dryRun.heading} intro={t.dryRun.intro}>
            <DryRunReport
              dryRun={dryRun}
              current={JSON.stringify(organizationWriteOf(draft))}
              showOrganizations={false}
              level={3}
            />
          </Section>
          <Section level={3} heading={t.changes.heading}>
            <ChangeHistory changes={retention.changes} platform={false} />
          </Section>
          <RemovalLog
            scope={organizationId}
            level={3}
            exportButton={
              <CommandButton
                command={exportOrganizationRemovals}
                args={{ organizationId }}
                variant="soft"
                size="2"
              >
                {t.removals.export}
              </CommandButton>
            }
          />
        </>
      )}
    </section>
  );
}
