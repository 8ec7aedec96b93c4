import { expect, test, type Page } from './support/fixtures';
import { callApi, unique } from './support/api';
import { violations } from './support/axe';
import { openPalette, signedIn } from './support/app';
import { servers } from './support/ports';

interface CreatedUser {
  id: number;
  username: string;
  email: string;
}

async function makeUser(prefix: string): Promise<CreatedUser> {
  const name = unique(prefix);
  return callApi<CreatedUser>('POST', 'admin/users', {
    username: name,
    email: `${name}@voorbeeld.nl`,
    password: 'Tijdelijk-wachtwoord-1',
  });
}

async function openUsers(page: Page, query = '') {
  await page.goto(query ? `/users?q=${encodeURIComponent(query)}` : '/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Gebruikers' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Gebruikers' })).toBeVisible();
}

const rowOf = (page: Page, email: string) =>
  page.getByRole('table', { name: 'Gebruikers' }).getByRole('row').filter({ hasText: email });

test.beforeEach(async ({ page }) => signedIn(page));

test('the list shows the spec columns and searches by username or e-mail, kept in the URL', async ({
  page,
}) => {
  const user = await makeUser('zoek');
  await openUsers(page);
  for (const name of ['Gebruiker', 'Level', 'Status', 'Admin', 'Organisatie', 'Actions']) {
    await expect(page.getByRole('columnheader', { name, exact: true })).toBeVisible();
  }
  const search = page.getByPlaceholder('Search users...');
  await search.fill(user.username.toUpperCase());
  const row = rowOf(page, user.email);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${user.email} (${user.username})`);
  await expect(row).toContainText('Lite');
  await expect(row).toContainText('Actief');
  await expect(row).toContainText('Nee');
  await expect(page.getByRole('table', { name: 'Gebruikers' }).getByRole('row')).toHaveCount(2);
  await expect(page).toHaveURL(new RegExp(`q=${user.username.toUpperCase()}`));

  await page.reload();
  await expect(page.getByPlaceholder('Search users...')).toHaveValue(user.username.toUpperCase());
  await expect(rowOf(page, user.email)).toHaveCount(1);

  await page.getByPlaceholder('Search users...').fill(user.email.slice(0, -4));
  await expect(rowOf(page, user.email)).toHaveCount(1);
  await page.getByPlaceholder('Search users...').fill('bestaat-zeker-niet-xyz');
  await expect(page.getByText('Geen gebruikers gevonden.')).toBeVisible();

  await page.getByPlaceholder('Search users...').fill(user.username);
  await rowOf(page, user.email)
    .getByRole('link', { name: /Details/ })
    .click();
  await expect(page).toHaveURL(`${servers.plain}/users/${user.id}`);
});

test('creates a single user, and explains a clash', async ({ page }) => {
  const name = unique('nieuw');
  await openUsers(page);
  await page.getByRole('button', { name: 'New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuwe gebruiker' });
  await expect(dialog.getByRole('tab', { name: 'Individueel Toevoegen' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(dialog.getByRole('tab', { name: 'Bulk Toevoegen' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Aanmaken' }).click();
  await expect(dialog.getByText('Gebruikersnaam is verplicht.')).toBeVisible();
  await expect(dialog.getByText('E-mailadres is verplicht.')).toBeVisible();
  await expect(dialog.getByText('Tijdelijk wachtwoord is verplicht.')).toBeVisible();

  await dialog.getByLabel('Gebruikersnaam').fill(name);
  await dialog.getByLabel('E-mailadres').fill(`${name}@voorbeeld.nl`);
  await dialog.getByLabel('Tijdelijk wachtwoord').fill('Tijdelijk-1234');
  await dialog.getByLabel('Level').selectOption('Pro');
  await dialog.getByLabel('Beheerdersrechten toekennen').check();
  await dialog.getByRole('button', { name: 'Aanmaken' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Gebruiker ${name} is aangemaakt.`)).toBeVisible();
  await page.getByPlaceholder('Search users...').fill(name);
  await expect(rowOf(page, `${name}@voorbeeld.nl`)).toContainText('Pro');
  await expect(rowOf(page, `${name}@voorbeeld.nl`)).toContainText('Ja');

  await page.getByRole('button', { name: 'New User' }).click();
  await dialog.getByLabel('Gebruikersnaam').fill(name);
  await dialog.getByLabel('E-mailadres').fill(`${name}@voorbeeld.nl`);
  await dialog.getByLabel('Tijdelijk wachtwoord').fill('Tijdelijk-1234');
  await dialog.getByRole('button', { name: 'Aanmaken' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'Kon gebruiker niet aanmaken. Controleer of de gebruikersnaam en email uniek zijn.',
  );
  await expect(dialog).toBeVisible();
});

