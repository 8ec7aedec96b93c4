import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { giveTabStop, isPlainKey, rowMove, setRowTabStop, takesOwnKeys, takeTabStop } from './rowKeys';
import './rowFocus.css';

/** A row's id in its list, as its `data-row-id` attribute says it. */
export type RowId = string | number;

const ROW = 'data-row-id';
const LIST = 'data-row-list';
const focusable = ['a[href]', 'button:not([disabled])', 'input:not([disabled])', 'select:not([disabled])'];
const inActions = focusable.map((selector) => `[data-row-actions] ${selector}`).join(', ');
const dialogs = '[role="dialog"], [role="alertdialog"]';
/** What Tab could reach inside a row. */
const controls =
  'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable]:not([contenteditable="false"])';

/** The rows of the list held by `list` (not those of a list inside it). */
function rowsOf(list: HTMLElement): HTMLElement[] {
  return [...list.querySelectorAll<HTMLElement>(`[${ROW}]`)].filter(
    (row) => row.closest(`[${LIST}]`) === list,
  );
}

/** The row of `list` that holds `element`. */
function rowOf(element: Element, list: HTMLElement): HTMLElement | null {
  const row = element.closest<HTMLElement>(`[${ROW}]`);
  return row && row.closest(`[${LIST}]`) === list ? row : null;
}

function rowById(list: HTMLElement, id: string | null | undefined): HTMLElement | null {
  if (id === null || id === undefined) return null;
  return rowsOf(list).find((row) => row.getAttribute(ROW) === id) ?? null;
}

/** A row's first action: the first control of its actions cell (`data-row-actions`), else of the row. */
function firstAction(row: Element | null): HTMLElement | null {
  return (
    row?.querySelector<HTMLElement>(inActions) ??
    row?.querySelector<HTMLElement>(focusable.join(', ')) ??
    null
  );
}

/** What Enter on a row opens: its control marked `data-row-open`, else its first link (its detail). */
function opener(row: HTMLElement): HTMLElement | null {
  return row.querySelector<HTMLElement>('[data-row-open]') ?? row.querySelector<HTMLElement>('a[href]');
}

/** Focus fell to the page: its element left the document (or nothing had it). */
function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

const usable = (element: HTMLElement) =>
  element.isConnected && !(element instanceof HTMLButtonElement && element.disabled);

/** Where focus was in the list: the element and its row; once that row left, the rows around it. */
interface Focused {
  element: HTMLElement;
  row: string | null;
  around?: { next: string | undefined; prior: string | undefined };
}

/**
 * Where focus goes back to: the element; else, for a row that had it itself, that row or the next one or the
 * previous one; for a control, that row's first action (the row when it has none), else the next row's or the
 * previous one's.
 */
function returnTo({ element, row, around }: Focused, list: HTMLElement): HTMLElement | null {
  if (usable(element)) return element;
  const onRow = element.hasAttribute(ROW);
  const inRow = (id: string | null | undefined) => {
    const found = rowById(list, id);
    return found && (onRow ? found : firstAction(found));
  };
  const same = rowById(list, row);
  return (onRow ? same : same && (firstAction(same) ?? same)) ?? inRow(around?.next) ?? inRow(around?.prior);
}

/** Focuses an element that is not a control (a table, a text) without putting it in the tab order. */
function focusStill(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus();
}

/** Focuses a row and scrolls it just into view (below a sticky header: the row's `scroll-margin`). */
function focusRow(row: HTMLElement) {
  row.focus({ preventScroll: true });
  row.scrollIntoView?.({ block: 'nearest' });
}

/** About a screenful of rows like `row`. */
function screenful(row: HTMLElement): number {
  const height = row.getBoundingClientRect().height || 40;
  return Math.max(1, Math.floor(window.innerHeight / height) - 1);
}

export interface RowFocusOptions {
  /**
   * The row that holds the list's tab stop changed: its id, or null when the list has no rows. A windowed list
   * keeps that row rendered, so Tab and the arrow keys find it however far the list was scrolled.
   */
  onActive?(id: string | null): void;
  /** Rows that PageUp and PageDown move: about a screenful when absent. */
  pageSize?(): number;
}

/**
 * Keyboard focus in a list of rows (`data-row-id` on each, in the order of `ids`; a new array when they
 * changed). Answers the ref (a callback) for the element that holds the list, which may be rendered later than
 * the component that calls this (a table shown once its rows have loaded).
 *
 * The list is one tab stop: its focused row (the first until another took the focus). Tab goes on into that
 * row's controls and then out of the list; the other rows' controls are out of the tab order. On a row, or on
 * one of its buttons and links, ↑/↓ (and k/j) move to the row above or below, Home/End to the first or last
 * row, PageUp/PageDown a screenful; Enter on the row opens it (its control marked `data-row-open`, else its first
 * link). Keys typed in a field, in a widget that uses them itself, or marked `data-row-keys="own"` are theirs;
 * keys with a modifier are left alone.
 *
 * When an action loses the focus (a confirmation or dialog that closes gives it to no one, a deleted or switched
 * row takes its button along) it goes back to the element that had it if that is still there, else to its row
 * (a control: the row's first action), else to the next row, else the previous one, else the table, else the
 * list's fallback (its empty text, `data-row-focus-fallback`), else the list itself. Focus that moved elsewhere
 * (not into a dialog) is left alone.
 */
