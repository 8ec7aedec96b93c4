// The REVISIES section of the full template editor: the revisions of a saved template, a comparison
// of two versions with a word-level diff, and a restore with a reason that can be undone, against the real server.
import { expect, test, type Page } from './support/fixtures';
import { callApi, unique } from './support/api';
import { violations } from './support/axe';
import { openPalette, signedIn } from './support/app';
import { makeOrganization } from './support/organizations';
import { admin } from './support/ports';

interface Template {
  id: number;
  name: string;
  title: string;
  content: string;
}

interface Revision {
  id: number;
  revision_number: number;
  created_at: string;
  revision_reason: string | null;
}

const FIRST = 'Schrijf korte notulen van de raad.';
const SECOND = 'Schrijf korte notulen van het college.';

/** An organisation template created, then edited twice through the API: revisions 1, 2 and 3. */
async function arrange() {
  const organization = await makeOrganization('revisies');
  const orgPath = `admin/organizations/${organization.id}/meeting-types`;
  const title = unique('Raadsvergadering');
  const body = { title, description: 'Voor de revisies', content: FIRST, complexity: 'SMALL' };
  const { name } = await callApi<{ name: string }>('POST', orgPath, body);
  await callApi('PUT', `${orgPath}/${name}`, { ...body, content: SECOND });
  await callApi('PUT', `${orgPath}/${name}`, { ...body, content: SECOND, description: 'Tweede wijziging' });
  const current = () => callApi<Template>('GET', `${orgPath}/${name}`);
  const template = await current();
  return { organization, template, current, path: `/organizations/${organization.id}/templates/${name}` };
}

const revisionsOf = async (templateId: number) =>
  (await callApi<{ revisions: Revision[] }>('GET', `admin/templates/${templateId}/revisions`)).revisions;

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const row = (page: Page, number: number) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader').filter({ hasText: new RegExp(`^${number}`) }) });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const prompt = (page: Page) => page.getByRole('textbox', { name: 'Inhoud', exact: true });

/** A date as the browser formats it in nl-NL (the console's format). */
const dutch = (page: Page, iso: string) =>
  page.evaluate(
    (value) =>
      new Intl.DateTimeFormat('nl-NL', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value)),
    iso,
  );

test.beforeEach(async ({ page }) => signedIn(page));

test('lists the revisions, compares a revision with the current version, restores it with a reason and undoes that', async ({
  page,
}) => {
  const { template, path, current } = await arrange();
  const [third, , first] = await revisionsOf(template.id);
  await page.goto(path);
  await tab(page, 'TAXONOMIEËN').click();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'REVISIES')).toHaveAttribute('aria-selected', 'true');

  // The list, newest first: number, date (nl-NL), author, reason.
  const revisions = page.getByRole('table', { name: 'Revisies van dit template, nieuwste eerst' });
  await expect(revisions.getByRole('row')).toHaveCount(4);
  await expect(row(page, 3)).toContainText('Huidig');
  await expect(row(page, 3)).toContainText(await dutch(page, third!.created_at));
  await expect(row(page, 1)).toContainText(await dutch(page, first!.created_at));
  await expect(row(page, 1)).toContainText(admin.username);
  await expect(row(page, 1)).toContainText(first!.revision_reason!);
  await expect(page.getByText('3 van 3 revisies getoond')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Meer laden' })).toHaveCount(0);

  // Compared with the current version: the removed and the inserted words.
  await page.getByRole('button', { name: 'Revisie 1 vergelijken met de huidige versie' }).click();
  const heading = page.getByRole('heading', { name: 'Revisie 1 vergeleken met Huidige versie (revisie 3)' });
  await expect(heading).toBeFocused();
  const comparison = page.getByRole('region', { name: /vergeleken met/ });
  const content = comparison.locator('[data-field="content"]');
  await expect(content.locator('del')).toHaveText('verwijderd: de raad');
  await expect(content.locator('ins')).toHaveText('toegevoegd: het college');
  await expect(comparison.locator('[data-field="description"] del')).toHaveText(
    'verwijderd: Voor de revisies',
  );
  await expect(comparison).toContainText('Ongewijzigd: Titel, Complexiteit');
  // The unchanged fields' values behind the disclosure.
  await comparison.getByText('Ongewijzigd: Titel, Complexiteit').click();
  await expect(comparison.locator('details [data-field="title"] dd')).toHaveText(template.title);
  expect(await violations(page)).toEqual([]);

  // Restore revision 1: a reason is required.
  await page.getByRole('button', { name: 'Revisie 1 herstellen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revisie 1 herstellen' });
  await expect(dialog.getByRole('textbox', { name: 'Reden voor herstel' })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Reden voor herstel' }).fill('   ');
  await dialog.getByRole('button', { name: 'Herstellen' }).click();
  await expect(dialog.getByText('Reden voor herstel is verplicht')).toBeVisible();
  expect(await revisionsOf(template.id)).toHaveLength(3);
  await dialog.getByRole('textbox', { name: 'Reden voor herstel' }).fill('De raad schrijft weer mee');
  await dialog.getByRole('button', { name: 'Herstellen' }).click();
  const done = toast(page, 'Template succesvol hersteld naar eerdere revisie');
  await expect(done).toBeVisible();
  // Held open (a toast stays while hovered) for the checks before its undo.
  await done.hover();
  await expect(dialog).toHaveCount(0);

  // A new revision on top; the comparison follows: the current version is now revision 4, a copy of revision 1.
  await expect(row(page, 4)).toContainText('De raad schrijft weer mee');
  await expect(row(page, 4)).toContainText('Huidig');
  await expect(
    page.getByRole('heading', { name: 'Revisie 1 vergeleken met Huidige versie (revisie 4)' }),
  ).toBeVisible();
  await expect(page.getByText('Geen verschillen tussen deze versies.')).toBeVisible();
  expect((await current()).content).toBe(FIRST);

  // Undo from the toast: the revision that was the newest before (3) is restored, and the editor shows it.
  await done.getByRole('button', { name: 'Ongedaan maken' }).click();
  await expect(row(page, 5)).toContainText('Ongedaan maken van herstel');
  expect((await current()).content).toBe(SECOND);
  const after = await revisionsOf(template.id);
  expect(after.map((revision) => revision.revision_number)).toEqual([5, 4, 3, 2, 1]);
  expect(after[0]!.revision_reason).toContain('Ongedaan maken van herstel');
  await tab(page, 'PROMPT').click();
  await expect(prompt(page)).toHaveText(SECOND);
});

