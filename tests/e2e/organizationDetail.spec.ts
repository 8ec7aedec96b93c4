import { expect, test, type Page } from './support/fixtures';
import { callApi, unique } from './support/api';
import { openPalette, signedIn } from './support/app';
import { violations } from './support/axe';
import { specOnlyMonth } from './support/stats';
import { makeMembers, makeOrganization, makeUser } from './support/organizations';
import { servers } from './support/ports';

const usersTable = (page: Page) => page.getByRole('table', { name: 'Gebruikers van de organisatie' });
const userRow = (page: Page, username: string) =>
  usersTable(page).getByRole('row').filter({ hasText: username });
const groupsTable = (page: Page) => page.getByRole('table', { name: 'Groepen van de organisatie' });
const groupRow = (page: Page, name: string) =>
  groupsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name, exact: true }) });

async function openDetail(page: Page, id: number, tab?: string) {
  await page.goto(`/organizations/${id}${tab ? `?tab=${tab}` : ''}`);
  await expect(page.getByRole('tablist', { name: 'Onderdelen van de organisatie' })).toBeVisible();
}

test.beforeEach(async ({ page }) => signedIn(page));

test.describe('users tab', () => {
  test('is the default tab: add existing users (at least one, optionally as admin), toggle, remove', async ({
    page,
  }) => {
    const organization = await makeOrganization('leden');
    const [first, second] = [await makeUser('eerste'), await makeUser('tweede')];
    await openDetail(page, organization.id);
    await expect(page.getByRole('tab', { name: 'Gebruikers' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Deze organisatie heeft nog geen gebruikers.')).toBeVisible();

    await page.getByRole('button', { name: 'Gebruikers toevoegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gebruikers toevoegen' });
    await dialog.getByRole('button', { name: 'Toevoegen' }).click();
    await expect(dialog.getByText('Selecteer ten minste één gebruiker')).toBeVisible();

    const search = dialog.getByPlaceholder('Zoek op naam of e-mail…');
    await search.fill(first.email.toUpperCase());
    await dialog.getByRole('checkbox', { name: new RegExp(first.username) }).click();
    await search.fill(second.username);
    await dialog.getByRole('checkbox', { name: new RegExp(second.username) }).click();
    await expect(dialog.getByText('2 geselecteerd')).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Maak de gebruikers Organisatie Admin' }).click();
    await dialog.getByRole('button', { name: 'Toevoegen' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('2 gebruiker(s) toegevoegd aan de organisatie.')).toBeVisible();

    await expect(userRow(page, first.username)).toContainText('Organisatie Admin');
    await expect(userRow(page, first.username)).toContainText(first.email);
    await expect(userRow(page, first.username).getByRole('link', { name: first.username })).toHaveAttribute(
      'href',
      `/users/${first.id}`,
    );
    await expect(
      page.getByRole('main').locator('header dl > div').filter({ hasText: 'Gebruikers' }),
    ).toContainText('2');

    await userRow(page, first.username)
      .getByRole('button', { name: `Maak Gebruiker ${first.username}` })
      .click();
    await expect(userRow(page, first.username).getByText('Gebruiker', { exact: true })).toBeVisible();
    await expect(userRow(page, first.username).getByText('Organisatie Admin', { exact: true })).toHaveCount(
      0,
    );
    await userRow(page, first.username)
      .getByRole('button', { name: `Maak Organisatie Admin ${first.username}` })
      .click();
    await expect(userRow(page, first.username).getByText('Organisatie Admin', { exact: true })).toBeVisible();

    await userRow(page, second.username)
      .getByRole('button', { name: `Verwijderen ${second.username}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Gebruiker verwijderen uit organisatie' });
    await expect(confirm).toContainText(second.username);
    await confirm.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(userRow(page, second.username)).toHaveCount(0);
    await expect(page.getByText(`${second.username} is uit de organisatie verwijderd.`)).toBeVisible();
  });

  test('bulk add: an invalid line blocks, valid name-comma-address lines create the users', async ({
    page,
  }) => {
    const organization = await makeOrganization('bulk');
    await openDetail(page, organization.id, 'users');
    await page.getByRole('button', { name: 'Gebruikers toevoegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gebruikers toevoegen' });
    await dialog.getByRole('tab', { name: 'Bulk toevoegen' }).click();
    const lines = dialog.getByLabel('Gebruikers, één per regel');
    await lines.fill('Jan Jansen, geen-adres');
    await expect(dialog.getByText('Ongeldig e-mailadres: geen-adres')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Aanmaken en toevoegen' })).toBeDisabled();

    const [a, b] = [unique('bulk-a'), unique('bulk-b')];
    await lines.fill(`${a}, ${a}@voorbeeld.nl\n\n${b}@voorbeeld.nl`);
    await expect(dialog.getByText('2 geldige regel(s)')).toBeVisible();
    await dialog.getByRole('button', { name: 'Aanmaken en toevoegen' }).click();
    await expect(
      page.getByText('2 gebruiker(s) succesvol aangemaakt en toegevoegd aan de organisatie.'),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(userRow(page, `${a}@voorbeeld.nl`)).toContainText(a);
    await expect(userRow(page, `${b}@voorbeeld.nl`)).toContainText('Gebruiker');

    // The same addresses again: the server refuses, the dialog stays open with the contract's message.
    await page.getByRole('button', { name: 'Gebruikers toevoegen' }).click();
    await dialog.getByRole('tab', { name: 'Bulk toevoegen' }).click();
    await dialog.getByLabel('Gebruikers, één per regel').fill(`${a}@voorbeeld.nl`);
    await dialog.getByRole('button', { name: 'Aanmaken en toevoegen' }).click();
    await expect(
      page.getByText(
        /Kon gebruikers niet aanmaken en toevoegen aan de organisatie\. Controleer of de e-mailadressen uniek zijn\./,
      ),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
  });
});

test.describe('groups tab', () => {
  test('create, edit, make another group default, default delete disabled, delete with confirmation', async ({
    page,
  }) => {
    const organization = await makeOrganization('groepen');
    await openDetail(page, organization.id, 'groups');
    await expect(groupRow(page, 'Algemeen').getByText('Standaard', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Nieuwe groep' }).click();
    let dialog = page.getByRole('dialog', { name: 'Nieuwe groep' });
    await dialog.getByLabel('Groepsnaam').fill('  ');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog.getByText('Groepsnaam is verplicht')).toBeVisible();
    await dialog.getByLabel('Groepsnaam').fill('  Verkoop  ');
    await dialog.getByLabel('Beschrijving (optioneel)').fill('Binnendienst');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Groep “Verkoop” aangemaakt')).toBeVisible();
    await expect(groupRow(page, 'Verkoop')).toContainText('Binnendienst');

    // The default group: delete disabled, with the hint.
    await groupsTable(page).getByRole('button', { name: 'Algemeen', exact: true }).click();
    await expect(page).toHaveURL(/group=\d+/);
    let panel = page.getByRole('region', { name: 'Groep Algemeen' });
    await expect(panel.getByRole('button', { name: 'Verwijderen' })).toBeDisabled();
    await expect(
      panel.getByText('Maak eerst een andere groep standaard om deze groep te verwijderen.'),
    ).toBeVisible();

    await groupsTable(page).getByRole('button', { name: 'Verkoop', exact: true }).click();
    panel = page.getByRole('region', { name: 'Groep Verkoop' });
    await panel.getByRole('button', { name: 'Bewerken' }).click();
    dialog = page.getByRole('dialog', { name: 'Groep bewerken' });
    await expect(dialog.getByLabel('Groepsnaam')).toHaveValue('Verkoop');
    await dialog.getByLabel('Groepsnaam').fill('Verkoop Noord');
    await dialog.getByLabel('Beschrijving (optioneel)').fill('');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Groep “Verkoop Noord” bijgewerkt')).toBeVisible();
    await expect(groupRow(page, 'Verkoop Noord')).toContainText('-');

    panel = page.getByRole('region', { name: 'Groep Verkoop Noord' });
    await panel.getByRole('button', { name: 'Maak standaard' }).click();
    await expect(page.getByText('“Verkoop Noord” is nu de standaardgroep')).toBeVisible();
    await expect(groupRow(page, 'Verkoop Noord').getByText('Standaard', { exact: true })).toBeVisible();
    await expect(groupRow(page, 'Algemeen').getByText('Standaard', { exact: true })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Verwijderen' })).toBeDisabled();

    await groupsTable(page).getByRole('button', { name: 'Algemeen', exact: true }).click();
    panel = page.getByRole('region', { name: 'Groep Algemeen' });
    await panel.getByRole('button', { name: 'Verwijderen' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Groep verwijderen' });
    await expect(confirm).toContainText(
      'Alle gebruikers worden ontkoppeld van de groep en gekoppelde templates worden vrijgegeven.',
    );
    await confirm.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(page.getByText('Groep “Algemeen” verwijderd')).toBeVisible();
    await expect(groupRow(page, 'Algemeen')).toHaveCount(0);
  });

  test('the panel shows the first 6 members, and members are unlinked and added', async ({ page }) => {
    const organization = await makeOrganization('leden-groep');
    const members = await makeMembers(organization.id, 8, 'gl');
    await openDetail(page, organization.id, 'groups');
    await groupsTable(page).getByRole('button', { name: 'Algemeen', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Groep Algemeen' });
    await expect(panel.getByRole('listitem')).toHaveCount(6);
    await expect(panel.getByText('+ 2 extra leden')).toBeVisible();

    await panel.getByRole('button', { name: 'Leden beheren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leden van Algemeen' });
    const target = members[0]!;
    await dialog.getByRole('button', { name: `Ontkoppelen ${target.username}` }).click();
    await expect(page.getByText(`${target.username} is ontkoppeld van Algemeen`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: `Ontkoppelen ${target.username}` })).toHaveCount(0);

    await dialog.getByPlaceholder('Zoek op naam of e-mail…').fill(target.email);
    await dialog.getByRole('checkbox', { name: new RegExp(target.username) }).click();
    await dialog.getByRole('button', { name: 'Toevoegen', exact: true }).click();
    await expect(page.getByText(`${target.username} is toegevoegd aan Algemeen`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: `Ontkoppelen ${target.username}` })).toBeVisible();
    await dialog.getByRole('button', { name: 'Sluiten' }).click();
    await expect(groupRow(page, 'Algemeen')).toContainText('8');
  });

  test('the palette asks for the organisation, then the group, then the user', async ({ page }) => {
    const organization = await makeOrganization('palet-groep');
    const [member] = await makeMembers(organization.id, 1, 'pg');
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
    const palette = await openPalette(page);
    await palette.getByRole('combobox').fill('lid ontkoppelen van groep');
    await page.keyboard.press('Enter');
    await expect(palette.getByText('Kies een organisatie').first()).toBeVisible();
    await palette.getByRole('combobox').fill(organization.name);
    await palette.getByRole('option', { name: new RegExp(organization.name) }).click();
    await expect(palette.getByText('Kies een groep', { exact: true }).first()).toBeVisible();
    await palette.getByRole('option', { name: /Algemeen/ }).click();
    await expect(palette.getByText('Kies een lid om te ontkoppelen').first()).toBeVisible();
    await palette.getByRole('option', { name: new RegExp(member!.username) }).click();
    await expect(palette).toBeHidden();
    await expect(page.getByText(`${member!.username} is ontkoppeld van Algemeen`)).toBeVisible();

    // On the organisation's screen the palette takes the organisation (and open group) from it.
    await openDetail(page, organization.id, 'groups');
    await groupsTable(page).getByRole('button', { name: 'Algemeen', exact: true }).click();
    // The group is open once its panel shows (the screen tells the palette then), as a user sees it.
    await expect(page.getByRole('region', { name: 'Groep Algemeen' })).toBeVisible();
    await openPalette(page);
    await page
      .getByRole('dialog', { name: 'Opdrachtenpalet' })
      .getByRole('combobox')
      .fill('lid toevoegen aan groep');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Kies een gebruiker om toe te voegen').first()).toBeVisible();
    await page.getByRole('option', { name: new RegExp(member!.username) }).click();
    await expect(page.getByText(`${member!.username} is toegevoegd aan Algemeen`)).toBeVisible();
    await expect(groupRow(page, 'Algemeen')).toContainText('1');
  });
});

test.describe('stats tab', () => {
  test('shows a seeded organisation’s usage per day and per month, with the period and month in the URL', async ({
    page,
  }) => {
    const organizations = await callApi<{ id: number; name: string }[]>('GET', 'admin/organizations');
    const seeded = organizations.find((o) => o.name === 'Gemeente Zandvoort')!;
    const daily = await callApi<Record<string, Record<string, { transcriptions: number }>>>(
      'GET',
      `admin/transcription-stats?organization_id=${seeded.id}&days=365`,
    );
    const busyDay = Object.entries(daily).find(([, users]) =>
      Object.values(users).some((n) => n.transcriptions > 0),
    )!;
    const [busyDate, busyUsers] = busyDay;
    const username = Object.entries(busyUsers).find(([, n]) => n.transcriptions > 0)![0];
    const month = busyDate.slice(0, 7).replace('-', '');

    await openDetail(page, seeded.id, 'stats');
    await expect(page.getByRole('heading', { name: 'Per dag' })).toBeVisible();
    await page.getByLabel('Periode').selectOption({ label: 'Laatste 365 dagen' });
    await expect(page).toHaveURL(/days=365/);
    const transcriptions = page.getByText('Transcripties', { exact: true }).first().locator('..');
    await expect(transcriptions.locator('dd')).not.toHaveText('0');
    await expect(page.getByRole('img', { name: 'Activiteit per dag, laatste 365 dagen' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Tokens per model' })).toBeVisible();

    await page.goto(`/organizations/${seeded.id}?tab=stats&month=${month}`);
    const perUser = page.getByRole('table', { name: /Totalen per gebruiker/ });
    await expect(perUser.getByRole('row').filter({ hasText: username })).toBeVisible();
    await expect(perUser.getByRole('row').filter({ hasText: username })).toContainText(/\d+,\d/);

    await page.getByRole('button', { name: /Vorige maand/ }).click();
    await expect(page).not.toHaveURL(new RegExp(`month=${month}`));
    await page.getByRole('button', { name: /Volgende maand/ }).click();
    await expect(page).toHaveURL(new RegExp(`month=${month}`));

    // A month at a deployment's size from a server with only the contract's statistics: the console pages and
    // sorts it itself, from the one answer.
    const asked = await specOnlyMonth(page, 120);
    await page.goto(`/organizations/${seeded.id}?tab=stats&month=${month}`);
    const pager = page.getByRole('group', { name: /Pagina's van Totalen per gebruiker/ });
    await expect(pager).toContainText('1–50 van 120');
    await expect(perUser.getByRole('row')).toHaveCount(51);
    await expect(perUser.getByRole('row').nth(1)).toContainText('gebruiker-120');
    await pager.getByRole('button', { name: 'Volgende' }).click();
    await expect(pager).toContainText('51–100 van 120');
    await expect(perUser.getByRole('row').nth(1)).toContainText('gebruiker-070');
    const userHeader = perUser.getByRole('columnheader', { name: 'Gebruiker' });
    await userHeader.getByRole('button').click();
    await expect(userHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(pager).toContainText('1–50 van 120');
    await expect(perUser.getByRole('row').nth(1)).toContainText('gebruiker-001');
    expect(asked.map((url) => url.searchParams.get('month'))).toEqual([month]);
  });
});

test('an unknown organisation says so', async ({ page }) => {
  await page.goto('/organizations/999999');
  await expect(page.getByText('Organisatie niet gevonden.')).toBeVisible();
  await page.getByRole('link', { name: /Terug naar Organisaties/ }).click();
  await expect(page).toHaveURL(`${servers.plain}/organizations`);
});

test('the detail screen has no axe violations on any tab or dialog', async ({ page }) => {
  const organization = await makeOrganization('axe-detail');
  await makeMembers(organization.id, 2, 'axe');
  await openDetail(page, organization.id);
  await expect(usersTable(page)).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Gebruikers toevoegen' }).click();
  await expect(page.getByRole('dialog', { name: 'Gebruikers toevoegen' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Groepen' }).click();
  await groupsTable(page).getByRole('button', { name: 'Algemeen', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Groep Algemeen' }).getByRole('listitem')).toHaveCount(2);
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Leden beheren' }).click();
  await expect(page.getByRole('dialog', { name: 'Leden van Algemeen' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  const seeded = (await callApi<{ id: number; name: string }[]>('GET', 'admin/organizations')).find(
    (o) => o.name === 'Gemeente Zandvoort',
  )!;
  await openDetail(page, seeded.id, 'stats');
  await expect(page.getByRole('img', { name: /Activiteit per dag/ })).toBeVisible();
  await expect(page.getByRole('table', { name: /Totalen per gebruiker/ })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
