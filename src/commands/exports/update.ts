import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import type { ExportConfiguration } from '../../api/schemas/exports';
import { messages } from '../../messages';
import {
  exportConfigurationById,
  exportConfigurationChanged,
  storeExportConfiguration,
} from '../../state/exports';
import {
  exportFormFieldsOf,
  exportFormFor,
  markExportFormSaved,
  type ExportFormTarget,
} from '../../state/exportsForm';
import { organizationIdArg, pickOrganization } from '../organizations/pickOrganization';
import { serverMessageOr } from '../shared/failure';
import { defineCommand } from '../types';
import { bodyOf, fieldArgs, fieldsFrom, fieldsGiven, firstProblem } from './fields';
import {
  configurationIdArg,
  configurationOfOrganization,
  exportConfigurationHref,
  exportsOnScreen,
  exportsTabHref,
  pickConfiguration,
} from './pickConfiguration';

const t = messages.exports;

/**
 * Saves an export configuration (`PUT admin/export/configurations/{id}`: name, is_active,
 * configuration_details, meeting_template_ids; the platform comes along): the fields given, over the open form
 * (Wijzigingen Opslaan, Ctrl+S), over what the server has. The form's rules refuse before any call;
 * after saving the form returns to the exports tab. Without fields and without its form open it opens the form.
 */
export const updateExportConfiguration = defineCommand({
  id: 'exports.update',
  title: t.commands.update,
  group: 'organizations',
  keywords: ['export opslaan', 'save export', 'export bewerken', 'edit export', 'hubspot', 'notion'],
  calls: [endpoints.exports.update],
  args: z.object({ organizationId: organizationIdArg, configurationId: configurationIdArg, ...fieldArgs }),
  argPickers: { organizationId: pickOrganization, configurationId: pickConfiguration },
  screenArgs: exportsOnScreen,
  when: configurationOfOrganization,
  contexts: ['exportConfigurationEdit'],
  // Ctrl+S (⌘S) on the configuration's form, also while typing in its fields.
  keybinding: 'mod+s',
  allowInInputs: true,
  keybindingScope: 'exportConfigurationEdit',
  invalidates: ({ organizationId, configurationId }) =>
    exportConfigurationChanged(organizationId, configurationId),
  run: async (args, ctx) => {
    const { organizationId, configurationId } = args;
    const target: ExportFormTarget = { kind: 'saved', organizationId, id: configurationId };
    const form = exportFormFor(ctx.store, target);
    if (!fieldsGiven(args) && !form) {
      ctx.navigate(exportConfigurationHref(organizationId, configurationId));
      return;
    }
    // What is not given: the form's fields, else the server's (loaded when not known).
    const base =
      form?.fields ?? exportFormFieldsOf(await exportConfigurationById(ctx.store, ctx.api, configurationId));
    const fields = fieldsFrom(base, args);
    const problem = firstProblem(fields);
    if (problem) throw new Error(problem);
    let saved: ExportConfiguration;
    try {
      saved = await ctx.api.call(endpoints.exports.update, {
        params: { id: configurationId },
        body: bodyOf(fields),
      });
    } catch (cause) {
      throw serverMessageOr(t.updateFailed, cause);
    }
    storeExportConfiguration(ctx.store, saved);
    markExportFormSaved(ctx.store, target, fields);
    ctx.notify({ kind: 'success', message: t.updated(saved.name) });
    if (form) ctx.navigate(exportsTabHref(organizationId));
  },
});
