import { beforeEach, describe, expect, it } from 'vitest';
import { executeCommand, registry } from '../../../src/commands/all';
import { availability } from '../../../src/commands/availability';
import { switchOffForUser, switchOnForUser } from '../../../src/commands/templates/switch';
import { organizationsAtom } from '../../../src/state/organizations';
import {
  organizationTemplatesAtom,
  userDisabledTemplatesAtom,
  userTemplatesAtom,
} from '../../../src/state/templates';
import { usersAtom } from '../../../src/state/users';
import { signedInContext } from '../support/ctx';
import { json, text, type RecordedCall } from '../support/http';
import { disabledJson, effectiveList, pathOf, ready, requests, templateJson } from './support';

const userList = effectiveList();

/** A fake server: the disabled list and the toggle answers as given. */
function server(disabled: unknown[], toggles: string[]) {
  return (call: RecordedCall) => {
    if (pathOf(call).endsWith('/templates/disabled')) return json(200, { disabled_templates: disabled });
    if (pathOf(call).endsWith('/toggle')) return json(200, { state: toggles.shift() ?? 'enabled' });
    return json(200, userList);
  };
}

beforeEach(() => localStorage.clear());

describe('templates.switchOffForUser', () => {
  it('asks first, checks the switched-off list, toggles and offers to undo', async () => {
    const { ctx, calls, confirms, store, toasts } = signedInContext(server([], ['disabled']));
    store.set(userTemplatesAtom, { 7: ready(userList) });
    store.set(usersAtom, ready([{ id: 7, username: 'anna', email: 'anna@voorbeeld.nl' }]) as never);
    await executeCommand('templates.switchOffForUser', { userId: 7, templateId: 3 }, ctx);
    expect(confirms[0]).toMatchObject({ title: 'Template uitschakelen', confirmLabel: 'Uitschakelen' });
    expect(confirms[0]?.description).toContain('“Stand-up” wilt uitschakelen voor anna');
    expect(requests(calls)).toEqual([
      'GET admin/users/7/templates/disabled',
      'POST admin/users/7/templates/3/toggle',
    ]);
    expect(toasts[0]).toEqual({
      kind: 'success',
      message: 'Template uitgeschakeld',
      undo: { commandId: 'templates.switchOnForUser', args: { userId: 7, templateId: 3 } },
    });
    // It leaves the list on screen at once (the reload follows).
    expect(store.get(userTemplatesAtom)[7]?.data?.map((t) => t.id)).toEqual([1, 2]);
  });

  it('is unavailable for a personal template and for one already switched off', async () => {
    const { ctx, store } = signedInContext(server([], []));
    store.set(userTemplatesAtom, { 7: ready(userList) });
    store.set(userDisabledTemplatesAtom, {
      7: ready([disabledJson({ id: 4, sort_order: 4, title: 'Oud', scope: 'user' })]),
    });
    expect(availability(switchOffForUser, ctx, { userId: 7, templateId: 1 })).toEqual({
      reason: 'Een persoonlijk template schakel je niet uit; verwijder het als het weg moet.',
    });
    expect(availability(switchOffForUser, ctx, { userId: 7, templateId: 4 })).toEqual({
      reason: 'Dit template is al uitgeschakeld.',
    });
    expect(availability(switchOffForUser, ctx, { userId: 7, templateId: 2 })).toBe(true);
    const picker = registry.get('templates.switchOffForUser')!.argPickers.templateId!;
    expect((await picker.options(ctx, '', { userId: 7 })).map((o) => o.label)).toEqual([
      'Verkoopgesprek',
      'Stand-up',
    ]);
  });

  it('does not toggle a template the server already has switched off (the toggle would switch it on)', async () => {
    const { ctx, calls, toasts } = signedInContext(server([{ id: 3, sort_order: 3 }], []));
    await executeCommand('templates.switchOffForUser', { userId: 7, templateId: 3 }, ctx);
    expect(requests(calls)).toEqual(['GET admin/users/7/templates/disabled']);
    expect(toasts[0]).toMatchObject({ kind: 'error', message: 'Dit template is al uitgeschakeld.' });
  });

  it('toggles once more when the answer says it was switched on meanwhile', async () => {
    const { ctx, calls, toasts } = signedInContext(server([], ['enabled', 'disabled']));
    await executeCommand('templates.switchOffForUser', { userId: 7, templateId: 3 }, ctx);
    expect(requests(calls).filter((r) => r.endsWith('toggle'))).toHaveLength(2);
    expect(toasts[0]?.message).toBe('Template uitgeschakeld');
  });

  it('reports "Kon template niet uitschakelen" with the server reason', async () => {
    const { ctx, toasts } = signedInContext((call) =>
      pathOf(call).endsWith('/toggle') ? json(403, { detail: 'Geen toegang.' }) : json(200, []),
    );
    await executeCommand('templates.switchOffForUser', { userId: 7, templateId: 3 }, ctx);
    expect(toasts[0]?.message).toBe('Kon template niet uitschakelen: Geen toegang.');
  });
});

