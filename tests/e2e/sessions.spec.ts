import { expect, test, type Page } from './support/fixtures';
import { callApi, unique } from './support/api';
import { axeLightAndDark, violations } from './support/axe';
import { openPalette, signIn, signInAs } from './support/app';
import { servers } from './support/ports';

const PASSWORD = 'Tijdelijk-wachtwoord-1';

/** A new platform administrator (their own sessions can be ended without touching the seeded superuser's). */
async function makeAdmin(prefix: string) {
  const username = unique(prefix);
  const user = await callApi<{ id: number }>('POST', 'admin/users', {
    username,
    email: `${username}@example.com`,
    password: PASSWORD,
    is_admin: true,
  });
  return { id: user.id, username };
}

/** Signs the user in through the API, as another device would: their access token. */
async function signInElsewhere(
  username: string,
  password = PASSWORD,
  userAgent = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
) {
  const res = await fetch(`${servers.plain}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ username, password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

const statusWith = async (token: string) =>
  (await fetch(`${servers.plain}/api/admin/users`, { headers: { authorization: `Bearer ${token}` } })).status;

const sessionsTab = (page: Page) => page.getByRole('tabpanel', { name: 'Sessies' });

test('an administrator sees a user’s sessions and ends one, then all; the tokens stop working at once', async ({
  page,
}) => {
  const user = await makeAdmin('sessies');
  const mac = await signInElsewhere(user.username);
  const phone = await signInElsewhere(
    user.username,
    PASSWORD,
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  );
  await signIn(page, `/users/${user.id}?tab=sessions`);
  const table = sessionsTab(page).getByRole('table', { name: 'Sessies' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table).toContainText('Safari op iPhone');
  await expect(table).toContainText('Safari op macOS');

  await table
    .getByRole('row', { name: /iPhone/ })
    .getByRole('button', { name: /Beëindigen/ })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Sessie beëindigen?' });
  await expect(confirm).toContainText('Safari op iPhone');
  await confirm.getByRole('button', { name: 'Beëindigen' }).click();
  await expect(page.getByText('Sessie beëindigd.', { exact: true })).toBeVisible();
  await expect(table.getByRole('row', { name: /iPhone/ })).toContainText('Beëindigd: door een beheerder');
  expect(await statusWith(phone)).toBe(401);
  expect(await statusWith(mac)).toBe(200);

  await axeLightAndDark(page, table);

  // The rest from the palette, for the user on screen.
  const palette = await openPalette(page);
  await palette.getByRole('combobox').fill('Alle sessies');
  await page.keyboard.press('Enter');
  await page
    .getByRole('alertdialog', { name: 'Alle sessies beëindigen?' })
    .getByRole('button', { name: 'Alle beëindigen' })
    .click();
  await expect(page.getByText('1 sessie beëindigd.', { exact: true })).toBeVisible();
  expect(await statusWith(mac)).toBe(401);
  await expect(sessionsTab(page).getByRole('button', { name: 'Alle sessies beëindigen' })).toBeHidden();
});

test('the sessions tab works at phone width and passes axe there', async ({ page }) => {
  const user = await makeAdmin('sessies-telefoon');
  await signInElsewhere(user.username);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, `/users/${user.id}?tab=sessions`);
  await axeLightAndDark(page, sessionsTab(page).getByRole('table', { name: 'Sessies' }));
});

test('a signed-in user changes their own password: other sessions end, this one goes on', async ({
  page,
}) => {
  const user = await makeAdmin('eigen-wachtwoord');
  const elsewhere = await signInElsewhere(user.username);
  await signInAs(page, user.username, PASSWORD);
  const account = page.getByRole('button', { name: `Mijn account: ${user.username}` });
  const dialog = page.getByRole('dialog', { name: 'Mijn account' });
  const themeToggle = page.getByRole('button', { name: 'Wissel licht/donker thema' });
  // axe on the open dialog in light and dark (the theme button is outside the modal dialog).
  for (const theme of ['light', 'dark']) {
    await account.click();
    await expect(dialog).toBeVisible();
    expect(await violations(page), theme).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await themeToggle.click();
  }
  await account.click();

  await dialog.getByLabel('Huidig wachtwoord').fill('niet-het-wachtwoord');
  await dialog.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Nieuw-wachtwoord-123');
  await dialog.getByLabel('Herhaal nieuw wachtwoord').fill('Nieuw-wachtwoord-12');
  await dialog.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(dialog.getByText('De twee nieuwe wachtwoorden zijn niet gelijk.')).toBeVisible();
  await dialog.getByLabel('Herhaal nieuw wachtwoord').fill('Nieuw-wachtwoord-123');
  await dialog.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(
    dialog.getByText('Wachtwoord wijzigen mislukt: Het huidige wachtwoord klopt niet.'),
  ).toBeVisible();

  await dialog.getByLabel('Huidig wachtwoord').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(page.getByText('Je wachtwoord is gewijzigd. Je andere sessies zijn beëindigd.')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await statusWith(elsewhere)).toBe(401);

  // This session goes on; sign-out ends it on the server too, and the new password signs in.
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Gebruikers' }).click();
  await expect(page.getByRole('heading', { name: 'Gebruikers', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await signInAs(page, user.username, 'Nieuw-wachtwoord-123');
});

test('sign out everywhere from the palette ends every session of the user', async ({ page }) => {
  const user = await makeAdmin('overal');
  const elsewhere = await signInElsewhere(user.username);
  await signInAs(page, user.username, PASSWORD);
  const palette = await openPalette(page);
  await palette.getByRole('combobox').fill('Overal afmelden');
  await page.keyboard.press('Enter');
  await page
    .getByRole('alertdialog', { name: 'Overal afmelden?' })
    .getByRole('button', { name: 'Overal afmelden' })
    .click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await statusWith(elsewhere)).toBe(401);
});