export function useRowFocus<E extends HTMLElement>(ids: readonly RowId[], options: RowFocusOptions = {}) {
  const container = useRef<E | null>(null);
  const keys = useMemo(() => ids.map(String), [ids]);
  const focused = useRef<Focused | null>(null);
  const shown = useRef(keys);
  /** The row that holds the tab stop. */
  const active = useRef<string | null>(null);
  /** A row moved to before it was rendered: it takes the focus once it is. */
  const pending = useRef<string | null>(null);
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  const setActive = useCallback((id: string | null) => {
    if (active.current === id) return;
    active.current = id;
    latest.current.onActive?.(id);
  }, []);

  // The tab stop on the active row (the first rendered one when it is not), its controls in the tab order and
  // every other row's out of it; a row moved to takes the focus once it is there.
  const sync = useCallback(() => {
    const node = container.current;
    if (!node) return;
    const rows = rowsOf(node);
    const stop = rows.find((row) => row.getAttribute(ROW) === active.current) ?? rows[0];
    for (const row of rows) {
      const on = row === stop;
      setRowTabStop(row, on);
      for (const control of row.querySelectorAll<HTMLElement>(controls)) {
        if (on) giveTabStop(control);
        else takeTabStop(control);
      }
    }
    const wanted = rows.find((row) => row.getAttribute(ROW) === pending.current);
    if (!wanted) return;
    pending.current = null;
    if (focusLost() || node.contains(document.activeElement)) focusRow(wanted);
  }, []);

  const moveTo = useCallback(
    (id: string) => {
      const node = container.current;
      if (!node) return;
      setActive(id);
      sync();
      const row = rowById(node, id);
      if (row) focusRow(row);
      else pending.current = id;
    },
    [setActive, sync],
  );

  const refocus = useCallback(() => {
    const node = container.current;
    const last = focused.current;
    if (!node || !last || !focusLost()) return;
    focused.current = null;
    const target = returnTo(last, node);
    if (target) target.focus();
    else
      focusStill(
        node.querySelector<HTMLElement>('table') ??
          node.querySelector<HTMLElement>('[data-row-focus-fallback]') ??
          node,
      );
  }, []);

  // The element that holds the list, as React attaches it (also one rendered after the list's owner).
  const attach = useCallback(
    (node: E | null) => {
      if (!node) return undefined;
      container.current = node;
      node.setAttribute(LIST, '');
      const remember = (event: FocusEvent) => {
        if (!(event.target instanceof HTMLElement)) return;
        const row = rowOf(event.target, node);
        const id = row?.getAttribute(ROW) ?? null;
        focused.current = { element: event.target, row: id };
        // Focus that lands in a row (a click, a restored focus, a row's own keys) makes it the list's tab stop.
        if (id !== null && id !== active.current) {
          setActive(id);
          sync();
        }
      };
      // Focus that leaves for another control outside the list (not a dialog) is the user's choice: forgotten.
      // Focus given to no one is looked at once the change that caused it is done: an element that is still there
      // was left on purpose (a click beside the controls, another window); one that is gone took it along.
      const left = (event: FocusEvent) => {
        const to = event.relatedTarget;
        if (to instanceof Element && !node.contains(to) && !to.closest(dialogs)) focused.current = null;
        if (to !== null || !(event.target instanceof HTMLElement)) return;
        const from = event.target;
        setTimeout(() => {
          if (from.isConnected && focused.current?.element === from) focused.current = null;
          else refocus();
        });
      };
      // A dialog that closes without giving the focus back (a confirmation without a trigger).
      const closed = (event: FocusEvent) => {
        if (event.relatedTarget === null && event.target instanceof Element && event.target.closest(dialogs))
          setTimeout(refocus);
      };
      // On the document, after the page's own handlers: a key they took (`preventDefault`) stays theirs.
      const keyDown = (event: KeyboardEvent) => {
        if (event.defaultPrevented || !isPlainKey(event) || !(event.target instanceof Element)) return;
        const row = rowOf(event.target, node);
        if (!row || takesOwnKeys(event.target)) return;
        if (event.key === 'Enter') {
          const open = event.target === row ? opener(row) : null;
          if (!open) return;
          event.preventDefault();
          open.click();
          return;
        }
        const ids = shown.current;
        const page = latest.current.pageSize?.() ?? screenful(row);
        const to = rowMove(event.key, ids.indexOf(row.getAttribute(ROW) ?? ''), ids.length, page);
        if (to === null) return;
        event.preventDefault();
        moveTo(ids[to]!);
      };
      // Rows rendered, windowed in or replaced take their place in the tab order as they come.
      const observer = new MutationObserver(sync);
      observer.observe(node, { childList: true, subtree: true });
      sync();
      node.addEventListener('focusin', remember);
      node.addEventListener('focusout', left);
      document.addEventListener('focusout', closed);
      document.addEventListener('keydown', keyDown);
      return () => {
        observer.disconnect();
        node.removeEventListener('focusin', remember);
        node.removeEventListener('focusout', left);
        document.removeEventListener('focusout', closed);
        document.removeEventListener('keydown', keyDown);
        if (container.current === node) container.current = null;
      };
    },
    [refocus, setActive, sync, moveTo],
  );

  // The rows changed: when the focused one left, note its neighbours; a tab stop that left goes to the first row
  // (or, when focus is lost already, to where it is restored).
  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = keys;
    const last = focused.current;
    if (last && last.row !== null && !last.around && !keys.includes(last.row)) {
      const at = previous.indexOf(last.row);
      const kept = (id: string) => keys.includes(id);
      last.around = {
        next: at < 0 ? undefined : previous.slice(at + 1).find(kept),
        prior: at < 0 ? undefined : previous.slice(0, at).reverse().find(kept),
      };
    }
    if (active.current === null || !keys.includes(active.current)) setActive(keys[0] ?? null);
    sync();
    refocus();
  }, [keys, refocus, setActive, sync]);

  return attach;
}
