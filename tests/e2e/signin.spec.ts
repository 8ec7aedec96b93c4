import { expect, test } from './support/fixtures';
import { admin, ports, servers } from './support/ports';
import { apiAddress, fillSignIn, mailedCode } from './support/app';

test('the server address starts as the serving server and signing in opens the shell', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Werkbank Admin' })).toBeVisible();
  await expect(page.getByLabel('Server URL')).toHaveValue(apiAddress(servers.plain));
  await expect(page.getByLabel('2FA Code')).toHaveCount(0);

  await fillSignIn(page, servers.plain);
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
  await expect(page).toHaveURL(`${servers.plain}/`);
  const banner = page.getByRole('banner');
  await expect(banner.getByText(apiAddress(servers.plain))).toBeVisible();
  const badge = banner.getByText('development', { exact: true });
  await expect(badge).toBeVisible();
  await expect(badge).not.toHaveAttribute('data-production', 'true');
});

test('a wrong password shows the failure message and keeps the form', async ({ page }) => {
  await page.goto('/');
  await fillSignIn(page, servers.plain, 'niet-het-wachtwoord');
  await expect(page.getByRole('alert')).toHaveText(
    'Login failed. Please check your credentials and try again.',
  );
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toHaveCount(0);
});

test('an address where no Werkbank server answers says so, not that the credentials are wrong', async ({
  page,
}) => {
  await page.goto('/');
  // Nothing listens there.
  const silent = `http://127.0.0.1:${ports.plain + 90}`;
  await page.getByLabel('Server URL').fill(`${silent}/api/`);
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    `De server op ${silent}/api/ is niet bereikbaar of antwoordt niet. Controleer het serveradres en je verbinding, en probeer het opnieuw.`,
  );

  // The server's own address without /api/: something answers, but it has no login call.
  await page.getByLabel('Server URL').fill(servers.plain);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    `Op ${servers.plain}/ is geen Werkbank-server gevonden. Controleer het serveradres: het is het adres van de API, meestal eindigend op /api/.`,
  );
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toHaveCount(0);
});

test('a server that demands a mailed code reveals the 2FA field and then signs in', async ({ page }) => {
  await page.goto(servers.twoFactor);
  const asked = Date.now();
  await fillSignIn(page, servers.twoFactor);
  const codeField = page.getByLabel('2FA Code');
  await expect(codeField).toBeVisible();
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');

  await codeField.fill(await mailedCode(admin.email, asked));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();

  // The production environment is painted red in the header.
  const badge = page.getByRole('banner').getByText('Production', { exact: true });
  await expect(badge).toHaveAttribute('data-production', 'true');
});

test('logout returns to the sign-in screen, which remembers the last server address', async ({ page }) => {
  await page.goto('/');
  // Typed without the trailing slash, and by another host name than the page's: the console adds the slash
  // and remembers what was used.
  const typed = `http://localhost:${ports.plain}/api`;
  await page.getByLabel('Server URL').fill(typed);
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('banner').getByText(`${typed}/`)).toBeVisible();

  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Gebruikers' }).click();
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveURL(`${servers.plain}/`);
  await expect(page.getByLabel('Server URL')).toHaveValue(`${typed}/`);
  await expect(page.getByLabel('Password')).toHaveValue('');

  // The session is gone for good: a reload stays on the sign-in screen.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByLabel('Server URL')).toHaveValue(`${typed}/`);
});

test('a signed-in session survives a reload', async ({ page }) => {
  await page.goto('/');
  await fillSignIn(page, servers.plain);
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Organisaties' })
    .click();
  await page.reload();
  await expect(page).toHaveURL(`${servers.plain}/organizations`);
  await expect(page.getByRole('heading', { level: 1, name: 'Organisaties' })).toBeVisible();
});
