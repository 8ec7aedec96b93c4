import { PDF_EXAMPLE_JSON } from '../../api/schemas/pdfSettings';
import { messages } from '../../messages';
import { pdfEditorCommand } from './pdfEditorCommand';

/**
 * Puts the example settings (A4 portrait, indented 2 spaces; docs/contract.md, Branding and PDF) in the editor, in
 * edit mode; saving is a separate step, so the example can be adjusted first.
 */
export const resetPdfToExample = pdfEditorCommand({
  id: 'organizations.resetPdfToExample',
  title: messages.organizationSettings.commands.resetPdfToExample,
  keywords: ['voorbeeld', 'example', 'reset', 'standaard', 'pdf', 'sjabloon'],
  text: PDF_EXAMPLE_JSON,
});
