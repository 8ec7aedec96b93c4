import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import type { PdfSettingsReading } from '../../api/pdfSettingsReading';
import { messages } from '../../messages';
import { ensurePdfSettings } from '../../state/organizationSettings';
import { pdfEditorOf, pdfTextChanged } from '../../state/organizationSettingsEditors';
import { renderPdfPreview } from '../../state/pdfPreview';
import { organizationIdArg, organizationOnScreen, pickOrganization } from '../organizations/pickOrganization';
import { defineCommand, type CommandContext } from '../types';
import { showTab } from './tabs';

const t = messages.organizationSettings;

/** What to render: the text given, else the editor's (unsaved) text, else the saved settings. */
async function settingsToRender(
  ctx: CommandContext,
  organizationId: number,
  text: string | undefined,
): Promise<{ reading: PdfSettingsReading; draft: boolean }> {
  // The schema check and its Dutch wording load when a preview is asked for, not with the shell.
  const { checkPdfSettings, readPdfSettingsText } = await import('../../api/pdfSettingsReading');
  const editor = pdfEditorOf(ctx.store, organizationId);
  if (text !== undefined) return { reading: readPdfSettingsText(text), draft: true };
  if (editor) return { reading: readPdfSettingsText(editor.text), draft: pdfTextChanged(editor) };
  const saved = await ensurePdfSettings(ctx.store, ctx.api, organizationId);
  return { reading: checkPdfSettings(saved.settings), draft: false };
}

/**
 * Renders the PDF preview (beyond the contract: `POST …/pdf-export-settings/preview`, a sample summary
 * with these settings, the branding and the logo) and shows it in the pdf tab. The settings need not be saved,
 * but must be valid: the same check as saving.
 */
export const previewPdf = defineCommand({
  id: 'organizations.previewPdf',
  title: t.commands.previewPdf,
  group: 'organizations',
  keywords: ['voorbeeld', 'preview', 'pdf', 'bekijken', 'render'],
  calls: [endpoints.organizationSettings.previewPdf, endpoints.organizationSettings.pdfSettings],
  args: z.object({ organizationId: organizationIdArg, text: z.string().optional() }),
  argPickers: { organizationId: pickOrganization },
  screenArgs: organizationOnScreen,
  contexts: ['organizationDetail'],
  run: async ({ organizationId, text }, ctx) => {
    const { reading, draft } = await settingsToRender(ctx, organizationId, text);
    if (!reading.ok) throw new Error(reading.message);
    showTab(ctx, organizationId, 'pdf');
    await renderPdfPreview(ctx.store, ctx.api, organizationId, reading.settings, draft);
  },
});
