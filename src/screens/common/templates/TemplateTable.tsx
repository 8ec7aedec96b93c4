import { Table, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { messages } from '../../../messages';

const t = messages.templateLists;

/**
 * A table of templates: its name for screen readers (a hidden caption), the given column headers and the actions
 * column, then the rows.
 */
export function TemplateTable({
  caption,
  columns,
  actionsHeader = t.columns.actions,
  children,
}: {
  caption: string;
  /** The headers before the actions column. */
  columns: readonly string[];
  /** The actions column's header (the template lists' by default). */
  actionsHeader?: string;
  children: ReactNode;
}) {
  return (
    <Table.Root variant="surface" className="wb-data-table">
      <caption className="sr-only">{caption}</caption>
      <Table.Header>
        <Table.Row>
          {columns.map((column) => (
            <Table.ColumnHeaderCell key={column}>{column}</Table.ColumnHeaderCell>
          ))}
          <Table.ColumnHeaderCell justify="end">{actionsHeader}</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>{children}</Table.Body>
    </Table.Root>
  );
}

/** A row's header cell: the template's title, with its description on one line below it. */
export function TemplateTitleCell({
  title,
  description,
  wide = false,
}: {
  title: string;
  description: string | null | undefined;
  /** A little more room for the description (a table with fewer columns). */
  wide?: boolean;
}) {
  return (
    <Table.RowHeaderCell>
      <Text as="div" weight="medium">
        {title}
      </Text>
      {description && (
        <Text
          as="div"
          size="1"
          color="gray"
          highContrast
          className={`line-clamp-1 ${wide ? 'max-w-[56ch]' : 'max-w-[48ch]'}`}
        >
          {description}
        </Text>
      )}
    </Table.RowHeaderCell>
  );
}

/** A cell with a template's description, at most two lines. */
export function DescriptionCell({
  description,
  narrow = false,
}: {
  description: string | null | undefined;
  narrow?: boolean;
}) {
  return (
    <Table.Cell>
      <Text as="span" size="2" className={`line-clamp-2 ${narrow ? 'max-w-[40ch]' : 'max-w-[48ch]'}`}>
        {description}
      </Text>
    </Table.Cell>
  );
}

/** The text of a list without rows; it takes the focus when the last row left (see `useRowFocus`). */
export function EmptyList({ children, size }: { children: ReactNode; size?: '2' }) {
  return (
    <Text as="p" size={size} color="gray" highContrast tabIndex={-1} data-row-focus-fallback="">
      {children}
    </Text>
  );
}
