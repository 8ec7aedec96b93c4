import { beforeEach, describe, expect, it } from 'vitest';
import { executeCommand, registry } from '../../../src/commands/all';
import { availability } from '../../../src/commands/availability';
import type { CommandArgumentsError } from '../../../src/commands/errors';
import { exportCommands } from '../../../src/commands/exports';
import {
  exportConfigurationAtom,
  exportConfigurationsAtom,
  summaryExportPushesAtom,
} from '../../../src/state/exports';
import {
  exportFormAtom,
  exportFormFieldsOf,
  hasUnsavedExportForm,
  newExportFormFields,
  openExportForm,
} from '../../../src/state/exportsForm';
import { screenContextAtom } from '../../../src/state/screen';
import { signedInContext } from '../support/ctx';
import { json, text, type RecordedCall } from '../support/http';
import { configurationJson, hubspotDetailsJson, pathOf, pushJson, ready, requests } from './support';

beforeEach(() => localStorage.clear());

const deals = configurationJson(7, 'HubSpot deals');

/** Answers what the reference server answers for the calls these tests make. */
function server(call: RecordedCall) {
  const path = pathOf(call).split('?')[0];
  if (call.method === 'GET' && path === 'admin/export/configurations') return json(200, [deals]);
  if (call.method === 'GET' && path === 'admin/export/configurations/7') return json(200, deals);
  if (call.method === 'POST' && path === 'admin/export/configurations')
    return json(
      201,
      configurationJson(8, (call.body as { name: string }).name, call.body as Record<string, unknown>),
    );
  if (call.method === 'PUT' && path === 'admin/export/configurations/7')
    return json(200, { ...deals, ...(call.body as object) });
  if (call.method === 'DELETE' && path === 'admin/export/configurations/7')
    return json(200, { message: 'Export configuratie verwijderd.' });
  if (call.method === 'POST' && path === 'admin/export/summaries/30/push')
    return json(202, { message: '1 verzending in de wachtrij.', pushes: [pushJson(90, 'queued')] });
  if (call.method === 'GET' && path === 'admin/organizations')
    return json(200, [{ id: 5, name: 'Gemeente Zandvoort', user_count: 3 }]);
  return json(200, { message: 'ok' });
}

function withConfiguration(options: { confirm?: boolean } = {}) {
  const context = signedInContext(server, options);
  context.store.set(exportConfigurationsAtom, { 5: ready([deals]) });
  return context;
}

const fields = {
  name: 'Tickets',
  templateIds: [11],
  details: {
    ...hubspotDetailsJson,
    target_object_type: 'TICKET',
    hubspot_searchable_properties: ['subject'],
  },
};

describe('the export commands', () => {
  it('are registered with their Dutch titles, and each declares the endpoints it calls', () => {
    expect(exportCommands.map((c) => [c.id, c.title])).toEqual([
      ['exports.showTab', 'Export configuraties tonen'],
      ['exports.open', 'Export configuratie openen'],
      ['exports.create', 'Nieuwe export configuratie'],
      ['exports.saveNew', 'Nieuwe export configuratie opslaan'],
      ['exports.update', 'Export configuratie opslaan'],
      ['exports.toggleActive', 'Export configuratie activeren of deactiveren'],
      ['exports.delete', 'Export configuratie verwijderen'],
      ['exports.push', 'Verstuur naar export'],
    ]);
    for (const command of exportCommands) expect(command.calls.length, command.id).toBeGreaterThan(0);
  });
});

