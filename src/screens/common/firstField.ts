import { useEffect, useRef, type RefObject } from 'react';

/*
 * A form opened to create or edit something starts with the cursor in its first field: a dialog as it opens
 * (`focusFirstFieldOnOpen`), a screen once its form is shown (`useFirstFieldFocus`). One rule for every form, so
 * typing right after "Nieuw organisatietemplate" goes into Titel.
 */

/** What counts as a field: something to type in or to choose with. Buttons and links do not. */
const FIELDS = [
  'input:not([type="hidden"])',
  'textarea',
  'select',
  '[contenteditable="true"]',
  '[role="combobox"]',
  '[role="radio"]',
  '[role="checkbox"]',
  '[role="switch"]',
].join(', ');

/**
 * The first field in `container` the keyboard can reach: enabled, not hidden, not taken out of the Tab order
 * (a radio group's other options, which arrow keys reach).
 */
export function firstField(container: ParentNode): HTMLElement | null {
  for (const element of container.querySelectorAll<HTMLElement>(FIELDS)) {
    if ((element as HTMLInputElement).disabled || element.getAttribute('aria-disabled') === 'true') continue;
    if (element.tabIndex < 0 || element.closest('[hidden], [inert], [aria-hidden="true"]')) continue;
    return element;
  }
  return null;
}

/**
 * A dialog's `onOpenAutoFocus`: the cursor goes into its first field instead of onto its first button or tab.
 * Without a field the dialog focuses as it would.
 */
export function focusFirstFieldOnOpen(event: Event): void {
  const container = event.currentTarget;
  const field = container instanceof HTMLElement ? firstField(container) : null;
  if (!field) return;
  event.preventDefault();
  field.focus();
}

/**
 * Whether the focus is somewhere on purpose: in the form already (a section that took it, a field the user
 * clicked), in a field elsewhere, or in a dialog (the palette). Then a form that appears leaves it there; anywhere
 * else (the page, <main> after a navigation, the button that opened the form, the element the palette gave the
 * focus back to) it may take it.
 */
function focusTaken(form: HTMLElement): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !active.isConnected || active === document.body) return false;
  if (active !== form && form.contains(active)) return true;
  if (active.closest('[role="dialog"], [role="alertdialog"]')) return true;
  return active.matches('input, textarea, select') || active.isContentEditable;
}

/**
 * A screen or an edit mode that creates or edits something: once `ready` (its form is shown), the cursor goes
 * into the first field inside `container`, once per opening (`ready` going false and true again is another),
 * unless the user is busy elsewhere by then. It waits for the end of the task: the shell focuses <main> after a
 * navigation in an effect that runs after the screen's, and the palette gives the focus back as it closes.
 */
export function useFirstFieldFocus(container: RefObject<HTMLElement | null>, ready: boolean): void {
  const done = useRef(false);
  useEffect(() => {
    if (!ready) {
      done.current = false;
      return;
    }
    if (done.current) return;
    const timer = setTimeout(() => {
      const element = container.current;
      if (!element) return;
      done.current = true;
      if (!focusTaken(element)) firstField(element)?.focus();
    });
    return () => clearTimeout(timer);
  }, [container, ready]);
}
