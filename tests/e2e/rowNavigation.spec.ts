import { expect, test, type Locator, type Page } from './support/fixtures';
import { callApi, unique } from './support/api';
import { signedIn } from './support/app';
import { violations } from './support/axe';
import { makeMembers, makeOrganization, type CreatedUser } from './support/organizations';
import { servers } from './support/ports';

// Every list is one tab stop, its focused row: ↓/↑ and j/k move it, Home/End and PageUp/PageDown jump, Enter
// opens the row, Tab goes into the row's actions and then out of the list.

test.beforeEach(async ({ page }) => signedIn(page));

const PASSWORD = 'Tijdelijk-wachtwoord-1';

/** The rows of a table's body, in their order. */
const bodyRows = (table: Locator) => table.locator('tbody tr[data-row-id]');

/** Whether the keyboard focus is inside the table. */
const focusIn = (table: Locator) => table.evaluate((element) => element.contains(document.activeElement));

async function makeUsers(prefix: string, count: number): Promise<CreatedUser[]> {
  const users: CreatedUser[] = [];
  for (let i = 0; i < count; i++) {
    users.push(
      await callApi<CreatedUser>('POST', 'admin/users', {
        username: `${prefix}-${i}`,
        email: `${prefix}-${i}@voorbeeld.nl`,
        password: PASSWORD,
      }),
    );
  }
  return users;
}

/** ↓ ↓ j k from the first row: the focus ends on the third. */
async function downDownJK(page: Page, rows: Locator) {
  await expect(rows.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(2)).toBeFocused();
  await page.keyboard.press('j');
  await expect(rows.nth(3)).toBeFocused();
  await page.keyboard.press('k');
  await expect(rows.nth(2)).toBeFocused();
}

test('users: the rows are one tab stop, moved with the arrows and j/k; Tab reaches a row’s actions, Enter opens it', async ({
  page,
}) => {
  const prefix = unique('rijnav');
  await makeUsers(prefix, 4);
  await page.goto(`/users?q=${prefix}`);
  const table = page.getByRole('table', { name: 'Gebruikers' });
  const rows = bodyRows(table);
  await expect(rows).toHaveCount(4);

  await page.getByPlaceholder('Search users...').focus();
  await page.keyboard.press('Tab');
  await downDownJK(page, rows);
  const row = rows.nth(2);
  // The focused row's ring and tint keep every text readable, light and dark (Shift+T switches the theme and
  // leaves the focus where it is).
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Shift+T');
  await expect(page.locator('.radix-themes').first()).toHaveClass(/dark/);
  await expect(row).toBeFocused();
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Shift+T');
  await expect(page.locator('.radix-themes').first()).not.toHaveClass(/dark/);

  // Tab goes into this row's actions, then out of the table; Shift+Tab comes back the same way.
  await page.keyboard.press('Tab');
  await expect(row.getByRole('button', { name: /^Blokkeer / })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(row.getByRole('link', { name: /^Details / })).toBeFocused();
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Tab');
  expect(await focusIn(table)).toBe(false);
  await page.keyboard.press('Shift+Tab');
  await expect(row.getByRole('link', { name: /^Details / })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(row).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByPlaceholder('Search users...')).toBeFocused();

  // Back in the table on the same row; Enter opens that user.
  await page.keyboard.press('Tab');
  await expect(row).toBeFocused();
  const id = await row.getAttribute('data-row-id');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/users/${id}(\\?|$)`));
});

test('users: in a long, windowed list the focused row scrolls into view and stays while the list scrolls', async ({
  page,
}) => {
  const organization = await makeOrganization('rijnav');
  const prefix = unique('venster');
  await makeMembers(organization.id, 40, prefix);
  await page.goto(`/users?q=${prefix}`);
  const table = page.getByRole('table', { name: 'Gebruikers' });
  await expect(table).toHaveAttribute('aria-rowcount', '41');
  const rows = bodyRows(table);
  const focused = table.locator('tbody tr:focus');

  await page.getByPlaceholder('Search users...').focus();
  await page.keyboard.press('Tab');
  await expect(rows.first()).toBeFocused();
  await page.keyboard.press('End');
  await expect(focused).toHaveAttribute('aria-rowindex', '41');
  await expect(focused).toBeInViewport();
  await page.keyboard.press('PageUp');
  await expect(focused).not.toHaveAttribute('aria-rowindex', '41');
  await expect(focused).toBeInViewport();
  await page.keyboard.press('Home');
  await expect(focused).toHaveAttribute('aria-rowindex', '2');

  // Scrolled away with the wheel, the focused row stays (rendered and focused); ↓ brings the next one in view.
  await page.keyboard.press('ArrowDown');
  await expect(focused).toHaveAttribute('aria-rowindex', '3');
  await table.hover();
  await page.mouse.wheel(0, 5000);
  await expect(table.locator('tbody tr[aria-rowindex="41"]')).toBeVisible();
  await expect(table.locator('tbody tr[aria-rowindex="3"]')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(focused).toHaveAttribute('aria-rowindex', '4');
  await expect(focused).toBeInViewport();
});

test('organisations: ↓ ↓ j k, Tab to the row’s Details and out, Enter opens the organisation', async ({
  page,
}) => {
  const prefix = unique('rijnav');
  for (let i = 0; i < 4; i++) await callApi('POST', 'admin/organizations', { name: `${prefix} ${i}` });
  await page.goto(`/organizations?q=${encodeURIComponent(prefix)}`);
  const table = page.getByRole('table', { name: 'Organisaties' });
  const rows = bodyRows(table);
  await expect(rows).toHaveCount(4);

  await page.getByLabel('Zoek organisaties').focus();
  await page.keyboard.press('Tab');
  await downDownJK(page, rows);
  const row = rows.nth(2);
  const name = (await row.getByRole('rowheader').textContent())!;
  await page.keyboard.press('Tab');
  await expect(row.getByRole('link', { name: `Details van ${name}` })).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await focusIn(table)).toBe(false);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(row).toBeFocused();
  // Read before Enter: the row leaves with the list once the organisation opens.
  const id = await row.getAttribute('data-row-id');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/organizations/${id}(\\?|$)`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('login attempts: ↓ ↓ j k, Tab to the user and out, Enter opens the user; reasons in Dutch', async ({
  page,
}) => {
  const [user] = await makeUsers(unique('rijnav'), 1);
  for (let i = 0; i < 4; i++) {
    const res = await fetch(`${servers.plain}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: user!.username, password: PASSWORD }),
    });
    expect(res.status).toBe(200);
  }
  await page.goto(`/login-attempts?email=${encodeURIComponent(user!.email)}`);
  const table = page.getByRole('table', { name: 'Login pogingen' });
  const rows = bodyRows(table);
  await expect(rows).toHaveCount(4);

  await rows.first().focus();
  await downDownJK(page, rows);
  const row = rows.nth(2);
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Tab');
  await expect(row.getByRole('link', { name: user!.username })).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await focusIn(table)).toBe(false);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(row).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/users/${user!.id}(\\?|$)`));

  // The demo's failed attempts give their reason in Dutch (the CSV export keeps the codes).
  await page.goto('/login-attempts?days=30&status=false');
  const failed = page.getByRole('table', { name: 'Login pogingen' });
  await expect(failed.getByText('Onjuiste inloggegevens').first()).toBeVisible();
  await expect(failed.getByText('invalid_credentials')).toHaveCount(0);
});
