import { EditorView } from 'codemirror';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openAppAt, unmount } from '../support/app';
import { byLabel, byRole, click, press, type, waitFor } from '../support/dom';
import { json, type RecordedCall } from '../support/http';
import { userJson } from '../users/support';
import { configurationJson, organizationTemplatesJson, pushJson } from './support';

// The shell, the screens and CodeMirror load lazily; load them once up front so no test spends its waits on that.
beforeAll(async () => {
  await import('../../../src/screens/shell/Shell');
  await import('../../../src/screens/organizationDetail/OrganizationDetailScreen');
  await import('../../../src/screens/exportConfigurationForm/ExportConfigurationFormScreen');
  await import('../../../src/screens/templateEditor/codemirror');
}, 30_000);
beforeEach(() => localStorage.clear());
afterEach(unmount);

/** The app renders whole (sign-in, shell, lazy screens): slower on a busy machine than the 5 s default allows. */
const slow = { timeout: 15_000 };

const text = () => document.body.textContent ?? '';
const route = (call: RecordedCall) => `${call.method} ${new URL(call.url).pathname.replace(/^\/api\//, '')}`;
const organization = {
  id: 5,
  name: 'Gemeente Zandvoort',
  created_at: null,
  user_count: 3,
  template_count: 2,
};
const deals = configurationJson(7, 'HubSpot deals');

/** The reference server as far as these screens ask it; `extra` answers first. */
function server(extra: (call: RecordedCall) => Response | undefined = () => undefined) {
  return (call: RecordedCall) => {
    const answer = extra(call);
    if (answer) return answer;
    switch (route(call)) {
      case 'GET admin/organizations/5':
        return json(200, organization);
      case 'GET admin/export/configurations':
        return json(200, [deals]);
      case 'GET admin/export/configurations/7':
        return json(200, deals);
      case 'GET admin/export/pushes':
        return json(200, { pushes: [] });
      case 'GET admin/export/secrets':
        return json(200, { secrets: ['HUBSPOT_KEY', 'NOTION_KEY'], source: 'WERKBANK_SECRET_*' });
      case 'GET admin/organizations/5/meeting-types':
        return json(200, { meeting_types: organizationTemplatesJson });
      default:
        return json(200, {});
    }
  };
}

/** The CodeMirror view whose editing area is labelled `label` (once it has loaded). */
const editorOf = (label: string) =>
  waitFor(() => {
    const content = document.querySelector(`.cm-content[aria-label="${label}"]`);
    return content instanceof HTMLElement ? EditorView.findFromDOM(content) : null;
  });

async function write(label: string, value: string) {
  const view = await editorOf(label);
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value } }));
}

