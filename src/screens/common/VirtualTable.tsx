import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

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

const FALLBACK_VIEWPORT = 720;

/**
 * A table that renders only the rows in view (windowing): long lists stay fast. The header stays in place;
 * spacer rows keep the scroll height; `aria-rowcount`/`aria-rowindex` tell assistive technology the real
 * size. A new `items` list scrolls back to the top.
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
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(FALLBACK_VIEWPORT);

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

  // A region that scrolls is reachable by keyboard (Tab, then the arrow keys), also when its rows hold nothing
  // focusable; one that does not scroll adds no tab stop.
  const [scrollable, setScrollable] = useState(false);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) setScrollable(element.scrollHeight > element.clientHeight + 1);
  }, [items.length, viewport, rowHeight]);

  const { start, end } = visibleRange(items.length, scrollTop, viewport, rowHeight, overscan);
  const spacer = (height: number, key: string) =>
    height > 0 && (
      <tr key={key} aria-hidden="true">
        <td colSpan={columns.length} style={{ height, padding: 0, border: 0 }} />
      </tr>
    );

  return (
    <div
      ref={scroller}
      className="overflow-auto rounded-md border border-[var(--gray-a5)]"
      style={{ maxHeight }}
      {...(scrollable ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <table aria-label={label} aria-rowcount={items.length + 1} className="w-full table-fixed text-sm">
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
            <>
              {spacer(start * rowHeight, 'top')}
              {items.slice(start, end).map((item, offset) => (
                <tr
                  key={rowKey(item)}
                  aria-rowindex={start + offset + 2}
                  style={{ height: rowHeight }}
                  className="border-t border-[var(--gray-a4)] hover:bg-[var(--gray-a2)]"
                >
                  {renderCells(item)}
                </tr>
              ))}
              {spacer((items.length - end) * rowHeight, 'bottom')}
            </>
          )}
        </tbody>
      </table>
    </div>
  );
}
