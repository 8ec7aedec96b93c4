import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openPalette, signIn } from './support/app';

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the sign-in screen has no axe violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the shell, in light and dark, with the palette open, has no axe violations', async ({ page }) => {
  await signIn(page);
  expect(await violations(page)).toEqual([]);
  await openPalette(page);
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Sneltoetsen' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