describe('templates.switchOnForUser', () => {
  it('switches a template on again without asking', async () => {
    const { ctx, calls, confirms, toasts } = signedInContext(
      server([{ id: 3, sort_order: 3, scope: 'user' }], ['enabled']),
    );
    await executeCommand('templates.switchOnForUser', { userId: 7, templateId: 3 }, ctx);
    expect(confirms).toHaveLength(0);
    expect(requests(calls)).toContain('POST admin/users/7/templates/3/toggle');
    expect(toasts[0]).toEqual({ kind: 'success', message: 'Template ingeschakeld' });
  });

  it('refuses one the organisation switched off, before and when running', async () => {
    const entry = { id: 3, sort_order: 3, title: 'Stand-up', scope: 'organization' };
    const { ctx, calls, store, toasts } = signedInContext(server([entry], []));
    store.set(userDisabledTemplatesAtom, { 7: ready([disabledJson(entry)]) });
    const reason =
      'Dit template is uitgeschakeld voor de hele organisatie; schakel het bij de organisatie weer in.';
    expect(availability(switchOnForUser, ctx, { userId: 7, templateId: 3 })).toEqual({ reason });
    store.set(userDisabledTemplatesAtom, {});
    await executeCommand('templates.switchOnForUser', { userId: 7, templateId: 3 }, ctx);
    expect(requests(calls)).toEqual(['GET admin/users/7/templates/disabled']);
    expect(toasts[0]?.message).toBe(reason);
  });

  it('reports "Kon de template status niet wijzigen" on failure, and offers only switched-off templates', async () => {
    const { ctx, toasts } = signedInContext((call) =>
      pathOf(call).endsWith('/toggle')
        ? text(500, '')
        : json(200, [{ id: 3, sort_order: 3, title: 'Stand-up' }]),
    );
    await executeCommand('templates.switchOnForUser', { userId: 7, templateId: 3 }, ctx);
    expect(toasts[0]?.message).toBe('Kon de template status niet wijzigen');
    const picker = registry.get('templates.switchOnForUser')!.argPickers.templateId!;
    expect((await picker.options(ctx, 'stand', { userId: 7 })).map((o) => o.value)).toEqual(['3']);
  });
});

describe('switching a template off for an organisation in a few keystrokes', () => {
  const list = [templateJson(2, 'Verkoopgesprek', 'organization'), templateJson(3, 'Stand-up', 'default')];

  it('the palette asks for the organisation, then offers only its default templates', async () => {
    const { ctx, calls, store, toasts } = signedInContext((call) => {
      const path = pathOf(call);
      if (path === 'admin/organizations') return json(200, [{ id: 5, name: 'Zandvoort BV', user_count: 3 }]);
      if (path.endsWith('/templates/disabled')) return json(200, []);
      if (path.endsWith('/toggle')) return json(200, { state: 'disabled' });
      return json(200, list);
    });
    const command = registry.get('templates.switchOffForOrganization')!;
    const error = (await executeCommand(command, {}, ctx).catch((e: unknown) => e)) as { missing: string[] };
    expect(error.missing).toEqual(['organizationId', 'templateId']);
    const organizations = await command.argPickers.organizationId!.options(ctx, 'zand', {});
    expect(organizations.map((o) => o.value)).toEqual(['5']);
    const templates = await command.argPickers.templateId!.options(ctx, 'sta', { organizationId: '5' });
    expect(templates).toEqual([{ value: '3', label: 'Stand-up', description: 'Standaard · stand-up' }]);
    expect(await command.argPickers.templateId!.options(ctx, 'verkoop', { organizationId: '5' })).toEqual([]);

    store.set(
      organizationsAtom,
      ready([{ id: 5, name: 'Zandvoort BV', user_count: 3, template_count: 1, created_at: null }]),
    );
    store.set(organizationTemplatesAtom, { 5: ready(list) });
    await executeCommand(command, { organizationId: '5', templateId: '3' }, ctx);
    expect(requests(calls).at(-1)).toBe('POST admin/organizations/5/templates/3/toggle');
    expect(toasts[0]).toMatchObject({
      message: 'Template uitgeschakeld',
      undo: { commandId: 'templates.switchOnForOrganization', args: { organizationId: 5, templateId: 3 } },
    });
  });

  it('does not switch off the organisation own template, and switches a default one on again', async () => {
    const { ctx, store, toasts } = signedInContext((call) =>
      pathOf(call).endsWith('/toggle')
        ? json(200, { state: 'enabled' })
        : json(200, [{ id: 3, sort_order: 3, title: 'Stand-up' }]),
    );
    store.set(organizationTemplatesAtom, { 5: ready(list) });
    expect(
      availability(registry.get('templates.switchOffForOrganization')!, ctx, {
        organizationId: 5,
        templateId: 2,
      }),
    ).toEqual({
      reason: 'Een eigen template van de organisatie schakel je niet uit; verwijder het als het weg moet.',
    });
    expect(
      availability(registry.get('templates.switchOnForOrganization')!, ctx, {
        organizationId: 5,
        templateId: 3,
      }),
    ).toEqual({
      reason: 'Dit template is al ingeschakeld.',
    });
    store.set(organizationTemplatesAtom, { 5: ready([list[0]!]) });
    await executeCommand('templates.switchOnForOrganization', { organizationId: 5, templateId: 3 }, ctx);
    expect(toasts[0]?.message).toBe('Template ingeschakeld');
  });
});
