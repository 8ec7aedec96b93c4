// An organisation administrator's console: their organisation's users, groups and login attempts
// only, a menu of their own, another organisation's address sends them to `/`, and the platform's commands are absent.
import { expect, test, type Page } from './support/fixtures';
import { callApi, unique } from './support/api';
import { openPalette, signInAs } from './support/app';
import { axeLightAndDark } from './support/axe';
import { makeMembers, makeOrganization, type CreatedOrganization } from './support/organizations';
import { servers } from './support/ports';

const PASSWORD = 'Organisatie-beheerder-1';

interface Setup {
  own: CreatedOrganization;
  other: CreatedOrganization;
  boss: { id: number; username: string };
  colleague: { username: string; email: string };
  stranger: { username: string; email: string };
}

/** Two organisations with a member each, and an organisation administrator of the first. */
async function arrange(): Promise<Setup> {
  const [own, other] = [await makeOrganization('eigen'), await makeOrganization('ander')];
  const name = unique('baas');
  const boss = await callApi<{ id: number; username: string }>('POST', 'admin/users', {
    username: name,
    email: `${name}@voorbeeld.nl`,
    password: PASSWORD,
  });
  await callApi('POST', `admin/organizations/${own.id}/users/add`, { user_ids: [boss.id], make_admin: true });
  const [colleague] = await makeMembers(own.id, 1, 'collega');
  const [stranger] = await makeMembers(other.id, 1, 'vreemde');
  return { own, other, boss, colleague: colleague!, stranger: stranger! };
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });
const usersTable = (page: Page) => page.getByRole('table', { name: 'Gebruikers' });

test('an organisation administrator sees their organisation, adds a user to it and manages a group', async ({
  page,
}) => {
  const { own, other, boss, colleague, stranger } = await arrange();
  await signInAs(page, boss.username, PASSWORD);

  // Their menu and their organisation in the header; the platform's screens are not offered.
  await expect(page.getByRole('banner')).toContainText(own.name);
  await expect(menu(page).getByRole('link')).toHaveText([
    /Dashboard/,
    /Gebruikers/,
    /Taxonomieën/,
    /Login Pogingen/,
    'Organisatie',
    'Template instellingen',
  ]);
  await expect(page.getByRole('heading', { level: 1, name: `Dashboard ${own.name}` })).toBeVisible();

  // Only their organisation's users.
  await menu(page)
    .getByRole('link', { name: /Gebruikers/ })
    .click();
  await expect(usersTable(page)).toBeVisible();
  await expect(usersTable(page).getByRole('row').filter({ hasText: colleague.email })).toBeVisible();
  await expect(usersTable(page).getByRole('row').filter({ hasText: stranger.email })).toHaveCount(0);
  await expect(usersTable(page).getByRole('row').filter({ hasText: 'admin@example.com' })).toHaveCount(0);

  // A new user joins their organisation; no platform rights are offered.
  const name = unique('nieuw');
  await page.getByRole('button', { name: 'New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuwe gebruiker' });
  await expect(dialog.getByLabel('Beheerdersrechten toekennen')).toHaveCount(0);
  await dialog.getByLabel('Gebruikersnaam').fill(name);
  await dialog.getByLabel('E-mailadres').fill(`${name}@voorbeeld.nl`);
  await dialog.getByLabel('Tijdelijk wachtwoord').fill('Tijdelijk-1234');
  await dialog.getByRole('button', { name: 'Aanmaken' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    usersTable(page)
      .getByRole('row')
      .filter({ hasText: `${name}@voorbeeld.nl` }),
  ).toBeVisible();
  const members = await callApi<{ username: string }[]>('GET', `admin/organizations/${own.id}/users`);
  expect(members.map((member) => member.username)).toContain(name);

  // Their organisation's groups.
  await menu(page).getByRole('link', { name: 'Organisatie' }).click();
  await expect(page).toHaveURL(new RegExp(`/organizations/${own.id}`));
  await page.getByRole('tab', { name: 'Groepen' }).click();
  await page.getByRole('button', { name: 'Nieuwe groep' }).click();
  const groupDialog = page.getByRole('dialog', { name: 'Nieuwe groep' });
  await groupDialog.getByLabel('Groepsnaam').fill('Verkoop');
  await groupDialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Groep “Verkoop” aangemaakt')).toBeVisible();
  const groups = await callApi<{ name: string }[]>('GET', `admin/organizations/${own.id}/groups`);
  expect(groups.map((group) => group.name)).toContain('Verkoop');

  // A default template of their list, read-only (editing it is the platform's).
  await page.getByRole('tab', { name: 'Templates' }).click();
  await page
    .getByRole('table', { name: 'Templates van de organisatie', exact: true })
    .getByRole('link', { name: 'Bekijken Notulen' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notulen' })).toBeVisible();
  await expect(page.getByText('Alleen-lezen: dit template kan hier niet worden gewijzigd.')).toBeVisible();

  // Another organisation's address, and a platform screen, land on the dashboard (the organisation list lands on
  // their organisation: keyboardTasks.spec.ts).
  for (const path of [`/organizations/${other.id}`, '/worker-status']) {
    await page.goto(path);
    await expect(page).toHaveURL(`${servers.plain}/`);
    await expect(page.getByRole('heading', { level: 1, name: `Dashboard ${own.name}` })).toBeVisible();
  }

  // The palette has none of the platform's commands.
  const palette = await openPalette(page);
  await palette.getByRole('combobox').fill('organisatie');
  await expect(palette.getByRole('option', { name: /Ga naar je organisatie/ })).toBeVisible();
  await expect(palette.getByRole('option', { name: /Nieuwe organisatie/ })).toHaveCount(0);
  await expect(palette.getByRole('option', { name: /Ga naar Organisaties/ })).toHaveCount(0);
});

test("an organisation administrator sees their own users' login attempts, not another organisation's", async ({
  page,
}) => {
  const { boss, colleague, stranger } = await arrange();
  for (const user of [colleague, stranger]) {
    const failed = await fetch(`${servers.plain}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: user.username, password: 'geen-goed-wachtwoord' }),
    });
    expect(failed.status).toBe(401);
  }
  await signInAs(page, boss.username, PASSWORD);
  await menu(page)
    .getByRole('link', { name: /Login Pogingen/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login Pogingen' })).toBeVisible();
  const attempts = page.getByRole('table', { name: 'Login pogingen' });
  await expect(attempts.getByRole('row').filter({ hasText: colleague.email })).toHaveCount(1);
  await expect(attempts.getByRole('row').filter({ hasText: stranger.email })).toHaveCount(0);
  // The platform's view across organisations is not theirs.
  await expect(page.getByText('Verdachte adressen')).toHaveCount(0);
});

test('the scoped screens have no axe violations in light and dark', async ({ page }) => {
  const { own, boss } = await arrange();
  await signInAs(page, boss.username, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: `Dashboard ${own.name}` })).toBeVisible();
  await axeLightAndDark(page);
  await page.goto('/users');
  await expect(usersTable(page)).toBeVisible();
  await axeLightAndDark(page);
  await page.goto(`/organizations/${own.id}`);
  await expect(page.getByRole('heading', { level: 1, name: own.name })).toBeVisible();
  await axeLightAndDark(page);
  await page.goto('/login-attempts');
  await expect(page.getByRole('heading', { level: 1, name: 'Login Pogingen' })).toBeVisible();
  await axeLightAndDark(page);
});
