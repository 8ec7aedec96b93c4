import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { pdfSettingsText } from '../../api/pdfSettingsText';
import { messages } from '../../messages';
import { loadPdfSettings } from '../../state/organizationSettings';
import { openPdfEditor, pdfEditorOf } from '../../state/organizationSettingsEditors';
import { organizationIdArg, organizationOnScreen, pickOrganization } from '../organizations/pickOrganization';
import { defineCommand } from '../types';
import { mayDiscard } from './pdfEditing';
import { showTab } from './tabs';

const t = messages.organizationSettings;

/**
 * Reloads the PDF export settings from the server. An editor in edit mode starts over from
 * them (asking first when its text changed).
 */
export const refreshPdfSettings = defineCommand({
  id: 'organizations.refreshPdfSettings',
  title: t.commands.refreshPdf,
  group: 'organizations',
  keywords: ['verversen', 'refresh', 'herladen', 'reload', 'pdf'],
  calls: [endpoints.organizationSettings.pdfSettings],
  args: z.object({ organizationId: organizationIdArg }),
  argPickers: { organizationId: pickOrganization },
  screenArgs: organizationOnScreen,
  contexts: ['organizationDetail'],
  run: async ({ organizationId }, ctx) => {
    if (!(await mayDiscard(ctx, organizationId))) return;
    showTab(ctx, organizationId, 'pdf');
    const saved = await loadPdfSettings(ctx.store, ctx.api, organizationId);
    if (pdfEditorOf(ctx.store, organizationId))
      openPdfEditor(ctx.store, organizationId, pdfSettingsText(saved.settings));
  },
});
