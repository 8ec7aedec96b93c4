import { expect, test, type Page } from './support/fixtures';
import { callApi, unique } from './support/api';
import { violations } from './support/axe';
import { openPalette, signedIn, signInAs } from './support/app';
import { admin, servers } from './support/ports';

interface CreatedUser {
  id: number;
  username: string;
  email: string;
}

interface Listed {
  id: number;
  name: string;
  has_audio: boolean;
  summaries: { id: number; meeting_type: string }[];
}

const PASSWORD = 'Tijdelijk-wachtwoord-1';

async function makeUser(prefix: string, extra: Record<string, unknown> = {}): Promise<CreatedUser> {
  const name = unique(prefix);
  return callApi<CreatedUser>('POST', 'admin/users', {
    username: name,
    email: `${name}@voorbeeld.nl`,
    password: PASSWORD,
    ...extra,
  });
}

async function openUser(page: Page, user: CreatedUser, query = '') {
  await page.goto(`/users/${user.id}${query}`);
  await expect(page.getByRole('heading', { level: 1, name: user.username })).toBeVisible();
}

const actions = (page: Page) => page.getByRole('group', { name: 'Acties' });

test.describe('as the superuser', () => {
  test.beforeEach(async ({ page }) => signedIn(page));

  test('the overview shows every field, with Dutch dates', async ({ page }) => {
    const user = await makeUser('overzicht', { level: 'Business', is_admin: true });
    await openUser(page, user);
    const overview = page.getByRole('tabpanel', { name: 'Overzicht' });
    for (const label of [
      'Gebruikersnaam',
      'E-mailadres',
      'Level',
      'Status',
      'Beheerder',
      'Organisatie Admin',
    ]) {
      await expect(overview.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(overview).toContainText(user.email);
    await expect(overview).toContainText('Business');
    await expect(overview).toContainText('Actief');
    await expect(overview).toContainText('Ja');
    await expect(overview).toContainText(String(new Date().getFullYear()));
    await expect(page.getByRole('tab', { name: 'Transcripties' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Users' }).click();
    await expect(page).toHaveURL(`${servers.plain}/users`);
  });

  test('on one’s own account, block and delete are disabled with the reason beside them', async ({
    page,
  }) => {
    const all = await callApi<CreatedUser[]>('GET', 'admin/users');
    const me = all.find((u) => u.username === admin.username)!;
    await openUser(page, me);
    const block = actions(page).getByRole('button', { name: 'Blokkeer Gebruiker' });
    const remove = actions(page).getByRole('button', { name: 'Delete User' });
    await expect(block).toBeDisabled();
    await expect(remove).toBeDisabled();
    await expect(block).toHaveAccessibleDescription('Je kunt je eigen account niet blokkeren.');
    await expect(remove).toHaveAccessibleDescription('Je kunt je eigen account niet verwijderen.');
    await expect(actions(page).getByText('Je kunt je eigen account niet blokkeren.')).toBeVisible();
    await expect(actions(page).getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  });

  test('edit, cancel resets the draft, then save', async ({ page }) => {
    const user = await makeUser('bewerk');
    await openUser(page, user);
    await actions(page).getByRole('button', { name: 'Edit User' }).click();
    await page.getByLabel('Gebruikersnaam').fill(`${user.username}-x`);
    await page.getByLabel('Level').selectOption('Debug');
    await actions(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Overzicht' })).toContainText('Lite');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(user.username);

    await actions(page).getByRole('button', { name: 'Edit User' }).click();
    await expect(page.getByLabel('Gebruikersnaam')).toHaveValue(user.username);
    await expect(page.getByLabel('Level')).toHaveValue('Lite');
    await page.getByLabel('Level').selectOption('Pro');
    await page.getByLabel('E-mailadres').fill('geen-adres');
    await actions(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Voer een geldig e-mailadres in.')).toBeVisible();
    await page.getByLabel('E-mailadres').fill(user.email);
    await page.getByLabel('Beheerder').check();
    await actions(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Wijzigingen opgeslagen.')).toBeVisible();
    const overview = page.getByRole('tabpanel', { name: 'Overzicht' });
    await expect(overview).toContainText('Pro');
    await expect(actions(page).getByRole('button', { name: 'Edit User' })).toBeVisible();
  });

  test('blocks and unblocks with the header button and from the palette without a sub-page', async ({
    page,
  }) => {
    const user = await makeUser('kop');
    await openUser(page, user);
    await actions(page).getByRole('button', { name: 'Blokkeer Gebruiker' }).click();
    await expect(actions(page).getByRole('button', { name: 'Deblokkeer Gebruiker' })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Overzicht' })).toContainText('Geblokkeerd');

    const palette = await openPalette(page);
    // Contextual: listed first on this screen, and run for the user on screen.
    await expect(palette.getByRole('group', { name: 'Op dit scherm' })).toBeVisible();
    await palette.getByRole('combobox').fill('Deblokkeer Gebruiker');
    await page.keyboard.press('Enter');
    await expect(palette).toBeHidden();
    await expect(actions(page).getByRole('button', { name: 'Blokkeer Gebruiker' })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Overzicht' })).toContainText('Actief');
  });

  test('reset password asks first, then says the mail has been sent', async ({ page }) => {
    const user = await makeUser('wachtwoord');
    await openUser(page, user);
    await actions(page).getByRole('button', { name: 'Reset Password' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Wachtwoord resetten' });
    await expect(confirm).toContainText(user.email);
    await confirm.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password reset email has been sent')).toBeVisible();
  });

  test('delete asks for confirmation, cancel keeps, confirm deletes and returns to the list', async ({
    page,
  }) => {
    const user = await makeUser('weg');
    await openUser(page, user);
    await actions(page).getByRole('button', { name: 'Delete User' }).click();
    let confirm = page.getByRole('alertdialog', { name: 'Gebruiker verwijderen' });
    await expect(confirm).toContainText(user.email);
    await confirm.getByRole('button', { name: 'Annuleren' }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(`${servers.plain}/users/${user.id}`);

    await actions(page).getByRole('button', { name: 'Delete User' }).click();
    confirm = page.getByRole('alertdialog', { name: 'Gebruiker verwijderen' });
    await confirm.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(page).toHaveURL(`${servers.plain}/users`);
    await expect(page.getByText(`Gebruiker ${user.username} is verwijderd.`)).toBeVisible();
    await page.goto(`/users/${user.id}`);
    await expect(page.getByRole('alert')).toContainText('User not found');
  });

  test('transcriptions: only .txt, upload, and downloads under the server file names', async ({ page }) => {
    const user = await makeUser('transcript');
    await openUser(page, user, '?tab=transcriptions');
    const panel = page.getByRole('tabpanel', { name: 'Transcripties' });
    await expect(panel.getByText('Geen transcripties gevonden.')).toBeVisible();

    const file = panel.getByLabel('Transcriptbestand (.txt)');
    await file.setInputFiles({ name: 'opname.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('x') });
    await expect(panel.getByText('Alleen .txt-bestanden zijn toegestaan.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Uploaden' })).toBeDisabled();

    await file.setInputFiles({
      name: 'verslag.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Voorzitter: welkom allemaal.\nNotulist: genoteerd.\n'),
    });
    await panel.getByLabel('Naam (optioneel)').fill('Overleg E2E');
    await panel.getByRole('button', { name: 'Uploaden' }).click();
    await expect(page.getByText('Transcriptie Overleg E2E is geüpload.')).toBeVisible();
    const row = panel.getByRole('row').filter({ hasText: 'Overleg E2E' });
    await expect(row).toBeVisible();

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: /^Transcript/ }).click();
    expect((await download).suggestedFilename()).toBe('Overleg_E2E.txt');
  });

  test('audio and summary downloads of a seeded transcription', async ({ page }) => {
    const users = await callApi<CreatedUser[]>('GET', 'admin/users');
    let found: { user: CreatedUser; item: Listed } | undefined;
    for (const user of users) {
      const items = await callApi<Listed[]>('GET', `admin/user/${user.id}/transcriptions`);
      const item = items.find((x) => x.has_audio && x.summaries.length > 0);
      if (item) {
        found = { user, item };
        break;
      }
    }
    expect(found, 'a seeded transcription with audio and a summary').toBeDefined();
    const { user, item } = found!;
    await openUser(page, user, '?tab=transcriptions');
    const row = page
      .getByRole('tabpanel', { name: 'Transcripties' })
      .getByRole('row')
      .filter({ hasText: item.name });

    let download = page.waitForEvent('download');
    await row.getByRole('button', { name: /^Audio/ }).click();
    expect((await download).suggestedFilename()).toMatch(/\.mp3$/);

    const summary = item.summaries[0]!;
    download = page.waitForEvent('download');
    await row.getByRole('button', { name: new RegExp(`^Samenvatting ${summary.meeting_type}`) }).click();
    expect((await download).suggestedFilename()).toMatch(new RegExp(`_${summary.meeting_type}\\.txt$`));
  });

  test('the detail screen has no axe violations (overview, edit mode, transcriptions)', async ({ page }) => {
    const user = await makeUser('axe');
    await openUser(page, user);
    expect(await violations(page)).toEqual([]);
    await actions(page).getByRole('button', { name: 'Edit User' }).click();
    expect(await violations(page)).toEqual([]);
    await actions(page).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('tab', { name: 'Transcripties' }).click();
    await expect(page).toHaveURL(/tab=transcriptions/);
    await expect(page.getByText('Geen transcripties gevonden.')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

test('a plain admin does not see the transcriptions tab', async ({ page }) => {
  const adminUser = await makeUser('beheerder', { is_admin: true });
  const other = await makeUser('ander');
  await signInAs(page, adminUser.username, PASSWORD);
  await openUser(page, other, '?tab=transcriptions');
  await expect(page.getByRole('tab', { name: 'Overzicht' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Transcripties' })).toHaveCount(0);
  await expect(page.getByRole('tabpanel', { name: 'Overzicht' })).toContainText(other.email);
});