describe('exports.open and exports.showTab', () => {
  it('open the form of a configuration and the exports tab', async () => {
    const { ctx, navigations } = withConfiguration();
    await executeCommand('exports.open', { organizationId: 5, configurationId: 7 }, ctx);
    await executeCommand('exports.showTab', { organizationId: 5 }, ctx);
    expect(navigations).toEqual(['/organizations/5/exports/7', '/organizations/5?tab=exports']);
  });

  it('ask the palette for the organisation, then one of its configurations', async () => {
    const { ctx } = signedInContext(server);
    const error = (await executeCommand('exports.open', {}, ctx).catch(
      (e: unknown) => e,
    )) as CommandArgumentsError;
    expect(error.missing).toEqual(['organizationId', 'configurationId']);
    const { organizationId, configurationId } = registry.get('exports.open')!.argPickers;
    expect((await organizationId!.options(ctx, 'zand', {})).map((o) => o.label)).toEqual([
      'Gemeente Zandvoort',
    ]);
    expect(await configurationId!.options(ctx, 'notulen', { organizationId: '5' })).toEqual([
      { value: '7', label: 'HubSpot deals', description: 'HubSpot · actief' },
    ]);
    expect(await configurationId!.options(ctx, 'notion', { organizationId: '5' })).toEqual([]);
  });

  it('take the organisation and the configuration on screen', async () => {
    const { ctx, store, navigations } = withConfiguration();
    store.set(screenContextAtom, {
      screen: 'exportConfigurationEdit',
      ids: { organizationId: '5', configurationId: '7' },
    });
    await executeCommand('exports.showTab', {}, ctx);
    await executeCommand('exports.open', {}, ctx);
    expect(navigations).toEqual(['/organizations/5?tab=exports', '/organizations/5/exports/7']);
  });
});

describe('exports.create', () => {
  it('sends the form state with the details as the platform takes them', async () => {
    const { ctx, calls, toasts, store, navigations } = withConfiguration();
    await executeCommand(
      'exports.create',
      {
        organizationId: 5,
        ...fields,
        details: { ...fields.details, hubspot_searchable_properties: ' subject , , hs_ticket_id ' },
      },
      ctx,
    );
    expect(requests(calls)).toEqual(['POST admin/export/configurations']);
    expect(calls[0]!.body).toEqual({
      organization_id: 5,
      name: 'Tickets',
      is_active: true,
      meeting_template_ids: [11],
      target_platform: 'HUBSPOT',
      configuration_details: {
        ...hubspotDetailsJson,
        target_object_type: 'TICKET',
        hubspot_searchable_properties: ['subject', 'hs_ticket_id'],
      },
    });
    expect(toasts).toEqual([{ kind: 'success', message: 'Export configuratie “Tickets” aangemaakt' }]);
    expect(store.get(exportConfigurationsAtom)[5]!.data!.map((c) => c.name)).toEqual([
      'HubSpot deals',
      'Tickets',
    ]);
    // Not from the form: it stays where it is.
    expect(navigations).toEqual([]);
  });

  it('creates a Notion configuration with the Notion details only', async () => {
    const { ctx, calls } = withConfiguration();
    await executeCommand(
      'exports.create',
      {
        organizationId: 5,
        name: 'Notulen in Notion',
        templateIds: [11, 12],
        platform: 'NOTION',
        isActive: false,
        details: { api_key_secret_ref: 'NOTION_KEY', database_id: '0123456789abcdef0123456789abcdef' },
      },
      ctx,
    );
    expect(calls[0]!.body).toEqual({
      organization_id: 5,
      name: 'Notulen in Notion',
      is_active: false,
      meeting_template_ids: [11, 12],
      target_platform: 'NOTION',
      configuration_details: {
        api_key_secret_ref: 'NOTION_KEY',
        database_id: '0123456789abcdef0123456789abcdef',
      },
    });
  });

  it('refuses without a meeting template, or with a mapping that is not a JSON object, before any call', async () => {
    const { ctx, calls, toasts } = withConfiguration();
    await executeCommand('exports.create', { organizationId: 5, ...fields, templateIds: [] }, ctx);
    await executeCommand(
      'exports.create',
      { organizationId: 5, ...fields, details: { ...fields.details, creation_property_mapping: [1, 2] } },
      ctx,
    );
    await executeCommand(
      'exports.create',
      {
        organizationId: 5,
        ...fields,
        platform: 'NOTION',
        details: { api_key_secret_ref: 'X', database_id: 'nee' },
      },
      ctx,
    );
    expect(toasts.map((toast) => toast.message)).toEqual([
      'Selecteer minimaal één Meeting Template.',
      'De eigenschappen moeten een JSON-object zijn, zoals {"dealname": "{{document_name}}"}.',
      'Een Notion database-id bestaat uit 32 hexadecimale tekens.',
    ]);
    expect(calls).toEqual([]);
  });

  it('without fields opens the new-configuration form; with the form open it saves it and returns to the tab', async () => {
    const { ctx, calls, store, navigations } = withConfiguration();
    await executeCommand('exports.create', { organizationId: 5 }, ctx);
    expect(navigations).toEqual(['/organizations/5/exports/new']);

    const typed = {
      ...newExportFormFields(),
      name: 'Uit het formulier',
      templateIds: [12],
      searchableText: 'dealname',
    };
    openExportForm(store, {
      key: 'k',
      target: { kind: 'new', organizationId: 5 },
      fields: newExportFormFields(),
    });
    store.set(
      exportFormAtom,
      (form) =>
        form && {
          ...form,
          fields: { ...typed, details: { ...typed.details, api_key_secret_ref: 'HUBSPOT_KEY' } },
        },
    );
    expect(hasUnsavedExportForm(store.get(exportFormAtom))).toBe(true);
    await executeCommand('exports.create', { organizationId: 5 }, ctx);
    expect(calls[0]!.body).toMatchObject({
      name: 'Uit het formulier',
      meeting_template_ids: [12],
      configuration_details: { hubspot_searchable_properties: ['dealname'], creation_property_mapping: {} },
    });
    // Saved: leaving the form does not ask.
    expect(hasUnsavedExportForm(store.get(exportFormAtom))).toBe(false);
    expect(navigations.at(-1)).toBe('/organizations/5?tab=exports');
  });

  it("shows the server's error, else the contract's text", async () => {
    const refused = signedInContext(() =>
      json(422, {
        error: 'Template 99 hoort niet bij deze organisatie.',
        detail: 'Template 99 hoort niet bij deze organisatie.',
      }),
    );
    await executeCommand('exports.create', { organizationId: 5, ...fields }, refused.ctx);
    expect(refused.toasts[0]?.message).toBe('Template 99 hoort niet bij deze organisatie.');
    const broken = signedInContext(() => text(500, ''));
    await executeCommand('exports.create', { organizationId: 5, ...fields }, broken.ctx);
    expect(broken.toasts[0]?.message).toBe('Kon de configuratie niet aanmaken.');
  });
});

