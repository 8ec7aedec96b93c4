import type { ReactNode } from 'react';
import { messages } from '../../messages';
import { nextSort, type SortOrder } from '../../state/stats';
import { TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from './tremor';
import { DataTable } from './DataTable';

export interface SortableColumn<R, K extends string> {
  key: K;
  header: string;
  /** Right-aligned, first click sorts largest first. */
  numeric?: boolean;
  /** What the cell shows. */
  render(row: R): ReactNode;
}

const cell = 'px-3 py-2';

/**
 * A table (Tremor) whose column headers sort it: a click asks for that column's order (`onOrderChange`), a
 * second click for the other direction. It shows `rows` as given (one page, in that order). The header says
 * how it is sorted (`aria-sort`), the caption names the table for screen readers.
 */
export function SortableTable<R, K extends string>({
  caption,
  columns,
  rows,
  rowKey,
  order,
  onOrderChange,
  empty,
}: {
  caption: string;
  columns: readonly SortableColumn<R, K>[];
  rows: readonly R[];
  rowKey(row: R): string;
  order: SortOrder<K>;
  onOrderChange(order: SortOrder<K>): void;
  empty: string;
}) {
  return (
    <DataTable label={caption}>
      <caption className="sr-only">
        {caption}. {messages.dashboard.sortHint}
      </caption>
      <TableHead>
        <TableRow className="border-b border-tremor-border">
          {columns.map((column) => {
            const active = order.key === column.key;
            return (
              <TableHeaderCell
                key={column.key}
                scope="col"
                aria-sort={active ? order.direction : 'none'}
                className={`whitespace-normal px-3 py-2 align-bottom ${column.numeric ? 'text-right' : ''}`}
              >
                <button
                  type="button"
                  className="inline-flex items-center gap-1 font-semibold hover:underline"
                  onClick={() =>
                    onOrderChange(nextSort(order, column.key, column.numeric ? 'descending' : 'ascending'))
                  }
                >
                  {column.header}
                  <span aria-hidden="true" className="inline-block w-3">
                    {active ? (order.direction === 'ascending' ? '↑' : '↓') : ''}
                  </span>
                </button>
              </TableHeaderCell>
            );
          })}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={columns.length} className={`${cell} whitespace-normal`}>
              {empty}
            </TableCell>
          </TableRow>
        ) : (
          rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  className={`${cell} ${column.numeric ? 'text-right tabular-nums' : ''}`}
                >
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))
        )}
      </TableBody>
    </DataTable>
  );
}
