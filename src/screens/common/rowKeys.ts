import { isEditableTarget } from '../../keymap';

/** The keys that move the focused row of a list, and the row each one goes to. */
const moves = {
  ArrowDown: 'next',
  j: 'next',
  ArrowUp: 'previous',
  k: 'previous',
  Home: 'first',
  End: 'last',
  PageDown: 'pageDown',
  PageUp: 'pageUp',
} as const;

/**
 * The index of the row a key moves the focus to, from the row at `index` of `count` rows: ↓ and j one down, ↑
 * and k one up, Home the first, End the last, PageDown and PageUp `page` rows on; never past either end.
 * `null` for any other key (and in an empty list).
 */
export function rowMove(key: string, index: number, count: number, page: number): number | null {
  if (count === 0 || !Object.hasOwn(moves, key)) return null;
  const last = count - 1;
  const at = Math.min(Math.max(index, 0), last);
  const step = Math.max(1, Math.floor(page));
  switch (moves[key as keyof typeof moves]) {
    case 'next':
      return Math.min(at + 1, last);
    case 'previous':
      return Math.max(at - 1, 0);
    case 'first':
      return 0;
    case 'last':
      return last;
    case 'pageDown':
      return Math.min(at + step, last);
    case 'pageUp':
      return Math.max(at - step, 0);
  }
}

/** Controls that use these keys themselves: a list passes them on untouched. */
const ownKeys = [
  '[role="combobox"]',
  '[role="grid"]',
  '[role="listbox"]',
  '[role="menu"]',
  '[role="menubar"]',
  '[role="radiogroup"]',
  '[role="slider"]',
  '[role="spinbutton"]',
  '[role="tablist"]',
  '[role="textbox"]',
  '[role="tree"]',
  // Marked by hand: a drag handle while it carries its row, say.
  '[data-row-keys="own"]',
].join(', ');

/** The target takes its own keys: typing in a field, a widget with arrow keys of its own, a row picked up. */
export function takesOwnKeys(target: Element): boolean {
  return isEditableTarget(target) || target.closest(ownKeys) !== null;
}

/** A key a list leaves alone: one with a modifier (Alt+↑ moves a sortable row), or typed while composing. */
export function isPlainKey(
  event: Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'isComposing'>,
) {
  return !(event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.isComposing);
}

/** What a row's tab stop was before the list took its controls out of the tab order (`null`: no attribute). */
const taken = new WeakMap<HTMLElement, string | null>();

function setTabIndex(element: HTMLElement, value: string | null) {
  if (element.getAttribute('tabindex') === value) return;
  if (value === null) element.removeAttribute('tabindex');
  else element.setAttribute('tabindex', value);
}

/** Takes a control of a row out of the tab order, remembering its own tab index (again when it changed since). */
export function takeTabStop(control: HTMLElement) {
  const current = control.getAttribute('tabindex');
  if (!taken.has(control) || current !== '-1') taken.set(control, current);
  setTabIndex(control, '-1');
}

/** Gives a control taken out of the tab order (`takeTabStop`) its own tab index back. */
export function giveTabStop(control: HTMLElement) {
  if (!taken.has(control)) return;
  const own = taken.get(control) ?? null;
  taken.delete(control);
  setTabIndex(control, own);
}

/** A row's tab stop: the row that holds the list's tab stop is reached by Tab (0), the others only by the list. */
export function setRowTabStop(row: HTMLElement, stop: boolean) {
  setTabIndex(row, stop ? '0' : '-1');
}