describe('exports.update', () => {
  it('saves the open form with its platform and returns to the exports tab', async () => {
    const { ctx, calls, store, navigations, toasts } = withConfiguration();
    const target = { kind: 'saved' as const, organizationId: 5, id: 7 };
    openExportForm(store, { key: 'k', target, fields: exportFormFieldsOf(deals) });
    store.set(
      exportFormAtom,
      (form) => form && { ...form, fields: { ...form.fields, name: 'Deals (nieuw)' } },
    );
    await executeCommand('exports.update', { organizationId: 5, configurationId: 7 }, ctx);
    expect(requests(calls)).toEqual(['PUT admin/export/configurations/7']);
    expect(calls[0]!.body).toEqual({
      name: 'Deals (nieuw)',
      is_active: true,
      meeting_template_ids: [11],
      target_platform: 'HUBSPOT',
      configuration_details: hubspotDetailsJson,
    });
    expect(toasts[0]?.message).toBe('Export configuratie “Deals (nieuw)” bijgewerkt');
    expect(store.get(exportConfigurationAtom)[7]!.data!.name).toBe('Deals (nieuw)');
    expect(navigations).toEqual(['/organizations/5?tab=exports']);
  });

  it('without the form takes the rest from the server; another platform starts from its defaults', async () => {
    const { ctx, calls } = signedInContext(server);
    await executeCommand(
      'exports.update',
      {
        organizationId: 5,
        configurationId: 7,
        platform: 'NOTION',
        details: { api_key_secret_ref: 'NOTION_KEY', database_id: '01234567-89ab-cdef-0123-456789abcdef' },
      },
      ctx,
    );
    expect(requests(calls)).toEqual([
      'GET admin/export/configurations/7',
      'PUT admin/export/configurations/7',
    ]);
    expect(calls[1]!.body).toEqual({
      name: 'HubSpot deals',
      is_active: true,
      meeting_template_ids: [11],
      target_platform: 'NOTION',
      configuration_details: {
        api_key_secret_ref: 'NOTION_KEY',
        database_id: '01234567-89ab-cdef-0123-456789abcdef',
      },
    });
  });

  it("without fields opens the form; a failure shows the server's error, else the spec's text", async () => {
    const { ctx, navigations } = withConfiguration();
    await executeCommand('exports.update', { organizationId: 5, configurationId: 7 }, ctx);
    expect(navigations).toEqual(['/organizations/5/exports/7']);
    const broken = signedInContext((call) => (call.method === 'PUT' ? text(502, '') : server(call)));
    await executeCommand('exports.update', { organizationId: 5, configurationId: 7, name: 'X' }, broken.ctx);
    expect(broken.toasts[0]?.message).toBe('Kon de configuratie niet bijwerken.');
  });
});

