import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { organizationIdArg, pickOrganization } from '../organizations/pickOrganization';
import { defineCommand } from '../types';
import {
  configurationIdArg,
  configurationOfOrganization,
  exportConfigurationHref,
  exportScreens,
  exportsOnScreen,
  exportsTabHref,
  pickConfiguration,
} from './pickConfiguration';

const t = messages.exports;

/** Opens an export configuration in its form (which loads it, and says so when it is gone). */
export const openExportConfiguration = defineCommand({
  id: 'exports.open',
  title: t.commands.open,
  group: 'organizations',
  keywords: ['export openen', 'export bewerken', 'edit export', 'hubspot', 'notion', 'crm', 'configuratie'],
  calls: [endpoints.exports.get],
  args: z.object({ organizationId: organizationIdArg, configurationId: configurationIdArg }),
  argPickers: { organizationId: pickOrganization, configurationId: pickConfiguration },
  screenArgs: exportsOnScreen,
  contexts: exportScreens,
  when: configurationOfOrganization,
  run: ({ organizationId, configurationId }, ctx) =>
    ctx.navigate(exportConfigurationHref(organizationId, configurationId)),
});

/** Opens the exports tab of an organisation (`?tab=exports`). */
export const showExportsTab = defineCommand({
  id: 'exports.showTab',
  title: t.commands.showTab,
  group: 'organizations',
  keywords: ['exports', 'export configuraties', 'export configurations', 'hubspot', 'notion', 'verzendingen'],
  calls: [endpoints.exports.list],
  args: z.object({ organizationId: organizationIdArg }),
  argPickers: { organizationId: pickOrganization },
  screenArgs: exportsOnScreen,
  contexts: exportScreens,
  run: ({ organizationId }, ctx) => ctx.navigate(exportsTabHref(organizationId)),
});
