import { Heading, Table } from '@radix-ui/themes';
import { useId, useMemo, type ReactNode } from 'react';
import type { z } from 'zod';
import type { DisabledTemplate } from '../../../api/schemas/templates';
import type { ArgsInput, Command } from '../../../commands/types';
import { messages } from '../../../messages';
import type { Loadable } from '../../../state/loadable';
import { CommandButton } from '../CommandButton';
import { LoadState } from '../LoadState';
import { useRowFocus } from '../useRowFocus';
import { EmptyList, TemplateTable } from './TemplateTable';

const t = messages.templateLists;

/**
 * The templates switched off for an owner, under their heading: loading and its error, the empty text or a
 * table whose rows show `cells` and switch the template on (`switchOn`, disabled with its reason where the
 * command says so). Focus stays in the section when a row leaves it.
 */
export function DisabledTemplatesSection<A extends z.ZodObject>({
  heading,
  loadable,
  rows = loadable.data,
  caption,
  empty,
  columns,
  cells,
  switchOn,
  argsOf,
}: {
  heading: string;
  loadable: Loadable<readonly DisabledTemplate[]>;
  /** The entries in the order shown (as loaded when absent). */
  rows?: readonly DisabledTemplate[] | null;
  caption: string;
  empty: string;
  /** The column headers before the actions column; the first is the row header. */
  columns: readonly string[];
  /** An entry's cells before the actions cell, its row header first. */
  cells(entry: DisabledTemplate): ReactNode;
  switchOn: Command<A>;
  argsOf(templateId: number): ArgsInput<A>;
}) {
  const headingId = useId();
  const ids = useMemo(() => (rows ?? []).map((entry) => entry.id), [rows]);
  const focus = useRowFocus<HTMLElement>(ids);
  return (
    <section ref={focus} aria-labelledby={headingId} className="flex flex-col gap-2">
      <Heading as="h2" size="4" id={headingId}>
        {heading}
      </Heading>
      <LoadState loadable={loadable} loading={t.loading} />
      {rows && rows.length === 0 && <EmptyList size="2">{empty}</EmptyList>}
      {rows && rows.length > 0 && (
        <TemplateTable caption={caption} columns={columns}>
          {rows.map((entry) => (
            <Table.Row key={entry.id} align="center" data-row-id={entry.id}>
              {cells(entry)}
              <Table.Cell justify="end" data-row-actions="">
                <CommandButton command={switchOn} args={argsOf(entry.id)} size="1" variant="soft">
                  {t.switchOn}
                  <span className="sr-only"> {entry.title ?? entry.name ?? `#${entry.id}`}</span>
                </CommandButton>
              </Table.Cell>
            </Table.Row>
          ))}
        </TemplateTable>
      )}
    </section>
  );
}