describe('exports.delete', () => {
  it('asks first, deletes, drops it from the list and says so', async () => {
    const { ctx, calls, confirms, toasts, store } = withConfiguration();
    await executeCommand('exports.delete', { organizationId: 5, configurationId: 7 }, ctx);
    expect(confirms[0]).toMatchObject({
      title: 'Export configuratie verwijderen',
      description: expect.stringContaining('“HubSpot deals”'),
      confirmLabel: 'Verwijderen',
    });
    expect(requests(calls)).toEqual(['DELETE admin/export/configurations/7']);
    expect(toasts).toEqual([{ kind: 'success', message: 'Export configuratie succesvol verwijderd' }]);
    expect(store.get(exportConfigurationsAtom)[5]!.data).toEqual([]);
  });

  it('does nothing when the confirmation is declined, and reports a failure with the spec text', async () => {
    const declined = withConfiguration({ confirm: false });
    await executeCommand('exports.delete', { organizationId: 5, configurationId: 7 }, declined.ctx);
    expect(declined.calls).toEqual([]);
    const refused = signedInContext(() => json(404, { detail: 'Export configuratie niet gevonden.' }));
    await executeCommand('exports.delete', { organizationId: 5, configurationId: 7 }, refused.ctx);
    expect(refused.toasts[0]?.message).toBe(
      'Kon de export configuraties niet verwijderen. Export configuratie niet gevonden.',
    );
  });

  it('deleted from its own form, goes to the exports tab', async () => {
    const { ctx, store, navigations } = withConfiguration();
    store.set(screenContextAtom, {
      screen: 'exportConfigurationEdit',
      ids: { organizationId: '5', configurationId: '7' },
    });
    openExportForm(store, {
      key: 'k',
      target: { kind: 'saved', organizationId: 5, id: 7 },
      fields: exportFormFieldsOf(deals),
    });
    await executeCommand('exports.delete', {}, ctx);
    expect(navigations).toEqual(['/organizations/5?tab=exports']);
    expect(store.get(exportFormAtom)).toBeNull();
  });
});

describe('exports.toggleActive', () => {
  it('sends is_active alone: the value given, else the other way round', async () => {
    const { ctx, calls, toasts } = withConfiguration();
    await executeCommand('exports.toggleActive', { organizationId: 5, configurationId: 7 }, ctx);
    await executeCommand(
      'exports.toggleActive',
      { organizationId: 5, configurationId: 7, isActive: true },
      ctx,
    );
    expect(calls.map((call) => [pathOf(call), call.body])).toEqual([
      ['admin/export/configurations/7', { is_active: false }],
      ['admin/export/configurations/7', { is_active: true }],
    ]);
    expect(toasts.map((toast) => toast.message)).toEqual([
      'Export configuratie “HubSpot deals” gedeactiveerd',
      'Export configuratie “HubSpot deals” geactiveerd',
    ]);
  });
});

