import { Badge, Button, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { auditActions, auditOutcomes, auditTargetTypes, type AuditEntry } from '../../api/schemas/audit';
import { messages } from '../../messages';
import { formatDateTime } from '../../messages/format';
import { auditKey, auditLogResource, loadMoreAudit } from '../../state/audit';
import { refreshResources } from '../../state/freshness';
import { auditPeriods, routes } from '../../state/routes';
import { useCommandRuntime } from '../common/CommandRuntime';
import { selectClass } from '../common/FormField';
import { ErrorCallout, Loading } from '../common/LoadState';
import { useUrlSearch } from '../common/SearchField';
import { useResource } from '../common/useResource';
import { useRoute } from '../common/useRoute';
import { useScreen } from '../common/useScreen';
import { VirtualTable, type VirtualColumn } from '../common/VirtualTable';

const t = messages.audit;

const columns: readonly VirtualColumn[] = [
  { key: 'when', header: t.columns.when, className: 'w-[15%]' },
  { key: 'actor', header: t.columns.actor, className: 'w-[18%]' },
  { key: 'action', header: t.columns.action, className: 'w-[22%]' },
  { key: 'target', header: t.columns.target, className: 'w-[18%]' },
  { key: 'outcome', header: t.columns.outcome, className: 'w-[15%]' },
  { key: 'ip', header: t.columns.ip, className: 'w-[12%]' },
];

const cell = 'truncate px-3';
const entryKey = (entry: AuditEntry) => entry.id;

/** A labelled filter above the table. */
function Filter({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      {children}
    </Flex>
  );
}

/** A select of one filter: "all" (empty) or one of `values`, each with its Dutch label. */
function FilterSelect<V extends string>({
  id,
  value,
  values,
  labelOf,
  onChange,
}: {
  id: string;
  value: V | undefined;
  values: readonly V[];
  labelOf(value: V): string;
  onChange(value: V | undefined): void;
}) {
  return (
    <select
      id={id}
      className={selectClass}
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || undefined) as V | undefined)}
    >
      <option value="">{t.filters.all}</option>
      {values.map((v) => (
        <option key={v} value={v}>
          {labelOf(v)}
        </option>
      ))}
    </select>
  );
}

function OutcomeBadge({ entry }: { entry: AuditEntry }) {
  if (entry.outcome === 'success') {
    return (
      <Badge color="green" highContrast>
        {t.outcomes.success}
      </Badge>
    );
  }
  return (
    <Badge color="red" highContrast title={entry.detail ?? undefined}>
      {t.failureStatus(entry.status)}
    </Badge>
  );
}

/**
 * `/audit` (beyond the original product): every admin change, newest first. The filters live in the URL (a
 * bookmark or a shared link keeps them); the rows are windowed; more pages load on request.
 */
