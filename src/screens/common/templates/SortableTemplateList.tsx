import { Text } from '@radix-ui/themes';
import { memo, type ReactNode } from 'react';
import type { z } from 'zod';
import type { MeetingType } from '../../../api/schemas/templates';
import type { Command } from '../../../commands/types';
import { messages } from '../../../messages';
import type { Loadable } from '../../../state/loadable';
import { LoadState } from '../LoadState';
import { SortableList, SortableTableRow, useProgressiveRows, useSortableOrder } from '../SortableList';
import { useCommand } from '../useCommand';
import { useRowFocus } from '../useRowFocus';
import { TemplateRowActions, type RowActions } from './TemplateRowActions';
import { EmptyList, TemplateTable } from './TemplateTable';

const t = messages.templateLists;

const titleOf = (template: MeetingType) => template.title;

/** The order commands of a list (`userOrder`, `organizationOrder`, `defaultOrder`). */
export interface OrderCommands {
  reorder: Command<z.ZodObject>;
  moveUp: Command<z.ZodObject>;
  moveDown: Command<z.ZodObject>;
}

/** How the list shows a template's row; stable functions (module level or `useCallback`), so rows render once. */
interface RowSpec {
  /** The cells between the order controls and the actions. */
  cells(template: MeetingType): ReactNode;
  /** Its editor (the list's own templates) or its read-only view. */
  hrefOf(template: MeetingType): string;
  /** One of the list's own templates: edited and deleted, not viewed and switched off. */
  own(template: MeetingType): boolean;
  actions: RowActions;
}

const Row = memo(function Row({
  template,
  cells,
  hrefOf,
  own,
  actions,
}: RowSpec & { template: MeetingType }) {
  return (
    <SortableTableRow id={template.id}>
      {cells(template)}
      <TemplateRowActions template={template} to={hrefOf(template)} own={own(template)} actions={actions} />
    </SortableTableRow>
  );
});

/**
 * A template list in its saved order: loading and its error, the empty text, or the hint and the table whose
 * rows are dragged, moved by keyboard or with the arrow buttons, each move saved at once by the list's order
 * commands. Long lists paint their first rows at once; focus stays in the list when a row leaves it.
 */
export function SortableTemplateList({
  list,
  order,
  owner,
  caption,
  empty,
  columns,
  ...row
}: RowSpec & {
  list: Loadable<readonly MeetingType[]>;
  order: OrderCommands;
  /** The owner's arguments of the order commands (`{ userId }`); none for the default templates. */
  owner?: Readonly<Record<string, unknown>>;
  caption: string;
  empty: string;
  /** The column headers between the order column and the actions column. */
  columns: readonly string[];
}) {
  const reorder = useCommand(order.reorder, owner);
  const moveUp = useCommand(order.moveUp, owner);
  const moveDown = useCommand(order.moveDown, owner);
  const templates = list.data;
  const rows = useProgressiveRows(templates);
  const sortable = useSortableOrder(templates, titleOf, {
    reorder: (ids) => reorder.run({ templateIds: ids }),
    move: (id, delta) => (delta < 0 ? moveUp : moveDown).run({ templateId: id }),
  });
  const focus = useRowFocus<HTMLDivElement>(sortable.ids);
  return (
    <div ref={focus} className="flex flex-col gap-4">
      <LoadState loadable={list} loading={t.loading} />
      {templates && templates.length === 0 && <EmptyList>{empty}</EmptyList>}
      {templates && templates.length > 0 && (
        <>
          <Text as="p" size="1" color="gray" highContrast>
            {t.sortable.hint}
          </Text>
          <SortableList {...sortable}>
            <TemplateTable caption={caption} columns={[t.columns.order, ...columns]}>
              {rows.map((template) => (
                <Row key={template.id} template={template} {...row} />
              ))}
            </TemplateTable>
          </SortableList>
        </>
      )}
    </div>
  );
}
