import { z } from 'zod';
import { idParam } from '../schemas/common';
import {
  defaultTemplateCreated,
  defaultTemplateList,
  defaultTemplateWrite,
  disableScopeBody,
  disabledTemplateList,
  meetingType,
  meetingTypeList,
  templateCreated,
  templateOrder,
  templateRef,
  templateSettingsList,
  templateWrite,
  toggleResult,
} from '../schemas/templates';
import { messageBody } from '../schemas/users';
import type { AuditCaller } from './auditRecord';
import { targetInPath, templateIdOf } from './auditRecord';
import { consoleUser, defineEndpoint, platformOnly } from './define';
import { organizationInPath, userInPath } from './scopes';

const byUser = z.object({ id: idParam });
/** `:templateId` takes the template's id or its name. */
const byUserTemplate = byUser.extend({ templateId: templateRef });
const byOrganization = z.object({ id: idParam });
/** Organisation templates are addressed by name; an id is taken too. */
const byOrganizationTemplate = byOrganization.extend({ name: templateRef });
const byOrganizationToggle = byOrganization.extend({ templateId: idParam });
const byId = z.object({ id: idParam });

/** A new template: named by its title, its id added by the change. */
const newTemplate = {
  records: 'change',
  target: 'template',
  of: ({ body }: { body: { title: string } }) => ({ id: null, label: body.title.trim() }),
} as const;

/** The caller switches a default template off or on for themselves or their organisation. */
const ownSwitch = {
  records: 'change',
  target: 'template',
  of: ({ params }: { params: { id: number } }, caller: AuditCaller) => ({
    id: params.id,
    organizationId: caller.organizationId,
  }),
} as const;

/** The caller's own order of templates. */
const ownOrder = {
  records: 'change',
  target: 'user',
  of: (_parts: unknown, caller: AuditCaller) => ({ id: caller.id }),
} as const;

/**
 * A user's templates: their effective list (personal, their organisation's, default; minus what is
 * switched off for them or their organisation), their personal templates, order and switches. Scoped to the
 * user's organisation.
 */
export const userTemplatesEndpoints = {
  list: defineEndpoint({
    id: 'userTemplates.list',
    summary: "The user's effective templates in their order (personal, organisation, default)",
    method: 'get',
    path: 'admin/users/:id/meeting-types',
    params: byUser,
    answer: meetingTypeList,
    access: userInPath,
  }),
  create: defineEndpoint({
    id: 'userTemplates.create',
    summary: 'Creates a personal template; answers its name',
    method: 'post',
    path: 'admin/users/:id/meeting-types',
    params: byUser,
    body: templateWrite,
    answer: templateCreated,
    status: 201,
    audit: newTemplate,
    access: userInPath,
  }),
  get: defineEndpoint({
    id: 'userTemplates.get',
    summary: "One template of the user's effective list, by id or name",
    method: 'get',
    path: 'admin/users/:id/meeting-types/:templateId',
    params: byUserTemplate,
    answer: meetingType,
    access: userInPath,
  }),
  update: defineEndpoint({
    id: 'userTemplates.update',
    summary: 'Changes a personal template (default and organisation templates answer 403)',
    method: 'put',
    path: 'admin/users/:id/meeting-types/:templateId',
    params: byUserTemplate,
    body: templateWrite,
    answer: meetingType,
    audit: {
      records: 'change',
      target: 'template',
      of: ({ params }) => ({ id: templateIdOf(params.templateId) }),
    },
    access: userInPath,
  }),
  delete: defineEndpoint({
    id: 'userTemplates.delete',
    summary: 'Deletes a personal template (default and organisation templates answer 403)',
    method: 'delete',
    path: 'admin/users/:id/meeting-types/:templateId',
    params: byUserTemplate,
    answer: messageBody,
    audit: {
      records: 'change',
      target: 'template',
      of: ({ params }) => ({ id: templateIdOf(params.templateId) }),
    },
    access: userInPath,
  }),
  reorder: defineEndpoint({
    id: 'userTemplates.reorder',
    summary: "Saves the user's full order (ids of their effective list); a foreign or missing id refuses all",
    method: 'post',
    path: 'admin/users/:id/meeting-types/reorder',
    params: byUser,
    body: templateOrder,
    answer: meetingTypeList,
    audit: targetInPath('user'),
    access: userInPath,
  }),
  disabled: defineEndpoint({
    id: 'userTemplates.disabled',
    summary: 'Templates switched off for the user (or for their organisation)',
    method: 'get',
    path: 'admin/users/:id/templates/disabled',
    params: byUser,
    answer: disabledTemplateList,
    access: userInPath,
  }),
  toggle: defineEndpoint({
    id: 'userTemplates.toggle',
    summary: 'Switches a default or organisation template off or on for the user; answers the new state',
    method: 'post',
    path: 'admin/users/:id/templates/:templateId/toggle',
    params: byUser.extend({ templateId: idParam }),
    answer: toggleResult,
    errors: [409],
    audit: { records: 'change', target: 'template', of: ({ params }) => ({ id: params.templateId }) },
    access: userInPath,
  }),
};

