import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { closePdfEditor } from '../../state/organizationSettingsEditors';
import { organizationIdArg, organizationOnScreen, pickOrganization } from '../organizations/pickOrganization';
import { defineCommand } from '../types';
import { mayDiscard, whileEditing } from './pdfEditing';

const t = messages.organizationSettings;

/** Leaves the pdf tab's edit mode without saving (asks first when the text changed). */
export const cancelPdfEdit = defineCommand({
  id: 'organizations.cancelPdfEdit',
  title: t.commands.cancelPdfEdit,
  group: 'organizations',
  keywords: ['annuleren', 'cancel', 'pdf', 'wijzigingen weggooien', 'discard'],
  calls: [endpoints.organizationSettings.updatePdfSettings],
  args: z.object({ organizationId: organizationIdArg }),
  argPickers: { organizationId: pickOrganization },
  screenArgs: organizationOnScreen,
  contexts: ['organizationDetail'],
  recordRecent: false,
  when: ({ organizationId }, ctx) => whileEditing(organizationId, ctx),
  run: async ({ organizationId }, ctx) => {
    if (await mayDiscard(ctx, organizationId)) closePdfEditor(ctx.store, organizationId);
  },
});
