import { endpoints } from '../../api/endpoints';
import { z } from 'zod';
import { messages } from '../../messages';
import { organizationTemplates, userTemplates } from '../../state/templates';
import { defineCommand } from '../types';
import { defaultTemplateHref, organizationListTemplateHref, userListTemplateHref } from './links';
import { organizationListTemplate, userListTemplate } from './listTemplate';
import {
  defaultTemplatePicker,
  organizationTemplatePicker,
  templateIdArg,
  userTemplatePicker,
} from './pickTemplate';

const t = messages.templateLists;

/** The template in a list just loaded (or as loaded); a template no longer there is an error. */
function inList<T extends { id: number }>(list: readonly T[], id: number): T {
  const found = list.find((template) => template.id === id);
  if (!found) throw new Error(t.refusals.notInList);
  return found;
}

/**
 * Opens a template of a user's list: a personal one in its editor, a default or organisation template in its
 * read-only view (those are not edited from a user's list).
 */
export const openUserTemplate = defineCommand({
  id: 'templates.openUserTemplate',
  title: t.commands.openUserTemplate,
  keywords: ['template openen', 'open template', 'meeting type', 'sjabloon', 'bewerken', 'edit', 'bekijken'],
  ...userListTemplate(userTemplatePicker(t.pickers.template)),
  run: async ({ userId, templateId }, ctx) => {
    const template = inList(await userTemplates(ctx.store, ctx.api, userId), templateId);
    ctx.navigate(userListTemplateHref(userId, template));
  },
});

/** Opens a template of an organisation's list: its own in the editor, a default one in the view. */
export const openOrganizationTemplate = defineCommand({
  id: 'templates.openOrganizationTemplate',
  title: t.commands.openOrganizationTemplate,
  keywords: ['organisatietemplate openen', 'open organization template', 'sjabloon', 'bewerken', 'edit'],
  ...organizationListTemplate(organizationTemplatePicker(t.pickers.template)),
  run: async ({ organizationId, templateId }, ctx) => {
    const template = inList(await organizationTemplates(ctx.store, ctx.api, organizationId), templateId);
    ctx.navigate(organizationListTemplateHref(organizationId, template));
  },
});

/** Opens a default template in the default-template editor. */
export const openDefaultTemplate = defineCommand({
  id: 'templates.openDefaultTemplate',
  // It opens the editor, which saves through the platform's route.
  calls: [endpoints.defaultTemplates.update],
  title: t.commands.openDefaultTemplate,
  group: 'templates',
  keywords: ['standaard template openen', 'open default template', 'sjabloon', 'bewerken', 'edit'],
  args: z.object({ templateId: templateIdArg }),
  argPickers: { templateId: defaultTemplatePicker(t.pickers.template) },
  contexts: ['defaultTemplates'],
  // The editor loads it (and says so when it is gone).
  run: ({ templateId }, ctx) => ctx.navigate(defaultTemplateHref({ id: templateId })),
});
