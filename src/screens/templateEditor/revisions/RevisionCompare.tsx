import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useEffect, useId, useMemo, useRef } from 'react';
import type { TemplateRevision } from '../../../api/schemas/revisions';
import { compareRevision } from '../../../commands/revisions/compare';
import { messages } from '../../../messages';
import { compareRevisions, olderFirst } from '../../../state/revisionDiff';
import {
  closeComparison,
  comparisonFocused,
  resolveVersion,
  revisionKey,
  revisionResource,
  type Comparison,
  type RevisionPages,
} from '../../../state/revisions';
import { useCommandRuntime } from '../../common/CommandRuntime';
import { selectClass } from '../../common/FormField';
import { ErrorCallout, Loading } from '../../common/LoadState';
import { useCommand } from '../../common/useCommand';
import { useResource } from '../../common/useResource';
import { DiffText } from './DiffText';

const t = messages.revisions;
const c = t.comparison;

/**
 * The compare view: two versions of the template, the older first, field by field; each changed field with its
 * word-level diff, the unchanged ones named (their values behind a disclosure). "Van" and "Met" choose the
 * versions (any revision, or the template as it is now); each choice runs `revisions.compare`.
 */
export function RevisionCompare({
  templateId,
  comparison,
  pages,
}: {
  templateId: number;
  comparison: Comparison;
  pages: RevisionPages;
}) {
  const { ctx } = useCommandRuntime();
  const compare = useCommand(compareRevision, { templateId });
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const newestId = pages.revisions[0]?.id ?? null;
  const otherId = resolveVersion(comparison.other, pages) ?? comparison.revisionId;
  const chosen = useResource(revisionResource, revisionKey(templateId, comparison.revisionId));
  const other = useResource(revisionResource, revisionKey(templateId, otherId));

  // A comparison just chosen takes the focus, so the keyboard continues in it.
  useEffect(() => {
    if (!comparison.focus) return;
    heading.current?.scrollIntoView?.({ block: 'nearest' });
    heading.current?.focus();
    comparisonFocused(ctx.store, templateId);
  }, [ctx, templateId, comparison.focus]);

  const label = (revision: TemplateRevision) =>
    revision.id === newestId
      ? t.currentVersion(revision.revision_number)
      : t.revision(revision.revision_number);

  const choose = (revisionId: number, with_: string) =>
    void compare.run({
      revisionId,
      otherRevisionId: with_ === 'current' ? undefined : Number(with_),
    });

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-[var(--radius-3)] border border-[var(--gray-a6)] p-4"
    >
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <Heading as="h3" size="3" id={headingId} ref={heading} tabIndex={-1} className="outline-none">
          {chosen.data && other.data
            ? c.title(...(olderFirst(chosen.data, other.data).map(label) as [string, string]))
            : c.label}
        </Heading>
        <Button
          size="1"
          variant="soft"
          color="gray"
          highContrast
          onClick={() => closeComparison(ctx.store, templateId)}
        >
          {c.close}
        </Button>
      </Flex>
      <Flex gap="3" wrap="wrap" align="end">
        <VersionSelect
          label={c.from}
          value={String(comparison.revisionId)}
          revisions={pages.revisions}
          onChange={(value) => choose(Number(value), String(comparison.other))}
        />
        <VersionSelect
          label={c.to}
          value={String(comparison.other)}
          revisions={pages.revisions}
          current
          onChange={(value) => choose(comparison.revisionId, value)}
        />
      </Flex>
      {(chosen.loading || other.loading) && !(chosen.data && other.data) && (
        <Loading label={t.detailsLoading} />
      )}
      <ErrorCallout message={chosen.error ?? other.error} />
      {chosen.data && other.data && <FieldChanges older={chosen.data} newer={other.data} />}
    </section>
  );
}

/** A native select of the loaded revisions (and "Huidige versie" for the second side). */
function VersionSelect({
  label,
  value,
  revisions,
  current = false,
  onChange,
}: {
  label: string;
  value: string;
  revisions: readonly TemplateRevision[];
  current?: boolean;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <select
        id={id}
        className={selectClass}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {current && <option value="current">{c.currentOption}</option>}
        {revisions.map((revision) => (
          <option key={revision.id} value={revision.id}>
            {t.revision(revision.revision_number)}
          </option>
        ))}
      </select>
    </Flex>
  );
}

/**
 * The fields of two versions: the changed ones with their diff, then the unchanged ones named, their values behind
 * the disclosure (so the view also shows every field of a version).
 */
function FieldChanges({ older, newer }: { older: TemplateRevision; newer: TemplateRevision }) {
  const fields = useMemo(() => compareRevisions(...olderFirst(older, newer)), [older, newer]);
  const changed = fields.filter((field) => field.changed);
  const unchanged = fields.filter((field) => !field.changed);
  return (
    <Flex direction="column" gap="3">
      <Text as="p" size="1" color="gray" highContrast>
        {changed.length === 0 ? c.noChanges : c.legend}
      </Text>
      {changed.length > 0 && (
        <dl className="flex flex-col gap-3">
          {changed.map((field) => (
            <div key={field.field} className="flex flex-col gap-1" data-field={field.field}>
              <dt className="text-sm font-medium">{t.fields[field.field]}</dt>
              <dd className="rounded-[var(--radius-2)] bg-[var(--gray-a2)] p-2">
                <DiffText parts={field.parts} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {unchanged.length > 0 && (
        <details className="text-sm text-[var(--gray-12)]">
          <summary className="cursor-pointer">
            {c.unchanged(unchanged.map((field) => t.fields[field.field]).join(', '))}
          </summary>
          <dl className="mt-2 flex flex-col gap-2">
            {unchanged.map((field) => (
              <div key={field.field} className="flex flex-col gap-1" data-field={field.field}>
                <dt className="font-medium">{t.fields[field.field]}</dt>
                <dd className="whitespace-pre-wrap break-words">{field.older || c.empty}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </Flex>
  );
}
