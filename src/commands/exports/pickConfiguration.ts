import { idParam } from '../../api/schemas/common';
import type { ExportConfiguration } from '../../api/schemas/exports';
import { messages } from '../../messages';
import { knownExportConfiguration, organizationExportConfigurations } from '../../state/exports';
import { href, routes } from '../../state/routes';
import type { ScreenContext, ScreenId } from '../../state/screen';
import { chosenOrganization, matchesQuery, organizationIdArg } from '../organizations/pickOrganization';
import type { ArgPicker, Availability, CommandContext, PickerOption } from '../types';

const t = messages.exports;

/** An export configuration's id: a number from a button, its text from a route or a picker. */
export const configurationIdArg = idParam;

/** Where the export configuration commands are listed first. */
export const exportScreens: readonly ScreenId[] = [
  'organizationDetail',
  'exportConfigurationNew',
  'exportConfigurationEdit',
];

/** The exports tab of an organisation (`/organizations/{id}?tab=exports`). */
export const exportsTabHref = (organizationId: number) =>
  href(routes.organizationDetail, { id: organizationId }, { tab: 'exports' });

/** The new-configuration form of an organisation (`/organizations/{id}/exports/new`). */
export const newExportConfigurationHref = (organizationId: number) =>
  href(routes.exportConfigurationNew, { id: organizationId });

/** The form of a saved configuration (`/organizations/{id}/exports/{configId}`). */
export const exportConfigurationHref = (organizationId: number, configurationId: number) =>
  href(routes.exportConfigurationEdit, { id: organizationId, configId: configurationId });

/** `screenArgs`: the organisation on screen (its detail or an export form), and the configuration being edited. */
export function exportsOnScreen(screen: ScreenContext): {
  organizationId?: string;
  configurationId?: string;
} {
  switch (screen.screen) {
    case 'organizationDetail':
    case 'exportConfigurationNew':
      return screen.ids.organizationId ? { organizationId: screen.ids.organizationId } : {};
    case 'exportConfigurationEdit':
      return {
        ...(screen.ids.organizationId ? { organizationId: screen.ids.organizationId } : {}),
        ...(screen.ids.configurationId ? { configurationId: screen.ids.configurationId } : {}),
      };
    default:
      return {};
  }
}

/** A configuration as a palette option: its name, with platform and whether it is active. */
export function configurationOption(configuration: ExportConfiguration): PickerOption {
  return {
    value: String(configuration.id),
    label: configuration.name,
    description: t.pickers.configurationDescription(
      t.platforms[configuration.target_platform],
      configuration.is_active,
    ),
  };
}

/** The export configurations of the organisation chosen before (or on screen), by name, platform or template. */
export const pickConfiguration: ArgPicker = {
  title: t.pickers.configuration,
  options: async (ctx, query, args) =>
    (await organizationExportConfigurations(ctx.store, ctx.api, chosenOrganization(args)))
      .filter((c) =>
        matchesQuery(
          query,
          c.name,
          t.platforms[c.target_platform],
          ...c.meeting_templates.map((template) => template.title),
        ),
      )
      .map(configurationOption),
};

/** The configuration's name for texts (confirmations, toasts), as loaded; its id otherwise. */
export const configurationNameOf = (ctx: CommandContext, id: number): string =>
  knownExportConfiguration(ctx.store, id)?.name ?? `#${id}`;

/**
 * `when` of the commands on one configuration: a configuration known to belong to another organisation than the
 * one given cannot be reached through it (the server would answer 404), so the button or palette entry says so.
 */
export function configurationOfOrganization(
  args: Readonly<Record<string, unknown>>,
  ctx: CommandContext,
): Availability {
  const organizationId = organizationIdArg.safeParse(args.organizationId);
  const configurationId = configurationIdArg.safeParse(args.configurationId);
  if (!organizationId.success || !configurationId.success) return true;
  const known = knownExportConfiguration(ctx.store, configurationId.data);
  return known && known.organization_id !== organizationId.data
    ? { reason: t.refusals.otherOrganization }
    : true;
}
