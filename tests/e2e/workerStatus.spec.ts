import { expect, test } from './support/fixtures';
import { fillSignIn, signIn } from './support/app';
import { violations } from './support/axe';
import { servers } from './support/ports';

test('the in-process worker is online, with its details; refresh on request; axe in light and dark', async ({
  page,
}) => {
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Worker Status' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Worker Status' })).toBeVisible();
  const workers = page.getByRole('table', { name: 'Workers' });
  const online = workers.getByRole('row').filter({ hasText: 'Online' }).first();
  // The reference server runs one worker in-process (WORKERS=1); its first heartbeat may take a moment.
  await expect(async () => {
    await page.getByRole('button', { name: 'Verversen' }).click();
    await expect(online).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText(/^Laatst bijgewerkt om \d{2}:\d{2}:\d{2}\./)).toBeVisible();
  await expect(page.locator('dt:text-is("Wachtrij") + dd')).toHaveText(/^\d+$/);
  expect(await violations(page)).toEqual([]);

  const details = online.getByRole('button', { name: /^Details van / });
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Max. gelijktijdig')).toBeVisible();
  await expect(page.getByText('Belasting (1, 5, 15 min)')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Actieve taken' })).toBeVisible();

  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/admin/worker-status') && r.ok());
  await page.getByRole('button', { name: 'Verversen' }).click();
  await refreshed;

  await page.getByRole('button', { name: 'Wissel licht/donker thema' }).click();
  await expect(page.locator('.radix-themes').first()).toHaveClass(/dark/);
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Wissel licht/donker thema' }).click();
});

test('a server without workers (WORKERS=0) shows the empty state, on the screen and the dashboard card', async ({
  page,
}) => {
  await page.goto(`${servers.noWorkers}/`);
  await fillSignIn(page, servers.noWorkers);
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
  const card = page.locator('div', { has: page.getByRole('heading', { name: 'Worker status' }) }).last();
  await expect(card.getByText('Geen actieve workers gevonden.')).toBeVisible();
  await expect(card.locator('dt:text-is("Workers online") + dd')).toHaveText('0 van 0');

  await page.getByRole('link', { name: 'Naar Worker Status' }).click();
  await expect(page).toHaveURL(`${servers.noWorkers}/worker-status`);
  await expect(page.getByText('Geen actieve workers gevonden.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Workers' })).toBeHidden();
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Wissel licht/donker thema' }).click();
  await expect(page.locator('.radix-themes').first()).toHaveClass(/dark/);
  expect(await violations(page)).toEqual([]);
});
