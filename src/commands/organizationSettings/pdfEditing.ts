import { pdfSettingsText } from '../../api/pdfSettingsText';
import { messages } from '../../messages';
import { ensurePdfSettings } from '../../state/organizationSettings';
import {
  openPdfEditor,
  pdfEditorOf,
  pdfEditorsAtom,
  pdfTextChanged,
  type PdfSettingsEditor,
} from '../../state/organizationSettingsEditors';
import type { Availability, CommandContext } from '../types';

const t = messages.organizationSettings.pdf;

/**
 * The organisation's PDF settings editor, opened on the saved settings (loaded when not known) when it was not
 * in edit mode yet.
 */
export async function editorOpened(ctx: CommandContext, organizationId: number): Promise<PdfSettingsEditor> {
  const open = pdfEditorOf(ctx.store, organizationId);
  if (open) return open;
  const saved = await ensurePdfSettings(ctx.store, ctx.api, organizationId);
  // Another run may have opened it while the settings loaded: keep what it holds.
  const opened = pdfEditorOf(ctx.store, organizationId);
  if (opened) return opened;
  openPdfEditor(ctx.store, organizationId, pdfSettingsText(saved.settings));
  return pdfEditorOf(ctx.store, organizationId)!;
}

/** For commands of an open editor: available while it (or, before an organisation is chosen, any) is open. */
export function whileEditing(organizationId: number | undefined, ctx: CommandContext): Availability {
  const open =
    organizationId === undefined
      ? Object.keys(ctx.store.get(pdfEditorsAtom)).length > 0
      : pdfEditorOf(ctx.store, organizationId) !== null;
  return open ? true : { reason: t.notEditing };
}

/** Asks before unsaved text is dropped; true when there is none or the user agrees. */
export async function mayDiscard(ctx: CommandContext, organizationId: number): Promise<boolean> {
  if (!pdfTextChanged(pdfEditorOf(ctx.store, organizationId))) return true;
  return ctx.confirm({
    title: t.confirmDiscard.title,
    description: t.confirmDiscard.description,
    confirmLabel: t.confirmDiscard.confirm,
  });
}
