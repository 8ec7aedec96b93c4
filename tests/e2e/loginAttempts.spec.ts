import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/fixtures';
import { signedIn } from './support/app';
import { violations } from './support/axe';
import { servers } from './support/ports';

test.beforeEach(async ({ page }) => signedIn(page));

const table = (page: Page) => page.getByRole('table', { name: 'Login pogingen' });
const footer = (page: Page) => page.getByText(/^Toont \d+ login pogingen van de laatste \d+ dagen$/);
/** The value of one of the four summary cards. */
const card = (page: Page, label: string) =>
  page.locator(`dl[aria-label="Samenvatting"] dt:text-is("${label}") + dd`);

async function openFilters(page: Page) {
  await page.getByText('Filters', { exact: true }).click();
  await expect(page.getByLabel('Periode')).toBeVisible();
}

async function open(page: Page) {
  await page.goto('/login-attempts');
  await expect(page.getByRole('heading', { level: 1, name: 'Login Pogingen' })).toBeVisible();
  await expect(footer(page)).toBeVisible();
}

test('the screen shows cards, rows and the footer, loads more by 50, and passes axe in light and dark', async ({
  page,
}) => {
  await open(page);
  for (const label of ['Totaal Pogingen', 'Succesvol', 'Mislukt', 'Successpercentage'])
    await expect(card(page, label)).toBeVisible();
  await expect(card(page, 'Successpercentage')).toHaveText(/^\d{1,3},\d%$/);
  for (const header of ['Tijdstip', 'Email', 'Gebruiker', 'Status', 'Type', 'IP Adres', 'Reden'])
    await expect(table(page).getByRole('columnheader', { name: header })).toBeVisible();
  // Timestamps in nl-NL with seconds: 04-03-2025 10:05:09.
  await expect(table(page).getByRole('row').nth(1).getByRole('cell').first()).toHaveText(
    /^\d{2}-\d{2}-\d{4},? \d{2}:\d{2}:\d{2}$/,
  );
  // The filters panel is closed by default.
  await expect(page.getByLabel('Periode')).toBeHidden();
  expect(await violations(page)).toEqual([]);

  // The demo has about 80 attempts in the last two weeks: over 30 days the first page is full.
  await openFilters(page);
  await page.getByLabel('Periode').selectOption({ label: 'Laatste 30 dagen' });
  await expect(page).toHaveURL(`${servers.plain}/login-attempts?days=30`);
  await expect(footer(page)).toHaveText('Toont 50 login pogingen van de laatste 30 dagen');
  await expect(table(page).getByRole('row')).toHaveCount(51);
  // The reference server gives the key of the next page: Meer laden asks for the attempts after it.
  const next = page.waitForRequest((r) => r.url().includes('login-attempts?') && r.url().includes('before='));
  await page.getByRole('button', { name: 'Meer laden' }).click();
  expect(new URL((await next).url()).searchParams.get('offset')).toBeNull();
  await expect(footer(page)).not.toHaveText('Toont 50 login pogingen van de laatste 30 dagen');
  const shown = Number((await footer(page).textContent())!.match(/Toont (\d+)/)![1]);
  expect(shown).toBeGreaterThan(50);
  await expect(table(page).getByRole('row')).toHaveCount(shown + 1);

  await page.getByRole('button', { name: 'Wissel licht/donker thema' }).click();
  await expect(page.locator('.radix-themes').first()).toHaveClass(/dark/);
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Wissel licht/donker thema' }).click();
});

test('Meer laden asks by offset a server that gives no key of the next page', async ({ page }) => {
  // The answers without `next_before`, as a server with only the contract's limit and offset gives them.
  await page.route(/\/api\/admin\/login-attempts\?/, async (route) => {
    const response = await route.fetch();
    const { next_before: _key, ...answer } = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ status: response.status(), json: answer });
  });
  await page.goto('/login-attempts?days=30');
  await expect(footer(page)).toHaveText('Toont 50 login pogingen van de laatste 30 dagen');
  const first = await table(page).getByRole('row').allTextContents();
  const next = page.waitForRequest(
    (r) => r.url().includes('login-attempts?') && r.url().includes('offset=50'),
  );
  await page.getByRole('button', { name: 'Meer laden' }).click();
  expect(new URL((await next).url()).searchParams.get('before')).toBeNull();
  await expect(footer(page)).not.toHaveText('Toont 50 login pogingen van de laatste 30 dagen');
  expect((await table(page).getByRole('row').allTextContents()).slice(0, 51)).toEqual(first);
});

