import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { setPdfEditorText } from '../../state/organizationSettingsEditors';
import { organizationIdArg, organizationOnScreen, pickOrganization } from '../organizations/pickOrganization';
import { defineCommand } from '../types';
import { editorOpened } from './pdfEditing';
import { showTab } from './tabs';

/**
 * A command that opens the pdf tab's editor (on the saved settings when it was closed) and, when `text` is
 * given, puts that text in it; saving stays a separate step. From the palette it opens the tab as well.
 */
export function pdfEditorCommand(spec: { id: string; title: string; keywords: string[]; text?: string }) {
  return defineCommand({
    id: spec.id,
    title: spec.title,
    group: 'organizations',
    keywords: spec.keywords,
    calls: [endpoints.organizationSettings.pdfSettings, endpoints.organizationSettings.updatePdfSettings],
    args: z.object({ organizationId: organizationIdArg }),
    argPickers: { organizationId: pickOrganization },
    screenArgs: organizationOnScreen,
    contexts: ['organizationDetail'],
    run: async ({ organizationId }, ctx) => {
      await editorOpened(ctx, organizationId);
      if (spec.text !== undefined) setPdfEditorText(ctx.store, organizationId, spec.text);
      showTab(ctx, organizationId, 'pdf');
    },
  });
}
