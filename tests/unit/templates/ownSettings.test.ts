import { beforeEach, describe, expect, it } from 'vitest';
import { executeCommand, registry } from '../../../src/commands/all';
import { availability } from '../../../src/commands/availability';
import { disableOwnDefault, enableOwnDefault } from '../../../src/commands/templates/ownSettings';
import { ownTemplateSettingsAtom } from '../../../src/state/templates';
import { signedInContext } from '../support/ctx';
import { json, text } from '../support/http';
import { pathOf, ready, requests, settingsJson } from './support';

const item = (id: number, title: string, type: string, extra: Record<string, unknown> = {}) =>
  settingsJson({
    id,
    title,
    description: '',
    type,
    is_disabled: false,
    is_org_wide: type === 'organization',
    ...extra,
  });
const settings = [
  item(1, 'Mijn notulen', 'personal'),
  item(3, 'Stand-up', 'default'),
  item(4, 'Actiepunten', 'default', { is_disabled: true, disabled_scope: 'user' }),
  item(6, 'Sollicitatie', 'default', { is_disabled: true, disabled_scope: 'organization' }),
];

beforeEach(() => localStorage.clear());

describe("the signed-in administrator's own template settings", () => {
  it('switches a default template off for themselves (scope user) after confirmation', async () => {
    const { ctx, calls, confirms, store, toasts } = signedInContext(() => json(200, { state: 'disabled' }));
    store.set(ownTemplateSettingsAtom, ready(settings));
    await executeCommand('templates.disableOwnDefault', { templateId: 3 }, ctx);
    expect(confirms[0]?.description).toContain('“Stand-up”');
    expect(requests(calls)).toEqual(['POST default-templates/3/disable']);
    expect(calls[0]?.body).toEqual({ scope: 'user' });
    expect(toasts[0]).toMatchObject({ kind: 'success', message: 'Template uitgeschakeld' });
  });

  it('switches it on again; not one the organisation switched off, nor a personal template', async () => {
    const { ctx, calls, store, toasts } = signedInContext((call) =>
      json(200, call.method === 'GET' ? settings : { state: 'enabled' }),
    );
    store.set(ownTemplateSettingsAtom, ready(settings));
    expect(availability(enableOwnDefault, ctx, { templateId: 6 })).toEqual({
      reason:
        'Dit template is uitgeschakeld voor de hele organisatie; schakel het bij de organisatie weer in.',
    });
    expect(availability(disableOwnDefault, ctx, { templateId: 1 })).toEqual({
      reason: 'Alleen standaard templates kun je in- of uitschakelen.',
    });
    expect(availability(disableOwnDefault, ctx, { templateId: 4 })).toEqual({
      reason: 'Dit template is al uitgeschakeld.',
    });
    await executeCommand('templates.enableOwnDefault', { templateId: 4 }, ctx);
    expect(pathOf(calls[0]!)).toBe('default-templates/4/enable');
    expect(calls[0]?.body).toEqual({ scope: 'user' });
    expect(toasts[0]?.message).toBe('Template ingeschakeld');
    const picker = registry.get('templates.enableOwnDefault')!.argPickers.templateId!;
    expect((await picker.options(ctx, '', {})).map((o) => o.label)).toEqual(['Actiepunten', 'Sollicitatie']);
  });

  it('reports "Actie kon niet worden uitgevoerd" when switching fails', async () => {
    const { ctx, store, toasts } = signedInContext(() => text(500, ''));
    store.set(ownTemplateSettingsAtom, ready(settings));
    await executeCommand('templates.disableOwnDefault', { templateId: 3 }, ctx);
    expect(toasts[0]?.message).toBe('Actie kon niet worden uitgevoerd');
  });

  it('resets the order after confirmation, with the success and failure texts', async () => {
    let fail = false;
    const { ctx, calls, confirms, toasts } = signedInContext(() =>
      fail ? text(500, '') : json(200, { message: 'ok' }),
    );
    await executeCommand('templates.resetOwnOrder', {}, ctx);
    expect(confirms[0]).toMatchObject({ title: 'Volgorde herstellen', destructive: false });
    expect(requests(calls)).toEqual(['POST templates/reset-order']);
    expect(toasts[0]).toMatchObject({ kind: 'success', message: 'Volgorde hersteld' });
    fail = true;
    await executeCommand('templates.resetOwnOrder', {}, ctx);
    expect(toasts[1]?.message).toBe('Template volgorde kon niet worden gereset.');
  });

  it('the palette goes to the template settings screen', async () => {
    const { ctx, navigations } = signedInContext(() => json(200, {}));
    await executeCommand('templates.goTemplateSettings', {}, ctx);
    expect(navigations).toEqual(['/template-settings']);
  });
});