test('from the palette: compare and restore by keyboard, with the template, the revision and the reason picked', async ({
  page,
}) => {
  const { organization, template, path } = await arrange();
  await page.goto(`/organizations/${organization.id}?tab=templates`);
  await expect(page.getByRole('rowheader', { name: template.title })).toBeVisible();
  let palette = await openPalette(page);
  await palette.getByRole('combobox').fill('revisie vergelijken');
  await expect(palette.getByRole('option').first()).toContainText('Revisie vergelijken');
  await page.keyboard.press('Enter');
  await palette.getByRole('combobox').fill(template.title);
  await expect(palette.getByRole('option').first()).toContainText(template.title);
  await page.keyboard.press('Enter');
  await palette.getByRole('combobox').fill('Revisie 2');
  await expect(palette.getByRole('option').first()).toContainText('Revisie 2');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(tab(page, 'REVISIES')).toHaveAttribute('aria-selected', 'true');
  const heading = page.getByRole('heading', { name: 'Revisie 2 vergeleken met Huidige versie (revisie 3)' });
  await expect(heading).toBeFocused();
  await expect(page.locator('[data-field="description"] ins')).toHaveText('toegevoegd: Tweede wijziging');

  // The template is on screen now: the palette asks only the revision and the reason.
  palette = await openPalette(page);
  await palette.getByRole('combobox').fill('revisie herstellen');
  await page.keyboard.press('Enter');
  await palette.getByRole('combobox').fill('Revisie 1');
  await expect(palette.getByRole('option').first()).toContainText('Revisie 1');
  await page.keyboard.press('Enter');
  await palette.getByRole('combobox').fill('Via het palet');
  await expect(palette.getByRole('option').first()).toContainText('Herstellen met reden: Via het palet');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Template succesvol hersteld naar eerdere revisie')).toBeVisible();
  await expect(row(page, 4)).toContainText('Via het palet');
  expect((await revisionsOf(template.id))[0]!.revision_reason).toContain('Via het palet');
  // The editor shows the restored fields (revision 1's prompt).
  await tab(page, 'PROMPT').click();
  await expect(prompt(page)).toHaveText(FIRST);
});

test('unsaved changes hold up a restore; the section passes axe in light and dark', async ({ page }) => {
  const { template, path } = await arrange();
  await page.goto(path);
  await page.getByLabel('Titel', { exact: true }).fill('Nog niet opgeslagen');
  await tab(page, 'REVISIES').click();
  const restore = page.getByRole('button', { name: 'Revisie 1 herstellen' });
  await expect(restore).toBeDisabled();
  await expect(page.getByText('Sla ze eerst op (dan blijven ze bewaard als revisie)')).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Revisie 2 vergelijken met de huidige versie' }).click();
  await expect(page.locator('[data-field="description"] ins')).toBeVisible();
  await page.getByRole('button', { name: 'Wissel licht/donker thema' }).click();
  await expect(page.locator('.radix-themes').first()).toHaveClass(/dark/);
  expect(await violations(page)).toEqual([]);

  // Saved, the edits are a revision themselves (what a restore would have thrown away).
  await page
    .getByRole('group', { name: 'Acties' })
    .getByRole('button', { name: 'Opslaan', exact: true })
    .click();
  await expect(page).toHaveURL(/tab=templates/);
  const saved = await revisionsOf(template.id);
  expect(saved.map((revision) => revision.revision_number)).toEqual([4, 3, 2, 1]);
});

test('past 20 revisions, Meer laden loads the older ones', async ({ page }) => {
  const { template, path } = await arrange();
  const orgPath = path.replace(
    /^\/organizations\/(\d+)\/templates\//,
    'admin/organizations/$1/meeting-types/',
  );
  for (let i = 1; i <= 19; i++) {
    await callApi('PUT', orgPath, {
      title: template.title,
      content: `${SECOND} Versie ${i}.`,
      complexity: 'SMALL',
    });
  }
  const first = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader').filter({ hasText: /^1(?!\d)/ }) });
  await page.goto(path);
  await tab(page, 'REVISIES').click();
  const revisions = page.getByRole('table', { name: 'Revisies van dit template, nieuwste eerst' });
  await expect(revisions.getByRole('row')).toHaveCount(21);
  await expect(page.getByText('20 van 22 revisies getoond')).toBeVisible();
  await expect(first).toHaveCount(0);
  await page.getByRole('button', { name: 'Meer laden' }).click();
  await expect(revisions.getByRole('row')).toHaveCount(23);
  await expect(first).toBeVisible();
  await expect(page.getByRole('button', { name: 'Meer laden' })).toHaveCount(0);
});
