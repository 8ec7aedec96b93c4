import { Flex, Heading, RadioGroup, Text, TextField } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import {
  periodOf,
  retentionKinds,
  type RetentionChange,
  type RetentionKind,
  type RetentionPeriods,
} from '../../api/schemas/retention';
import { formatBytes, formatCount, formatDate, formatDateTime } from '../../messages/format';
import { messages } from '../../messages';
import type { Loadable } from '../../state/loadable';
import type { AskedDryRun } from '../../state/retention';
import type { PeriodDraft } from '../../state/retentionDrafts';
import { ErrorCallout, Loading } from '../common/LoadState';

const t = messages.retention;

/** A period as text: `30 dagen`, or Bewaren (a maximum: Geen maximum). */
export const periodText = (days: number | null, keep: string = t.keep) =>
  days === null ? keep : t.days(days);

/** The periods of the three kinds on one line: `Audio: 30 dagen · Transcripties: Bewaren · …`. */
export const periodsText = (periods: RetentionPeriods, keep: string = t.keep) =>
  retentionKinds.map((kind) => `${t.kinds[kind]}: ${periodText(periodOf(periods, kind), keep)}`).join(' · ');

const cell = 'px-3 py-2';

/**
 * A table that scrolls sideways in its own box on a narrow screen; the box is a named region in the tab order,
 * so it scrolls by keyboard too.
 */
