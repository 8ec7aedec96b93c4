import { endpoints } from '../../api/endpoints';
import { keyedSlot, atomSlot } from '../../state/loadable';
import {
  defaultTemplates,
  defaultTemplatesAtom,
  organizationDisabledTemplatesResource,
  organizationTemplates,
  organizationTemplatesAtom,
  organizationTemplatesResource,
  ownTemplateSettingsResource,
  templateResource,
  userDisabledTemplatesResource,
  userTemplates,
  userTemplatesAtom,
  userTemplatesResource,
} from '../../state/templates';
import { messages } from '../../messages';
import { organizationIdArg, organizationOnScreen, pickOrganization } from '../organizations/pickOrganization';
import { onScreenUser, userIdArg, userPicker } from '../users/pickUser';
import { orderCommands } from './ordering';
import {
  defaultTemplatePicker,
  knownDefaultTemplates,
  knownOrganizationTemplates,
  knownUserTemplates,
  organizationTemplatePicker,
  userTemplatePicker,
} from './pickTemplate';

const t = messages.templateLists;

const keywords = ['volgorde', 'order', 'reorder', 'sorteren', 'verplaatsen', 'move', 'templates'];

/** The owner id of the arguments so far, when it parses. */
function ownerKey(arg: typeof userIdArg | typeof organizationIdArg, value: unknown) {
  const parsed = arg.safeParse(value);
  return parsed.success ? { key: parsed.data } : null;
}

/**
 * A user's order (`POST admin/users/{id}/meeting-types/reorder`). It changes only that user's list, which
 * the answer replaces; the signed-in user's settings and loaded templates carry their order too.
 */
export const userOrder = orderCommands({
  suffix: 'User',
  titles: {
    reorder: t.commands.reorderUser,
    moveUp: t.commands.moveUpUser,
    moveDown: t.commands.moveDownUser,
  },
  keywords: [...keywords, 'gebruiker', 'user'],
  owner: { userId: userIdArg },
  ownerPickers: { userId: userPicker },
  keyOf: (args) => userIdArg.parse(args.userId),
  knownKey: (args) => ownerKey(userIdArg, args.userId),
  known: (ctx, userId) => knownUserTemplates(ctx, userId),
  templatePicker: userTemplatePicker(t.pickers.move),
  screenArgs: onScreenUser,
  contexts: ['userDetail'],
  list: {
    name: 'user',
    slot: (ctx, userId) => keyedSlot(ctx.store, userTemplatesAtom, userId),
    load: (ctx, userId) => userTemplates(ctx.store, ctx.api, userId),
    save: (ctx, userId, ids) =>
      ctx.api.call(endpoints.userTemplates.reorder, {
        params: { id: userId },
        body: { templates: [...ids] },
      }),
  },
  invalidates: () => [ownTemplateSettingsResource.at(), templateResource.at()],
  saves: endpoints.userTemplates.reorder,
});

/**
 * An organisation's order. Its users' lists follow it after their own order, so those are reloaded (or marked
 * stale) as well.
 */
export const organizationOrder = orderCommands({
  suffix: 'Organization',
  titles: {
    reorder: t.commands.reorderOrganization,
    moveUp: t.commands.moveUpOrganization,
    moveDown: t.commands.moveDownOrganization,
  },
  keywords: [...keywords, 'organisatie', 'organization'],
  owner: { organizationId: organizationIdArg },
  ownerPickers: { organizationId: pickOrganization },
  keyOf: (args) => organizationIdArg.parse(args.organizationId),
  knownKey: (args) => ownerKey(organizationIdArg, args.organizationId),
  known: (ctx, organizationId) => knownOrganizationTemplates(ctx, organizationId),
  templatePicker: organizationTemplatePicker(t.pickers.move),
  screenArgs: organizationOnScreen,
  contexts: ['organizationDetail'],
  list: {
    name: 'organization',
    slot: (ctx, organizationId) => keyedSlot(ctx.store, organizationTemplatesAtom, organizationId),
    load: (ctx, organizationId) => organizationTemplates(ctx.store, ctx.api, organizationId),
    save: (ctx, organizationId, ids) =>
      ctx.api.call(endpoints.organizationTemplates.reorder, {
        params: { id: organizationId },
        body: { templates: [...ids] },
      }),
  },
  invalidates: () => [userTemplatesResource.at(), ownTemplateSettingsResource.at(), templateResource.at()],
  saves: endpoints.organizationTemplates.reorder,
});

/**
 * The default templates' sort_order (`POST admin/default-templates/reorder` with the ids in their new order). Every
 * list that falls back on it changes: users', organisations', the switched-off lists (sorted by sort_order).
 */
export const defaultOrder = orderCommands({
  suffix: 'Default',
  titles: {
    reorder: t.commands.reorderDefaults,
    moveUp: t.commands.moveUpDefault,
    moveDown: t.commands.moveDownDefault,
  },
  keywords: [...keywords, 'standaard', 'default', 'sort order'],
  owner: {},
  ownerPickers: {},
  keyOf: () => undefined,
  knownKey: () => ({ key: undefined }),
  known: (ctx) => knownDefaultTemplates(ctx),
  templatePicker: defaultTemplatePicker(t.pickers.move),
  contexts: ['defaultTemplates'],
  list: {
    name: 'default',
    slot: (ctx) => atomSlot(ctx.store, defaultTemplatesAtom),
    load: (ctx) => defaultTemplates(ctx.store, ctx.api),
    save: (ctx, _key, ids) => ctx.api.call(endpoints.defaultTemplates.reorder, { body: [...ids] }),
  },
  saves: endpoints.defaultTemplates.reorder,
  invalidates: () => [
    userTemplatesResource.at(),
    userDisabledTemplatesResource.at(),
    organizationTemplatesResource.at(),
    organizationDisabledTemplatesResource.at(),
    ownTemplateSettingsResource.at(),
    templateResource.at(),
  ],
});
