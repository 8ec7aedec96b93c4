// Retention: an organisation's Bewaarbeleid tab as its organisation administrator and as a platform
// administrator, the refusal beyond the platform maximum, the platform's default and maximum, the dry run with
// the confirmation that names its figures, the removal log after a run, removed content shown as removed, the
// layout at a phone's, a tablet's and a desk's width, and axe in light and dark. The platform's policy is one
// for the whole server: the tests of this file run one after the other and leave it as they found it.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './support/fixtures';
import { callApi, unique } from './support/api';
import { openPalette, signIn, signInAs } from './support/app';
import { axeLightAndDark } from './support/axe';
import { makeOrganization, type CreatedOrganization } from './support/organizations';

test.describe.configure({ mode: 'serial' });

// While a test here sets a platform default, it removes nothing of the seed (at most six months old), should
// the scheduled removal run meanwhile.

/** A folder to photograph the screens into, to look at them (RETENTION_SHOTS=/tmp/shots). */
const shots = process.env.RETENTION_SHOTS;
if (shots) mkdirSync(shots, { recursive: true });

const PASSWORD = 'Bewaar-beheerder-1';
const KEEP = { audio_days: null, transcript_days: null, summary_days: null };

interface Periods {
  audio_days: number | null;
  transcript_days: number | null;
  summary_days: number | null;
}

const setPlatform = (defaults: Periods, maximum: Periods) =>
  callApi('PUT', 'admin/retention', { default: defaults, maximum });

test.afterAll(async () => {
  await setPlatform(KEEP, KEEP);
});

/** A new organisation with an organisation administrator of its own. */
async function organizationWithAdmin(): Promise<{ organization: CreatedOrganization; username: string }> {
  const organization = await makeOrganization('bewaar');
  const username = unique('bewaarbaas');
  const boss = await callApi<{ id: number }>('POST', 'admin/users', {
    username,
    email: `${username}@voorbeeld.nl`,
    password: PASSWORD,
  });
  await callApi('POST', `admin/organizations/${organization.id}/users/add`, {
    user_ids: [boss.id],
    make_admin: true,
  });
  return { organization, username };
}

const tab = (page: Page) => page.getByRole('tabpanel', { name: 'Bewaarbeleid' });
const kindGroup = (page: Page, name: string) => page.getByRole('radiogroup', { name, exact: true });
const toasts = (page: Page) => page.getByRole('region', { name: 'Meldingen' });

test('an organisation administrator sets their organisation’s own policy and sees whose it is', async ({
  page,
}) => {
  const { organization, username } = await organizationWithAdmin();
  await signInAs(page, username, PASSWORD);
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Organisatie' })
    .click();
  await page.getByRole('tab', { name: 'Bewaarbeleid' }).click();
  await expect(page).toHaveURL(new RegExp(`/organizations/${organization.id}\\?tab=retention`));
  const panel = tab(page);
  await expect(panel.getByText('Deze organisatie volgt de platformstandaard.')).toBeVisible();
  const current = panel.getByRole('table', { name: 'Bewaartermijnen die nu gelden' });
  await expect(current.getByRole('row', { name: /Audio/ })).toContainText('Bewaren');

  await panel.getByRole('radio', { name: 'Eigen beleid' }).click();
  await kindGroup(page, 'Audio').getByRole('radio', { name: 'Aantal dagen' }).click();
  await panel.getByLabel('Dagen voor audio').fill('3650');
  await panel.getByRole('button', { name: 'Opslaan' }).click();
  await expect(toasts(page).getByText(/opgeslagen/)).toBeVisible();
  await expect(panel.getByText('Deze organisatie heeft een eigen beleid.')).toBeVisible();
  await expect(current.getByRole('row', { name: /Audio/ })).toContainText('3.650 dagen');
  const changes = panel.getByRole('table', { name: 'Wijzigingen van het bewaarbeleid' });
  await expect(changes.getByRole('row').nth(1)).toContainText(username);
  await expect(changes.getByRole('row').nth(1)).toContainText('Audio: 3.650 dagen');

  // Back to the default, from the palette.
  await panel.getByRole('radio', { name: 'Volg de platformstandaard' }).click();
  await expect(panel.getByRole('radio', { name: 'Volg de platformstandaard' })).toBeChecked();
  const palette = await openPalette(page);
  await palette.getByRole('combobox').fill('bewaarbeleid opslaan');
  await palette.getByRole('option', { name: /Bewaarbeleid van een organisatie opslaan/ }).click();
  await expect(panel.getByText('Deze organisatie volgt de platformstandaard.')).toBeVisible();
});