describe('exports.push', () => {
  it("queues the summary's push and shows the queued push on the summary at once", async () => {
    const { ctx, calls, toasts, store } = signedInContext(server);
    store.set(summaryExportPushesAtom, {
      30: ready([pushJson(80, 'failed', { error: 'Sleutel geweigerd.' })]),
    });
    await executeCommand('exports.push', { userId: 3, transcriptionId: 20, summaryId: 30 }, ctx);
    expect(requests(calls)[0]).toBe('POST admin/export/summaries/30/push');
    expect(calls[0]!.body).toEqual({});
    expect(toasts[0]).toEqual({ kind: 'success', message: '1 verzending in de wachtrij.' });
    expect(store.get(summaryExportPushesAtom)[30]!.data!.map((p) => [p.id, p.status])).toEqual([
      [90, 'queued'],
      [80, 'failed'],
    ]);
  });

  it("reports the server's reason when no configuration matches", async () => {
    const { ctx, toasts } = signedInContext(() =>
      json(422, { detail: 'Geen actieve export configuratie voor dit template.' }),
    );
    await executeCommand('exports.push', { userId: 3, transcriptionId: 20, summaryId: 30 }, ctx);
    expect(toasts[0]?.message).toBe(
      'Kon de samenvatting niet naar de export versturen. Geen actieve export configuratie voor dit template.',
    );
  });

  it('asks the palette for the user, the transcription and the summary; only for the superuser', async () => {
    const { ctx } = signedInContext((call) =>
      pathOf(call) === 'admin/user/3/transcriptions'
        ? json(200, [
            {
              id: 20,
              name: 'Teamoverleg',
              created_at: null,
              audio_duration: 0,
              has_audio: false,
              summaries: [{ id: 30, meeting_type: 'Notulen' }],
            },
            {
              id: 21,
              name: 'Zonder samenvatting',
              created_at: null,
              audio_duration: 0,
              has_audio: false,
              summaries: [],
            },
          ])
        : json(200, []),
    );
    const { transcriptionId, summaryId } = registry.get('exports.push')!.argPickers;
    expect((await transcriptionId!.options(ctx, '', { userId: '3' })).map((o) => o.label)).toEqual([
      'Teamoverleg',
    ]);
    expect(await summaryId!.options(ctx, '', { userId: '3', transcriptionId: '20' })).toEqual([
      { value: '30', label: 'Notulen' },
    ]);
    const admin = signedInContext(server, { role: 'admin' });
    await expect(
      executeCommand('exports.push', { userId: 3, transcriptionId: 20, summaryId: 30 }, admin.ctx),
    ).rejects.toThrow('Dit is voorbehouden aan de superuser.');
    expect(admin.calls).toEqual([]);
  });
});

describe('a configuration of another organisation', () => {
  it('is refused with the reason before any call, when known', async () => {
    const { ctx, calls } = withConfiguration();
    const toggle = registry.get('exports.toggleActive')!;
    expect(availability(toggle, ctx, { organizationId: 6, configurationId: 7 })).toEqual({
      reason: 'Deze export configuratie hoort bij een andere organisatie.',
    });
    expect(availability(toggle, ctx, { organizationId: 5, configurationId: 7 })).toBe(true);
    await expect(
      executeCommand('exports.delete', { organizationId: 6, configurationId: 7 }, ctx),
    ).rejects.toThrow('Deze export configuratie hoort bij een andere organisatie.');
    expect(calls).toEqual([]);
  });
});

describe('for an organisation administrator', () => {
  it('manages their own organisation’s configurations', async () => {
    const { ctx, calls } = signedInContext(server, {
      role: 'org_admin',
      organization: { id: 5, name: 'Gemeente Zandvoort' },
    });
    await executeCommand(
      'exports.toggleActive',
      { organizationId: 5, configurationId: 7, isActive: false },
      ctx,
    );
    expect(requests(calls)).toEqual(['PUT admin/export/configurations/7']);
  });
});
