import { expect, test } from './support/fixtures';
import { callApi } from './support/api';
import { openPalette, signIn } from './support/app';
import { violations } from './support/axe';
import { servers } from './support/ports';

const suffix = Date.now().toString(36);
const orgName = `Audit e2e ${suffix}`;

test.beforeAll(async () => {
  const created = await callApi<{ id: number }>('post', 'admin/organizations', { name: orgName });
  // More entries than the table shows at once, so it scrolls whatever else the run has done (axe checks that a
  // scrolling region can be reached by keyboard).
  for (let i = 1; i <= 15; i++) {
    await callApi('put', `admin/organizations/${created.id}`, { name: `${orgName} tussenstap ${i}` });
  }
  await callApi('put', `admin/organizations/${created.id}`, { name: `${orgName} hernoemd` });
});

test.beforeEach(async ({ page }) => signIn(page));

test('the audit screen lists admin changes, filters them in the URL and passes axe in light and dark', async ({
  page,
}) => {
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Audit' }).click();
  await expect(page).toHaveURL(`${servers.plain}/audit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Auditregels' });
  await expect(
    table
      .getByRole('row')
      .filter({ hasText: `${orgName} hernoemd` })
      .first(),
  ).toBeVisible();
  await expect(table).toContainText('Organisatie hernoemd');
  expect(await violations(page)).toEqual([]);

  await page.getByLabel('Actie').selectOption('organizations.create');
  await expect(page).toHaveURL(/[?&]action=organizations\.create/);
  await expect(table).toContainText('Organisatie aangemaakt');
  await expect(table).not.toContainText('Organisatie hernoemd');

  await page.getByLabel('Actie').selectOption('organizations.rename');
  await expect(page).toHaveURL(/[?&]action=organizations\.rename/);
  await expect(table).not.toContainText('Organisatie aangemaakt');
  await expect(table).toContainText('Organisatie hernoemd');

  await page.getByLabel('Beheerder').fill('niemand-met-deze-naam');
  await expect(page).toHaveURL(/[?&]actor=niemand-met-deze-naam/);
  await expect(page.getByText('Geen auditregels voor deze filters.')).toBeVisible();

  // The filters survive a reload: they live in the address.
  await page.reload();
  await expect(page.getByLabel('Actie')).toHaveValue('organizations.rename');
  await expect(page.getByLabel('Beheerder')).toHaveValue('niemand-met-deze-naam');
  await page.getByRole('button', { name: 'Filters wissen' }).click();
  await expect(page).toHaveURL(`${servers.plain}/audit`);
  await expect(table).toContainText('Organisatie hernoemd');

  await page.getByRole('button', { name: 'Wissel licht/donker thema' }).click();
  await expect(page.locator('.radix-themes').first()).toHaveClass(/dark/);
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Wissel licht/donker thema' }).click();
});

test('the palette and the g a chord reach the audit screen', async ({ page }) => {
  await openPalette(page);
  await page.keyboard.type('audit');
  await page
    .getByRole('option', { name: /Ga naar Audit/ })
    .first()
    .click();
  await expect(page).toHaveURL(`${servers.plain}/audit`);

  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Gebruikers' }).click();
  await expect(page).toHaveURL(`${servers.plain}/users`);
  await page.locator('body').click();
  await page.keyboard.press('g');
  await page.keyboard.press('a');
  await expect(page).toHaveURL(`${servers.plain}/audit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit' })).toBeVisible();
});