test('filters live in the URL, each change reloads from the first page', async ({ page }) => {
  await open(page);
  await openFilters(page);

  const failed = page.waitForRequest((r) => /success=false/.test(r.url()) && /offset=0/.test(r.url()));
  await page.getByLabel('Status').selectOption({ label: 'Mislukt' });
  await failed;
  await expect(page).toHaveURL(/status=false/);
  await expect(card(page, 'Succesvol')).toHaveText('0');
  await expect(card(page, 'Successpercentage')).toHaveText('0,0%');
  const statuses = table(page).getByRole('row').locator('td:nth-child(4)');
  // The rows of the previous filter stay until the new page is there: wait until every row is of the filter.
  await expect.poll(async () => new Set(await statuses.allTextContents())).toEqual(new Set(['Mislukt']));

  await page.getByLabel('Type').selectOption({ label: 'Wachtwoord login' });
  await expect(page).toHaveURL(/type=password_login/);
  const types = table(page).getByRole('row').locator('td:nth-child(5)');
  await expect
    .poll(async () => new Set(await types.allTextContents()))
    .toEqual(new Set(['Wachtwoord login']));

  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await page.getByLabel('Email').fill('niemand-met-dit-adres');
  await page.getByLabel('Email').press('Enter');
  await expect(page).toHaveURL(/email=niemand-met-dit-adres/);
  await expect(page.getByText('Geen login pogingen gevonden')).toBeVisible();
  await expect(footer(page)).toHaveText('Toont 0 login pogingen van de laatste 7 dagen');
  await expect(page.getByRole('button', { name: 'Meer laden' })).toBeHidden();

  // The filters survive a reload; Filters wissen goes back to the defaults.
  await page.reload();
  await expect(page.getByText('Geen login pogingen gevonden')).toBeVisible();
  await openFilters(page);
  await expect(page.getByLabel('Status')).toHaveValue('false');
  await expect(page.getByLabel('Email')).toHaveValue('niemand-met-dit-adres');
  await page.getByRole('button', { name: 'Filters wissen' }).click();
  await expect(page).toHaveURL(`${servers.plain}/login-attempts`);
  await expect(page.getByLabel('Email')).toHaveValue('');
  await expect(table(page).getByRole('row').nth(1)).toBeVisible();
});

test('Exporteren downloads login-attempts-{date}.csv with the same filters', async ({ page }) => {
  await page.goto('/login-attempts?status=false');
  await expect(footer(page)).toBeVisible();
  const request = page.waitForRequest((r) => r.url().includes('login-attempts/export'));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporteren' }).click();
  expect(new URL((await request).url()).searchParams.get('success')).toBe('false');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^login-attempts-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  expect(header).toContain('attempted_at');
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((row) => row.includes('false'))).toBe(true);
});

test('an address typed and exported at once gives the CSV of that address only, and the list follows it', async ({
  page,
}) => {
  const address = 'info@zandvoort.example';
  await page.goto('/login-attempts?days=30');
  await expect(footer(page)).toHaveText('Toont 50 login pogingen van de laatste 30 dagen');
  await openFilters(page);
  const request = page.waitForRequest((r) => r.url().includes('login-attempts/export'));
  const download = page.waitForEvent('download');
  // No Enter, no pause: the export is asked while the list still shows every address.
  await page.getByLabel('Email').fill(address);
  await page.getByRole('button', { name: 'Exporteren' }).click();
  expect(new URL((await request).url()).searchParams.get('email')).toBe(address);
  const csv = await readFile((await (await download).path())!, 'utf8');
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  const column = header!.split(',').indexOf('email');
  expect(column).toBeGreaterThanOrEqual(0);
  expect(rows.length).toBeGreaterThan(0);
  expect(new Set(rows.map((row) => row.split(',')[column]))).toEqual(new Set([address]));

  // The list shows the same attempts, and the URL keeps the address (replacing its entry).
  await expect(page).toHaveURL(`${servers.plain}/login-attempts?days=30&email=info%40zandvoort.example`);
  await expect(footer(page)).toHaveText(`Toont ${rows.length} login pogingen van de laatste 30 dagen`);
  const emails = table(page).getByRole('row').locator('td:nth-child(2)');
  expect(new Set(await emails.allTextContents())).toEqual(new Set([address]));
  await page.goBack();
  await expect(page).not.toHaveURL(/login-attempts/);
});

test('the suspicious addresses of the period link to their attempts', async ({ page }) => {
  await page.goto('/login-attempts?days=30');
  await expect(footer(page)).toBeVisible();
  await page.getByText('Verdachte adressen', { exact: true }).click();
  const emails = page.getByRole('table', { name: 'Verdachte e-mailadressen' });
  const ips = page.getByRole('table', { name: 'Verdachte IP-adressen' });
  // The demo's password-guessing burst: six failures for one address, eight from one IP.
  const guessed = emails.getByRole('row').filter({ hasText: 'info@zandvoort.example' });
  await expect(guessed).toBeVisible();
  await expect(guessed.getByRole('cell').nth(1)).toHaveText(/^\d+$/);
  await expect(ips.getByRole('row').filter({ hasText: '198.51.100.66' })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await ips.getByRole('link', { name: 'Filter op 198.51.100.66' }).click();
  await expect(page).toHaveURL(`${servers.plain}/login-attempts?days=30&ip=198.51.100.66`);
  await expect(footer(page)).toHaveText(/^Toont [1-9]\d* login pogingen van de laatste 30 dagen$/);
  const cells = table(page).locator('tbody tr td:nth-child(6)');
  await expect(cells.first()).toHaveText('198.51.100.66');
  expect(new Set(await cells.allTextContents())).toEqual(new Set(['198.51.100.66']));
  await openFilters(page);
  await expect(page.getByLabel('IP Adres')).toHaveValue('198.51.100.66');
});
