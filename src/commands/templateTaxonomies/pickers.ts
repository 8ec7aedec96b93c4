import { mayEditInOrganizationList, mayEditInUserList } from '../../api/rules/templates';
import { idParam } from '../../api/schemas/common';
import { typeOfTemplate, type MeetingType } from '../../api/schemas/templates';
import { messages } from '../../messages';
import type { ScreenContext, ScreenId } from '../../state/screen';
import { screenContextAtom } from '../../state/screen';
import { templateTaxonomies } from '../../state/templateTaxonomies';
import { organizationTemplates, userTemplates } from '../../state/templates';
import { matchesQuery } from '../organizations/pickOrganization';
import type { ArgPicker, CommandContext, PickerOption } from '../types';

const t = messages.templateTaxonomies;

/** A template id argument: a number from the section, its text from the screen or a picker. */
export const templateIdArg = idParam;
/** A taxonomy id argument. */
export const taxonomyIdArg = idParam;

/** The editors with a TAXONOMIEËN section: the commands are listed first there. */
export const sectionScreens: readonly ScreenId[] = ['userTemplateEdit', 'organizationTemplateEdit'];

/** `screenArgs`: the saved template whose editor is on screen (it puts its id on screen once loaded). */
export function templateOnScreen(screen: ScreenContext): { templateId?: string } {
  return screen.screen !== null && sectionScreens.includes(screen.screen) && screen.ids.templateId
    ? { templateId: screen.ids.templateId }
    : {};
}

/**
 * The templates whose taxonomies the palette offers: those the user or organisation on screen edits (as their
 * editors show the section): a user's personal templates, an organisation's own. Default templates never: their
 * taxonomies are none (taxonomies belong to a user or an organisation).
 */
async function templatesOnScreen(ctx: CommandContext): Promise<readonly MeetingType[]> {
  const screen = ctx.store.get(screenContextAtom);
  const id = (value: string | undefined) => idParam.safeParse(value);
  const user = screen.screen === 'userDetail' ? id(screen.ids.userId) : null;
  if (user?.success)
    return (await userTemplates(ctx.store, ctx.api, user.data)).filter((x) => mayEditInUserList(x) === null);
  const organization = screen.screen === 'organizationDetail' ? id(screen.ids.organizationId) : null;
  if (organization?.success)
    return (await organizationTemplates(ctx.store, ctx.api, organization.data)).filter(
      (x) => mayEditInOrganizationList(x) === null,
    );
  return [];
}

/** Whether the palette can pick a template here (a user's or an organisation's detail screen). */
export function templatePickableHere(ctx: CommandContext): boolean {
  const screen = ctx.store.get(screenContextAtom).screen;
  return screen === 'userDetail' || screen === 'organizationDetail';
}

/** A template of the user or organisation on screen (see `templatesOnScreen`). */
export const templatePicker: ArgPicker = {
  title: t.pickers.template,
  options: async (ctx, query) => {
    const list = await templatesOnScreen(ctx);
    return list
      .filter((template) => matchesQuery(query, template.title, template.name))
      .map((template): PickerOption => ({
        value: String(template.id),
        label: template.title || template.name,
        description: [messages.templates.types[typeOfTemplate(template)], template.name].join(' · '),
      }));
  },
};

/** A taxonomy that can apply to the chosen template, with its state for it now. */
export const taxonomyPicker: ArgPicker = {
  title: t.pickers.taxonomy,
  options: async (ctx, query, args) => {
    const templateId = templateIdArg.parse(args.templateId);
    const list = await templateTaxonomies(ctx.store, ctx.api, templateId);
    return list
      .filter((taxonomy) => matchesQuery(query, taxonomy.name, taxonomy.owner_name, taxonomy.description))
      .map((taxonomy) => ({
        value: String(taxonomy.id),
        label: taxonomy.name,
        description: [taxonomy.is_active ? t.active : t.inactive, taxonomy.owner_name]
          .filter(Boolean)
          .join(' · '),
      }));
  },
};
