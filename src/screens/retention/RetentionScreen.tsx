import { Flex, Heading, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai/react';
import { periodOf, retentionKinds, type PlatformRetention } from '../../api/schemas/retention';
import { cancelRetentionEdit } from '../../commands/retention/cancelEdit';
import { dryRunPlatformRetention } from '../../commands/retention/dryRunPlatform';
import { exportPlatformRemovals } from '../../commands/retention/exportPlatformRemovals';
import { runRetentionNow } from '../../commands/retention/runNow';
import { savePlatformRetention } from '../../commands/retention/savePlatform';
import { messages } from '../../messages';
import { notLoaded } from '../../state/loadable';
import { platformRetentionResource, retentionDryRunsAtom } from '../../state/retention';
import {
  firstError,
  platformDraftErrors,
  platformDraftOf,
  platformRetentionDraftAtom,
  platformWriteOf,
  setPlatformDraft,
  type PlatformRetentionDraft,
} from '../../state/retentionDrafts';
import { CommandButton } from '../common/CommandButton';
import { useCommandRuntime } from '../common/CommandRuntime';
import { OfferedLoadState } from '../common/LoadState';
import { useResource } from '../common/useResource';
import { useScreen } from '../common/useScreen';
import { RemovalLog } from './RemovalLog';
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
} from './RetentionParts';

const t = messages.retention;

/** The default and the maximum per kind as saved. */
function CurrentDefaults({ retention }: { retention: PlatformRetention }) {
  const c = t.current;
  return (
    <ScrollTable
      label={c.tableLabel}
      head={
        <>
          <Th>{c.kind}</Th>
          <Th>{c.default}</Th>
          <Th>{c.maximum}</Th>
        </>
      }
    >
      {retentionKinds.map((kind) => (
        <Tr key={kind}>
          <Td>{t.kinds[kind]}</Td>
          <Td>{periodText(periodOf(retention.default, kind))}</Td>
          <Td>{periodText(periodOf(retention.maximum, kind), t.noMaximum)}</Td>
        </Tr>
      ))}
    </ScrollTable>
  );
}

/** Per kind the default (days or keep) and the maximum (days or none), with the contract's refusals in place. */
function DefaultsForm({
  draft,
  typed,
  onChange,
}: {
  draft: PlatformRetentionDraft;
  /** Whether anything is typed (Annuleren only then). */
  typed: boolean;
  onChange: (next: PlatformRetentionDraft) => void;
}) {
  const f = t.form;
  const errors = platformDraftErrors(draft);
  const invalid = firstError(errors.default, errors.maximum) !== null;
  return (
    <Flex direction="column" gap="3">
      <div className="grid grid-cols-[minmax(0,1fr)] gap-3 lg:grid-cols-3">
        {retentionKinds.map((kind) => (
          <Flex key={kind} direction="column" gap="3" className="min-w-0">
            <PeriodField
              legend={f.defaultLegend(t.kinds[kind])}
              daysLabel={f.defaultDaysLabel(t.kinds[kind])}
              keepLabel={t.keep}
              draft={draft.default[kind]}
              error={errors.default[kind]}
              onChange={(next) => onChange({ ...draft, default: { ...draft.default, [kind]: next } })}
            />
            <PeriodField
              legend={f.maximumLegend(t.kinds[kind])}
              daysLabel={f.maximumDaysLabel(t.kinds[kind])}
              keepLabel={t.noMaximum}
              draft={draft.maximum[kind]}
              error={errors.maximum[kind]}
              onChange={(next) => onChange({ ...draft, maximum: { ...draft.maximum, [kind]: next } })}
            />
          </Flex>
        ))}
      </div>
      <Flex gap="3" wrap="wrap" align="center">
        <CommandButton command={savePlatformRetention} busy={invalid}>
          {f.save}
        </CommandButton>
        <CommandButton command={dryRunPlatformRetention} variant="soft" busy={invalid}>
          {f.dryRun}
        </CommandButton>
        {typed && (
          <CommandButton command={cancelRetentionEdit} variant="soft" color="gray" showShortcut={false}>
            {f.cancel}
          </CommandButton>
        )}
      </Flex>
    </Flex>
  );
}

/**
 * `/retention` (platform administrators): the default and maximum per kind with their form and its refusals,
 * the dry run over every organisation, a removal run now, the latest changes and the platform's removal log
 * with its export. A server without retention (the original service) is explained instead.
 */
export function RetentionScreen() {
  useScreen('retention');
  const { ctx } = useCommandRuntime();
  const loadable = useResource(platformRetentionResource, undefined);
  const typed = useAtomValue(platformRetentionDraftAtom, { store: ctx.store });
  const dryRun = useAtomValue(retentionDryRunsAtom, { store: ctx.store }).platform ?? notLoaded;
  const retention = loadable.data;
  const draft = typed ?? (retention ? platformDraftOf(retention) : null);

  return (
    <section className="flex flex-col gap-6">
      <Flex direction="column" gap="2">
        <Heading as="h1" size="7">
          {messages.screens.retention}
        </Heading>
        <Text as="p" size="2" color="gray" highContrast>
          {t.intro} {t.platformIntro}
        </Text>
      </Flex>
      <OfferedLoadState loadable={loadable} loading={t.loading} notOffered={t.notOffered} />
      {retention && draft && (
        <>
          <Section
            heading={t.current.heading}
            actions={
              <CommandButton command={runRetentionNow} color="red" variant="soft">
                {t.runNow}
              </CommandButton>
            }
          >
            <CurrentDefaults retention={retention} />
          </Section>
          <Section heading={t.form.platformHeading}>
            <DefaultsForm
              draft={draft}
              typed={typed !== null}
              onChange={(next) => setPlatformDraft(ctx.store, next)}
            />
          </Section>
          <Section heading={t.dryRun.heading} intro={t.dryRun.intro}>
            <DryRunReport
              dryRun={dryRun}
              current={JSON.stringify(platformWriteOf(draft))}
              showOrganizations
            />
          </Section>
          <Section heading={t.changes.heading}>
            <ChangeHistory changes={retention.changes} platform />
          </Section>
          <RemovalLog
            scope="platform"
            exportButton={
              <CommandButton command={exportPlatformRemovals} variant="soft">
                {t.removals.export}
              </CommandButton>
            }
          />
        </>
      )}
    </section>
  );
}
