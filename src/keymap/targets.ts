interface ElementLike {
  tagName?: string;
  isContentEditable?: boolean;
  getAttribute?: (name: string) => string | null;
  closest?: (selector: string) => unknown;
}

const EDITABLE_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** Input, textarea, select and contenteditable elements: typing there never triggers plain shortcuts. */
export function isEditableTarget(target: unknown): boolean {
  if (!target || typeof target !== 'object') return false;
  const element = target as ElementLike;
  if (element.tagName && EDITABLE_TAGS.has(element.tagName.toUpperCase())) return true;
  if (element.isContentEditable) return true;
  const editable = element.getAttribute?.('contenteditable');
  if (editable !== null && editable !== undefined && editable !== 'false') return true;
  return Boolean(element.closest?.('[contenteditable]:not([contenteditable="false"])'));
}

interface DialogLike {
  getAttribute?: (name: string) => string | null;
}

/** The open dialog (palette, confirm, overview) containing the target; a dialog that is closing does not count. */
function openDialogOf(target: unknown): DialogLike | null {
  if (!target || typeof target !== 'object') return null;
  const dialog = (target as ElementLike).closest?.(
    '[role="dialog"], [role="alertdialog"]',
  ) as DialogLike | null;
  if (!dialog || dialog.getAttribute?.('data-state') === 'closed') return null;
  return dialog;
}

/** Inside an open dialog: only bindings allowed in inputs fire there. */
export function isInsideDialog(target: unknown): boolean {
  return openDialogOf(target) !== null;
}

/**
 * Where plain shortcuts must not fire: editable elements and open dialogs. Focus still inside a dialog that
 * is closing (its exit animation) does not block, so `Escape` then `?` works at once.
 */
export function isShortcutBlockedTarget(target: unknown): boolean {
  if (!target || typeof target !== 'object') return false;
  const closing = (target as ElementLike).closest?.(
    '[role="dialog"][data-state="closed"], [role="alertdialog"][data-state="closed"]',
  );
  if (closing) return false;
  return isEditableTarget(target) || isInsideDialog(target);
}
