// Whole tasks by keyboard: the palette finds a user by part of the name, bulk-adds addresses to an organisation in
// one run, undoes the last action; a new form takes the typing in its first field; an organisation administrator's
// organisation list is their organisation.
import { expect, test, type Locator, type Page } from './support/fixtures';
import { callApi, unique } from './support/api';
import { openPalette, signIn, signInAs } from './support/app';
import { makeOrganization, makeUser } from './support/organizations';
import { countingKeyboard, runFromPalette, type CountingKeyboard } from './support/keyboard';
import { servers } from './support/ports';

/**
 * The bulk-add command's steps once it runs: the addresses one per line (Enter between them), Ctrl+Enter, and
 * the role offered first (Gebruiker).
 */
async function linesAsUsers(keys: CountingKeyboard, dialog: Locator, addresses: readonly string[]) {
  for (const [index, address] of addresses.entries()) {
    await keys.type(address);
    if (index < addresses.length - 1) await keys.press('Enter');
  }
  await keys.press('Control+Enter');
  await expect(dialog.getByRole('option', { name: 'Gebruiker' })).toHaveAttribute('aria-selected', 'true');
  await keys.press('Enter');
}

const palette = (page: Page) => page.getByRole('dialog', { name: 'Opdrachtenpalet' });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('the palette finds the user sanne.devries by "sanne", first and selected', async ({ page }) => {
  const users = await callApi<{ id: number; username: string }[]>('GET', 'admin/users');
  const sanne = users.find((user) => user.username === 'sanne.devries')!;
  await signIn(page);
  const dialog = await openPalette(page);
  await page.keyboard.type('sanne');
  const first = dialog.getByRole('option').first();
  await expect(first).toContainText('sanne.devries');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  // The commands the letters only loosely match come after it.
  await expect(dialog.getByRole('option', { name: /Ga naar Organisaties/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${servers.plain}/users/${sanne.id}`);
});

test('three addresses are added to an organisation from the palette, by keyboard only', async ({ page }) => {
  // Two runs through the palette and some hundred typed characters.
  test.setTimeout(60_000);
  const organization = await makeOrganization('bulk');
  const addresses = [1, 2, 3].map(() => `${unique('bulk')}@voorbeeld.nl`);
  await signIn(page, `/organizations/${organization.id}`);
  await expect(page.getByRole('heading', { level: 1, name: organization.name })).toBeVisible();

  // The step checks the lines as they are typed, with the contract's texts.
  let dialog = await openPalette(page);
  await page.keyboard.type('bulk org');
  await expect(dialog.getByRole('option').first()).toContainText(
    'Gebruikers in bulk aanmaken in organisatie',
  );
  await page.keyboard.press('Enter');
  const lines = dialog.getByRole('textbox', { name: 'E-mailadressen, één per regel' });
  await expect(lines).toBeFocused();
  await expect(dialog).not.toContainText('Zoek een optie…');
  await expect(dialog).not.toContainText('Geen opties gevonden.');
  await page.keyboard.type('Jan, jan@');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Ongeldig e-mailadres: jan@')).toBeVisible();
  await page.keyboard.press('Control+Enter');
  await expect(dialog.getByText('Los eerst de validatiefouten op voordat je doorgaat.')).toBeVisible();
  await expect(lines).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The counted run: the palette, the command, three lines, go on, the role.
  const keys = countingKeyboard(page);
  await keys.press('Control+K');
  dialog = palette(page);
  await expect(dialog).toBeVisible();
  await keys.type('bulk org');
  await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await keys.press('Enter');
  await expect(lines).toBeFocused();
  await linesAsUsers(keys, dialog, addresses);

  await expect(
    toast(page, '3 gebruiker(s) succesvol aangemaakt en toegevoegd aan de organisatie.'),
  ).toBeVisible();
  const members = page.getByRole('table', { name: 'Gebruikers van de organisatie' });
  for (const address of addresses)
    await expect(members.getByRole('rowheader', { name: address })).toBeVisible();
  const added = await callApi<{ email: string; is_org_admin: boolean }[]>(
    'GET',
    `admin/organizations/${organization.id}/users`,
  );
  expect(added.map((member) => member.email).sort()).toEqual([...addresses].sort());
  expect(added.every((member) => !member.is_org_admin)).toBe(true);

  // Ctrl+K, 8 for "bulk org", Enter, the three addresses with Enter between them, Ctrl+Enter, Enter.
  const typed = addresses.reduce((sum, address) => sum + address.length, 0);
  expect(keys.presses).toBe(1 + 8 + 1 + typed + 2 + 1 + 1);
  test.info().annotations.push({
    type: 'key presses',
    description: `${keys.presses} (${keys.presses - typed} besides the ${typed} characters of the addresses)`,
  });
});

test('Ongedaan maken from the palette undoes the last action, also once its toast is gone', async ({
  page,
}) => {
  const user = await makeUser('ongedaan');
  await signIn(page, `/users/${user.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(user.username);

  // Nothing to undo yet: the command says why.
  let dialog = await openPalette(page);
  await page.keyboard.type('ongedaan');
  await expect(dialog.getByRole('option', { name: /Ongedaan maken/ })).toContainText(
    'Er is niets om ongedaan te maken.',
  );
  await page.keyboard.press('Escape');

  dialog = await openPalette(page);
  await page.keyboard.type('blokkeer');
  await expect(dialog.getByRole('option').first()).toContainText('Blokkeer Gebruiker');
  await page.keyboard.press('Enter');
  const blocked = toast(page, `Gebruiker ${user.username} is geblokkeerd.`);
  await expect(blocked).toBeVisible();
  await expect(blocked).toBeHidden({ timeout: 10_000 });

  dialog = await openPalette(page);
  await page.keyboard.type('ongedaan');
  await expect(dialog.getByRole('option').first()).toContainText('Ongedaan maken');
  await page.keyboard.press('Enter');
  await expect(toast(page, `Gebruiker ${user.username} is gedeblokkeerd.`)).toBeVisible();
  await expect
    .poll(async () => (await callApi<{ is_active: boolean }>('GET', `admin/users/${user.id}`)).is_active)
    .toBe(true);

  // Ctrl+Z undoes that in turn (the unblock offered its own undo).
  await page.keyboard.press('Control+Z');
  await expect(toast(page, `Gebruiker ${user.username} is geblokkeerd.`)).toBeVisible();
  await expect
    .poll(async () => (await callApi<{ is_active: boolean }>('GET', `admin/users/${user.id}`)).is_active)
    .toBe(false);
});

test('after Nieuw organisatietemplate from the palette, typing goes into Titel', async ({ page }) => {
  const organization = await makeOrganization('titel');
  await signIn(page, `/organizations/${organization.id}`);
  await expect(page.getByRole('heading', { level: 1, name: organization.name })).toBeVisible();
  const dialog = await openPalette(page);
  await page.keyboard.type('nieuw organisatietemplate');
  await expect(dialog.getByRole('option').first()).toContainText('Nieuw organisatietemplate');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${servers.plain}/organizations/${organization.id}/templates/new`);
  const title = page.getByRole('textbox', { name: 'Titel', exact: true });
  await expect(title).toBeFocused();
  await page.keyboard.type('Weekoverleg');
  await expect(title).toHaveValue('Weekoverleg');
});

test('an organisation administrator at /organizations lands on their organisation, without the list request', async ({
  page,
}) => {
  const own = await makeOrganization('eigen');
  const name = unique('beheerder');
  const password = 'Organisatie-beheerder-1';
  const boss = await callApi<{ id: number }>('POST', 'admin/users', {
    username: name,
    email: `${name}@voorbeeld.nl`,
    password,
  });
  await callApi('POST', `admin/organizations/${own.id}/users/add`, { user_ids: [boss.id], make_admin: true });
  await signInAs(page, name, password);

  const listRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/admin/organizations') listRequests.push(request.method());
  });
  await page.goto('/organizations');
  await expect(page).toHaveURL(`${servers.plain}/organizations/${own.id}`);
  await expect(page.getByRole('heading', { level: 1, name: own.name })).toBeVisible();
  expect(listRequests).toEqual([]);
});

test('a whole task by keyboard: a new organisation, three users bulk-added, one made organisation admin', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const name = unique('Toetsenbord');
  const addresses = [1, 2, 3].map(() => `${unique('kb')}@voorbeeld.nl`);
  await signIn(page);
  const keys = countingKeyboard(page);

  // Nieuwe organisatie: the palette asks for the name and opens the organisation.
  const dialog = palette(page);
  await runFromPalette(page, keys, 'nieuwe org', 'Nieuwe organisatie');
  await keys.type(name);
  await keys.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // The three addresses in one step, as users.
  await runFromPalette(page, keys, 'bulk org', 'Gebruikers in bulk aanmaken in organisatie');
  await linesAsUsers(keys, dialog, addresses);
  const members = page.getByRole('table', { name: 'Gebruikers van de organisatie' });
  for (const address of addresses)
    await expect(members.getByRole('rowheader', { name: address })).toBeVisible();

  // The first one organisation admin: the command, then the member by the start of the address.
  await runFromPalette(page, keys, 'org admin', 'Organisatie Admin aan/uit');
  await keys.type(addresses[0]!.split('@')[0]!);
  await expect(dialog.getByRole('option').first()).toContainText(addresses[0]!.split('@')[0]!);
  await keys.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'is nu Organisatie Admin.' })).toBeVisible();

  const organizations = await callApi<{ id: number; name: string }[]>('GET', 'admin/organizations');
  const created = organizations.find((organization) => organization.name === name)!;
  const added = await callApi<{ email: string; is_org_admin: boolean }[]>(
    'GET',
    `admin/organizations/${created.id}/users`,
  );
  expect(added.map((member) => [member.email, member.is_org_admin]).sort()).toEqual(
    addresses.map((address, index) => [address, index === 0]).sort(),
  );
  const typed = name.length + addresses.reduce((sum, address) => sum + address.length, 0);
  test.info().annotations.push({
    type: 'key presses',
    description: `${keys.presses} (${keys.presses - typed} besides the ${typed} characters of the name and addresses)`,
  });
  console.log(
    `Toetsaanslagen voor de hele taak: ${keys.presses} (${keys.presses - typed} naast ${typed} getypte tekens van naam en adressen)`,
  );
});
