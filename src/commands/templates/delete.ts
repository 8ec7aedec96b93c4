import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import {
  mayEditInOrganizationList,
  mayEditInUserList,
  type TemplateRefusal,
} from '../../api/rules/templates';
import type { MeetingType } from '../../api/schemas/templates';
import { messages } from '../../messages';
import {
  defaultTemplatesAtom,
  organizationTemplatesAtom,
  templatesChanged,
  userTemplatesAtom,
} from '../../state/templates';
import { failure } from '../shared/failure';
import { defineCommand, type Availability, type CommandContext } from '../types';
import {
  knownForOrganization,
  knownForUser,
  organizationListTemplate,
  userListTemplate,
} from './listTemplate';
import { leaveList } from './shownLists';
import {
  defaultTemplatePicker,
  knownDefaultTemplate,
  knownOrganizationTemplate,
  knownUserTemplate,
  organizationTemplatePicker,
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

/** Whether a list's rule lets the loaded template be deleted there (true while it is not loaded). */
function mayDelete(
  template: MeetingType | undefined,
  rule: (template: MeetingType) => TemplateRefusal | null,
): Availability {
  const code = template ? rule(template) : null;
  return code ? { reason: refusalText[code] } : true;
}

/** Deletes through `call`; then the template leaves the list it was shown in, and a toast says it is gone. */
async function deleteTemplate(
  ctx: CommandContext,
  call: () => Promise<unknown>,
  failed: string,
  leave: () => void,
): Promise<void> {
  try {
    await call();
  } catch (cause) {
    throw failure(failed, cause);
  }
  leave();
  ctx.notify({ kind: 'success', message: done.deleted });
}

const deleteConfirm = (description: string) => ({
  title: t.confirm.deleteTitle,
  description,
  confirmLabel: t.confirm.deleteConfirm,
});

/** Deletes a personal template of a user (default and organisation templates are not deleted from a user's list). */
export const deleteUserTemplate = defineCommand({
  id: 'templates.deleteUserTemplate',
  title: t.commands.deleteUserTemplate,
  keywords: ['template verwijderen', 'delete template', 'remove template', 'persoonlijk', 'wissen'],
  ...userListTemplate(
    userTemplatePicker(t.pickers.remove, (template) => mayEditInUserList(template) === null),
  ),
  when: (args, ctx) => mayDelete(knownForUser(args, ctx)?.template, mayEditInUserList),
  confirm: ({ userId, templateId }, ctx) =>
    deleteConfirm(
      t.confirm.deleteDescription(titleOf(knownUserTemplate(ctx, userId, templateId), templateId)),
    ),
  invalidates: () => templatesChanged(),
  run: ({ userId, templateId }, ctx) =>
    deleteTemplate(
      ctx,
      () => ctx.api.call(endpoints.userTemplates.delete, { params: { id: userId, templateId } }),
      done.deleteFailed,
      () => leaveList(ctx, userTemplatesAtom, userId, templateId),
    ),
});

/** Deletes an organisation's own template (its default templates are switched off instead). */
export const deleteOrganizationTemplate = defineCommand({
  id: 'templates.deleteOrganizationTemplate',
  title: t.commands.deleteOrganizationTemplate,
  keywords: ['organisatietemplate verwijderen', 'delete organization template', 'remove template', 'wissen'],
  ...organizationListTemplate(
    organizationTemplatePicker(t.pickers.remove, (template) => mayEditInOrganizationList(template) === null),
  ),
  when: (args, ctx) => mayDelete(knownForOrganization(args, ctx)?.template, mayEditInOrganizationList),
  confirm: ({ organizationId, templateId }, ctx) =>
    deleteConfirm(
      t.confirm.deleteDescription(
        titleOf(knownOrganizationTemplate(ctx, organizationId, templateId), templateId),
      ),
    ),
  invalidates: () => templatesChanged(),
  run: ({ organizationId, templateId }, ctx) =>
    deleteTemplate(
      ctx,
      () =>
        ctx.api.call(endpoints.organizationTemplates.delete, {
          params: { id: organizationId, name: templateId },
        }),
      done.organizationDeleteFailed,
      () => leaveList(ctx, organizationTemplatesAtom, organizationId, templateId),
    ),
});

/** Deletes a default template for everyone (with every switch and order entry naming it). */
export const deleteDefaultTemplate = defineCommand({
  id: 'templates.deleteDefaultTemplate',
  calls: [endpoints.defaultTemplates.delete],
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
  confirm: ({ templateId }, ctx) =>
    deleteConfirm(
      t.confirm.deleteDefaultDescription(titleOf(knownDefaultTemplate(ctx, templateId), templateId)),
    ),
  invalidates: () => templatesChanged(),
  run: ({ templateId }, ctx) =>
    deleteTemplate(
      ctx,
      () => ctx.api.call(endpoints.defaultTemplates.delete, { params: { id: templateId } }),
      done.defaultDeleteFailed,
      () =>
        ctx.store.set(defaultTemplatesAtom, (loaded) =>
          loaded.data
            ? { ...loaded, data: loaded.data.filter((template) => template.id !== templateId) }
            : loaded,
        ),
    ),
});