test('a period beyond the platform maximum is refused in place, also keeping', async ({ page }) => {
  const organization = await makeOrganization('maximum');
  await setPlatform({ ...KEEP, audio_days: 365 }, { ...KEEP, audio_days: 365 });
  await signIn(page, `/organizations/${organization.id}?tab=retention`);
  const panel = tab(page);
  await expect(panel.getByRole('table', { name: 'Bewaartermijnen die nu gelden' })).toContainText(
    '365 dagen',
  );
  await panel.getByRole('radio', { name: 'Eigen beleid' }).click();
  const audio = panel.getByLabel('Dagen voor audio');
  await audio.fill('400');
  const refusal = 'De bewaartermijn voor audio mag niet langer zijn dan het platformmaximum van 365 dagen.';
  await expect(panel.getByText(refusal)).toBeVisible();
  await expect(audio).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
  await kindGroup(page, 'Audio').getByRole('radio', { name: 'Bewaren' }).click();
  await expect(panel.getByText(refusal)).toBeVisible();
  await kindGroup(page, 'Audio').getByRole('radio', { name: 'Aantal dagen' }).click();
  await audio.fill('1,5');
  await expect(panel.getByText('De bewaartermijn voor audio moet een heel aantal dagen zijn.')).toBeVisible();
  await audio.fill('365');
  await expect(panel.getByRole('button', { name: 'Opslaan' })).toBeEnabled();
  await panel.getByRole('button', { name: 'Annuleren' }).click();
  await expect(panel.getByRole('radio', { name: 'Volg de platformstandaard' })).toBeChecked();
});

test('a platform administrator sets the default and the maximum on Bewaarbeleid', async ({ page }) => {
  await setPlatform(KEEP, KEEP);
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Bewaarbeleid' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bewaarbeleid' })).toBeVisible();
  await kindGroup(page, 'Audio: maximum').getByRole('radio', { name: 'Aantal dagen' }).click();
  await page.getByLabel('Maximum in dagen voor audio').fill('36500');
  await kindGroup(page, 'Audio: standaardtermijn').getByRole('radio', { name: 'Aantal dagen' }).click();
  await page.getByLabel('Standaardtermijn in dagen voor audio').fill('36501');
  await expect(page.getByText('De bewaartermijn voor audio is hoogstens 36500 dagen.')).toBeVisible();
  await page.getByLabel('Maximum in dagen voor audio').fill('30000');
  await page.getByLabel('Standaardtermijn in dagen voor audio').fill('30001');
  await expect(
    page.getByText('De standaardtermijn voor audio mag niet langer zijn dan het maximum van 30000 dagen.'),
  ).toBeVisible();
  await page.getByLabel('Standaardtermijn in dagen voor audio').fill('29000');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(toasts(page).getByText(/opgeslagen/)).toBeVisible();
  const current = page.getByRole('table', { name: 'Bewaartermijnen die nu gelden' });
  await expect(current.getByRole('row', { name: /Audio/ })).toContainText('29.000 dagen');
  await expect(current.getByRole('row', { name: /Audio/ })).toContainText('30.000 dagen');
  await expect(page.getByRole('table', { name: 'Wijzigingen van het bewaarbeleid' })).toContainText(
    'Audio: 29.000 dagen',
  );
});

