import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import type { ExportConfiguration } from '../../api/schemas/exports';
import { messages } from '../../messages';
import {
  exportConfigurationById,
  exportConfigurationChanged,
  storeExportConfiguration,
} from '../../state/exports';
import { organizationIdArg, pickOrganization } from '../organizations/pickOrganization';
import { failure } from '../shared/failure';
import { defineCommand } from '../types';
import {
  configurationIdArg,
  configurationOfOrganization,
  exportScreens,
  exportsOnScreen,
  pickConfiguration,
} from './pickConfiguration';

const t = messages.exports;

/**
 * Switches an export configuration on or off (`PUT …/{id}` with `is_active` alone): to `isActive` when given,
 * else the other way round from what the server has. An inactive configuration pushes nothing.
 */
export const toggleExportConfigurationActive = defineCommand({
  id: 'exports.toggleActive',
  title: t.commands.toggleActive,
  group: 'organizations',
  keywords: [
    'export activeren',
    'export deactiveren',
    'aan',
    'uit',
    'enable export',
    'disable export',
    'actief',
  ],
  calls: [endpoints.exports.update],
  args: z.object({
    organizationId: organizationIdArg,
    configurationId: configurationIdArg,
    isActive: z.boolean().optional(),
  }),
  argPickers: { organizationId: pickOrganization, configurationId: pickConfiguration },
  screenArgs: exportsOnScreen,
  when: configurationOfOrganization,
  contexts: exportScreens,
  invalidates: ({ organizationId, configurationId }) =>
    exportConfigurationChanged(organizationId, configurationId),
  run: async ({ configurationId, isActive }, ctx) => {
    let saved: ExportConfiguration;
    try {
      const active =
        isActive ?? !(await exportConfigurationById(ctx.store, ctx.api, configurationId)).is_active;
      saved = await ctx.api.call(endpoints.exports.update, {
        params: { id: configurationId },
        body: { is_active: active },
      });
    } catch (cause) {
      throw failure(t.toggleFailed, cause);
    }
    storeExportConfiguration(ctx.store, saved);
    ctx.notify({
      kind: 'success',
      message: saved.is_active ? t.activated(saved.name) : t.deactivated(saved.name),
    });
  },
});
