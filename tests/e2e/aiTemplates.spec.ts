// The template generator in the console: AI Update, Test and generating a new template, against the
// plain server with the stand-in language model (tests/e2e/support/fake-ai.ts), and the server without one.
import { expect, test, type Page } from './support/fixtures';
import { callApi, unique } from './support/api';
import { fillSignIn, openPalette, signedIn, signInAs } from './support/app';
import { violations } from './support/axe';
import { admin, servers } from './support/ports';

interface CreatedUser {
  id: number;
  username: string;
}

interface Template {
  id: number;
  name: string;
  title: string;
  type: string;
}

const NOT_CONFIGURED = 'AI is niet geconfigureerd op deze server.';

/** Signs in to `server`'s API as the seeded superuser (the e2e admin) and answers the access token. */
async function tokenOn(server: string): Promise<string> {
  const res = await fetch(`${server}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: admin.username, password: admin.password }),
  });
  expect(res.status, `sign-in on ${server}`).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Calls `/api/{path}` on `server` as the superuser (JSON, or a form) and answers the parsed JSON. */
async function callOn<T>(server: string, method: string, path: string, body?: unknown): Promise<T> {
  const form = body instanceof FormData;
  const res = await fetch(`${server}/api/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await tokenOn(server)}`,
      ...(form || body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: form ? body : JSON.stringify(body) }),
  });
  const text = await res.text();
  expect(res.ok, `${method} ${path}: ${res.status} ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

/** A fresh user on `server` with one personal template; answers both. */
async function userWithTemplate(server: string, prefix: string) {
  const name = unique(prefix);
  const user = await callOn<CreatedUser>(server, 'POST', 'admin/users', {
    username: name,
    email: `${name}@voorbeeld.nl`,
    password: 'Tijdelijk-wachtwoord-1',
  });
  const title = `Overleg ${name}`;
  const created = await callOn<{ name: string }>(server, 'POST', `admin/users/${user.id}/meeting-types`, {
    title,
    description: 'Wekelijks overleg',
    content: 'Schrijf de notulen van het overleg.',
    complexity: 'SMALL',
    is_default: false,
    is_org_wide: false,
  });
  return { user, template: { name: created.name, title } };
}

const personal = async (userId: number) =>
  (
    await callApi<{ meeting_types: Template[] }>('GET', `admin/users/${userId}/meeting-types`)
  ).meeting_types.filter((template) => template.type === 'personal');

const actions = (page: Page) => page.getByRole('group', { name: 'Acties' });
const actionButton = (page: Page, name: string) => actions(page).getByRole('button', { name, exact: true });
const titleField = (page: Page) => page.getByLabel('Titel', { exact: true });
const toggleTheme = async (page: Page) => {
  await page.getByRole('button', { name: 'Wissel licht/donker thema' }).click();
  await expect(page.locator('.radix-themes').first()).toHaveClass(/dark/);
};

test.describe('with a language model (the plain server)', () => {
  test.beforeEach(async ({ page }) => signedIn(page));

  test('AI Update: refused with unsaved changes, asks for feedback, shows failures, then rewrites the template and closes; axe light and dark', async ({
    page,
  }) => {
    const { user, template } = await userWithTemplate(servers.plain, 'aiupdate');
    await page.goto(`/templates/${user.id}/${template.name}`);
    await expect(titleField(page)).toHaveValue(template.title);
    const update = actionButton(page, 'AI Update');
    await expect(update).toBeEnabled();

    // Unsaved changes: AI Update would lose them, so it says why it waits.
    await titleField(page).fill(`${template.title} (eigen)`);
    await expect(update).toBeDisabled();
    await expect(update).toHaveAccessibleDescription(
      'Sla eerst je wijzigingen op of maak ze ongedaan: AI Update werkt het opgeslagen template bij.',
    );
    await titleField(page).fill(template.title);
    await expect(update).toBeEnabled();

    await update.click();
    const dialog = page.getByRole('dialog', { name: 'AI Update' });
    await expect(dialog.getByLabel('Model')).toHaveValue('claude');
    await dialog.getByRole('button', { name: 'Bijwerken' }).click();
    await expect(dialog.getByText('Voer feedback in voor het bijwerken van het template')).toBeVisible();
    expect(await violations(page)).toEqual([]);

    // The model fails (the fake answers a 500 for this request): the server's reason, the dialog stays.
    await dialog.getByLabel('Feedback').fill('Korter #fake:error');
    await dialog.getByRole('button', { name: 'Bijwerken' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Template bijwerken mislukt');
    await expect(titleField(page)).toHaveValue(template.title);
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await expect(dialog).toBeHidden();

    await toggleTheme(page);
    await update.click();
    await expect(dialog).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await dialog.getByLabel('Feedback').fill('Voeg een kopje Besluiten toe.');
    await dialog.getByLabel('Model').selectOption('gemini');
    await dialog.getByRole('button', { name: 'Bijwerken' }).click();
    await expect(dialog.getByText('Template bijgewerkt. Dit venster sluit over 2 seconden.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(titleField(page)).toHaveValue(`${template.title} (bijgewerkt)`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${template.title} (bijgewerkt)`);
    // Saved on the server, and the editor has nothing unsaved: AI Update is available again.
    expect((await personal(user.id))[0]?.title).toBe(`${template.title} (bijgewerkt)`);
    await expect(update).toBeEnabled();
  });

  test('Test: the unsaved template on an uploaded transcription shows the model’s summary, nothing saved; axe light and dark', async ({
    page,
  }) => {
    const { user, template } = await userWithTemplate(servers.plain, 'aitest');
    const form = new FormData();
    form.set('file', new Blob(['Voorzitter: we besluiten het plein te vergroenen.\n']), 'raad.txt');
    form.set('name', 'Raadsvergadering');
    const transcription = await callOn<{ id: number }>(
      servers.plain,
      'POST',
      `admin/users/${user.id}/upload-transcript`,
      form,
    );

    await page.goto(`/templates/${user.id}/${template.name}`);
    await expect(titleField(page)).toHaveValue(template.title);
    await titleField(page).fill(`${template.title} (proef)`);
    await actionButton(page, 'Test').click();
    const dialog = page.getByRole('dialog', { name: 'Template testen' });
    await expect(dialog.getByText(`Transcripties van ${user.username}`)).toBeVisible();
    await expect(dialog.getByLabel('Transcriptie')).toBeEnabled();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await toggleTheme(page);
    // The same command from the palette.
    await openPalette(page);
    await page.keyboard.type('template testen');
    await page
      .getByRole('option', { name: /Template testen op een transcriptie/ })
      .first()
      .click();
    await dialog.getByLabel('Transcriptie').selectOption(String(transcription.id));
    await dialog.getByRole('button', { name: 'Test uitvoeren' }).click();
    await expect(dialog.getByText(/^Samenvatting:/)).toBeVisible();
    await expect(dialog.getByText(/^Samenvatting:/)).toContainText('vergroenen');
    // Away from the button just pressed: axe judges its colours, not those of the hover state.
    await page.mouse.move(0, 0);
    expect(await violations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Sluiten' }).click();
    await expect(dialog).toBeHidden();
    // Nothing saved: the server still has the old title, the editor still the unsaved one.
    expect((await personal(user.id))[0]?.title).toBe(template.title);
    await expect(titleField(page)).toHaveValue(`${template.title} (proef)`);
  });

  test('Template genereren met AI fills a new template’s fields; Opslaan saves it; axe light and dark', async ({
    page,
  }) => {
    const name = unique('aigen');
    const user = await callApi<CreatedUser>('POST', 'admin/users', {
      username: name,
      email: `${name}@voorbeeld.nl`,
      password: 'Tijdelijk-wachtwoord-1',
    });
    await page.goto(`/templates/new?userId=${user.id}`);
    await expect(actionButton(page, 'AI Update')).toHaveCount(0);
    await actionButton(page, 'Genereren met AI').click();
    const dialog = page.getByRole('dialog', { name: 'Template genereren met AI' });
    await expect(dialog).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await expect(dialog).toBeHidden();
    await toggleTheme(page);
    await actionButton(page, 'Genereren met AI').click();
    await dialog.getByRole('button', { name: 'Genereren' }).click();
    await expect(dialog.getByText('Beschrijf eerst kort waarvoor het template is.')).toBeVisible();
    await page.mouse.move(0, 0);
    expect(await violations(page)).toEqual([]);
    await dialog.getByLabel('Korte omschrijving').fill('Wekelijks teamoverleg');
    await dialog.getByRole('button', { name: 'Genereren' }).click();
    await expect(dialog).toBeHidden();
    await expect(titleField(page)).toHaveValue('Template: Wekelijks teamoverleg');
    await expect(page.getByLabel('Beschrijving')).toHaveValue('Gemaakt voor: Wekelijks teamoverleg');
    // Nothing saved yet; Opslaan does that.
    expect(await personal(user.id)).toEqual([]);
    await actionButton(page, 'Opslaan').click();
    await expect(page).toHaveURL(`${servers.plain}/users/${user.id}?tab=templates`);
    expect((await personal(user.id))[0]?.title).toBe('Template: Wekelijks teamoverleg');
  });
});

test('a platform administrator who is not the superuser gets AI Update but no Test', async ({ page }) => {
  const { user, template } = await userWithTemplate(servers.plain, 'aibeheer');
  const name = unique('aiadmin');
  await callApi('POST', 'admin/users', {
    username: name,
    email: `${name}@voorbeeld.nl`,
    password: 'Tijdelijk-wachtwoord-1',
    is_admin: true,
  });
  await signInAs(page, name, 'Tijdelijk-wachtwoord-1', `/templates/${user.id}/${template.name}`);
  await expect(titleField(page)).toHaveValue(template.title);
  await expect(actionButton(page, 'AI Update')).toBeEnabled();
  await expect(actionButton(page, 'Test')).toHaveCount(0);
});

test('without a language model (the no-workers server) AI Update, Test and generating are disabled with the reason', async ({
  page,
}) => {
  const { user, template } = await userWithTemplate(servers.noWorkers, 'zonderai');
  await page.goto(`${servers.noWorkers}/`);
  await fillSignIn(page, servers.noWorkers);
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
  await page.goto(`${servers.noWorkers}/templates/${user.id}/${template.name}`);
  await expect(titleField(page)).toHaveValue(template.title);
  for (const name of ['AI Update', 'Test']) {
    await expect(actionButton(page, name)).toBeDisabled();
    await expect(actionButton(page, name)).toHaveAccessibleDescription(NOT_CONFIGURED);
  }
  await expect(actions(page).getByText(NOT_CONFIGURED).first()).toBeVisible();

  await page.goto(`${servers.noWorkers}/templates/new?userId=${user.id}`);
  await expect(actionButton(page, 'Genereren met AI')).toBeDisabled();
  await expect(actionButton(page, 'Genereren met AI')).toHaveAccessibleDescription(NOT_CONFIGURED);
});
