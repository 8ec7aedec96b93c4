// Export configurations: the exports tab of an organisation and the form at
// /organizations/{id}/exports/new and /{configId}: validation first (no template, an invalid mapping), a HubSpot
// configuration created, switched to Notion (the details reset), switched off and deleted; and a summary pushed
// from the user's transcriptions tab to the stand-in of HubSpot, its status followed until sent and the push
// shown in the exports tab. axe on the tab and the form in light and dark.
import { expect, test, type Page } from './support/fixtures';
import { callApi, unique } from './support/api';
import { signIn } from './support/app';
import { axeLightAndDark } from './support/axe';
import { E2E_NOTION_DATABASE, exportSecrets, platformRequests } from './support/exportPlatforms';
import { makeOrganization } from './support/organizations';

interface Template {
  id: number;
  title: string;
  name: string;
}

interface Transcription {
  id: number;
  name: string;
  summaries: { id: number; meeting_type: string }[];
}

interface User {
  id: number;
  username: string;
  organization_id: number | null;
}

interface Configuration {
  id: number;
  name: string;
  is_active: boolean;
  target_platform: string;
  configuration_details: Record<string, unknown>;
}

const MAPPING = 'Eigenschappen bij aanmaken (JSON)';

/** Replaces the text of the CodeMirror field labelled `label` (inserted as is: no brackets closed for us). */
async function writeCode(page: Page, label: string, text: string) {
  const editor = page.locator(`.cm-content[aria-label="${label}"]`);
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
  await expect(editor).toHaveText(text);
}

const row = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Export configuraties' }).getByRole('row').filter({ hasText: name });

