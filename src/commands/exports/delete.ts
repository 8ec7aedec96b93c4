import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { exportConfigurationChanged, forgetExportConfiguration } from '../../state/exports';
import { discardExportForm } from '../../state/exportsForm';
import { screenContextAtom } from '../../state/screen';
import { organizationIdArg, pickOrganization } from '../organizations/pickOrganization';
import { failure } from '../shared/failure';
import { defineCommand } from '../types';
import {
  configurationIdArg,
  configurationOfOrganization,
  configurationNameOf,
  exportScreens,
  exportsOnScreen,
  exportsTabHref,
  pickConfiguration,
} from './pickConfiguration';

const t = messages.exports;

/**
 * Deletes an export configuration with its push history, after confirmation. Deleted from its own form,
 * it goes to the exports tab.
 */
export const deleteExportConfiguration = defineCommand({
  id: 'exports.delete',
  title: t.commands.delete,
  group: 'organizations',
  keywords: ['export verwijderen', 'delete export', 'remove export', 'wissen', 'hubspot', 'notion'],
  calls: [endpoints.exports.delete],
  args: z.object({ organizationId: organizationIdArg, configurationId: configurationIdArg }),
  argPickers: { organizationId: pickOrganization, configurationId: pickConfiguration },
  screenArgs: exportsOnScreen,
  when: configurationOfOrganization,
  contexts: exportScreens,
  confirm: ({ configurationId }, ctx) => ({
    title: t.confirm.deleteTitle,
    description: t.confirm.deleteDescription(configurationNameOf(ctx, configurationId)),
    confirmLabel: t.confirm.deleteConfirm,
  }),
  invalidates: ({ organizationId, configurationId }) =>
    exportConfigurationChanged(organizationId, configurationId),
  run: async ({ organizationId, configurationId }, ctx) => {
    try {
      await ctx.api.call(endpoints.exports.delete, { params: { id: configurationId } });
    } catch (cause) {
      throw failure(t.deleteFailed, cause);
    }
    discardExportForm(ctx.store, configurationId);
    const screen = ctx.store.get(screenContextAtom);
    if (screen.screen === 'exportConfigurationEdit' && screen.ids.configurationId === String(configurationId))
      ctx.navigate(exportsTabHref(organizationId));
    forgetExportConfiguration(ctx.store, configurationId);
    ctx.notify({ kind: 'success', message: t.deleted });
  },
});
