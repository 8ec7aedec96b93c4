import { messages } from '../../messages';
import { pdfEditorCommand } from './pdfEditorCommand';

/** The pdf tab's edit mode, on the saved settings; from the palette it opens the tab. */
export const editPdfSettings = pdfEditorCommand({
  id: 'organizations.editPdfSettings',
  title: messages.organizationSettings.commands.editPdf,
  keywords: ['pdf', 'pdf export', 'opmaak', 'layout', 'edit pdf settings', 'json'],
});
