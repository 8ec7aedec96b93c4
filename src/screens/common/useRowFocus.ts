import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

const focusable = ['a[href]', 'button:not([disabled])', 'input:not([disabled])', 'select:not([disabled])'];
const inActions = focusable.map((selector) => `[data-row-actions] ${selector}`).join(', ');
const dialogs = '[role="dialog"], [role="alertdialog"]';

/** A row's first action: the first control of its actions cell (`data-row-actions`), else of the row. */
function firstAction(row: Element | null): HTMLElement | null {
  return (
    row?.querySelector<HTMLElement>(inActions) ??
    row?.querySelector<HTMLElement>(focusable.join(', ')) ??
    null
  );
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
  row: number | null;
  around?: { next: number | undefined; prior: number | undefined };
}

/** Where focus goes back to: the element, else its row's first action, else the next row's or the previous one's. */
function returnTo({ element, row, around }: Focused, list: HTMLElement): HTMLElement | null {
  if (usable(element)) return element;
  const rowOf = (id: number | null | undefined) =>
    id === null || id === undefined ? null : list.querySelector(`[data-row-id="${id}"]`);
  return firstAction(rowOf(row)) ?? firstAction(rowOf(around?.next)) ?? firstAction(rowOf(around?.prior));
}

/** Focuses an element that is not a control (a table, a text) without putting it in the tab order. */
function focusStill(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus();
}

/**
 * Keeps keyboard focus in a list when an action there loses it: a confirmation or dialog that closes gives it to
 * no one, a deleted or switched row takes its button along. When focus fell to the page it goes back to the
 * element that had it if that is still there, else to its row's first action; when the row left, to the next
 * row's first action, else the previous row's, else the table, else the list's fallback (its empty text,
 * `data-row-focus-fallback`), else the list itself. Focus that moved elsewhere (not into a dialog) is left alone.
 * Rows carry `data-row-id`; `ids` are the list's ids in their order (a new array when it changed). Answers the
 * ref of the element that holds the list.
 */
export function useRowFocus<E extends HTMLElement>(ids: readonly number[]) {
  const container = useRef<E>(null);
  const focused = useRef<Focused | null>(null);
  const shown = useRef(ids);

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

  useEffect(() => {
    const node = container.current;
    if (!node) return undefined;
    const remember = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLElement)) return;
      const row = event.target.closest('[data-row-id]');
      focused.current = { element: event.target, row: row ? Number(row.getAttribute('data-row-id')) : null };
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
    node.addEventListener('focusin', remember);
    node.addEventListener('focusout', left);
    document.addEventListener('focusout', closed);
    return () => {
      node.removeEventListener('focusin', remember);
      node.removeEventListener('focusout', left);
      document.removeEventListener('focusout', closed);
    };
  }, [refocus]);

  // The rows changed: when the focused one left, note its neighbours; when focus is lost already, restore it.
  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = ids;
    const last = focused.current;
    if (last && last.row !== null && !last.around && !ids.includes(last.row)) {
      const at = previous.indexOf(last.row);
      const kept = (id: number) => ids.includes(id);
      last.around = {
        next: at < 0 ? undefined : previous.slice(at + 1).find(kept),
        prior: at < 0 ? undefined : previous.slice(0, at).reverse().find(kept),
      };
    }
    refocus();
  }, [ids, refocus]);

  return container;
}
