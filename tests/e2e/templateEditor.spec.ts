import { expect, test, type Page } from './support/fixtures';
import { callApi, unique } from './support/api';
import { violations } from './support/axe';
import { signedIn } from './support/app';
import { servers } from './support/ports';

interface CreatedUser {
  id: number;
  username: string;
}

interface Template {
  id: number;
  name: string;
  title: string;
  description: string;
  content: string;
  complexity: string;
  type: string;
  settings: {
    max_tokens: string;
    system_message: string;
    opdracht: string;
    additional_settings: string;
  } | null;
}

async function makeUser(prefix: string): Promise<CreatedUser> {
  const name = unique(prefix);
  return callApi<CreatedUser>('POST', 'admin/users', {
    username: name,
    email: `${name}@voorbeeld.nl`,
    password: 'Tijdelijk-wachtwoord-1',
  });
}

const personal = async (userId: number) =>
  (
    await callApi<{ meeting_types: Template[] }>('GET', `admin/users/${userId}/meeting-types`)
  ).meeting_types.filter((template) => template.type === 'personal');

/** A CodeMirror field by its accessible name (the label on its editing area). */
const editor = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function fillEditor(page: Page, name: string, text: string) {
  const field = editor(page, name);
  await field.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await field.fill(text);
}

const actions = (page: Page) => page.getByRole('group', { name: 'Acties' });
const save = (page: Page) => actions(page).getByRole('button', { name: 'Opslaan', exact: true });
const section = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();

test.beforeEach(async ({ page }) => signedIn(page));

