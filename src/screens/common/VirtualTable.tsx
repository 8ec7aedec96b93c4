import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useRowFocus } from './useRowFocus';

export interface VirtualColumn {
  key: string;
  header: ReactNode;
  /** Width and alignment classes for the column's header and cells. */
  className?: string;
}

export interface VirtualTableProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: readonly VirtualColumn[];
  items: readonly T[];
  /** A row's id (its `data-row-id`): a stable function (module level), so the ids are worked out once per list. */
  rowKey(item: T): string | number;
  /** The cells (`<td>`) of one row, in column order. */
  renderCells(item: T): ReactNode;
  /** Fixed row height in pixels: every row must fit it (cells truncate). */
  rowHeight?: number;
  /** CSS max-height of the scroll area. */
  maxHeight?: string;
  /** Rows rendered beyond the visible ones, above and below. */
  overscan?: number;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
  /**
   * What starts the list at the top again when it changes; a new `items` list when absent. A list that reloads
   * while the user works in it (a term edited) keeps its place when this is, say, the filter text.
   */
  resetKey?: unknown;
}

/** The rows to render for a scroll position: the visible ones plus `overscan` on each side. */
export function visibleRange(
  count: number,
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  overscan: number,
): { start: number; end: number } {
  // Rows that fit the viewport, plus one for a partly scrolled top row.
  const visible = Math.ceil(viewportHeight / rowHeight) + 1;
  // A scroll position beyond a list that just got shorter shows its last rows.
  const first = Math.min(Math.floor(Math.max(0, scrollTop) / rowHeight), Math.max(0, count - visible));
  return { start: Math.max(0, first - overscan), end: Math.min(count, first + visible + overscan) };
}

/** What a windowed table renders in its body: a row (by its index in the list), or a spacer of some height. */
export type WindowPart = { row: number } | { spacer: number; key: 'top' | 'gap' | 'bottom' };

/**
 * The rows `start` to `end` (not included) of `count` with spacers for those left out, plus the row at `pinned`
 * where it lies outside them: the row with the list's keyboard focus stays rendered, in its place.
 */
export function windowParts(
  count: number,
  start: number,
  end: number,
  pinned: number,
  rowHeight: number,
): WindowPart[] {
  const rows = (from: number, to: number) =>
    Array.from({ length: Math.max(0, to - from) }, (_, offset) => ({ row: from + offset }));
  const spacer = (rowCount: number, key: 'top' | 'gap' | 'bottom'): WindowPart[] =>
    rowCount > 0 ? [{ spacer: rowCount * rowHeight, key }] : [];
  if (pinned >= 0 && pinned < start) {
    return [
      ...spacer(pinned, 'top'),
      { row: pinned },
      ...spacer(start - pinned - 1, 'gap'),
      ...rows(start, end),
      ...spacer(count - end, 'bottom'),
    ];
  }
  if (pinned >= end && pinned < count) {
    return [
      ...spacer(start, 'top'),
      ...rows(start, end),
      ...spacer(pinned - end, 'gap'),
      { row: pinned },
      ...spacer(count - pinned - 1, 'bottom'),
    ];
  }
  return [...spacer(start, 'top'), ...rows(start, end), ...spacer(count - end, 'bottom')];
}

const FALLBACK_VIEWPORT = 720;
/** The sticky header's height: a row scrolled into view from above stops below it. */
const HEADER_HEIGHT = '2.5rem';

/**
 * A table that renders only the rows in view (windowing): long lists stay fast. The header stays in place;
 * spacer rows keep the scroll height; `aria-rowcount`/`aria-rowindex` tell assistive technology the real
 * size. A new `items` list scrolls back to the top. The rows are navigated by keyboard (`useRowFocus`): the
 * focused row stays rendered while the list scrolls, and scrolls into view (below the header) as it moves.
 */
export function VirtualTable<T>({
  label,
  columns,
  items,
  rowKey,
  renderCells,
  rowHeight = 48,
  maxHeight = 'calc(100vh - 14rem)',
  overscan = 6,
  empty,
  resetKey,
}: VirtualTableProps<T>) {
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(FALLBACK_VIEWPORT);
  const ids = useMemo(() => items.map((item) => String(rowKey(item))), [items, rowKey]);
  const [pinned, setPinned] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const rowFocus = useRowFocus<HTMLDivElement>(ids, {
    onActive: setPinned,
    pageSize: () => Math.floor(viewport / rowHeight) - 1,
  });
  const attach = useCallback(
    (element: HTMLDivElement | null) => {
      scroller.current = element;
      return rowFocus(element);
    },
    [rowFocus],
  );

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => setViewport(element.clientHeight || FALLBACK_VIEWPORT);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // A new list starts at the top: the state follows during render, the element in the effect.
  const reset = resetKey === undefined ? items : resetKey;
  const [shownReset, setShownReset] = useState(reset);
  if (shownReset !== reset) {
    setShownReset(reset);
    setScrollTop(0);
  }
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
  }, [reset]);

  // A region that scrolls is named; its focused row is its tab stop (its rows scroll it by keyboard).
  const [scrollable, setScrollable] = useState(false);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) setScrollable(element.scrollHeight > element.clientHeight + 1);
  }, [items.length, viewport, rowHeight]);

  const { start, end } = visibleRange(items.length, scrollTop, viewport, rowHeight, overscan);
  const parts = windowParts(items.length, start, end, pinned === null ? -1 : ids.indexOf(pinned), rowHeight);

  return (
    <div
      ref={attach}
      className="overflow-auto rounded-md border border-[var(--gray-a5)]"
      style={{ maxHeight }}
      {...(scrollable ? { role: 'region', 'aria-label': label } : {})}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <table
        aria-label={label}
        aria-rowcount={items.length + 1}
        className="wb-data-table w-full table-fixed text-sm"
      >
        <thead className="sticky top-0 z-10 bg-[var(--color-panel-solid)] shadow-[0_1px_0_var(--gray-a5)]">
          <tr aria-rowindex={1}>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`px-3 py-2 text-left font-semibold text-[var(--gray-12)] ${column.className ?? ''}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.length === 0 && empty ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-6 text-center text-[var(--gray-11)]">
                {empty}
              </td>
            </tr>
          ) : (
            parts.map((part) =>
              'spacer' in part ? (
                <tr key={part.key} aria-hidden="true">
                  <td colSpan={columns.length} style={{ height: part.spacer, padding: 0, border: 0 }} />
                </tr>
              ) : (
                <tr
                  key={ids[part.row]}
                  data-row-id={ids[part.row]}
                  aria-rowindex={part.row + 2}
                  style={{ height: rowHeight, scrollMarginTop: HEADER_HEIGHT }}
                  className="border-t border-[var(--gray-a4)] hover:bg-[var(--gray-a2)]"
                >
                  {renderCells(items[part.row]!)}
                </tr>
              ),
            )
          )}
        </tbody>
      </table>
    </div>
  );
}