/**
 * Organisation meeting types (mirroring the user calls, addressed by name): the organisation's own templates
 * (is_org_wide) and the default templates it has not switched off, in its order.
 */
export const organizationTemplatesEndpoints = {
  list: defineEndpoint({
    id: 'organizationTemplates.list',
    summary: "The organisation's templates and the default templates it uses, in its order",
    method: 'get',
    path: 'admin/organizations/:id/meeting-types',
    params: byOrganization,
    answer: meetingTypeList,
    access: organizationInPath,
  }),
  create: defineEndpoint({
    id: 'organizationTemplates.create',
    summary: 'Creates an organisation template (is_org_wide); answers its name',
    method: 'post',
    path: 'admin/organizations/:id/meeting-types',
    params: byOrganization,
    body: templateWrite,
    answer: templateCreated,
    status: 201,
    audit: newTemplate,
    access: organizationInPath,
  }),
  get: defineEndpoint({
    id: 'organizationTemplates.get',
    summary: "One of the organisation's templates (or a default template it uses), by name or id",
    method: 'get',
    path: 'admin/organizations/:id/meeting-types/:name',
    params: byOrganizationTemplate,
    answer: meetingType,
    access: organizationInPath,
  }),
  update: defineEndpoint({
    id: 'organizationTemplates.update',
    summary: 'Changes an organisation template (default templates answer 403)',
    method: 'put',
    path: 'admin/organizations/:id/meeting-types/:name',
    params: byOrganizationTemplate,
    body: templateWrite,
    answer: meetingType,
    audit: { records: 'change', target: 'template', of: ({ params }) => ({ id: templateIdOf(params.name) }) },
    access: organizationInPath,
  }),
  delete: defineEndpoint({
    id: 'organizationTemplates.delete',
    summary: 'Deletes an organisation template (default templates answer 403)',
    method: 'delete',
    path: 'admin/organizations/:id/meeting-types/:name',
    params: byOrganizationTemplate,
    answer: messageBody,
    audit: { records: 'change', target: 'template', of: ({ params }) => ({ id: templateIdOf(params.name) }) },
    access: organizationInPath,
  }),
  reorder: defineEndpoint({
    id: 'organizationTemplates.reorder',
    summary: "Saves the organisation's full order; a foreign or missing id refuses all",
    method: 'post',
    path: 'admin/organizations/:id/meeting-types/reorder',
    params: byOrganization,
    body: templateOrder,
    answer: meetingTypeList,
    audit: targetInPath('organization'),
    access: organizationInPath,
  }),
  disabled: defineEndpoint({
    id: 'organizationTemplates.disabled',
    summary: 'Default templates switched off for the organisation',
    method: 'get',
    path: 'admin/organizations/:id/templates/disabled',
    params: byOrganization,
    answer: disabledTemplateList,
    access: organizationInPath,
  }),
  toggle: defineEndpoint({
    id: 'organizationTemplates.toggle',
    summary: 'Switches a default template off or on for the organisation; answers the new state',
    method: 'post',
    path: 'admin/organizations/:id/templates/:templateId/toggle',
    params: byOrganizationToggle,
    answer: toggleResult,
    audit: { records: 'change', target: 'template', of: ({ params }) => ({ id: params.templateId }) },
    access: organizationInPath,
  }),
};