/** Chooses options of a native select as a user would. */
function choose(control: HTMLElement | null, ...values: string[]) {
  if (!(control instanceof HTMLSelectElement)) throw new Error('geen keuzelijst');
  act(() => {
    for (const option of control.options) option.selected = values.includes(option.value);
    control.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const saveButton = (name: RegExp) => byRole('button', name)[0] as HTMLButtonElement;

describe('the exports tab', slow, () => {
  it('lists the configurations with template, platform, object type, active, the last push and the missing secret', async () => {
    await openAppAt(
      '/organizations/5?tab=exports',
      server((call) => {
        if (route(call) === 'GET admin/export/configurations')
          return json(200, [
            deals,
            configurationJson(8, 'Notion notulen', {
              target_platform: 'NOTION',
              is_active: false,
              secret_available: false,
              meeting_templates: [
                { id: 11, title: 'Notulen' },
                { id: 12, title: 'Actiepunten' },
              ],
              configuration_details: { api_key_secret_ref: 'NOTION_KEY', database_id: 'a'.repeat(32) },
            }),
          ]);
        if (route(call) === 'GET admin/export/pushes')
          return json(200, {
            pushes: [
              pushJson(91, 'failed', { error: 'HubSpot weigerde de sleutel (401).' }),
              pushJson(90, 'succeeded'),
            ],
          });
        return undefined;
      }),
    );
    const table = await waitFor(() => document.querySelector('table'));
    const rows = [...table.querySelectorAll('tbody tr')].map((row) =>
      [...row.children].slice(0, 6).map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['HubSpot deals', 'Notulen (ID 11)', 'HubSpot', 'Deal', 'Ja', expect.stringContaining('Mislukt')],
      [
        expect.stringContaining('De server kent de geheime sleutel “NOTION_KEY” niet'),
        'Notulen (ID 11)+ 1 meer',
        'Notion',
        '-',
        'Nee',
        'Nog niet verstuurd',
      ],
    ]);
    expect(byRole('link', 'Nieuwe Export Configuratie')[0]!.getAttribute('href')).toBe(
      '/organizations/5/exports/new',
    );
    expect(byRole('link', /^Bewerken HubSpot deals/)[0]!.getAttribute('href')).toBe(
      '/organizations/5/exports/7',
    );
    // Its last pushes and failures, with the Dutch reason.
    expect(text()).toContain('Laatste verzendingen en fouten');
    expect(text()).toContain('HubSpot weigerde de sleutel (401).');
    expect(text()).toContain('Teamoverleg · Notulen');
  });

  it('deletes a configuration after confirmation, with the success text', async () => {
    let remaining = [deals];
    const calls = await openAppAt(
      '/organizations/5?tab=exports',
      server((call) => {
        if (route(call) === 'DELETE admin/export/configurations/7') {
          remaining = [];
          return json(200, { message: 'ok' });
        }
        if (route(call) === 'GET admin/export/configurations') return json(200, remaining);
        return undefined;
      }),
    );
    click(await waitFor(() => byRole('button', /^Verwijderen HubSpot deals/)[0]));
    const dialog = await waitFor(() => byRole('alertdialog')[0]);
    expect(dialog.textContent).toContain('“HubSpot deals”');
    click([...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Verwijderen')!);
    await waitFor(() => text().includes('Export configuratie succesvol verwijderd'));
    await waitFor(() => text().includes('Geen export configuraties gevonden voor deze organisatie.'));
    expect(calls.map(route)).toContain('DELETE admin/export/configurations/7');
  });

  it('says when the list cannot be loaded', async () => {
    await openAppAt(
      '/organizations/5?tab=exports',
      server((call) => (route(call) === 'GET admin/export/configurations' ? json(500, {}) : undefined)),
    );
    await waitFor(() => text().includes('Kon de export configuraties niet laden.'));
  });
});

describe('the new-configuration form', slow, () => {
  it('checks first: no template, then an invalid mapping, each blocks saving with its message', async () => {
    await openAppAt('/organizations/5/exports/new', server());
    await waitFor(() => byRole('heading', 'Nieuwe Export Configuratie')[0]);
    expect(byRole('link', /Terug naar Organisatie Details/)[0]!.getAttribute('href')).toBe(
      '/organizations/5?tab=exports',
    );
    const picker = await waitFor(() => byLabel('Meeting Templates'));
    expect([...(picker as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'Notulen (ID 11)',
      'Actiepunten (ID 12) · Standaard',
    ]);
    expect(text()).toContain('Houd Command (⌘) of Ctrl ingedrukt om meerdere templates te selecteren.');
    expect(text()).toContain('Selecteer minimaal één Meeting Template.');
    expect(picker.getAttribute('aria-invalid')).toBe('true');
    expect(saveButton(/^Configuratie Opslaan/).disabled).toBe(true);

    choose(picker, '11', '12');
    expect(text()).not.toContain('Selecteer minimaal één Meeting Template.');
    expect(saveButton(/^Configuratie Opslaan/).disabled).toBe(false);

    await write('Eigenschappen bij aanmaken (JSON)', '{"dealname": ');
    await waitFor(() => text().includes('De eigenschappen zijn geen geldige JSON.'));
    expect(saveButton(/^Configuratie Opslaan/).disabled).toBe(true);
    await write('Eigenschappen bij aanmaken (JSON)', '["dealname"]');
    await waitFor(() => text().includes('De eigenschappen moeten een JSON-object zijn'));
    expect(saveButton(/^Configuratie Opslaan/).disabled).toBe(true);
    await write('Eigenschappen bij aanmaken (JSON)', '{"dealname": "{{document_name}}"}');
    await waitFor(() => !saveButton(/^Configuratie Opslaan/).disabled);

    // The other required fields are named once a save is tried.
    click(saveButton(/^Configuratie Opslaan/));
    await waitFor(() => text().includes('Naam is verplicht.'));
    expect(text()).toContain('Kies een geheime sleutel (secret).');
    expect(text()).toContain('Geef minimaal één doorzoekbare eigenschap op.');
  });

  it('resets the details when the platform changes, showing only that platform’s section', async () => {
    await openAppAt('/organizations/5/exports/new', server());
    type(await waitFor(() => byLabel('Doorzoekbare eigenschappen')), 'dealname');
    expect(text()).toContain('HubSpot-specifieke instellingen');
    choose(byLabel('Doelplatform'), 'NOTION');
    await waitFor(() => text().includes('Notion-specifieke instellingen'));
    expect(text()).not.toContain('HubSpot-specifieke instellingen');
    expect((byLabel('Notion database-id') as HTMLInputElement).value).toBe('');
    choose(byLabel('Doelplatform'), 'HUBSPOT');
    await waitFor(() => byLabel('Doorzoekbare eigenschappen'));
    expect((byLabel('Doorzoekbare eigenschappen') as HTMLInputElement).value).toBe('');
    expect((byLabel('Objecttype') as HTMLSelectElement).value).toBe('DEAL');
    expect((byLabel('Opmaak van de notitie') as HTMLSelectElement).value).toBe('TEXT');
  });

  it('warns, without refusing, about a secret the server does not hold', async () => {
    await openAppAt('/organizations/5/exports/new', server());
    const secret = await waitFor(() => byLabel('Geheime sleutel (API key secret)'));
    await waitFor(() => document.querySelectorAll('datalist option').length === 2);
    type(secret, 'HUBSPOT_KEY');
    expect(text()).not.toContain('de server kent geen geheime sleutel');
    type(secret, 'ONBEKEND');
    expect(text()).toContain('Let op: de server kent geen geheime sleutel “ONBEKEND”.');
  });

  it('saves the form state and returns to the exports tab; a refusal shows the server error', async () => {
    let refuse = true;
    const calls = await openAppAt(
      '/organizations/5/exports/new',
      server((call) => {
        if (route(call) !== 'POST admin/export/configurations') return undefined;
        if (refuse)
          return json(422, {
            error: 'Een template hoort niet bij deze organisatie.',
            detail: 'Een template hoort niet bij deze organisatie.',
          });
        return json(201, configurationJson(9, 'Deals', { ...(call.body as object) }));
      }),
    );
    type(await waitFor(() => byLabel('Naam')), 'Deals');
    choose(await waitFor(() => byLabel('Meeting Templates')), '12');
    type(byLabel('Geheime sleutel (API key secret)'), 'HUBSPOT_KEY');
    type(byLabel('Doorzoekbare eigenschappen'), 'dealname, amount');
    click(saveButton(/^Configuratie Opslaan/));
    await waitFor(() =>
      byRole('alert').some((a) => a.textContent === 'Een template hoort niet bij deze organisatie.'),
    );
    expect(window.location.pathname).toBe('/organizations/5/exports/new');

    refuse = false;
    click(saveButton(/^Configuratie Opslaan/));
    await waitFor(() => window.location.search === '?tab=exports');
    expect(window.location.pathname).toBe('/organizations/5');
    const posted = calls.filter((call) => route(call) === 'POST admin/export/configurations').at(-1)!;
    expect(posted.body).toEqual({
      organization_id: 5,
      name: 'Deals',
      is_active: true,
      meeting_template_ids: [12],
      target_platform: 'HUBSPOT',
      configuration_details: {
        api_key_secret_ref: 'HUBSPOT_KEY',
        target_object_type: 'DEAL',
        hubspot_searchable_properties: ['dealname', 'amount'],
        create_if_not_found: true,
        creation_property_mapping: {},
        summary_attach_method: 'NOTE',
        note_title_template: '{{document_name}}',
        note_body_format: 'TEXT',
      },
    });
  });

  it('says when the organisation has no templates', async () => {
    await openAppAt(
      '/organizations/5/exports/new',
      server((call) =>
        route(call) === 'GET admin/organizations/5/meeting-types'
          ? json(200, { meeting_types: [] })
          : undefined,
      ),
    );
    await waitFor(() => text().includes('Geen templates gevonden voor deze organisatie'));
    expect(saveButton(/^Configuratie Opslaan/).disabled).toBe(true);
  });

  it('says when the templates cannot be loaded', async () => {
    await openAppAt(
      '/organizations/5/exports/new',
      server((call) =>
        route(call) === 'GET admin/organizations/5/meeting-types' ? json(500, {}) : undefined,
      ),
    );
    await waitFor(() => text().includes('Kon de beschikbare meeting templates niet laden.'));
  });
});

describe('Ctrl+S on the form', slow, () => {
  it('saves a saved configuration’s form while typing in a field', async () => {
    const calls = await openAppAt(
      '/organizations/5/exports/7',
      server((call) =>
        route(call) === 'PUT admin/export/configurations/7'
          ? json(200, { ...deals, ...(call.body as object) })
          : undefined,
      ),
    );
    const name = await waitFor(() => byLabel('Naam') as HTMLInputElement | null);
    await waitFor(() => name.value === 'HubSpot deals');
    type(name, 'Deals via sneltoets');
    name.focus();
    press(name, 's', { ctrlKey: true });
    await waitFor(() => window.location.search === '?tab=exports');
    expect(calls.find((call) => route(call) === 'PUT admin/export/configurations/7')!.body).toMatchObject({
      name: 'Deals via sneltoets',
    });
  });
});

describe('the form of a saved configuration', slow, () => {
  it('starts from the configuration and saves the changes with PUT', async () => {
    const calls = await openAppAt(
      '/organizations/5/exports/7',
      server((call) =>
        route(call) === 'PUT admin/export/configurations/7'
          ? json(200, { ...deals, ...(call.body as object) })
          : undefined,
      ),
    );
    await waitFor(() => byRole('heading', 'Export Configuratie Bewerken')[0]);
    const name = await waitFor(() => byLabel('Naam') as HTMLInputElement | null);
    expect(name.value).toBe('HubSpot deals');
    expect((byLabel('Doorzoekbare eigenschappen') as HTMLInputElement).value).toBe('dealname');
    expect(JSON.parse((await editorOf('Eigenschappen bij aanmaken (JSON)')).state.doc.toString())).toEqual({
      dealname: '{{document_name}}',
    });
    choose(byLabel('Objecttype'), 'TICKET');
    click(await waitFor(() => saveButton(/^Wijzigingen Opslaan/)));
    await waitFor(() => window.location.search === '?tab=exports');
    const put = calls.find((call) => route(call) === 'PUT admin/export/configurations/7')!;
    expect(put.body).toMatchObject({
      name: 'HubSpot deals',
      configuration_details: { target_object_type: 'TICKET' },
    });
  });

  it('says when it cannot be loaded', async () => {
    await openAppAt(
      '/organizations/5/exports/7',
      server((call) => (route(call) === 'GET admin/export/configurations/7' ? json(500, {}) : undefined)),
    );
    await waitFor(() => text().includes('Kon de bestaande export configuratie niet laden.'));
  });
});

describe('Verstuur naar export on a summary', slow, () => {
  it('queues the push and follows its status until it is sent', async () => {
    let status: 'none' | 'queued' | 'succeeded' = 'none';
    const calls = await openAppAt('/users/3?tab=transcriptions', (call) => {
      switch (route(call)) {
        case 'GET admin/user/3/transcriptions':
          return json(200, [
            {
              id: 20,
              name: 'Teamoverleg',
              created_at: '2026-03-01T10:00:00Z',
              audio_duration: 60,
              has_audio: false,
              summaries: [{ id: 30, meeting_type: 'Notulen' }],
            },
          ]);
        case 'POST admin/export/summaries/30/push':
          status = 'queued';
          return json(202, {
            message: '1 verzending in de wachtrij gezet.',
            pushes: [pushJson(90, 'queued')],
          });
        case 'GET admin/export/pushes':
          if (status === 'none') return json(200, { pushes: [] });
          if (status === 'queued') {
            // The next ask finds it sent.
            status = 'succeeded';
            return json(200, { pushes: [pushJson(90, 'sending')] });
          }
          return json(200, {
            pushes: [pushJson(90, 'succeeded', { external_url: 'https://app.hubspot.com/x' })],
          });
        default:
          return json(200, userJson(3));
      }
    });
    const push = await waitFor(() => byRole('button', /^Verstuur naar export/)[0]);
    expect(push.textContent).toBe('Verstuur naar export (samenvatting Notulen)');
    click(push);
    await waitFor(() => text().includes('1 verzending in de wachtrij gezet.'));
    const status30 = () => byRole('list', 'Exportstatus van samenvatting Notulen')[0]?.textContent ?? '';
    await waitFor(() => /In de wachtrij|Bezig met verzenden/.test(status30()));
    await waitFor(() => status30().includes('HubSpot dealsVerstuurd'), 8_000);
    const asked = calls.filter((call) => route(call) === 'GET admin/export/pushes').length;
    expect(asked).toBeGreaterThanOrEqual(3);
    // Done: no more asking.
    await act(() => new Promise((resolve) => setTimeout(resolve, 2_500)));
    expect(calls.filter((call) => route(call) === 'GET admin/export/pushes').length).toBe(asked);
  }, 20_000);
});
