import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { brandingWrite } from '../../api/schemas/branding';
import { messages } from '../../messages';
import { brandingResource, ensureBranding, storeBranding } from '../../state/organizationSettings';
import {
  brandingDraftOf,
  brandingEditorOf,
  brandingFields,
  closeBrandingEditor,
  type BrandingDraft,
  type BrandingField,
} from '../../state/organizationSettingsEditors';
import { organizationIdArg, organizationOnScreen, pickOrganization } from '../organizations/pickOrganization';
import { failure } from '../shared/failure';
import { defineCommand } from '../types';
import { brandingErrors, firstBrandingError } from './brandingForm';
import { brandingEditorOpened } from './editBranding';
import { showTab } from './tabs';

const t = messages.organizationSettings;

const fieldArgs = Object.fromEntries(brandingFields.map((field) => [field, z.string().optional()])) as Record<
  BrandingField,
  z.ZodOptional<z.ZodString>
>;

/**
 * Saves colours, brand font and company details (`PUT …/branding`): the fields given over the open editor's,
 * over the branding as loaded. Checked as the server checks them before the call; then "Branding bijgewerkt."
 * (or the server's message) and view mode. Without fields and without the editor open it opens the editor.
 */
export const saveBranding = defineCommand({
  id: 'organizations.saveBranding',
  title: t.commands.saveBranding,
  group: 'organizations',
  keywords: ['branding', 'opslaan', 'save', 'huisstijl', 'kleuren', 'colors', 'bedrijfsgegevens'],
  calls: [endpoints.organizationSettings.updateBranding],
  args: z.object({ organizationId: organizationIdArg, ...fieldArgs }),
  argPickers: { organizationId: pickOrganization },
  screenArgs: organizationOnScreen,
  contexts: ['organizationDetail'],
  invalidates: ({ organizationId }) => [brandingResource.at(organizationId)],
  run: async (args, ctx) => {
    const { organizationId } = args;
    const given = Object.fromEntries(
      brandingFields.filter((field) => args[field] !== undefined).map((field) => [field, args[field]]),
    ) as Partial<BrandingDraft>;
    const editor = brandingEditorOf(ctx.store, organizationId);
    if (Object.keys(given).length === 0 && !editor) {
      await brandingEditorOpened(ctx, organizationId);
      showTab(ctx, organizationId, 'branding');
      return;
    }
    const base = editor?.draft ?? brandingDraftOf(await ensureBranding(ctx.store, ctx.api, organizationId));
    const draft: BrandingDraft = { ...base, ...given };
    const problem = firstBrandingError(brandingErrors(draft));
    if (problem) throw new Error(problem);
    let saved;
    try {
      saved = await ctx.api.call(endpoints.organizationSettings.updateBranding, {
        params: { id: organizationId },
        body: brandingWrite.parse(draft),
      });
    } catch (cause) {
      throw failure(t.branding.updateFailed, cause);
    }
    if (saved.branding) storeBranding(ctx.store, organizationId, saved.branding);
    closeBrandingEditor(ctx.store, organizationId);
    ctx.notify({ kind: 'success', message: saved.message.trim() || t.branding.updated });
  },
});
