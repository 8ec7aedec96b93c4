import { mayEditInOrganizationList, mayEditInUserList } from '../../api/rules/templates';
import { idParam } from '../../api/schemas/common';
import { typeOfTemplate, type MeetingType } from '../../api/schemas/templates';
import { messages } from '../../messages';
import { formatDateTime } from '../../messages/format';
import { markStale } from '../../state/freshness';
import { requestRevisionsSection, revisionsResource, templateRevisions } from '../../state/revisions';
import type { ScreenContext, ScreenId } from '../../state/screen';
import { screenContextAtom } from '../../state/screen';
import { defaultTemplates, organizationTemplates, userTemplates } from '../../state/templates';
import { matchesQuery } from '../organizations/pickOrganization';
import { defaultTemplateHref, organizationListTemplateHref, userListTemplateHref } from '../templates/links';
import type { ArgPicker, Availability, CommandContext, PickerOption } from '../types';

const t = messages.revisions;

/** A template id argument: a number from the section, its text from the screen or a picker. */
export const templateIdArg = idParam;
/** A revision's id (not its number: `:rev` in the contract). */
export const revisionIdArg = idParam;

/** The editors with a REVISIES section: the commands are listed first there. */
export const revisionScreens: readonly ScreenId[] = [
  'userTemplateEdit',
  'organizationTemplateEdit',
  'defaultTemplateEdit',
];

/** `screenArgs`: the saved template whose editor is on screen (it names its id once loaded). */
export function templateOnScreen(screen: ScreenContext): { templateId?: string } {
  return screen.screen !== null && revisionScreens.includes(screen.screen) && screen.ids.templateId
    ? { templateId: screen.ids.templateId }
    : {};
}

/** A template the palette offers here, with the address of its editor. */
interface Offered {
  template: MeetingType;
  href: string;
}

/**
 * The templates whose revisions the palette offers, as their editors show the section: on a user's detail their
 * personal templates, on an organisation's its own, on the default templates list those.
 */
async function templatesHere(ctx: CommandContext): Promise<Offered[]> {
  const screen = ctx.store.get(screenContextAtom);
  const id = (value: string | undefined) => idParam.safeParse(value);
  const user = screen.screen === 'userDetail' ? id(screen.ids.userId) : null;
  if (user?.success) {
    const list = await userTemplates(ctx.store, ctx.api, user.data);
    return list
      .filter((template) => mayEditInUserList(template) === null)
      .map((template) => ({ template, href: userListTemplateHref(user.data, template) }));
  }
  const organization = screen.screen === 'organizationDetail' ? id(screen.ids.organizationId) : null;
  if (organization?.success) {
    const list = await organizationTemplates(ctx.store, ctx.api, organization.data);
    return list
      .filter((template) => mayEditInOrganizationList(template) === null)
      .map((template) => ({ template, href: organizationListTemplateHref(organization.data, template) }));
  }
  if (screen.screen === 'defaultTemplates') {
    const list = await defaultTemplates(ctx.store, ctx.api);
    return list.map((template) => ({ template, href: defaultTemplateHref(template) }));
  }
  return [];
}

/** Whether the palette can pick a template here. */
function templatePickableHere(ctx: CommandContext): boolean {
  const screen = ctx.store.get(screenContextAtom).screen;
  return screen === 'userDetail' || screen === 'organizationDetail' || screen === 'defaultTemplates';
}

/** `when` of every revisions command: a template on screen, given, or one to pick here. */
export function templateAvailable(
  args: Readonly<Record<string, unknown>>,
  ctx: CommandContext,
): Availability {
  if (idParam.safeParse(args.templateId).success || templatePickableHere(ctx)) return true;
  return { reason: t.reasons.noTemplate };
}

/**
 * Where the template's REVISIES section is: null when its editor is on screen, else its editor's address (the
 * template must be in the list on screen).
 */
export async function editorHrefOf(ctx: CommandContext, templateId: number): Promise<string | null> {
  if (templateOnScreen(ctx.store.get(screenContextAtom)).templateId === String(templateId)) return null;
  const offered = (await templatesHere(ctx)).find(({ template }) => template.id === templateId);
  if (!offered) throw new Error(t.reasons.notHere);
  return offered.href;
}

/**
 * Brings the template's REVISIES section into view: the editor on screen switches to it, or the template's editor
 * (`href`, from `editorHrefOf`) opens on it.
 */
export function showRevisionsSection(ctx: CommandContext, templateId: number, href: string | null): void {
  requestRevisionsSection(ctx.store, templateId);
  if (href !== null) ctx.navigate(href);
}

/** A template of the list on screen (see `templatesHere`). */
export const templatePicker: ArgPicker = {
  title: t.pickers.template,
  options: async (ctx, query) =>
    (await templatesHere(ctx))
      .filter(({ template }) => matchesQuery(query, template.title, template.name))
      .map(({ template }): PickerOption => ({
        value: String(template.id),
        label: template.title || template.name,
        description: [messages.templates.types[typeOfTemplate(template)], template.name].join(' · '),
      })),
};

/** The chosen template's revisions as picker options, newest first ("Huidig" on the newest). */
async function revisionOptions(
  ctx: CommandContext,
  query: string,
  args: Readonly<Record<string, unknown>>,
  withoutCurrent: boolean,
): Promise<PickerOption[]> {
  const templateId = templateIdArg.parse(args.templateId);
  if (query.trim() === '') markStale(ctx.store, [revisionsResource.at(templateId)]);
  const { revisions } = await templateRevisions(ctx.store, ctx.api, templateId);
  return revisions
    .map((revision, index) => ({
      revision,
      index,
      label: t.revision(revision.revision_number),
      description: [
        index === 0 ? t.current : null,
        formatDateTime(revision.created_at),
        revision.created_by?.username,
        revision.revision_reason,
      ]
        .filter(Boolean)
        .join(' · '),
    }))
    .filter(({ index }) => !(withoutCurrent && index === 0 && revisions.length > 1))
    .filter(({ label, description }) => matchesQuery(query, label, description))
    .map(({ revision, label, description }) => ({ value: String(revision.id), label, description }));
}

/**
 * A revision of the chosen template (the newest 20, or more after "Meer laden"). Loaded again when the page opens
 * (an empty query): a save or an AI update elsewhere may have added one since; typing filters what is loaded.
 */
export const revisionPicker: ArgPicker = {
  title: t.pickers.revision,
  options: (ctx, query, args) => revisionOptions(ctx, query, args, false),
};

/**
 * The revision to compare with the current version: the revisions before it, so the first (what Enter takes) is
 * the previous one. The current version itself is offered only when it is the only revision.
 */
export const comparedRevisionPicker: ArgPicker = {
  title: t.pickers.revision,
  options: (ctx, query, args) => revisionOptions(ctx, query, args, true),
};