export function ScrollTable({
  label,
  head,
  children,
}: {
  label: string;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-md border border-[var(--gray-a5)]"
    >
      <table aria-label={label} className="wb-data-table w-full text-sm">
        <thead>
          <tr className="text-left">{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export const Th = ({ children, numeric }: { children: ReactNode; numeric?: boolean }) => (
  <th scope="col" className={`${cell} ${numeric ? 'text-right' : ''}`}>
    {children}
  </th>
);
export const Td = ({ children, numeric }: { children: ReactNode; numeric?: boolean }) => (
  <td className={`${cell} ${numeric ? 'text-right tabular-nums' : ''}`}>{children}</td>
);
export const Tr = ({ children }: { children: ReactNode }) => (
  <tr className="border-t border-[var(--gray-a4)] align-top">{children}</tr>
);

export type HeadingLevel = 2 | 3;

/** A section with its heading and an optional line under it. */
export function Section({
  heading,
  level = 2,
  intro,
  actions,
  children,
}: {
  heading: string;
  /** h2 on a screen of its own, h3 in a tab (under the tab's h2). */
  level?: HeadingLevel;
  intro?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3">
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Heading as={`h${level}`} size="4" id={id}>
          {heading}
        </Heading>
        {actions && (
          <Flex gap="2" wrap="wrap">
            {actions}
          </Flex>
        )}
      </Flex>
      {intro && (
        <Text as="p" size="2" color="gray" highContrast>
          {intro}
        </Text>
      )}
      {children}
    </section>
  );
}

/**
 * One kind's period in a form: a number of days, or keep (for a maximum: no maximum), with the contract's
 * problem under it, tied to the field.
 */
export function PeriodField({
  legend,
  daysLabel,
  keepLabel,
  draft,
  error,
  hint,
  onChange,
}: {
  legend: string;
  daysLabel: string;
  keepLabel: string;
  draft: PeriodDraft;
  error: string | undefined;
  hint?: string;
  onChange: (next: PeriodDraft) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2 rounded-md border border-[var(--gray-a5)] p-3">
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      <RadioGroup.Root
        size="2"
        value={draft.keep ? 'keep' : 'days'}
        aria-label={legend}
        onValueChange={(value) => onChange({ ...draft, keep: value === 'keep' })}
      >
        <RadioGroup.Item value="days">{t.form.daysOption}</RadioGroup.Item>
        <RadioGroup.Item value="keep">{keepLabel}</RadioGroup.Item>
      </RadioGroup.Root>
      <Flex direction="column" gap="1">
        <Text as="label" htmlFor={id} size="2">
          {daysLabel}
        </Text>
        <TextField.Root
          id={id}
          inputMode="numeric"
          value={draft.days}
          disabled={draft.keep}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange({ ...draft, days: event.target.value })}
        />
      </Flex>
      {hint && (
        <Text id={hintId} size="1" color="gray" highContrast>
          {hint}
        </Text>
      )}
      {error && (
        <Text id={errorId} size="1" color="red" role="alert">
          {error}
        </Text>
      )}
    </fieldset>
  );
}

/** What a dry run found: per kind, the users with the most removed, and how many users and organisations. */
export function DryRunReport({
  dryRun,
  current,
  showOrganizations,
  level = 2,
}: {
  /** The level of the section it is in (its sub-heading goes one deeper). */
  level?: HeadingLevel;
  dryRun: Loadable<AskedDryRun>;
  /** The body the form proposes now, as JSON: a dry run asked for other values says so. */
  current: string;
  showOrganizations: boolean;
}) {
  const d = t.dryRun;
  const asked = dryRun.data;
  return (
    <Flex direction="column" gap="3">
      {dryRun.loading && <Loading label={d.running} />}
      <ErrorCallout message={dryRun.error} />
      {!asked && !dryRun.loading && (
        <Text as="p" size="2" color="gray" highContrast>
          {d.none}
        </Text>
      )}
      {asked && (
        <>
          <Text as="p" size="2" color="gray" highContrast>
            {d.asOf(formatDateTime(asked.result.as_of))}
            {asked.asked !== current && ` ${d.outdated}`}
          </Text>
          {retentionKinds.every((kind) => asked.result[kind].count === 0) ? (
            <Text as="p" size="2" role="status">
              {d.nothing}
            </Text>
          ) : (
            <>
              <ScrollTable
                label={d.tableLabel}
                head={
                  <>
                    <Th>{d.kind}</Th>
                    <Th>{d.count}</Th>
                    <Th>{d.bytes}</Th>
                    <Th>{d.unknownSize}</Th>
                    <Th>{d.oldest}</Th>
                    <Th>{d.newest}</Th>
                  </>
                }
              >
                {retentionKinds.map((kind) => {
                  const impact = asked.result[kind];
                  return (
                    <Tr key={kind}>
                      <Td>{t.kinds[kind]}</Td>
                      <Td numeric>{formatCount(impact.count)}</Td>
                      <Td numeric>
                        {impact.count > 0 && impact.unknown_size === impact.count
                          ? '-'
                          : formatBytes(impact.bytes)}
                      </Td>
                      <Td numeric>{formatCount(impact.unknown_size)}</Td>
                      <Td>{formatDate(impact.oldest)}</Td>
                      <Td>{formatDate(impact.newest)}</Td>
                    </Tr>
                  );
                })}
              </ScrollTable>
              <Text as="p" size="2">
                {d.totals(asked.result.users_total, asked.result.organizations_total)}
              </Text>
              {asked.result.users.length > 0 && (
                <>
                  <Heading as={level === 2 ? 'h3' : 'h4'} size="3">
                    {d.usersHeading}
                  </Heading>
                  <ScrollTable
                    label={d.usersLabel}
                    head={
                      <>
                        <Th>{d.user}</Th>
                        {showOrganizations && <Th>{d.organization}</Th>}
                        {retentionKinds.map((kind) => (
                          <Th key={kind}>{t.kinds[kind]}</Th>
                        ))}
                        <Th>{d.bytes}</Th>
                      </>
                    }
                  >
                    {asked.result.users.map((user) => (
                      <Tr key={user.user_id}>
                        <Td>{user.username}</Td>
                        {showOrganizations && <Td>{user.organization_name ?? d.noOrganization}</Td>}
                        {retentionKinds.map((kind) => (
                          <Td key={kind} numeric>
                            {formatCount(user[kind])}
                          </Td>
                        ))}
                        <Td numeric>{formatBytes(user.bytes)}</Td>
                      </Tr>
                    ))}
                  </ScrollTable>
                </>
              )}
            </>
          )}
        </>
      )}
    </Flex>
  );
}

/** The latest changes of a policy: when, by whom, the periods before and after (and the maximum's). */
export function ChangeHistory({
  changes,
  platform,
}: {
  changes: readonly RetentionChange[];
  platform: boolean;
}) {
  const c = t.changes;
  const periods = (value: RetentionPeriods | null, maximum: RetentionPeriods | null) => {
    const main = value === null ? (platform ? t.current.notSet : c.followsDefault) : periodsText(value);
    return platform && maximum ? `${main} (${c.maximum}: ${periodsText(maximum, t.noMaximum)})` : main;
  };
  if (changes.length === 0)
    return (
      <Text as="p" size="2" color="gray" highContrast>
        {c.empty}
      </Text>
    );
  return (
    <ScrollTable
      label={c.tableLabel}
      head={
        <>
          <Th>{c.when}</Th>
          <Th>{c.who}</Th>
          <Th>{c.before}</Th>
          <Th>{c.after}</Th>
        </>
      }
    >
      {changes.map((change) => (
        <Tr key={change.id}>
          <Td>{formatDateTime(change.occurred_at)}</Td>
          <Td>{change.actor_username}</Td>
          <Td>{periods(change.old, change.old_maximum)}</Td>
          <Td>{periods(change.new, change.new_maximum)}</Td>
        </Tr>
      ))}
    </ScrollTable>
  );
}

/** The kinds' names, for a form's fields. */
export const kindName = (kind: RetentionKind) => t.kinds[kind];
