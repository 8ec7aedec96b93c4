import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { pdfSettingsChanged, storePdfSettings } from '../../state/organizationSettings';
import { closePdfEditor, pdfEditorOf, pdfTextChanged } from '../../state/organizationSettingsEditors';
import { hasPdfPreview, renderPdfPreview } from '../../state/pdfPreview';
import { TOAST_DURATION } from '../../state/toasts';
import { organizationIdArg, organizationOnScreen, pickOrganization } from '../organizations/pickOrganization';
import { failure } from '../shared/failure';
import { defineCommand } from '../types';
import { editorOpened } from './pdfEditing';
import { showTab } from './tabs';

const t = messages.organizationSettings;

/**
 * Saves the PDF export settings (`PUT …/pdf-export-settings`): the text given, else the editor's. Empty sends
 * null, the default layout; other text must be JSON ("Controleer de JSON: het formaat is ongeldig.")
 * and pass the settings schema, checked before the call. From the editor only when its text changed.
 * Then "PDF export instellingen opgeslagen." (or the server's message) for 4 s, view mode, and the preview
 * rendered again. Without a text and without the editor open it opens the editor.
 */
export const savePdfSettings = defineCommand({
  id: 'organizations.savePdfSettings',
  title: t.commands.savePdf,
  group: 'organizations',
  keywords: ['opslaan', 'save', 'pdf', 'pdf export', 'instellingen', 'settings'],
  calls: [endpoints.organizationSettings.updatePdfSettings, endpoints.organizationSettings.previewPdf],
  args: z.object({ organizationId: organizationIdArg, text: z.string().optional() }),
  argPickers: { organizationId: pickOrganization },
  screenArgs: organizationOnScreen,
  contexts: ['organizationDetail'],
  when: ({ organizationId, text }, ctx) => {
    if (text !== undefined || organizationId === undefined) return true;
    const editor = pdfEditorOf(ctx.store, organizationId);
    return editor && !pdfTextChanged(editor) ? { reason: t.pdf.unchanged } : true;
  },
  invalidates: ({ organizationId }) => pdfSettingsChanged(organizationId),
  run: async ({ organizationId, text: given }, ctx) => {
    const editor = pdfEditorOf(ctx.store, organizationId);
    const text = given ?? editor?.text;
    if (text === undefined) {
      await editorOpened(ctx, organizationId);
      showTab(ctx, organizationId, 'pdf');
      return;
    }
    // The schema check and its Dutch wording load when a text is saved, not with the shell.
    const { readPdfSettingsText } = await import('../../api/pdfSettingsReading');
    const reading = readPdfSettingsText(text);
    if (!reading.ok) throw new Error(reading.message);
    let saved;
    try {
      saved = await ctx.api.call(endpoints.organizationSettings.updatePdfSettings, {
        params: { id: organizationId },
        body: { pdf_export_settings: reading.settings },
      });
    } catch (cause) {
      throw failure(t.pdf.saveFailed, cause);
    }
    storePdfSettings(ctx.store, organizationId, reading.settings);
    if (pdfEditorOf(ctx.store, organizationId)?.text === text) closePdfEditor(ctx.store, organizationId);
    ctx.notify({
      kind: 'success',
      message: saved.message.trim() || t.pdf.saved,
      durationMs: TOAST_DURATION.long,
    });
    // The preview follows the saved settings; its own failure shows in the preview, not as a failed save.
    if (hasPdfPreview(ctx.store, organizationId))
      await renderPdfPreview(ctx.store, ctx.api, organizationId, reading.settings, false).catch(
        () => undefined,
      );
  },
});
