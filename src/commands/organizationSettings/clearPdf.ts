import { messages } from '../../messages';
import { pdfEditorCommand } from './pdfEditorCommand';

/** Empties the editor (empty means the default layout, saved as null), in edit mode. */
export const clearPdfSettings = pdfEditorCommand({
  id: 'organizations.clearPdfSettings',
  title: messages.organizationSettings.commands.clearPdf,
  keywords: ['leegmaken', 'wissen', 'clear', 'standaard opmaak', 'default layout', 'pdf'],
  text: '',
});