test('bulk: invalid and duplicate lines block creation, then a valid batch is created', async ({ page }) => {
  const a = `${unique('bulk-a')}@voorbeeld.nl`;
  const b = `${unique('bulk-b')}@voorbeeld.nl`;
  await openUsers(page);
  await page.getByRole('button', { name: 'New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuwe gebruiker' });
  await dialog.getByRole('tab', { name: 'Bulk Toevoegen' }).click();
  const create = dialog.getByRole('button', { name: 'Aanmaken' });
  await expect(create).toBeDisabled();

  const lines = dialog.getByLabel('E-mailadressen, één per regel');
  await lines.fill(`${a}\ngeen-adres\n\nJan, ${a.toUpperCase()}`);
  await expect(dialog.getByText('Ongeldig e-mailadres op regel 2: geen-adres')).toBeVisible();
  await expect(dialog.getByText(`Dubbel e-mailadres op regel 4: ${a.toUpperCase()}`)).toBeVisible();
  await expect(dialog.getByText('Los eerst de validatiefouten op voordat je doorgaat.')).toBeVisible();
  await expect(create).toBeDisabled();

  await lines.fill(`${a}\nJan, ${b}`);
  await expect(dialog.getByText('2 geldig(e) e-mailadres(sen)')).toBeVisible();
  await expect(create).toBeEnabled();
  await create.click();
  await expect(dialog.getByText('2 gebruiker(s) succesvol aangemaakt.')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5000 });

  await page.getByPlaceholder('Search users...').fill(b);
  const row = rowOf(page, b);
  await expect(row).toContainText('Lite');
  await expect(row).toContainText('Nee');
  // The username is the address, so no brackets.
  await expect(row.getByRole('cell').first()).toHaveText(b);

  // Creating the same address again fails per address and keeps the dialog open.
  await page.getByRole('button', { name: 'New User' }).click();
  await dialog.getByRole('tab', { name: 'Bulk Toevoegen' }).click();
  await dialog.getByLabel('E-mailadressen, één per regel').fill(a);
  await dialog.getByRole('button', { name: 'Aanmaken' }).click();
  await expect(
    dialog.getByText('Problemen bij het aanmaken van 1 gebruiker(s). Geen gebruikers aangemaakt.'),
  ).toBeVisible();
  await expect(dialog.getByText(new RegExp(`Fout bij aanmaken ${a.replace(/\./g, '\\.')}: `))).toBeVisible();
  await page.waitForTimeout(1800);
  await expect(dialog).toBeVisible();
});

test('blocks and unblocks from the row, with undo from the toast', async ({ page }) => {
  const user = await makeUser('blok');
  await openUsers(page, user.username);
  const row = rowOf(page, user.email);
  await row.getByRole('button', { name: `Blokkeer ${user.username}` }).click();
  await expect(row).toContainText('Geblokkeerd');
  const toast = page.getByRole('status').filter({ hasText: `Gebruiker ${user.username} is geblokkeerd.` });
  await toast.getByRole('button', { name: 'Ongedaan maken' }).click();
  await expect(row).toContainText('Actief');

  await row.getByRole('button', { name: `Blokkeer ${user.username}` }).click();
  await expect(row).toContainText('Geblokkeerd');
  await row.getByRole('button', { name: `Deblokkeer ${user.username}` }).click();
  await expect(row).toContainText('Actief');
});

test('blocks and unblocks from the palette, picking the user on a sub-page', async ({ page }) => {
  const user = await makeUser('palet');
  await openUsers(page, user.username);
  let palette = await openPalette(page);
  await palette.getByRole('combobox').fill('Blokkeer Gebruiker');
  await palette.getByRole('option', { name: /^Blokkeer Gebruiker/ }).click();
  await palette.getByRole('combobox').fill(user.email);
  await palette.getByRole('option', { name: new RegExp(user.username) }).click();
  await expect(palette).toBeHidden();
  await expect(rowOf(page, user.email)).toContainText('Geblokkeerd');

  palette = await openPalette(page);
  await palette.getByRole('combobox').fill('Deblokkeer Gebruiker');
  await palette.getByRole('option', { name: /^Deblokkeer Gebruiker/ }).click();
  await palette.getByRole('combobox').fill(user.username.toUpperCase());
  await palette.getByRole('option', { name: new RegExp(user.username) }).click();
  await expect(rowOf(page, user.email)).toContainText('Actief');
});

test('users are found from the palette by name and e-mail', async ({ page }) => {
  const user = await makeUser('vind');
  await page.goto('/');
  let palette = await openPalette(page);
  await palette.getByRole('combobox').fill(user.username);
  const group = palette.getByRole('group', { name: 'Gebruikers' });
  await group.getByRole('option', { name: new RegExp(user.username) }).click();
  await expect(page).toHaveURL(`${servers.plain}/users/${user.id}`);

  palette = await openPalette(page);
  await palette.getByRole('combobox').fill(user.email);
  await expect(palette.getByRole('group', { name: 'Gebruikers' }).getByRole('option')).toHaveCount(1);
});

test('the user list and the New User dialog have no axe violations', async ({ page }) => {
  await openUsers(page);
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'New User' }).click();
  await expect(page.getByRole('dialog', { name: 'Nieuwe gebruiker' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Bulk Toevoegen' }).click();
  await page.getByLabel('E-mailadressen, één per regel').fill('fout');
  expect(await violations(page)).toEqual([]);
});
