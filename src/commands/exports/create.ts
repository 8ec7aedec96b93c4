import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import type { ExportConfiguration } from '../../api/schemas/exports';
import { messages } from '../../messages';
import { exportConfigurationChanged, storeExportConfiguration } from '../../state/exports';
import {
  exportFormAtom,
  exportFormFor,
  markExportFormSaved,
  newExportFormFields,
  type ExportFormTarget,
} from '../../state/exportsForm';
import { organizationIdArg, pickOrganization } from '../organizations/pickOrganization';
import { serverMessageOr } from '../shared/failure';
import { saveNewCommand } from '../shared/saveNew';
import { defineCommand } from '../types';
import { bodyOf, fieldArgs, fieldsFrom, fieldsGiven, firstProblem } from './fields';
import {
  exportScreens,
  exportsOnScreen,
  exportsTabHref,
  newExportConfigurationHref,
} from './pickConfiguration';

const t = messages.exports;

/**
 * Creates an export configuration for an organisation (`POST admin/export/configurations`: the form state): the
 * fields given over the open new-configuration form of that organisation (Configuratie Opslaan, Ctrl+S:
 * `saveNewExportConfiguration`). The form's rules refuse before any call; after saving the form returns to the
 * exports tab. Without fields and without the form open it opens the form (the palette elsewhere).
 */
export const createExportConfiguration = defineCommand({
  id: 'exports.create',
  title: t.commands.create,
  group: 'organizations',
  keywords: ['nieuwe export', 'new export', 'export configuratie', 'hubspot', 'notion', 'crm', 'koppeling'],
  calls: [endpoints.exports.create],
  args: z.object({ organizationId: organizationIdArg, ...fieldArgs }),
  argPickers: { organizationId: pickOrganization },
  screenArgs: exportsOnScreen,
  contexts: exportScreens.filter((screen) => screen !== 'exportConfigurationNew'),
  invalidates: ({ organizationId }) => exportConfigurationChanged(organizationId),
  run: async (args, ctx) => {
    const target: ExportFormTarget = { kind: 'new', organizationId: args.organizationId };
    const form = exportFormFor(ctx.store, target);
    if (!fieldsGiven(args) && !form) {
      ctx.navigate(newExportConfigurationHref(args.organizationId));
      return;
    }
    const fields = fieldsFrom(form?.fields ?? newExportFormFields(), args);
    const problem = firstProblem(fields);
    if (problem) throw new Error(problem);
    let created: ExportConfiguration;
    try {
      created = await ctx.api.call(endpoints.exports.create, {
        body: { organization_id: args.organizationId, ...bodyOf(fields) },
      });
    } catch (cause) {
      throw serverMessageOr(t.createFailed, cause);
    }
    storeExportConfiguration(ctx.store, created);
    markExportFormSaved(ctx.store, target, fields);
    ctx.notify({ kind: 'success', message: t.created(created.name) });
    if (form) ctx.navigate(exportsTabHref(args.organizationId));
  },
});

/** Ctrl+S (⌘S) on the new-configuration form: saves it (Configuratie Opslaan). */
export const saveNewExportConfiguration = saveNewCommand(createExportConfiguration, {
  id: 'exports.saveNew',
  title: t.commands.saveNew,
  screen: 'exportConfigurationNew',
  formOpen: (store) => store.get(exportFormAtom)?.target.kind === 'new',
});
