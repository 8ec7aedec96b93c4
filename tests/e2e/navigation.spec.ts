import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { servers } from './support/ports';
import { openPalette, signIn } from './support/app';

const menu = [
  { name: 'Dashboard', path: '/', chord: 'd' },
  { name: 'Gebruikers', path: '/users', chord: 'u' },
  { name: 'Organisaties', path: '/organizations', chord: 'o' },
  { name: 'Taxonomieën', path: '/taxonomies', chord: 't' },
  { name: 'Standaard Templates', path: '/default-templates', chord: 's' },
  { name: 'Worker Status', path: '/worker-status', chord: 'w' },
  { name: 'Login Pogingen', path: '/login-attempts', chord: 'l' },
  { name: 'Bewaarbeleid', path: '/retention', chord: 'b' },
  { name: 'Gebruik en kosten', path: '/usage', chord: 'k' },
];

test.beforeEach(async ({ page }) => signIn(page));

/** Opens Worker Status from the menu with its screen's code held back; the function returned lets it come. */
async function openWorkerStatusHeld(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/WorkerStatusScreen-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Worker Status' })
    .click();
  return release;
}

test('the side menu reaches every screen and marks the current one', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  for (const entry of [...menu.slice(1), menu[0]!]) {
    const link = nav.getByRole('link', { name: entry.name, exact: true });
    await link.click();
    await expect(page).toHaveURL(`${servers.plain}${entry.path}`);
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: entry.name })).toBeVisible();
  }
});

test('while the next screen’s code loads, the screen shown stays under a progress bar, then the next one shows', async ({
  page,
}) => {
  const release = await openWorkerStatusHeld(page);
  await expect(page.getByRole('progressbar', { name: 'Laden…' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Worker Status' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy');
});

test('a shortcut typed before the commands have loaded runs once they are there', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/commands-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('g');
  await page.keyboard.press('u');
  await expect(page).toHaveURL(`${servers.plain}/`);
  release();
  await expect(page).toHaveURL(`${servers.plain}/users`);
  await expect(page.getByRole('heading', { level: 1, name: 'Gebruikers' })).toBeVisible();
});

test('every route has its screen: the last one built, the export configuration form, opens at its address', async ({
  page,
}) => {
  await page.goto('/organizations/1/exports/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuwe Export Configuratie' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Algemene instellingen' })).toBeVisible();
  await expect(page.getByText('Dit scherm is nog niet gebouwd.')).toHaveCount(0);
});

test('chords navigate, but not while typing in a field', async ({ page }) => {
  for (const entry of [...menu.slice(1), menu[0]!]) {
    await page.keyboard.press('g');
    await page.keyboard.press(entry.chord);
    await expect(page).toHaveURL(`${servers.plain}${entry.path}`);
  }
  const palette = await openPalette(page);
  await palette.getByRole('combobox').pressSequentially('gu');
  await expect(page).toHaveURL(`${servers.plain}/`);
});

test('a palette opened while the next screen loads keeps the focus when that screen arrives', async ({
  page,
}) => {
  const release = await openWorkerStatusHeld(page);
  await expect(page).toHaveURL(`${servers.plain}/worker-status`);
  const palette = await openPalette(page);
  await palette.getByRole('combobox').fill('users');
  release();
  // The page behind the open palette is hidden from the accessibility tree: its heading is found as text.
  await expect(page.locator('h1', { hasText: 'Worker Status' })).toBeVisible();
  await expect(palette.getByRole('combobox')).toBeFocused();
  await expect(palette.getByRole('option').first()).toContainText('Ga naar Gebruikers');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${servers.plain}/users`);
});

test('the palette opens with Ctrl+K and Cmd+K and runs a navigation', async ({ page }) => {
  let palette = await openPalette(page);
  await palette.getByRole('combobox').fill('login pogingen');
  await expect(palette.getByRole('option').first()).toContainText('Ga naar Login Pogingen');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${servers.plain}/login-attempts`);
  await expect(palette).toBeHidden();

  await page.keyboard.press('Meta+K');
  palette = page.getByRole('dialog', { name: 'Opdrachtenpalet' });
  await expect(palette).toBeVisible();
  // English aliases find the Dutch command too.
  await palette.getByRole('combobox').fill('users');
  await expect(palette.getByRole('option').first()).toContainText('Ga naar Gebruikers');
  await expect(palette.getByRole('option').first()).toContainText('G');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${servers.plain}/users`);
});

test('recently used commands come first, also after a reload', async ({ page }) => {
  let palette = await openPalette(page);
  await palette.getByRole('combobox').fill('worker status');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${servers.plain}/worker-status`);

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
  palette = await openPalette(page);
  // The worker screen's own commands come first there; the recent ones follow.
  await expect(palette.getByRole('group', { name: 'Recent' }).getByRole('option').first()).toContainText(
    'Ga naar Worker Status',
  );
});

test('a command with a missing argument asks for it on a sub-page', async ({ page }) => {
  const palette = await openPalette(page);
  await palette.getByRole('combobox').fill('thema wijzigen');
  await page.keyboard.press('Enter');
  await expect(palette.getByRole('option', { name: /Donker/ })).toBeVisible();
  await palette.getByRole('option', { name: /Donker/ }).click();
  await expect(palette).toBeHidden();
  await expect(page.locator('.radix-themes').first()).toHaveClass(/dark/);

  await page.reload();
  await expect(page.locator('.radix-themes').first()).toHaveClass(/dark/);
});

test('? opens the overview of shortcuts', async ({ page }) => {
  await page.keyboard.press('?');
  const overview = page.getByRole('dialog', { name: 'Sneltoetsen' });
  await expect(overview).toBeVisible();
  await expect(overview.getByText('Ga naar Gebruikers')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overview).toBeHidden();
});

test('the palette logs out', async ({ page }) => {
  const palette = await openPalette(page);
  await palette.getByRole('combobox').fill('uitloggen');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('an unknown path redirects to the dashboard', async ({ page }) => {
  await page.goto('/bestaat/niet');
  await expect(page).toHaveURL(`${servers.plain}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