/** Default templates: platform-managed templates every user gets unless switched off. */
export const defaultTemplatesEndpoints = {
  list: defineEndpoint({
    id: 'defaultTemplates.list',
    summary: 'Every default template, by sort_order',
    method: 'get',
    path: 'admin/default-templates',
    answer: defaultTemplateList,
    access: platformOnly,
  }),
  create: defineEndpoint({
    id: 'defaultTemplates.create',
    summary: 'Creates a default template; answers its template_id',
    method: 'post',
    path: 'admin/default-templates',
    body: defaultTemplateWrite,
    answer: defaultTemplateCreated,
    status: 201,
    errors: [409],
    audit: newTemplate,
    access: platformOnly,
  }),
  get: defineEndpoint({
    id: 'defaultTemplates.get',
    summary: 'One default template',
    method: 'get',
    path: 'admin/default-templates/:id',
    params: byId,
    answer: meetingType,
    // Anyone using the console may read one: every effective list holds them (an organisation
    // administrator views them from their organisation's list).
    access: consoleUser,
  }),
  update: defineEndpoint({
    id: 'defaultTemplates.update',
    summary: 'Changes a default template',
    method: 'put',
    path: 'admin/default-templates/:id',
    params: byId,
    body: defaultTemplateWrite,
    answer: meetingType,
    errors: [409],
    audit: targetInPath('template'),
    access: platformOnly,
  }),
  delete: defineEndpoint({
    id: 'defaultTemplates.delete',
    summary: 'Deletes a default template (and every switch and order entry that names it)',
    method: 'delete',
    path: 'admin/default-templates/:id',
    params: byId,
    answer: messageBody,
    audit: targetInPath('template'),
    access: platformOnly,
  }),
  reorder: defineEndpoint({
    id: 'defaultTemplates.reorder',
    summary:
      'Sets sort_order from the ids in their new order; default templates not named follow in their order',
    method: 'post',
    path: 'admin/default-templates/reorder',
    body: templateOrder,
    answer: defaultTemplateList,
    audit: { records: 'change', target: 'template', of: () => ({ id: null }) },
    access: platformOnly,
  }),
};

/** Current-user template settings: the signed-in administrator's own templates. */
export const templateSettingsEndpoints = {
  defaults: defineEndpoint({
    id: 'templateSettings.defaults',
    summary: 'The default templates with whether they are switched off for the signed-in user',
    method: 'get',
    path: 'default-templates',
    answer: templateSettingsList,
    access: consoleUser,
  }),
  all: defineEndpoint({
    id: 'templateSettings.all',
    summary: 'Every template available to the signed-in user, switched off ones included, in their order',
    method: 'get',
    path: 'default-templates/all',
    answer: templateSettingsList,
    access: consoleUser,
  }),
  disable: defineEndpoint({
    id: 'templateSettings.disable',
    summary:
      'Switches a default template off for the signed-in user or (scope organization) their organisation',
    method: 'post',
    path: 'default-templates/:id/disable',
    params: byId,
    body: disableScopeBody,
    answer: toggleResult,
    audit: ownSwitch,
    access: consoleUser,
  }),
  enable: defineEndpoint({
    id: 'templateSettings.enable',
    summary:
      'Switches a default template on again for the signed-in user or (scope organization) their organisation',
    method: 'post',
    path: 'default-templates/:id/enable',
    params: byId,
    body: disableScopeBody,
    answer: toggleResult,
    errors: [409],
    audit: ownSwitch,
    access: consoleUser,
  }),
  reorder: defineEndpoint({
    id: 'templateSettings.reorder',
    summary: "Saves the signed-in user's order",
    method: 'post',
    path: 'templates/reorder',
    body: templateOrder,
    answer: messageBody,
    audit: ownOrder,
    access: consoleUser,
  }),
  resetOrder: defineEndpoint({
    id: 'templateSettings.resetOrder',
    summary: "Forgets the signed-in user's order (back to the default order)",
    method: 'post',
    path: 'templates/reset-order',
    answer: messageBody,
    audit: ownOrder,
    access: consoleUser,
  }),
  summarizeTypes: defineEndpoint({
    id: 'templateSettings.summarizeTypes',
    summary: "The signed-in user's effective templates, as summaries are written from them",
    method: 'get',
    path: 'summarize-types',
    answer: meetingTypeList,
    access: consoleUser,
  }),
};