export function AuditScreen() {
  useScreen('auditLog');
  const { ctx } = useCommandRuntime();
  const { search, setSearch } = useRoute(routes.auditLog);
  const key = useMemo(() => auditKey(search), [search]);
  const log = useResource(auditLogResource, key);
  const actor = useUrlSearch('actor');
  const organization = useUrlSearch('org');
  const [loadingMore, setLoadingMore] = useState(false);
  const ids = {
    period: useId(),
    action: useId(),
    actor: useId(),
    target: useId(),
    outcome: useId(),
    organization: useId(),
  };

  const page = log.data;
  const filtered =
    search.action !== undefined ||
    search.actor !== '' ||
    search.target !== undefined ||
    search.outcome !== undefined ||
    search.org !== undefined ||
    search.days !== routes.auditLog.search.parse({}).days;

  const more = async () => {
    setLoadingMore(true);
    try {
      await loadMoreAudit(ctx.store, ctx.api, key);
    } finally {
      setLoadingMore(false);
    }
  };

  const renderCells = (entry: AuditEntry) => (
    <>
      <td className={cell}>
        <time dateTime={entry.occurred_at}>{formatDateTime(entry.occurred_at)}</time>
      </td>
      <td className={cell} title={entry.actor.username}>
        {entry.actor.username}
      </td>
      <td className={cell} title={entry.action}>
        {t.actionLabel(entry.action, t.actions)}
      </td>
      <td className={cell}>
        {t.target(entry.target.type, entry.target.label, entry.target.id, t.targetTypes)}
      </td>
      <td className={cell} title={entry.detail ?? undefined}>
        <OutcomeBadge entry={entry} />
        {entry.detail && <span className="sr-only">: {entry.detail}</span>}
      </td>
      <td className={cell}>{entry.ip_address ?? t.noIp}</td>
    </>
  );

  return (
    <section className="flex flex-col gap-4">
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Heading as="h1" size="7">
          {t.title}
        </Heading>
        <Button
          variant="soft"
          highContrast
          onClick={() => void refreshResources(ctx.store, ctx.api, [auditLogResource.at(key)])}
        >
          {t.refresh}
        </Button>
      </Flex>
      <Text size="2" color="gray" highContrast>
        {t.intro}
      </Text>
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="sr-only">{t.filters.legend}</legend>
        <Filter id={ids.period} label={t.filters.period}>
          <select
            id={ids.period}
            className={selectClass}
            value={search.days}
            onChange={(event) => setSearch({ days: Number(event.target.value) })}
          >
            {auditPeriods.map((days) => (
              <option key={days} value={days}>
                {t.filters.days(days)}
              </option>
            ))}
          </select>
        </Filter>
        <Filter id={ids.action} label={t.filters.action}>
          <FilterSelect
            id={ids.action}
            value={search.action}
            values={auditActions}
            labelOf={(action) => t.actions[action]}
            onChange={(action) => setSearch({ action })}
          />
        </Filter>
        <Filter id={ids.target} label={t.filters.targetType}>
          <FilterSelect
            id={ids.target}
            value={search.target}
            values={auditTargetTypes}
            labelOf={(type) => t.targetTypes[type]}
            onChange={(target) => setSearch({ target })}
          />
        </Filter>
        <Filter id={ids.outcome} label={t.filters.outcome}>
          <FilterSelect
            id={ids.outcome}
            value={search.outcome}
            values={auditOutcomes}
            labelOf={(outcome) => t.outcomes[outcome]}
            onChange={(outcome) => setSearch({ outcome })}
          />
        </Filter>
        <Filter id={ids.actor} label={t.filters.actor}>
          <TextField.Root
            id={ids.actor}
            type="search"
            value={actor.value}
            placeholder={t.filters.actorPlaceholder}
            onChange={(event) => actor.setValue(event.target.value)}
            onBlur={actor.flush}
          />
        </Filter>
        <Filter id={ids.organization} label={t.filters.organization}>
          <TextField.Root
            id={ids.organization}
            inputMode="numeric"
            className="w-28"
            value={organization.value}
            placeholder={t.filters.organizationPlaceholder}
            onChange={(event) => organization.setValue(event.target.value.replace(/\D/g, ''))}
            onBlur={organization.flush}
          />
        </Filter>
        {filtered && (
          <Button
            variant="ghost"
            highContrast
            onClick={() =>
              setSearch({
                days: undefined,
                action: undefined,
                actor: undefined,
                target: undefined,
                outcome: undefined,
                org: undefined,
              })
            }
          >
            {t.resetFilters}
          </Button>
        )}
      </fieldset>
      <Flex align="center" gap="3" wrap="wrap">
        {page && (
          <Text size="2" color="gray" highContrast aria-live="polite">
            {t.count(page.entries.length, page.total)}
          </Text>
        )}
        {log.loading && <Loading label={t.loading} />}
      </Flex>
      <ErrorCallout message={log.error} />
      {page && (
        <VirtualTable
          label={t.tableLabel}
          columns={columns}
          items={page.entries}
          rowKey={entryKey}
          renderCells={renderCells}
          rowHeight={44}
          empty={t.empty}
        />
      )}
      {page && page.entries.length < page.total && (
        <Flex>
          <Button variant="soft" highContrast disabled={loadingMore} onClick={() => void more()}>
            {t.loadMore}
          </Button>
        </Flex>
      )}
    </section>
  );
}
