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
import type { ToastUndo } from '../../state/toasts';
import { organizationName } from '../organizations/pickOrganization';
import { failure } from '../shared/failure';
import { defineCommand, type Availability, type CommandContext } from '../types';
import {
  knownForOrganization,
  knownForUser,
  organizationListTemplate,
  userListTemplate,
  type KnownTemplate,
} from './listTemplate';
import { leaveList } from './shownLists';
import {
  knownOrganizationTemplate,
  knownUserTemplate,
  organizationDisabledPicker,
  organizationTemplatePicker,
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

/** One template's switch for its owner (a user or an organisation). */
interface OwnerSwitch {
  templateId: number;
  /** The owner's switched-off templates, loaded now (the screen's list is refreshed with it). */
  loadDisabled(): Promise<readonly DisabledTemplate[]>;
  toggle(): Promise<{ state: string }>;
  /** The template leaves the owner's list (switched off) or its switched-off list (switched on). */
  leaveList(): void;
  leaveDisabled(): void;
}

/** Why the switch cannot be made for a switched-off entry (switched off by the organisation), or null. */
type RefuseDisabled = (entry: DisabledTemplate) => string | null;

/**
 * The toggle call flips the switch and answers the state now (`enabled`, anything else is off). It is
 * called only when the template is not in the wanted state already (checked against the list loaded now), and
 * once more when the answer says another request flipped it first.
 */
async function switchTemplate(
  owner: OwnerSwitch,
  want: Wanted,
  failureText: string,
  refuseDisabled?: RefuseDisabled,
): Promise<void> {
  const isOn = (answer: { state: string }) => answer.state === 'enabled';
  try {
    const entry = (await owner.loadDisabled()).find((d) => d.id === owner.templateId);
    if (want === 'disabled' && entry) throw new Refusal(t.refusals.alreadyOff);
    if (want === 'enabled' && !entry) throw new Refusal(t.refusals.alreadyOn);
    const refusal = entry && refuseDisabled?.(entry);
    if (refusal) throw new Refusal(refusal);
    const wanted = want === 'enabled';
    if (isOn(await owner.toggle()) !== wanted && isOn(await owner.toggle()) !== wanted)
      throw new Error(done.unknownError);
  } catch (cause) {
    if (cause instanceof Refusal) throw cause;
    throw failure(failureText, cause);
  }
}

/** Switches off; the template leaves the owner's list at once, and the toast offers `undo`. */
async function switchOff(ctx: CommandContext, owner: OwnerSwitch, undo: ToastUndo): Promise<void> {
  await switchTemplate(owner, 'disabled', done.disableFailed);
  owner.leaveList();
  ctx.notify({ kind: 'success', message: done.disabled, undo });
}

/** Switches on; the template leaves the owner's switched-off list at once. */
async function switchOn(ctx: CommandContext, owner: OwnerSwitch, refuseDisabled?: RefuseDisabled) {
  await switchTemplate(owner, 'enabled', done.toggleFailed, refuseDisabled);
  owner.leaveDisabled();
  ctx.notify({ kind: 'success', message: done.enabled });
}

const byOrganization: RefuseDisabled = (entry) =>
  entry.scope === 'organization' ? t.refusals.switchedOffByOrganization : null;

const userSwitch = (ctx: CommandContext, userId: number, templateId: number): OwnerSwitch => ({
  templateId,
  loadDisabled: () => loadUserDisabledTemplates(ctx.store, ctx.api, userId),
  toggle: () => ctx.api.call(endpoints.userTemplates.toggle, { params: { id: userId, templateId } }),
  leaveList: () => leaveList(ctx, userTemplatesAtom, userId, templateId),
  leaveDisabled: () => leaveList(ctx, userDisabledTemplatesAtom, userId, templateId),
});

const organizationSwitch = (
  ctx: CommandContext,
  organizationId: number,
  templateId: number,
): OwnerSwitch => ({
  templateId,
  loadDisabled: () => loadOrganizationDisabledTemplates(ctx.store, ctx.api, organizationId),
  toggle: () =>
    ctx.api.call(endpoints.organizationTemplates.toggle, { params: { id: organizationId, templateId } }),
  leaveList: () => leaveList(ctx, organizationTemplatesAtom, organizationId, templateId),
  leaveDisabled: () => leaveList(ctx, organizationDisabledTemplatesAtom, organizationId, templateId),
});

/** Whether the template can be switched off for the owner, as far as loaded: not one of its own, not off yet. */
function mayOff(
  known: KnownTemplate | null,
  owner: 'user' | 'organization',
  ownReason: string,
): Availability {
  if (!known) return true;
  if (known.template) return maySwitchOff(known.template, owner) ? true : { reason: ownReason };
  return known.disabled ? { reason: t.refusals.alreadyOff } : true;
}

/** Whether the template can be switched on for the owner, as far as loaded: off, and not refused there. */
function mayOn(known: KnownTemplate | null, refuseDisabled?: RefuseDisabled): Availability {
  if (!known) return true;
  if (known.disabled) {
    const reason = refuseDisabled?.(known.disabled);
    return reason ? { reason } : true;
  }
  return known.template ? { reason: t.refusals.alreadyOn } : true;
}

/** The confirmation before switching off, saying for whom. */
const offConfirm = (description: string) => ({
  title: t.confirm.switchOffTitle,
  description,
  confirmLabel: t.confirm.switchOffConfirm,
});

/** Switches a default or organisation template off for one user (after confirmation); undo switches it on. */
export const switchOffForUser = defineCommand({
  id: 'templates.switchOffForUser',
  title: t.commands.switchOffForUser,
  keywords: ['template uitschakelen', 'switch off template', 'disable template', 'uitzetten', 'gebruiker'],
  ...userListTemplate(userTemplatePicker(t.pickers.switchOff, (template) => maySwitchOff(template, 'user'))),
  when: (args, ctx) => mayOff(knownForUser(args, ctx), 'user', t.refusals.personalNotSwitchable),
  confirm: ({ userId, templateId }, ctx) =>
    offConfirm(
      t.confirm.switchOffForUser(
        titleOf(knownUserTemplate(ctx, userId, templateId), templateId),
        userNameOf(ctx, userId),
      ),
    ),
  invalidates: () => templatesChanged(),
  run: ({ userId, templateId }, ctx) =>
    switchOff(ctx, userSwitch(ctx, userId, templateId), {
      commandId: 'templates.switchOnForUser',
      args: { userId, templateId },
    }),
});

/** Switches a template on again for one user; not one the organisation switched off (that is its switch). */
export const switchOnForUser = defineCommand({
  id: 'templates.switchOnForUser',
  title: t.commands.switchOnForUser,
  keywords: ['template inschakelen', 'switch on template', 'enable template', 'aanzetten', 'gebruiker'],
  ...userListTemplate(userDisabledPicker(t.pickers.switchOn)),
  when: (args, ctx) => mayOn(knownForUser(args, ctx), byOrganization),
  invalidates: () => templatesChanged(),
  run: ({ userId, templateId }, ctx) => switchOn(ctx, userSwitch(ctx, userId, templateId), byOrganization),
});

/** Switches a default template off for a whole organisation (after confirmation); undo switches it on. */
export const switchOffForOrganization = defineCommand({
  id: 'templates.switchOffForOrganization',
  title: t.commands.switchOffForOrganization,
  keywords: [
    'template uitschakelen',
    'switch off template',
    'disable template',
    'uitzetten',
    'organisatie',
    'organization',
  ],
  ...organizationListTemplate(
    organizationTemplatePicker(t.pickers.switchOff, (template) => maySwitchOff(template, 'organization')),
  ),
  when: (args, ctx) => mayOff(knownForOrganization(args, ctx), 'organization', t.refusals.ownNotSwitchable),
  confirm: ({ organizationId, templateId }, ctx) =>
    offConfirm(
      t.confirm.switchOffForOrganization(
        titleOf(knownOrganizationTemplate(ctx, organizationId, templateId), templateId),
        organizationName(ctx, organizationId),
      ),
    ),
  invalidates: () => templatesChanged(),
  run: ({ organizationId, templateId }, ctx) =>
    switchOff(ctx, organizationSwitch(ctx, organizationId, templateId), {
      commandId: 'templates.switchOnForOrganization',
      args: { organizationId, templateId },
    }),
});

/** Switches a default template on again for an organisation. */
export const switchOnForOrganization = defineCommand({
  id: 'templates.switchOnForOrganization',
  title: t.commands.switchOnForOrganization,
  keywords: [
    'template inschakelen',
    'switch on template',
    'enable template',
    'aanzetten',
    'organisatie',
    'organization',
  ],
  ...organizationListTemplate(organizationDisabledPicker(t.pickers.switchOn)),
  when: (args, ctx) => mayOn(knownForOrganization(args, ctx)),
  invalidates: () => templatesChanged(),
  run: ({ organizationId, templateId }, ctx) =>
    switchOn(ctx, organizationSwitch(ctx, organizationId, templateId)),
});
