import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { cachedOrLoad } from '../../state/freshness';
import { href, routes } from '../../state/routes';
import type { ScreenId } from '../../state/screen';
import {
  ownTemplateSettingsAtom,
  ownTemplateSettingsResource,
  templatesChanged,
} from '../../state/templates';
import { failure } from '../shared/failure';
import { defineCommand, type Availability, type CommandContext } from '../types';
import { knownOwnSetting, ownDefaultPicker, parsedIds, templateIdArg, titleOf } from './pickTemplate';

const t = messages.templateLists;
const done = messages.templates;

/** Why the signed-in user cannot switch this (known) template `to` on or off, or null. */
function ownRefusal(ctx: CommandContext, templateId: number, to: 'on' | 'off'): string | null {
  const item = knownOwnSetting(ctx, templateId);
  if (!item) return null;
  if (item.type !== 'default') return t.refusals.notDefault;
  if (to === 'off') return item.is_disabled ? t.refusals.alreadyOff : null;
  if (!item.is_disabled) return t.refusals.alreadyOn;
  return item.disabled_scope === 'organization' ? t.refusals.switchedOffByOrganization : null;
}

/**
 * What switching one of the signed-in user's default templates `to` on or off declares alike: a template of
 * theirs as argument (one that can switch that way, for the palette), the screen, the availability and what it
 * changes.
 */
const ownSwitch = (to: 'on' | 'off') => ({
  group: 'templates' as const,
  args: z.object({ templateId: templateIdArg }),
  argPickers: {
    templateId: ownDefaultPicker(to === 'off' ? t.pickers.switchOff : t.pickers.switchOn, to === 'on'),
  },
  contexts: ['templateSettings'] as ScreenId[],
  when: (args: Readonly<Record<string, unknown>>, ctx: CommandContext): Availability => {
    const ids = parsedIds(args, 'templateId');
    const reason = ids && ownRefusal(ctx, ids.templateId, to);
    return reason ? { reason } : true;
  },
  invalidates: () => templatesChanged(),
});

/** Checks against the settings loaded now (the screen's list is refreshed with it), then switches. */
async function switchOwn(ctx: CommandContext, templateId: number, to: 'on' | 'off') {
  try {
    await cachedOrLoad(ctx.store, ctx.api, ownTemplateSettingsResource, undefined);
  } catch (cause) {
    throw failure(done.settingsActionFailed, cause);
  }
  const reason = ownRefusal(ctx, templateId, to);
  if (reason) throw new Error(reason);
  try {
    await ctx.api.call(
      to === 'off' ? endpoints.templateSettings.disable : endpoints.templateSettings.enable,
      {
        params: { id: templateId },
        body: { scope: 'user' },
      },
    );
  } catch (cause) {
    throw failure(done.settingsActionFailed, cause);
  }
  // The row shows its new state at once; the reload brings the rest.
  ctx.store.set(ownTemplateSettingsAtom, (loaded) =>
    loaded.data
      ? {
          ...loaded,
          data: loaded.data.map((item) =>
            item.id === templateId
              ? {
                  ...item,
                  is_disabled: to === 'off',
                  disabled_scope: to === 'off' ? ('user' as const) : null,
                }
              : item,
          ),
        }
      : loaded,
  );
}

/** Switches a default template off for the signed-in administrator (scope user), after confirmation. */
export const disableOwnDefault = defineCommand({
  id: 'templates.disableOwnDefault',
  title: t.commands.disableOwn,
  keywords: ['template uitschakelen', 'disable template', 'mijn templates', 'my templates', 'instellingen'],
  ...ownSwitch('off'),
  confirm: ({ templateId }, ctx) => ({
    title: t.confirm.switchOffTitle,
    description: t.confirm.switchOffForMe(titleOf(knownOwnSetting(ctx, templateId), templateId)),
    confirmLabel: t.confirm.switchOffConfirm,
  }),
  run: async ({ templateId }, ctx) => {
    await switchOwn(ctx, templateId, 'off');
    ctx.notify({
      kind: 'success',
      message: done.disabled,
      undo: { commandId: 'templates.enableOwnDefault', args: { templateId } },
    });
  },
});

/** Switches a default template on again for the signed-in administrator. */
export const enableOwnDefault = defineCommand({
  id: 'templates.enableOwnDefault',
  title: t.commands.enableOwn,
  keywords: ['template inschakelen', 'enable template', 'mijn templates', 'my templates', 'instellingen'],
  ...ownSwitch('on'),
  run: async ({ templateId }, ctx) => {
    await switchOwn(ctx, templateId, 'on');
    ctx.notify({ kind: 'success', message: done.enabled });
  },
});

/** Forgets the signed-in administrator's own order: back to the default order, after confirmation. */
export const resetOwnOrder = defineCommand({
  id: 'templates.resetOwnOrder',
  title: t.commands.resetOwnOrder,
  group: 'templates',
  keywords: ['volgorde herstellen', 'reset order', 'standaardvolgorde', 'default order', 'mijn templates'],
  contexts: ['templateSettings'],
  confirm: {
    title: t.confirm.resetOrderTitle,
    description: t.confirm.resetOrderDescription,
    confirmLabel: t.confirm.resetOrderConfirm,
    destructive: false,
  },
  invalidates: () => templatesChanged(),
  run: async (_args, ctx) => {
    try {
      await ctx.api.call(endpoints.templateSettings.resetOrder, {});
    } catch (cause) {
      throw failure(done.resetOrderFailed, cause);
    }
    ctx.notify({ kind: 'success', message: done.orderReset });
  },
});

/** The signed-in administrator's template settings (not in the side menu, which lists the contract's seven screens). */
export const goTemplateSettings = defineCommand({
  id: 'templates.goTemplateSettings',
  title: t.commands.goTemplateSettings,
  group: 'templates',
  keywords: ['template instellingen', 'template settings', 'mijn templates', 'my templates', 'volgorde'],
  run: (_args, ctx) => ctx.navigate(href(routes.templateSettings)),
});
