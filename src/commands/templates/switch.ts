import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { maySwitchOff } from '../../api/rules/templates';
import type { DisabledTemplate } from '../../api/schemas/templates';
import { messages } from '../../messages';
import {
  loadOrganizationDisabledTemplates,
  loadUserDisabledTemplates,
  organizationDisabledTemplatesAtom,
  organizationTemplatesAtom,
  templatesChanged,
  userDisabledTemplatesAtom,
  userTemplatesAtom,
} from '../../state/templates';
import {
  organizationIdArg,
  organizationName,
  organizationOnScreen,
  pickOrganization,
} from '../organizations/pickOrganization';
import { failure } from '../shared/failure';
import { onScreenUser, userIdArg, userPicker } from '../users/pickUser';
import { defineCommand, type Availability } from '../types';
import { leaveList } from './shownLists';
import {
  knownOrganizationDisabled,
  knownOrganizationTemplate,
  knownUserDisabled,
  knownUserTemplate,
  organizationDisabledPicker,
  organizationTemplatePicker,
  parsedIds,
  templateIdArg,
  titleOf,
  userDisabledPicker,
  userNameOf,
  userTemplatePicker,
} from './pickTemplate';

const t = messages.templateLists;
const done = messages.templates;

type Wanted = 'enabled' | 'disabled';

/** A refusal found when the command runs (the lists were not loaded before): shown as it is. */
class Refusal extends Error {}

interface Switch {
  want: Wanted;
  /** The owner's switched-off templates, loaded now (the screen's list is refreshed with it). */
  loadDisabled(): Promise<readonly DisabledTemplate[]>;
  /** Why the switch cannot be made for this switched-off entry (switched off by the organisation). */
  refuseDisabled?(entry: DisabledTemplate): string | null;
  toggle(): Promise<{ state: string }>;
  failure: string;
}

/**
 * Spec 4: the toggle call flips the switch and answers the state now (`enabled`, anything else is off). It is
 * called only when the template is not in the wanted state already (checked against the list loaded now), and
 * once more when the answer says another request flipped it first.
 */
async function switchTemplate(templateId: number, spec: Switch): Promise<void> {
  const isOn = (answer: { state: string }) => answer.state === 'enabled';
  try {
    const entry = (await spec.loadDisabled()).find((d) => d.id === templateId);
    if (spec.want === 'disabled' && entry) throw new Refusal(t.refusals.alreadyOff);
    if (spec.want === 'enabled' && !entry) throw new Refusal(t.refusals.alreadyOn);
    const refusal = entry && spec.refuseDisabled?.(entry);
    if (refusal) throw new Refusal(refusal);
    const wanted = spec.want === 'enabled';
    if (isOn(await spec.toggle()) !== wanted && isOn(await spec.toggle()) !== wanted)
      throw new Error(done.unknownError);
  } catch (cause) {
    if (cause instanceof Refusal) throw cause;
    throw failure(spec.failure, cause);
  }
}

const byOrganization = (entry: DisabledTemplate) =>
  entry.scope === 'organization' ? t.refusals.switchedOffByOrganization : null;

const userArgs = z.object({ userId: userIdArg, templateId: templateIdArg });
const organizationArgs = z.object({ organizationId: organizationIdArg, templateId: templateIdArg });

/** Switches a default or organisation template off for one user (after confirmation); undo switches it on. */
export const switchOffForUser = defineCommand({
  id: 'templates.switchOffForUser',
  title: t.commands.switchOffForUser,
  group: 'templates',
  keywords: ['template uitschakelen', 'switch off template', 'disable template', 'uitzetten', 'gebruiker'],
  args: userArgs,
  argPickers: {
    userId: userPicker,
    templateId: userTemplatePicker(t.pickers.switchOff, (template) => maySwitchOff(template, 'user')),
  },
  screenArgs: onScreenUser,
  contexts: ['userDetail'],
  when: (args, ctx): Availability => {
    const ids = parsedIds(args, 'userId', 'templateId');
    if (!ids) return true;
    const template = knownUserTemplate(ctx, ids.userId, ids.templateId);
    if (template) return maySwitchOff(template, 'user') ? true : { reason: t.refusals.personalNotSwitchable };
    return knownUserDisabled(ctx, ids.userId, ids.templateId) ? { reason: t.refusals.alreadyOff } : true;
  },
  confirm: ({ userId, templateId }, ctx) => ({
    title: t.confirm.switchOffTitle,
    description: t.confirm.switchOffForUser(
      titleOf(knownUserTemplate(ctx, userId, templateId), templateId),
      userNameOf(ctx, userId),
    ),
    confirmLabel: t.confirm.switchOffConfirm,
  }),
  invalidates: () => templatesChanged(),
  run: async ({ userId, templateId }, ctx) => {
    await switchTemplate(templateId, {
      want: 'disabled',
      loadDisabled: () => loadUserDisabledTemplates(ctx.store, ctx.api, userId),
      toggle: () => ctx.api.call(endpoints.userTemplates.toggle, { params: { id: userId, templateId } }),
      failure: done.disableFailed,
    });
    leaveList(ctx, userTemplatesAtom, userId, templateId);
    ctx.notify({
      kind: 'success',
      message: done.disabled,
      undo: { commandId: 'templates.switchOnForUser', args: { userId, templateId } },
    });
  },
});

