import { expect, test } from './support/fixtures';
import { openPalette, signIn } from './support/app';
import { violations } from './support/axe';

test('the sign-in screen has no axe violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the shell, with the palette and the shortcut overview open, has no axe violations', async ({
  page,
}) => {
  await signIn(page);
  expect(await violations(page)).toEqual([]);
  await openPalette(page);
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Sneltoetsen' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('in the dark theme the shell, the user list and an organisation have no axe violations', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Wissel licht/donker thema' }).click();
  await expect(page.locator('.radix-themes').first()).toHaveClass(/dark/);
  expect(await violations(page)).toEqual([]);

  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Gebruikers' }).click();
  await expect(page.getByRole('link', { name: 'Details' }).first()).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Organisaties' })
    .click();
  await page.getByRole('link', { name: 'Details' }).first().click();
  await expect(page.getByRole('tab', { name: 'Gebruikers' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
