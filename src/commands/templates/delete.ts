import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import {
  mayEditInOrganizationList,
  mayEditInUserList,
  type TemplateRefusal,
} from '../../api/rules/templates';
import { messages } from '../../messages';
import {
  defaultTemplatesAtom,
  organizationTemplatesAtom,
  templatesChanged,
  userTemplatesAtom,
} from '../../state/templates';
import { organizationIdArg, organizationOnScreen, pickOrganization } from '../organizations/pickOrganization';
import { failure } from '../shared/failure';
import { onScreenUser, userIdArg, userPicker } from '../users/pickUser';
import { defineCommand, type Availability } from '../types';
import { leaveList } from './shownLists';
import {
  defaultTemplatePicker,
  knownDefaultTemplate,
  knownOrganizationTemplate,
  knownUserTemplate,
  organizationTemplatePicker,
  parsedIds,
  templateIdArg,
  titleOf,
  userTemplatePicker,
} from './pickTemplate';

const t = messages.templateLists;
const done = messages.templates;

/** The catalogue's reason for a rule's refusal code. */
export const refusalText: Record<TemplateRefusal, string> = {
  notPersonal: t.refusals.notPersonal,
  defaultTemplate: t.refusals.defaultTemplate,
};

const refused = (code: TemplateRefusal | null): Availability => (code ? { reason: refusalText[code] } : true);

const deleteConfirm = (title: string) => ({
  title: t.confirm.deleteTitle,
  description: t.confirm.deleteDescription(title),
  confirmLabel: t.confirm.deleteConfirm,
});

/** Deletes a personal template of a user (spec 6: default and organisation templates only from their owner). */
export const deleteUserTemplate = defineCommand({
  id: 'templates.deleteUserTemplate',
  title: t.commands.deleteUserTemplate,
  group: 'templates',
  keywords: ['template verwijderen', 'delete template', 'remove template', 'persoonlijk', 'wissen'],
  args: z.object({ userId: userIdArg, templateId: templateIdArg }),
  argPickers: {
    userId: userPicker,
    templateId: userTemplatePicker(t.pickers.remove, (template) => mayEditInUserList(template) === null),
  },
  screenArgs: onScreenUser,
  contexts: ['userDetail'],
  when: (args, ctx) => {
    const ids = parsedIds(args, 'userId', 'templateId');
    const template = ids && knownUserTemplate(ctx, ids.userId, ids.templateId);
    return template ? refused(mayEditInUserList(template)) : true;
  },
  confirm: ({ userId, templateId }, ctx) =>
    deleteConfirm(titleOf(knownUserTemplate(ctx, userId, templateId), templateId)),
  invalidates: () => templatesChanged(),
  run: async ({ userId, templateId }, ctx) => {
    try {
      await ctx.api.call(endpoints.userTemplates.delete, { params: { id: userId, templateId } });
    } catch (cause) {
      throw failure(done.deleteFailed, cause);
    }
    leaveList(ctx, userTemplatesAtom, userId, templateId);
    ctx.notify({ kind: 'success', message: done.deleted });
  },
});

/** Deletes an organisation's own template (its default templates are switched off instead). */
export const deleteOrganizationTemplate = defineCommand({
  id: 'templates.deleteOrganizationTemplate',
  title: t.commands.deleteOrganizationTemplate,
  group: 'templates',
  keywords: ['organisatietemplate verwijderen', 'delete organization template', 'remove template', 'wissen'],
  args: z.object({ organizationId: organizationIdArg, templateId: templateIdArg }),
  argPickers: {
    organizationId: pickOrganization,
    templateId: organizationTemplatePicker(
      t.pickers.remove,
      (template) => mayEditInOrganizationList(template) === null,
    ),
  },
  screenArgs: organizationOnScreen,
  contexts: ['organizationDetail'],
  when: (args, ctx) => {
    const ids = parsedIds(args, 'organizationId', 'templateId');
    const template = ids && knownOrganizationTemplate(ctx, ids.organizationId, ids.templateId);
    return template ? refused(mayEditInOrganizationList(template)) : true;
  },
  confirm: ({ organizationId, templateId }, ctx) =>
    deleteConfirm(titleOf(knownOrganizationTemplate(ctx, organizationId, templateId), templateId)),
  invalidates: () => templatesChanged(),
  run: async ({ organizationId, templateId }, ctx) => {
    try {
      await ctx.api.call(endpoints.organizationTemplates.delete, {
        params: { id: organizationId, name: templateId },
      });
    } catch (cause) {
      throw failure(done.organizationDeleteFailed, cause);
    }
    leaveList(ctx, organizationTemplatesAtom, organizationId, templateId);
    ctx.notify({ kind: 'success', message: done.deleted });
  },
});

/** Deletes a default template for everyone (with every switch and order entry naming it). */
export const deleteDefaultTemplate = defineCommand({
  id: 'templates.deleteDefaultTemplate',
  title: t.commands.deleteDefaultTemplate,
  group: 'templates',
  keywords: [
    'standaard template verwijderen',
    'delete default template',
    'remove default template',
    'wissen',
  ],
  args: z.object({ templateId: templateIdArg }),
  argPickers: { templateId: defaultTemplatePicker(t.pickers.remove) },
  contexts: ['defaultTemplates'],
  confirm: ({ templateId }, ctx) => ({
    title: t.confirm.deleteTitle,
    description: t.confirm.deleteDefaultDescription(
      titleOf(knownDefaultTemplate(ctx, templateId), templateId),
    ),
    confirmLabel: t.confirm.deleteConfirm,
  }),
  invalidates: () => templatesChanged(),
  run: async ({ templateId }, ctx) => {
    try {
      await ctx.api.call(endpoints.defaultTemplates.delete, { params: { id: templateId } });
    } catch (cause) {
      throw failure(done.defaultDeleteFailed, cause);
    }
    ctx.store.set(defaultTemplatesAtom, (loaded) =>
      loaded.data
        ? { ...loaded, data: loaded.data.filter((template) => template.id !== templateId) }
        : loaded,
    );
    ctx.notify({ kind: 'success', message: done.deleted });
  },
});