test('a personal template: created in the full editor, then edited and saved, each time back to the user’s templates', async ({
  page,
}) => {
  const user = await makeUser('editor');
  await page.goto(`/templates/new?userId=${user.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuw gebruikerstemplate' })).toBeVisible();
  await expect(page.getByText(`Persoonlijk template van ${user.username}`)).toBeVisible();

  await save(page).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Titel en inhoud zijn verplichte velden' }),
  ).toBeVisible();

  await page.getByLabel('Titel', { exact: true }).fill('Teamoverleg');
  await page.getByLabel('Beschrijving').fill('Wekelijks overleg');
  await section(page, 'PROMPT');
  await fillEditor(page, 'Inhoud', 'Schrijf de notulen van het teamoverleg.\nMet actiepunten.');
  await save(page).click();
  await expect(page).toHaveURL(`${servers.plain}/users/${user.id}?tab=templates`);
  await expect(page.getByRole('status').filter({ hasText: 'Template aangemaakt' })).toBeVisible();

  const [created] = await personal(user.id);
  expect(created).toMatchObject({
    title: 'Teamoverleg',
    description: 'Wekelijks overleg',
    content: 'Schrijf de notulen van het teamoverleg.\nMet actiepunten.',
    complexity: 'SMALL',
  });

  await page.goto(`/templates/${user.id}/${created!.name}`);
  await expect(page.getByLabel('Titel', { exact: true })).toHaveValue('Teamoverleg');
  // As loaded there is nothing to save (saving would only write an empty revision): the editor says so.
  await expect(save(page)).toBeDisabled();
  await expect(actions(page).getByText('Geen wijzigingen om op te slaan.')).toBeVisible();
  await page.getByLabel('Titel', { exact: true }).fill('Teamoverleg (kort)');
  await expect(save(page)).toBeEnabled();
  await page.getByLabel('Complexiteit').selectOption('LARGE');
  await save(page).click();
  await expect(page).toHaveURL(`${servers.plain}/users/${user.id}?tab=templates`);
  await expect(page.getByRole('status').filter({ hasText: 'Template bijgewerkt' })).toBeVisible();
  const [edited] = await personal(user.id);
  expect(edited).toMatchObject({
    id: created!.id,
    name: created!.name,
    title: 'Teamoverleg (kort)',
    complexity: 'LARGE',
  });
});

test('Ctrl+S saves the template while typing in the editor, new and existing alike', async ({ page }) => {
  const user = await makeUser('sneltoets');
  await page.goto(`/templates/new?userId=${user.id}`);
  await page.getByLabel('Titel', { exact: true }).fill('Sneltoets');
  await section(page, 'PROMPT');
  await fillEditor(page, 'Inhoud', 'Vat de vergadering samen.');
  await page.keyboard.press('Control+S');
  await expect(page).toHaveURL(`${servers.plain}/users/${user.id}?tab=templates`);
  await expect(page.getByRole('status').filter({ hasText: 'Template aangemaakt' })).toBeVisible();
  const [created] = await personal(user.id);
  expect(created).toMatchObject({ title: 'Sneltoets', content: 'Vat de vergadering samen.' });

  await page.goto(`/templates/${user.id}/${created!.name}`);
  await page.getByLabel('Titel', { exact: true }).fill('Sneltoets bewaard');
  await page.keyboard.press('Control+S');
  await expect(page).toHaveURL(`${servers.plain}/users/${user.id}?tab=templates`);
  await expect(page.getByRole('status').filter({ hasText: 'Template bijgewerkt' })).toBeVisible();
  expect((await personal(user.id))[0]).toMatchObject({ id: created!.id, title: 'Sneltoets bewaard' });
});

test('Kopieer Alles in one template and Plak Alles into a new one gives the same template', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: servers.plain });
  const source = await makeUser('bron');
  const target = await makeUser('doel');
  const original = {
    title: 'Klantgesprek 🤝 “Über”',
    description: '',
    content: 'Vat samen.\n<content>niet het einde</content>\n</task> <\\title>\n\n  ingesprongen\n',
    complexity: 'CUSTOM',
    settings: {
      max_tokens: '1500',
      system_message: 'Je bent een accountmanager.\nSchrijf zakelijk.',
      opdracht: 'Noem de afspraken <b>vet</b>.',
      additional_settings: '{"temperature": 0.3, "tag": "</additional_settings>"}',
    },
  };
  const { name } = await callApi<{ name: string }>(
    'POST',
    `admin/users/${source.id}/meeting-types`,
    original,
  );

  await page.goto(`/templates/${source.id}/${name}`);
  await expect(page.getByLabel('Titel', { exact: true })).toHaveValue(original.title);
  await actions(page).getByRole('button', { name: 'Kopieer Alles' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'naar het klembord gekopieerd' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('<title>Klantgesprek 🤝 “Über”</title>');

  await page.goto(`/templates/new?userId=${target.id}`);
  await actions(page).getByRole('button', { name: 'Plak Alles' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plak Alles' });
  await dialog.getByLabel('Template als tekst').fill(copied);
  await dialog.getByRole('button', { name: 'Invoegen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Titel', { exact: true })).toHaveValue(original.title);
  await expect(page.getByLabel('Complexiteit')).toHaveValue('CUSTOM');
  await save(page).click();
  await expect(page).toHaveURL(`${servers.plain}/users/${target.id}?tab=templates`);

  const [pasted] = await personal(target.id);
  const [copiedFrom] = await personal(source.id);
  const fields = ({ title, description, content, complexity, settings }: Template) => ({
    title,
    description,
    content,
    complexity,
    settings,
  });
  expect(fields(pasted!)).toEqual(fields(copiedFrom!));
  expect(fields(pasted!)).toEqual({ ...original, description: '' });
});

test('CUSTOM templates: the spec’s validation texts, invalid JSON shown inline', async ({ page }) => {
  const user = await makeUser('custom');
  await page.goto(`/templates/new?userId=${user.id}`);
  await page.getByLabel('Titel', { exact: true }).fill('Sollicitatie');
  await page.getByLabel('Complexiteit').selectOption('CUSTOM');
  await page.getByLabel('Max Tokens').fill('veel');
  await fillEditor(page, 'Extra Settings (JSON)', '{"temperature": ');
  await expect(page.getByText('Invalid JSON format in additional settings')).toBeVisible();
  await expect(editor(page, 'Extra Settings (JSON)')).toHaveAttribute('aria-invalid', 'true');
  await section(page, 'PROMPT');
  await fillEditor(page, 'Inhoud', 'Beoordeel de kandidaat.');
  await save(page).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Voor CUSTOM' });
  await expect(alert).toContainText('Voor CUSTOM zijn Max Tokens, System Message en Opdracht verplicht.');
  await expect(alert).toContainText('Max Tokens moet een geheel getal van 0 of groter zijn.');
  await expect(alert).toContainText('Invalid JSON format in additional settings');

  await section(page, 'OPDRACHT');
  await fillEditor(page, 'Opdracht', 'Geef een advies.');
  await section(page, 'SYSTEM_MESSAGE');
  await fillEditor(page, 'System Message', 'Je bent recruiter.');
  await section(page, 'ALGEMEEN');
  await page.getByLabel('Max Tokens').fill('2000');
  await fillEditor(page, 'Extra Settings (JSON)', '{"temperature": 0.1}');
  await expect(alert).toBeHidden();
  await save(page).click();
  await expect(page).toHaveURL(`${servers.plain}/users/${user.id}?tab=templates`);
  const [created] = await personal(user.id);
  expect(created!.settings).toEqual({
    max_tokens: '2000',
    system_message: 'Je bent recruiter.',
    opdracht: 'Geef een advies.',
    additional_settings: '{"temperature": 0.1}',
  });
});

test('leaving the editor with unsaved changes asks first', async ({ page }) => {
  const user = await makeUser('verlaten');
  await page.goto(`/templates/new?userId=${user.id}`);
  await page.getByLabel('Titel', { exact: true }).fill('Half af');
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Organisaties' })
    .click();
  const ask = page.getByRole('alertdialog', { name: 'Wijzigingen niet opgeslagen' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Annuleren' }).click();
  await expect(page).toHaveURL(`${servers.plain}/templates/new?userId=${user.id}`);
  await expect(page.getByLabel('Titel', { exact: true })).toHaveValue('Half af');

  await page.getByRole('link', { name: 'Terug naar Gebruikers' }).click();
  await ask.getByRole('button', { name: 'Verlaten zonder opslaan' }).click();
  await expect(page).toHaveURL(`${servers.plain}/users`);
});

test('a default template: created and edited in its editor, back to the list each time', async ({ page }) => {
  const name = unique('agenda').toLowerCase();
  await page.goto('/default-templates/new');
  await expect(page.getByRole('heading', { level: 2, name: 'ALGEMEEN' })).toBeVisible();
  await save(page).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Naam, titel en inhoud zijn verplichte velden' }),
  ).toBeVisible();

  await page.getByLabel('Naam', { exact: true }).fill(name);
  await page.getByLabel('Titel', { exact: true }).fill('Agenda');
  await page.getByLabel('Volgorde').fill('-1');
  await fillEditor(page, 'Inhoud', 'Zet de agendapunten op een rij.');
  await save(page).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'De volgorde moet een geheel getal van 0 of groter zijn.' }),
  ).toBeVisible();
  await page.getByLabel('Volgorde').fill('');
  await save(page).click();
  await expect(page).toHaveURL(`${servers.plain}/default-templates`);

  const created = (await callApi<Template[]>('GET', 'admin/default-templates')).find((t) => t.name === name)!;
  expect(created).toMatchObject({ title: 'Agenda', content: 'Zet de agendapunten op een rij.' });

  await page.goto(`/default-templates/${created.id}`);
  await expect(page.getByLabel('Naam', { exact: true })).toHaveValue(name);
  await page.getByLabel('Titel', { exact: true }).fill('Agenda (nieuw)');
  await page.getByLabel('Complexiteit').selectOption('CUSTOM');
  await page.getByLabel('Max Tokens').fill('-5');
  await save(page).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Max Tokens moet een geheel getal van 0 of groter zijn.' }),
  ).toBeVisible();
  await page.getByLabel('Max Tokens').fill('900');
  await save(page).click();
  await expect(page).toHaveURL(`${servers.plain}/default-templates`);
  const edited = (await callApi<Template[]>('GET', 'admin/default-templates')).find(
    (t) => t.id === created.id,
  )!;
  expect(edited).toMatchObject({ name, title: 'Agenda (nieuw)', complexity: 'CUSTOM' });
  expect(edited.settings?.max_tokens).toBe('900');
});

test('a default template viewed from a user’s list: read-only, copyable, with the way back', async ({
  page,
}) => {
  const user = await makeUser('bekijk');
  await page.goto(`/templates/default/notulen?userId=${user.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Notulen' })).toBeVisible();
  await expect(page.getByText('Alleen-lezen: dit template kan hier niet worden gewijzigd.')).toBeVisible();
  await expect(page.getByLabel('Titel', { exact: true })).toHaveAttribute('readonly', '');
  await expect(actions(page).getByRole('button', { name: 'Opslaan' })).toHaveCount(0);
  await expect(actions(page).getByRole('button', { name: 'Kopieer Alles' })).toBeEnabled();
  await page.getByRole('link', { name: 'Terug naar de templates van de gebruiker' }).click();
  await expect(page).toHaveURL(`${servers.plain}/users/${user.id}?tab=templates`);
});

for (const appearance of ['light', 'dark'] as const) {
  test(`the full editor and the default template editor have no axe violations (${appearance})`, async ({
    page,
  }) => {
    // Leaving the editor with a draft: the browser's beforeunload question is answered with leave.
    page.on('dialog', (dialog) => void dialog.accept());
    const user = await makeUser(`axe-${appearance}`);
    await page.goto(`/templates/new?userId=${user.id}`);
    if (appearance === 'dark') {
      await page.getByRole('button', { name: 'Wissel licht/donker thema' }).click();
      await expect(page.locator('.radix-themes').first()).toHaveClass(/dark/);
    }
    await page.getByLabel('Complexiteit').selectOption('CUSTOM');
    await fillEditor(page, 'Extra Settings (JSON)', '{"temperature": 0.2, "stop": ["x"], "stream": true}');
    await save(page).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    // The resting colours are checked, not the hover colours of the button just clicked.
    await page.mouse.move(0, 0);
    expect(await violations(page)).toEqual([]);
    for (const name of ['PROMPT', 'OPDRACHT', 'SYSTEM_MESSAGE']) {
      await section(page, name);
      await expect(page.getByRole('tabpanel', { name })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    }
    await actions(page).getByRole('button', { name: 'Plak Alles' }).click();
    await expect(page.getByRole('dialog', { name: 'Plak Alles' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/default-templates/new');
    await page.getByLabel('Complexiteit').selectOption('CUSTOM');
    await save(page).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await page.mouse.move(0, 0);
    expect(await violations(page)).toEqual([]);
  });
}
