import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { ensureBranding } from '../../state/organizationSettings';
import { brandingEditorOf, openBrandingEditor } from '../../state/organizationSettingsEditors';
import { organizationIdArg, organizationOnScreen, pickOrganization } from '../organizations/pickOrganization';
import { defineCommand, type CommandContext } from '../types';
import { showTab } from './tabs';

const t = messages.organizationSettings;

/** The branding tab in edit mode, on the branding as loaded (loaded now when it is not). */
export async function brandingEditorOpened(ctx: CommandContext, organizationId: number): Promise<void> {
  if (brandingEditorOf(ctx.store, organizationId)) return;
  const branding = await ensureBranding(ctx.store, ctx.api, organizationId);
  if (!brandingEditorOf(ctx.store, organizationId)) openBrandingEditor(ctx.store, organizationId, branding);
}

/** The branding tab's edit mode; from the palette it opens the tab. */
export const editBranding = defineCommand({
  id: 'organizations.editBranding',
  title: t.commands.editBranding,
  group: 'organizations',
  keywords: ['branding', 'huisstijl', 'kleuren', 'colors', 'lettertype', 'font', 'bedrijfsgegevens', 'edit'],
  calls: [endpoints.organizationSettings.branding, endpoints.organizationSettings.updateBranding],
  args: z.object({ organizationId: organizationIdArg }),
  argPickers: { organizationId: pickOrganization },
  screenArgs: organizationOnScreen,
  contexts: ['organizationDetail'],
  run: async ({ organizationId }, ctx) => {
    await brandingEditorOpened(ctx, organizationId);
    showTab(ctx, organizationId, 'branding');
  },
});
