import { idParam } from '../../api/schemas/common';
import {
  typeOfTemplate,
  type DisabledTemplate,
  type MeetingType,
  type TemplateSettingsItem,
  type TemplateType,
} from '../../api/schemas/templates';
import { messages } from '../../messages';
import { cachedOrLoad } from '../../state/freshness';
import {
  defaultTemplates,
  defaultTemplatesAtom,
  organizationDisabledTemplatesAtom,
  organizationDisabledTemplatesResource,
  organizationTemplates,
  organizationTemplatesAtom,
  ownTemplateSettingsAtom,
  ownTemplateSettingsResource,
  userDisabledTemplatesAtom,
  userDisabledTemplatesResource,
  userTemplates,
  userTemplatesAtom,
} from '../../state/templates';
import { knownUser } from '../../state/users';
import { chosenOrganization, matchesQuery } from '../organizations/pickOrganization';
import { userIdArg } from '../users/pickUser';
import type { ArgPicker, CommandContext, PickerOption } from '../types';

const t = messages.templateLists;
const types = messages.templates.types;

/** A template id argument: a number from a button, its text from a picker. */
export const templateIdArg = idParam;

/** A row of any template list the pickers offer: a template, a switched-off one, a settings item. */
interface Listed {
  id: number;
  title?: string | undefined;
  name?: string | undefined;
  description?: string | null | undefined;
  type?: TemplateType | undefined;
  is_default?: boolean | undefined;
  is_org_wide?: boolean | undefined;
}

/** The type badge text of a template (Persoonlijk, Organisatie, Standaard). */
export const typeLabel = (template: Parameters<typeof typeOfTemplate>[0]) => types[typeOfTemplate(template)];

function option(template: Listed, extra?: string): PickerOption {
  const type =
    types[
      typeOfTemplate({
        type: template.type,
        is_default: !!template.is_default,
        is_org_wide: !!template.is_org_wide,
      })
    ];
  return {
    value: String(template.id),
    label: template.title || template.name || `#${template.id}`,
    description: [type, template.name, extra].filter(Boolean).join(' · '),
  };
}

function options<T extends Listed>(
  list: readonly T[],
  query: string,
  only: (template: T) => boolean,
  extra?: (template: T) => string | undefined,
): PickerOption[] {
  const candidates = list.filter(only);
  // Matches on the title or name first, then those found by their description, each in list order.
  const byTitle = candidates.filter((item) => matchesQuery(query, item.title, item.name));
  const named = new Set(byTitle);
  const byDescription = candidates.filter(
    (item) => !named.has(item) && matchesQuery(query, item.description),
  );
  return [...byTitle, ...byDescription].map((item) => option(item, extra?.(item)));
}

/** The user chosen before a template picker (or on screen). */
export const chosenUser = (args: Readonly<Record<string, unknown>>): number => userIdArg.parse(args.userId);

const all = () => true;

/** A template of the chosen user's effective list; `only` narrows them (switchable, personal). */
export function userTemplatePicker(title: string, only: (template: MeetingType) => boolean = all): ArgPicker {
  return {
    title,
    options: async (ctx, query, args) =>
      options(await userTemplates(ctx.store, ctx.api, chosenUser(args)), query, only),
  };
}

/** A template switched off for the chosen user (with where it was switched off). */
export function userDisabledPicker(title: string): ArgPicker {
  return {
    title,
    options: async (ctx, query, args) =>
      options(
        await cachedOrLoad(ctx.store, ctx.api, userDisabledTemplatesResource, chosenUser(args)),
        query,
        all,
        (d) => (d.scope ? t.pickers.disabledFor[d.scope] : undefined),
      ),
  };
}

/** A template of the chosen organisation's list. */
export function organizationTemplatePicker(
  title: string,
  only: (template: MeetingType) => boolean = all,
): ArgPicker {
  return {
    title,
    options: async (ctx, query, args) =>
      options(await organizationTemplates(ctx.store, ctx.api, chosenOrganization(args)), query, only),
  };
}

/** A default template switched off for the chosen organisation. */
export function organizationDisabledPicker(title: string): ArgPicker {
  return {
    title,
    options: async (ctx, query, args) =>
      options(
        await cachedOrLoad(
          ctx.store,
          ctx.api,
          organizationDisabledTemplatesResource,
          chosenOrganization(args),
        ),
        query,
        all,
      ),
  };
}

/** A default template (the platform list). */
export function defaultTemplatePicker(title: string): ArgPicker {
  return {
    title,
    options: async (ctx, query) => options(await defaultTemplates(ctx.store, ctx.api), query, all),
  };
}

/** One of the signed-in user's own default templates, switched off (`disabled`) or not. */
export function ownDefaultPicker(title: string, disabled: boolean): ArgPicker {
  return {
    title,
    options: async (ctx, query) =>
      options(
        await cachedOrLoad(ctx.store, ctx.api, ownTemplateSettingsResource, undefined),
        query,
        (item) => item.type === 'default' && item.is_disabled === disabled,
      ),
  };
}

// What is loaded already, for `when`, confirmations and texts (no calls).

export const knownUserTemplates = (ctx: CommandContext, userId: number) =>
  ctx.store.get(userTemplatesAtom)[userId]?.data ?? undefined;

export const knownUserTemplate = (ctx: CommandContext, userId: number, id: number) =>
  knownUserTemplates(ctx, userId)?.find((template) => template.id === id);

export const knownUserDisabled = (
  ctx: CommandContext,
  userId: number,
  id: number,
): DisabledTemplate | undefined =>
  ctx.store.get(userDisabledTemplatesAtom)[userId]?.data?.find((d) => d.id === id);

export const knownOrganizationTemplates = (ctx: CommandContext, organizationId: number) =>
  ctx.store.get(organizationTemplatesAtom)[organizationId]?.data ?? undefined;

export const knownOrganizationTemplate = (ctx: CommandContext, organizationId: number, id: number) =>
  knownOrganizationTemplates(ctx, organizationId)?.find((template) => template.id === id);

export const knownOrganizationDisabled = (ctx: CommandContext, organizationId: number, id: number) =>
  ctx.store.get(organizationDisabledTemplatesAtom)[organizationId]?.data?.find((d) => d.id === id);

export const knownDefaultTemplates = (ctx: CommandContext) =>
  ctx.store.get(defaultTemplatesAtom).data ?? undefined;

export const knownDefaultTemplate = (ctx: CommandContext, id: number) =>
  knownDefaultTemplates(ctx)?.find((template) => template.id === id);

export const knownOwnSetting = (ctx: CommandContext, id: number): TemplateSettingsItem | undefined =>
  ctx.store.get(ownTemplateSettingsAtom).data?.find((item) => item.id === id);

/** A template's title for texts (confirmations), as loaded; its id otherwise. */
export const titleOf = (template: Pick<Listed, 'title'> | undefined, id: number): string =>
  template?.title || `#${id}`;

/** A user's name for texts, as loaded; the generic text otherwise. */
export const userNameOf = (ctx: CommandContext, userId: number) =>
  knownUser(ctx.store, userId)?.username ?? t.thisUser;

/** The ids of a command's arguments that parse, for `when` (which sees them parsed or as given). */
export function parsedIds<K extends string>(
  args: Readonly<Record<string, unknown>>,
  ...keys: K[]
): Record<K, number> | null {
  const out = {} as Record<K, number>;
  for (const key of keys) {
    const parsed = idParam.safeParse(args[key]);
    if (!parsed.success) return null;
    out[key] = parsed.data;
  }
  return out;
}
