import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import {
  brandingChangedIn,
  brandingEditorOf,
  brandingEditorsAtom,
  closeBrandingEditor,
} from '../../state/organizationSettingsEditors';
import { organizationIdArg, organizationOnScreen, pickOrganization } from '../organizations/pickOrganization';
import { defineCommand } from '../types';

const t = messages.organizationSettings;

/** Leaves the branding tab's edit mode without saving (asks first when a field changed). */
export const cancelBrandingEdit = defineCommand({
  id: 'organizations.cancelBrandingEdit',
  title: t.commands.cancelBrandingEdit,
  group: 'organizations',
  keywords: ['annuleren', 'cancel', 'branding', 'wijzigingen weggooien', 'discard'],
  calls: [endpoints.organizationSettings.updateBranding],
  args: z.object({ organizationId: organizationIdArg }),
  argPickers: { organizationId: pickOrganization },
  screenArgs: organizationOnScreen,
  contexts: ['organizationDetail'],
  recordRecent: false,
  when: ({ organizationId }, ctx) => {
    const open =
      organizationId === undefined
        ? Object.keys(ctx.store.get(brandingEditorsAtom)).length > 0
        : brandingEditorOf(ctx.store, organizationId) !== null;
    return open ? true : { reason: t.branding.notEditing };
  },
  run: async ({ organizationId }, ctx) => {
    const changed = brandingChangedIn(brandingEditorOf(ctx.store, organizationId));
    const discard =
      !changed ||
      (await ctx.confirm({
        title: t.branding.confirmDiscard.title,
        description: t.branding.confirmDiscard.description,
        confirmLabel: t.branding.confirmDiscard.confirm,
      }));
    if (discard) closeBrandingEditor(ctx.store, organizationId);
  },
});
