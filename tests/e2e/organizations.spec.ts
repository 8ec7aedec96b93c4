import { expect, test, type Page } from './support/fixtures';
import { callApi, unique } from './support/api';
import { openPalette, signedIn } from './support/app';
import { violations } from './support/axe';
import { makeOrganization } from './support/organizations';
import { servers } from './support/ports';

const table = (page: Page) => page.getByRole('table', { name: 'Organisaties' });
const rowOf = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });

test.beforeEach(async ({ page }) => signedIn(page));

test('the list searches by name, kept in the URL, and shows the spec columns', async ({ page }) => {
  const organization = await makeOrganization('zoek');
  await page.goto('/organizations');
  await expect(page.getByRole('heading', { level: 1, name: 'Organisaties' })).toBeVisible();
  for (const name of ['Naam', 'Aangemaakt', 'Gebruikers', 'Templates']) {
    await expect(table(page).getByRole('columnheader', { name, exact: true })).toBeVisible();
  }
  await page.getByPlaceholder('Zoek op naam…').fill(organization.name.toUpperCase());
  await expect(rowOf(page, organization.name)).toHaveCount(1);
  await expect(table(page).getByRole('row')).toHaveCount(2);
  const today = new Date().toLocaleDateString('nl-NL', { day: 'numeric', month: 'long', year: 'numeric' });
  await expect(rowOf(page, organization.name)).toContainText(today);
  await expect(page).toHaveURL(new RegExp(`q=${organization.name.toUpperCase()}`));

  await page.reload();
  await expect(page.getByPlaceholder('Zoek op naam…')).toHaveValue(organization.name.toUpperCase());
  await expect(rowOf(page, organization.name)).toHaveCount(1);

  await page.getByPlaceholder('Zoek op naam…').fill(unique('bestaat-niet'));
  await expect(page.getByText('Geen organisaties gevonden.')).toBeVisible();

  await page.getByPlaceholder('Zoek op naam…').fill(organization.name);
  await rowOf(page, organization.name)
    .getByRole('link', { name: `Details van ${organization.name}` })
    .click();
  await expect(page).toHaveURL(`${servers.plain}/organizations/${organization.id}`);
  await expect(page.getByRole('heading', { level: 1, name: organization.name })).toBeVisible();
});

test('the New organisation dialog requires a trimmed name and opens the new organisation', async ({
  page,
}) => {
  await page.goto('/organizations');
  await page.getByRole('button', { name: 'Nieuwe organisatie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuwe organisatie' });
  await dialog.getByLabel('Organisatienaam').fill('   ');
  await dialog.getByRole('button', { name: 'Aanmaken' }).click();
  await expect(dialog.getByText('Organisatienaam is verplicht')).toBeVisible();

  const name = unique('nieuw');
  await dialog.getByLabel('Organisatienaam').fill(`  ${name}  `);
  await dialog.getByRole('button', { name: 'Aanmaken' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/organizations\/\d+$/);

  await page.goto(`/organizations?q=${encodeURIComponent(name)}`);
  await expect(rowOf(page, name)).toContainText('0');
});

test('the name is edited inline, and the organisation is deleted after confirmation', async ({ page }) => {
  const organization = await makeOrganization('hernoem');
  await page.goto(`/organizations/${organization.id}`);
  await expect(page.getByRole('heading', { level: 1, name: organization.name })).toBeVisible();
  await expect(page.getByText(String(organization.id), { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Naam bewerken' }).click();
  const field = page.getByLabel('Organisatienaam');
  await field.fill('');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Organisatienaam is verplicht')).toBeVisible();
  // Escape leaves the edit mode without saving.
  await field.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: organization.name })).toBeVisible();

  const renamed = unique('hernoemd');
  await page.getByRole('button', { name: 'Naam bewerken' }).click();
  await page.getByLabel('Organisatienaam').fill(renamed);
  await page.getByLabel('Organisatienaam').press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByText(`Organisatienaam gewijzigd in “${renamed}”`)).toBeVisible();

  await page.getByRole('button', { name: 'Organisatie verwijderen' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Organisatie verwijderen' });
  await expect(confirm).toContainText(renamed);
  await confirm.getByRole('button', { name: 'Annuleren' }).click();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

  await page.getByRole('button', { name: 'Organisatie verwijderen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page).toHaveURL(`${servers.plain}/organizations`);
  await expect(page.getByText(`Organisatie “${renamed}” verwijderd`)).toBeVisible();
  const list = await callApi<{ id: number }[]>('GET', 'admin/organizations');
  expect(list.some((o) => o.id === organization.id)).toBe(false);
});

test('the palette finds organisations by name and renames one picked on a sub-page', async ({ page }) => {
  const organization = await makeOrganization('palet');
  await page.goto('/');
  let palette = await openPalette(page);
  await palette.getByRole('combobox').fill(organization.name);
  await palette.getByRole('option', { name: new RegExp(organization.name) }).click();
  await expect(page).toHaveURL(`${servers.plain}/organizations/${organization.id}`);

  // Away from the organisation, the palette asks which one first.
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
  const renamed = unique('via-palet');
  palette = await openPalette(page);
  await palette.getByRole('combobox').fill('organisatie hernoemen');
  await page.keyboard.press('Enter');
  await expect(palette.getByText('Kies een organisatie').first()).toBeVisible();
  await palette.getByRole('combobox').fill(organization.name);
  await palette.getByRole('option', { name: new RegExp(organization.name) }).click();
  await expect(palette.getByText('Typ de naam van de organisatie').first()).toBeVisible();
  await palette.getByRole('combobox').fill(renamed);
  await palette.getByRole('option', { name: `Nieuwe naam: “${renamed}”` }).click();
  await expect(palette).toBeHidden();
  await expect(page.getByText(`Organisatienaam gewijzigd in “${renamed}”`)).toBeVisible();
  const detail = await callApi<{ name: string }>('GET', `admin/organizations/${organization.id}`);
  expect(detail.name).toBe(renamed);
});

test('the palette creates an organisation from the typed name', async ({ page }) => {
  const name = unique('palet-nieuw');
  await page.goto('/');
  const palette = await openPalette(page);
  await palette.getByRole('combobox').fill('nieuwe organisatie');
  await page.keyboard.press('Enter');
  await palette.getByRole('combobox').fill(name);
  await palette.getByRole('option', { name: `Aanmaken als “${name}”` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('the organisation list has no axe violations, also with the dialog open', async ({ page }) => {
  await makeOrganization('axe');
  await page.goto('/organizations');
  await expect(table(page)).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Nieuwe organisatie' }).click();
  await expect(page.getByRole('dialog', { name: 'Nieuwe organisatie' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