test('the dry run shows what a policy would remove, and saving it asks first, naming those figures', async ({
  page,
}) => {
  await setPlatform(KEEP, KEEP);
  // Gemeente Zandvoort has seeded meetings of the past days; a policy of one day would remove them.
  const organizations = await callApi<{ id: number; name: string }[]>('GET', 'admin/organizations');
  const zandvoort = organizations.find((o) => o.name === 'Gemeente Zandvoort')!;
  await signIn(page, `/organizations/${zandvoort.id}?tab=retention`);
  const panel = tab(page);
  await panel.getByRole('radio', { name: 'Eigen beleid' }).click();
  for (const kind of ['Audio', 'Transcripties', 'Samenvattingen']) {
    await kindGroup(page, kind).getByRole('radio', { name: 'Aantal dagen' }).click();
    await panel.getByLabel(`Dagen voor ${kind.toLowerCase()}`).fill('1');
  }
  await panel.getByRole('button', { name: 'Proefrun' }).click();
  const figures = panel.getByRole('table', { name: 'Wat de proefrun zou verwijderen, per soort' });
  await expect(figures).toBeVisible();
  await expect(figures.getByRole('row', { name: /Transcripties/ })).toContainText(/\d/);
  await expect(panel.getByRole('table', { name: 'Gebruikers met de meeste verwijderingen' })).toBeVisible();
  if (shots) await panel.screenshot({ path: join(shots, 'dry-run.png') });

  await panel.getByRole('button', { name: 'Opslaan' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Opslaan en inhoud verwijderen?' });
  await expect(confirm).toContainText(/transcripties? \(/);
  await expect(confirm).toContainText(/gebruikers?\./);
  if (shots) await page.screenshot({ path: join(shots, 'confirm.png') });
  await confirm.getByRole('button', { name: 'Annuleren' }).click();
  await expect(confirm).toBeHidden();
  // Nothing saved: Zandvoort still follows the default.
  await expect(panel.getByText('Deze organisatie volgt de platformstandaard.')).toBeVisible();
  await panel.getByRole('button', { name: 'Annuleren' }).click();
});

test('a removal run removes what expired; a download of it answers as information, the log shows and exports it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await setPlatform(KEEP, KEEP);
  // A seeded staff member without an organisation (so following the default, which keeps everything) joins a
  // new organisation whose policy keeps transcripts one day: the run removes only their older transcripts.
  const users = await callApi<{ id: number; username: string }[]>('GET', 'admin/users');
  const kim = users.find((u) => u.username === 'kim.vanderlinden')!;
  const organization = await makeOrganization('verwijder');
  await callApi('POST', `admin/organizations/${organization.id}/users/add`, {
    user_ids: [kim.id],
    make_admin: false,
  });
  try {
    await callApi('PUT', `admin/organizations/${organization.id}/retention`, {
      policy: { ...KEEP, transcript_days: 1 },
    });
    // Kim's meetings as listed before the run, with their download buttons.
    await signIn(page, `/users/${kim.id}?tab=transcriptions`);
    const panel = page.getByRole('tabpanel', { name: 'Transcripties' });
    await expect(panel.getByRole('table')).toBeVisible();

    // The run, from the palette (the Bewaarbeleid screen's Nu verwijderen runs the same command).
    const palette = await openPalette(page);
    await palette.getByRole('combobox').fill('verwijderronde');
    await palette.getByRole('option', { name: /Verwijderronde nu starten/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Verwijderronde nu starten?' });
    await confirm.getByRole('button', { name: 'Nu starten' }).click();
    await expect(toasts(page).getByRole('status')).toContainText(/verwijderronde/i);
    let removed: { transcription_id: number; kind: string }[] = [];
    await expect
      .poll(
        async () => {
          removed = (
            await callApi<{ removals: { transcription_id: number; kind: string }[] }>(
              'GET',
              `admin/organizations/${organization.id}/retention/removals`,
            )
          ).removals;
          return removed.length;
        },
        { timeout: 60_000 },
      )
      .toBeGreaterThan(0);
    expect(new Set(removed.map((row) => row.kind))).toEqual(new Set(['transcript']));

    // The list on screen is from before the run: its download answers 410, shown as information, and the
    // list then shows the transcript as removed.
    const row = panel.locator(`tr[data-row-id="${removed[0]!.transcription_id}"]`);
    await row.getByRole('button', { name: /^Transcript/ }).click();
    await expect(
      toasts(page).getByText('Deze transcriptie is verwijderd volgens het bewaarbeleid.'),
    ).toBeVisible();
    await expect(
      row.getByText(/^Transcript: Verwijderd volgens het bewaarbeleid \(\d+ \w+ \d{4}\)$/),
    ).toBeVisible();
    await expect(row.getByRole('button', { name: /^Transcript/ })).toHaveCount(0);
    await expect(row.getByRole('button', { name: /^Audio/ }).or(row.getByText('Geen audio'))).toBeVisible();

    // The organisation's removal log names it, under whose period, and exports it.
    await page.goto(`/organizations/${organization.id}?tab=retention`);
    await tab(page).getByRole('button', { name: 'Verversen' }).click();
    const log = tab(page).getByRole('table', { name: 'Verwijderde inhoud' });
    const first = log.getByRole('row').nth(1);
    await expect(first).toContainText('kim.vanderlinden');
    await expect(first).toContainText('Transcripties');
    await expect(first).toContainText('1 dag (organisatie)');
    const download = page.waitForEvent('download');
    await tab(page).getByRole('button', { name: 'Exporteren (CSV)' }).click();
    expect((await download).suggestedFilename()).toMatch(
      new RegExp(`^verwijderlog-organisatie-${organization.id}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
  } finally {
    await callApi('DELETE', `admin/organizations/${organization.id}/users/${kim.id}`);
  }
});

test('removed content is shown as removed, and a download of it answers as information', async ({ page }) => {
  // Content the retention removed, as the reference server lists and serves it: the list names when, the
  // download answers 410 with the contract's text.
  const users = await callApi<{ id: number; username: string }[]>('GET', 'admin/users');
  let found: { userId: number; name: string } | undefined;
  for (const user of users) {
    const items = await callApi<{ id: number; name: string; has_audio: boolean }[]>(
      'GET',
      `admin/user/${user.id}/transcriptions`,
    );
    const item = items.find((x) => x.has_audio);
    if (item) {
      found = { userId: user.id, name: item.name };
      break;
    }
  }
  expect(found, 'a seeded transcription with audio').toBeDefined();
  const { userId, name } = found!;
  await page.route(`**/api/admin/user/${userId}/transcriptions`, async (route) => {
    const answer = await route.fetch();
    const items = (await answer.json()) as Record<string, unknown>[];
    await route.fulfill({
      response: answer,
      json: items.map((item) =>
        item.name === name ? { ...item, transcript_removed_at: '2026-03-04T05:06:07Z' } : item,
      ),
    });
  });
  await page.route('**/api/admin/download/audio/**', (route) =>
    route.fulfill({ status: 410, json: { detail: 'Deze audio is verwijderd volgens het bewaarbeleid.' } }),
  );
  await signIn(page, `/users/${userId}?tab=transcriptions`);
  const row = page
    .getByRole('tabpanel', { name: 'Transcripties' })
    .getByRole('row')
    .filter({ hasText: name });
  await expect(row).toContainText('Transcript: Verwijderd volgens het bewaarbeleid (4 maart 2026)');
  await expect(row.getByRole('button', { name: /^Transcript/ })).toHaveCount(0);
  await row.getByRole('button', { name: /^Audio/ }).click();
  await expect(toasts(page).getByText('Deze audio is verwijderd volgens het bewaarbeleid.')).toBeVisible();
  await expect(page.getByText(/Failed to download audio/)).toHaveCount(0);
  // The list reloads after the 410 (through the route above); its handler must not outlive the test.
  await expect(row).toContainText('Transcript: Verwijderd volgens het bewaarbeleid (4 maart 2026)');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a server without retention shows no Bewaarbeleid', async ({ page }) => {
  await page.route('**/api/admin/**retention**', (route) =>
    route.fulfill({ status: 404, json: { detail: 'Not Found' } }),
  );
  await signIn(page, '/retention');
  await expect(page.getByText('Deze server biedt geen bewaarbeleid aan: alles wordt bewaard.')).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(menu.getByRole('link', { name: 'Organisaties' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Bewaarbeleid' })).toHaveCount(0);
  const organization = await makeOrganization('zonder');
  // Learnt once: the organisation opened from the list shows no retention tab.
  await menu.getByRole('link', { name: 'Organisaties' }).click();
  await page.getByPlaceholder('Zoek op naam…').fill(organization.name);
  await page.getByRole('link', { name: `Details van ${organization.name}` }).click();
  await expect(page.getByRole('tab', { name: 'Gebruikers' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Bewaarbeleid' })).toHaveCount(0);
  // Its address, opened anew, explains.
  await page.goto(`/organizations/${organization.id}?tab=retention`);
  await expect(
    tab(page).getByText('Deze server biedt geen bewaarbeleid aan: alles wordt bewaard.'),
  ).toBeVisible();
});

for (const [width, height] of [
  [390, 844],
  [768, 1024],
  [1440, 900],
] as const) {
  test(`the tab and the screen fit a width of ${width} px and have no axe violations`, async ({ page }) => {
    await setPlatform({ ...KEEP, audio_days: 365 }, { ...KEEP, audio_days: 365 });
    const organization = await makeOrganization('breedte');
    await page.setViewportSize({ width, height });
    await signIn(page, `/organizations/${organization.id}?tab=retention`);
    const panel = tab(page);
    await panel.getByRole('radio', { name: 'Eigen beleid' }).click();
    await panel.getByLabel('Dagen voor audio').fill('400');
    await expect(panel.getByText(/platformmaximum van 365 dagen/)).toBeVisible();
    const screens: [string, string][] = [
      ['organization', `/organizations/${organization.id}?tab=retention`],
      ['platform', '/retention'],
    ];
    for (const [name, address] of screens) {
      if (name === 'platform') await page.goto(address);
      await expect(page.getByRole('table', { name: 'Bewaartermijnen die nu gelden' })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
      if (shots) await page.screenshot({ path: join(shots, `${width}-${name}.png`), fullPage: true });
      if (width !== 768) await axeLightAndDark(page);
    }
  });
}