/** Switches a template on again for one user; not one the organisation switched off (that is its switch). */
export const switchOnForUser = defineCommand({
  id: 'templates.switchOnForUser',
  title: t.commands.switchOnForUser,
  group: 'templates',
  keywords: ['template inschakelen', 'switch on template', 'enable template', 'aanzetten', 'gebruiker'],
  args: userArgs,
  argPickers: { userId: userPicker, templateId: userDisabledPicker(t.pickers.switchOn) },
  screenArgs: onScreenUser,
  contexts: ['userDetail'],
  when: (args, ctx): Availability => {
    const ids = parsedIds(args, 'userId', 'templateId');
    if (!ids) return true;
    const entry = knownUserDisabled(ctx, ids.userId, ids.templateId);
    if (entry)
      return entry.scope === 'organization' ? { reason: t.refusals.switchedOffByOrganization } : true;
    return knownUserTemplate(ctx, ids.userId, ids.templateId) ? { reason: t.refusals.alreadyOn } : true;
  },
  invalidates: () => templatesChanged(),
  run: async ({ userId, templateId }, ctx) => {
    await switchTemplate(templateId, {
      want: 'enabled',
      loadDisabled: () => loadUserDisabledTemplates(ctx.store, ctx.api, userId),
      refuseDisabled: byOrganization,
      toggle: () => ctx.api.call(endpoints.userTemplates.toggle, { params: { id: userId, templateId } }),
      failure: done.toggleFailed,
    });
    leaveList(ctx, userDisabledTemplatesAtom, userId, templateId);
    ctx.notify({ kind: 'success', message: done.enabled });
  },
});

/** Switches a default template off for a whole organisation (after confirmation); undo switches it on. */
export const switchOffForOrganization = defineCommand({
  id: 'templates.switchOffForOrganization',
  title: t.commands.switchOffForOrganization,
  group: 'templates',
  keywords: [
    'template uitschakelen',
    'switch off template',
    'disable template',
    'uitzetten',
    'organisatie',
    'organization',
  ],
  args: organizationArgs,
  argPickers: {
    organizationId: pickOrganization,
    templateId: organizationTemplatePicker(t.pickers.switchOff, (template) =>
      maySwitchOff(template, 'organization'),
    ),
  },
  screenArgs: organizationOnScreen,
  contexts: ['organizationDetail'],
  when: (args, ctx): Availability => {
    const ids = parsedIds(args, 'organizationId', 'templateId');
    if (!ids) return true;
    const template = knownOrganizationTemplate(ctx, ids.organizationId, ids.templateId);
    if (template)
      return maySwitchOff(template, 'organization') ? true : { reason: t.refusals.ownNotSwitchable };
    return knownOrganizationDisabled(ctx, ids.organizationId, ids.templateId)
      ? { reason: t.refusals.alreadyOff }
      : true;
  },
  confirm: ({ organizationId, templateId }, ctx) => ({
    title: t.confirm.switchOffTitle,
    description: t.confirm.switchOffForOrganization(
      titleOf(knownOrganizationTemplate(ctx, organizationId, templateId), templateId),
      organizationName(ctx, organizationId),
    ),
    confirmLabel: t.confirm.switchOffConfirm,
  }),
  invalidates: () => templatesChanged(),
  run: async ({ organizationId, templateId }, ctx) => {
    await switchTemplate(templateId, {
      want: 'disabled',
      loadDisabled: () => loadOrganizationDisabledTemplates(ctx.store, ctx.api, organizationId),
      toggle: () =>
        ctx.api.call(endpoints.organizationTemplates.toggle, { params: { id: organizationId, templateId } }),
      failure: done.disableFailed,
    });
    leaveList(ctx, organizationTemplatesAtom, organizationId, templateId);
    ctx.notify({
      kind: 'success',
      message: done.disabled,
      undo: { commandId: 'templates.switchOnForOrganization', args: { organizationId, templateId } },
    });
  },
});

/** Switches a default template on again for an organisation. */
export const switchOnForOrganization = defineCommand({
  id: 'templates.switchOnForOrganization',
  title: t.commands.switchOnForOrganization,
  group: 'templates',
  keywords: [
    'template inschakelen',
    'switch on template',
    'enable template',
    'aanzetten',
    'organisatie',
    'organization',
  ],
  args: organizationArgs,
  argPickers: {
    organizationId: pickOrganization,
    templateId: organizationDisabledPicker(t.pickers.switchOn),
  },
  screenArgs: organizationOnScreen,
  contexts: ['organizationDetail'],
  when: (args, ctx): Availability => {
    const ids = parsedIds(args, 'organizationId', 'templateId');
    if (!ids || knownOrganizationDisabled(ctx, ids.organizationId, ids.templateId)) return true;
    return knownOrganizationTemplate(ctx, ids.organizationId, ids.templateId)
      ? { reason: t.refusals.alreadyOn }
      : true;
  },
  invalidates: () => templatesChanged(),
  run: async ({ organizationId, templateId }, ctx) => {
    await switchTemplate(templateId, {
      want: 'enabled',
      loadDisabled: () => loadOrganizationDisabledTemplates(ctx.store, ctx.api, organizationId),
      toggle: () =>
        ctx.api.call(endpoints.organizationTemplates.toggle, { params: { id: organizationId, templateId } }),
      failure: done.toggleFailed,
    });
    leaveList(ctx, organizationDisabledTemplatesAtom, organizationId, templateId);
    ctx.notify({ kind: 'success', message: done.enabled });
  },
});