test.describe('export configurations', () => {
  test('create a HubSpot configuration (validation first), switch it to Notion, switch it off and delete it; axe light and dark', async ({
    page,
  }) => {
    // Eight axe runs (the tab, the HubSpot and the Notion form, the tab again; light and dark) take their time.
    test.setTimeout(120_000);
    const organization = await makeOrganization('export');
    const templates = await callApi<{ meeting_types: Template[] } | Template[]>(
      'GET',
      `admin/organizations/${organization.id}/meeting-types`,
    );
    const available = Array.isArray(templates) ? templates : templates.meeting_types;
    expect(available.length, 'templates available to a new organisation').toBeGreaterThan(0);
    const template = available[0]!;
    const name = unique('HubSpot deals');

    await signIn(page, `/organizations/${organization.id}?tab=exports`);
    await expect(page.getByText('Geen export configuraties gevonden voor deze organisatie.')).toBeVisible();
    await axeLightAndDark(page, page.getByRole('link', { name: 'Nieuwe Export Configuratie' }));

    await page.getByRole('link', { name: 'Nieuwe Export Configuratie' }).click();
    await expect(page).toHaveURL(`/organizations/${organization.id}/exports/new`);
    await expect(page.getByRole('heading', { name: 'Nieuwe Export Configuratie' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terug naar Organisatie Details' })).toHaveAttribute(
      'href',
      `/organizations/${organization.id}?tab=exports`,
    );
    const save = page.getByRole('button', { name: /^Configuratie Opslaan/ });

    // Validation first: no template selected.
    const picker = page.getByLabel('Meeting Templates');
    await expect(page.getByText('Selecteer minimaal één Meeting Template.')).toBeVisible();
    await expect(picker).toHaveAttribute('aria-invalid', 'true');
    await expect(save).toBeDisabled();
    await page.getByLabel('Naam', { exact: true }).fill(name);
    await picker.selectOption(String(template.id));
    await expect(page.getByText('Selecteer minimaal één Meeting Template.')).toBeHidden();
    await expect(save).toBeEnabled();

    // An invalid mapping blocks saving with its message.
    await writeCode(page, MAPPING, '{"dealname": ');
    await expect(page.getByText('De eigenschappen zijn geen geldige JSON.', { exact: false })).toBeVisible();
    await expect(save).toBeDisabled();
    await writeCode(page, MAPPING, '["dealname"]');
    await expect(
      page.getByText('De eigenschappen moeten een JSON-object zijn', { exact: false }),
    ).toBeVisible();
    await expect(save).toBeDisabled();
    await writeCode(page, MAPPING, '{"dealname": "{{document_name}}"}');
    await expect(save).toBeEnabled();

    // A secret the server does not hold: a warning, not a refusal.
    const secret = page.getByLabel('Geheime sleutel (API key secret)');
    await secret.fill('ONBEKEND_E2E');
    await expect(
      page.getByText('Let op: de server kent geen geheime sleutel “ONBEKEND_E2E”.', { exact: false }),
    ).toBeVisible();
    await secret.fill(exportSecrets.hubspot);
    await expect(
      page.getByText('Let op: de server kent geen geheime sleutel', { exact: false }),
    ).toBeHidden();
    await page.getByLabel('Doorzoekbare eigenschappen').fill('dealname, hs_object_id');
    await page.getByLabel('Objecttype').selectOption('TICKET');
    await axeLightAndDark(page, page.getByRole('heading', { name: 'HubSpot-specifieke instellingen' }));

    await save.click();
    await expect(page).toHaveURL(`/organizations/${organization.id}?tab=exports`);
    await expect(page.getByText(`Export configuratie “${name}” aangemaakt`)).toBeVisible();
    await expect(row(page, name).getByRole('cell')).toHaveText([
      `${template.title} (ID ${template.id})`,
      'HubSpot',
      'Ticket',
      'Ja',
      'Nog niet verstuurd',
      /Bewerken/,
    ]);
    const [created] = (
      await callApi<Configuration[]>('GET', `admin/export/configurations?organization_id=${organization.id}`)
    ).filter((c) => c.name === name);
    expect(created!.configuration_details).toMatchObject({
      target_object_type: 'TICKET',
      hubspot_searchable_properties: ['dealname', 'hs_object_id'],
      creation_property_mapping: { dealname: '{{document_name}}' },
      create_if_not_found: true,
      summary_attach_method: 'NOTE',
      note_title_template: '{{document_name}}',
      note_body_format: 'TEXT',
    });

    // Edit: switching to Notion resets the details to Notion's (empty) ones.
    await row(page, name)
      .getByRole('link', { name: /^Bewerken/ })
      .click();
    await expect(page).toHaveURL(`/organizations/${organization.id}/exports/${created!.id}`);
    await expect(page.getByRole('heading', { name: 'Export Configuratie Bewerken' })).toBeVisible();
    await expect(page.getByLabel('Doorzoekbare eigenschappen')).toHaveValue('dealname, hs_object_id');
    await page.getByLabel('Doelplatform').selectOption('NOTION');
    await expect(page.getByRole('heading', { name: 'Notion-specifieke instellingen' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'HubSpot-specifieke instellingen' })).toBeHidden();
    await expect(page.getByLabel('Geheime sleutel (API key secret)')).toHaveValue('');
    await expect(page.getByLabel('Notion database-id')).toHaveValue('');
    const update = page.getByRole('button', { name: /^Wijzigingen Opslaan/ });
    await update.click();
    await expect(page.getByText('Kies een geheime sleutel (secret).')).toBeVisible();
    await page.getByLabel('Geheime sleutel (API key secret)').fill(exportSecrets.notion);
    await page.getByLabel('Notion database-id').fill('niet-goed');
    await expect(page.getByText('Een Notion database-id bestaat uit 32 hexadecimale tekens.')).toBeVisible();
    await page.getByLabel('Notion database-id').fill(E2E_NOTION_DATABASE);
    await axeLightAndDark(page, page.getByRole('heading', { name: 'Notion-specifieke instellingen' }));
    await update.click();
    await expect(page).toHaveURL(`/organizations/${organization.id}?tab=exports`);
    await expect(row(page, name).getByRole('cell').nth(1)).toHaveText('Notion');
    await expect(row(page, name).getByRole('cell').nth(2)).toHaveText('-');

    // Switched off, then deleted after confirmation.
    await row(page, name)
      .getByRole('button', { name: /^Deactiveren/ })
      .click();
    await expect(page.getByText(`Export configuratie “${name}” gedeactiveerd`)).toBeVisible();
    await expect(row(page, name).getByRole('cell').nth(3)).toHaveText('Nee');
    await axeLightAndDark(page, row(page, name));
    await row(page, name)
      .getByRole('button', { name: /^Verwijderen/ })
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Export configuratie verwijderen' });
    await expect(dialog).toContainText(`“${name}”`);
    await dialog.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(page.getByText('Export configuratie succesvol verwijderd')).toBeVisible();
    await expect(page.getByText('Geen export configuraties gevonden voor deze organisatie.')).toBeVisible();
    expect(
      await callApi<Configuration[]>('GET', `admin/export/configurations?organization_id=${organization.id}`),
    ).toEqual([]);
  });

  test('Annuleren with unsaved changes asks first, then returns to the exports tab', async ({ page }) => {
    const organization = await makeOrganization('export-leave');
    await signIn(page, `/organizations/${organization.id}/exports/new`);
    await page.getByLabel('Naam', { exact: true }).fill('Half af');
    await page.getByRole('button', { name: 'Annuleren' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Wijzigingen niet opgeslagen' });
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    // Until the question has faded out, the page behind it is hidden and its Annuleren not the one found.
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`/organizations/${organization.id}/exports/new`);
    await expect(page.getByLabel('Naam', { exact: true })).toHaveValue('Half af');
    await page.getByRole('button', { name: 'Annuleren' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Weggaan' }).click();
    await expect(page).toHaveURL(`/organizations/${organization.id}?tab=exports`);
  });

  test('Verstuur naar export sends a summary to the HubSpot stand-in; the push shows on the summary and in the exports tab', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // A seeded user of an organisation with a Notulen summary, and the default template Notulen.
    const defaults = await callApi<Template[] | { templates: Template[] }>('GET', 'admin/default-templates');
    const notulen = (Array.isArray(defaults) ? defaults : defaults.templates).find(
      (t) => t.title === 'Notulen',
    );
    expect(notulen, 'the default template Notulen').toBeDefined();
    const users = (await callApi<User[]>('GET', 'admin/users'))
      .filter((user) => user.organization_id !== null)
      .sort((a, b) => a.username.localeCompare(b.username));
    let found: { user: User; transcription: Transcription } | undefined;
    for (const user of users) {
      const items = await callApi<Transcription[]>('GET', `admin/user/${user.id}/transcriptions`);
      const transcription = items.find((item) => item.summaries.some((s) => s.meeting_type === 'Notulen'));
      if (transcription) {
        found = { user, transcription };
        break;
      }
    }
    expect(found, 'a seeded transcription with a Notulen summary').toBeDefined();
    const { user, transcription } = found!;
    const summary = transcription.summaries.find((s) => s.meeting_type === 'Notulen')!;
    const name = unique('HubSpot notulen');
    const refused = unique('HubSpot geweigerd');
    const configuration = (configurationName: string, secret: string) =>
      callApi('POST', 'admin/export/configurations', {
        name: configurationName,
        organization_id: user.organization_id,
        meeting_template_ids: [notulen!.id],
        target_platform: 'HUBSPOT',
        is_active: true,
        configuration_details: {
          api_key_secret_ref: secret,
          target_object_type: 'DEAL',
          hubspot_searchable_properties: ['dealname'],
          create_if_not_found: true,
          creation_property_mapping: { dealname: '{{document_name}}' },
          summary_attach_method: 'NOTE',
          note_title_template: '{{document_name}}',
          note_body_format: 'MARKDOWN',
        },
      });
    await configuration(name, exportSecrets.hubspot);
    // The stand-in refuses this one's key: a failure with its Dutch reason, not retried.
    await configuration(refused, exportSecrets.hubspotRefused);
    const started = Date.now();

    await signIn(page, `/users/${user.id}?tab=transcriptions`);
    const line = page.getByRole('row').filter({ hasText: transcription.name });
    await line.getByRole('button', { name: 'Verstuur naar export (samenvatting Notulen)' }).first().click();
    const status = line.getByRole('list', { name: 'Exportstatus van samenvatting Notulen' }).first();
    const pushed = status.getByRole('listitem').filter({ hasText: name });
    await expect(pushed).toBeVisible();
    await expect(pushed.getByText('Verstuurd', { exact: true })).toBeVisible({ timeout: 30_000 });
    const failed = status.getByRole('listitem').filter({ hasText: refused });
    await expect(failed.getByText('Mislukt', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(failed).toContainText('401');
    await axeLightAndDark(page, pushed);
    // The note arrived at the stand-in of HubSpot.
    const notes = (await platformRequests()).filter(
      (request) => request.platform === 'hubspot' && request.path.includes('/notes') && request.at >= started,
    );
    expect(notes.some((request) => request.method === 'POST' && request.status === 201)).toBe(true);

    await page.goto(`/organizations/${user.organization_id}?tab=exports`);
    await expect(row(page, name).getByText('Verstuurd', { exact: true })).toBeVisible();
    await expect(row(page, refused).getByText('Mislukt', { exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: `Verzendingen van ${refused}` })).toContainText('401');
    const history = page.getByRole('table', { name: `Verzendingen van ${name}` });
    await expect(
      history.getByRole('row').filter({ hasText: `${transcription.name} · Notulen` }),
    ).toContainText('Verstuurd');
    const pushes = await callApi<{ pushes: { summary_id: number; status: string }[] }>(
      'GET',
      `admin/export/pushes?summary_id=${summary.id}`,
    );
    expect(pushes.pushes.some((push) => push.status === 'succeeded')).toBe(true);
  });
});
