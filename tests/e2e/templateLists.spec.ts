import { expect, test, type Locator, type Page } from './support/fixtures';
import { callApi, unique } from './support/api';
import { openPalette, signedIn } from './support/app';
import { axeLightAndDark, violations } from './support/axe';
import { makeOrganization, makeUser, type CreatedUser } from './support/organizations';

interface Template {
  id: number;
  name: string;
  title: string;
}

/** A personal template of the user, created through the API; answers it as the user's list has it. */
async function makePersonal(user: CreatedUser, title: string): Promise<Template> {
  const created = await callApi<{ name: string }>('POST', `admin/users/${user.id}/meeting-types`, {
    title,
    description: `Beschrijving van ${title}`,
    content: `Vat de vergadering samen (${title}).`,
    complexity: 'SMALL',
  });
  return callApi<Template>('GET', `admin/users/${user.id}/meeting-types/${created.name}`);
}

/** A default template that no other test touches: the last one of the list, by title. */
async function someDefault(): Promise<Template> {
  const list = await callApi<Template[]>('GET', 'admin/default-templates');
  const seeded = list.find((t) => t.name === 'besluitenlijst') ?? list.at(-1);
  if (!seeded) throw new Error('geen standaard templates');
  return seeded;
}

/** The default templates of the demo seed (no test reorders them among themselves). */
const SEEDED_DEFAULTS = [
  'notulen',
  'actiepunten',
  'klantgesprek',
  'sollicitatiegesprek',
  'stand-up',
  'besluitenlijst',
];

const userTable = (page: Page, user: CreatedUser) =>
  page.getByRole('table', { name: `Templates van ${user.username}`, exact: true });
const disabledUserTable = (page: Page, user: CreatedUser) =>
  page.getByRole('table', { name: `Uitgeschakelde templates van ${user.username}`, exact: true });
const rowOf = (table: Locator, title: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: title }) });

/** The titles of a user's templates table, top to bottom. */
const userTitles = (table: Locator) => table.locator('tbody tr th > div:first-child').allTextContents();

/** The position of each title in the list (to compare the order of the ones a test made). */
async function orderOf(table: Locator, titles: string[], read = userTitles): Promise<string[]> {
  const all = await read(table);
  return [...titles].sort((a, b) => all.indexOf(a) - all.indexOf(b));
}

const savedOrder = (page: Page, path: string) =>
  page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith(path) && response.ok(),
  );

/**
 * dnd-kit's keyboard sensor starts listening for the arrow keys in a timer task queued at the pick-up. A timer
 * queued now in the page runs after it, so once it has run the arrows are heard (no guessed wait).
 */
const afterPickUp = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));

async function openUserTemplates(page: Page, user: CreatedUser) {
  await page.goto(`/users/${user.id}?tab=templates`);
  await expect(page.getByRole('tab', { name: 'Templates' })).toHaveAttribute('aria-selected', 'true');
  await expect(userTable(page, user)).toBeVisible();
}

/** Drags the row's handle by the mouse until its centre lies on the target row's centre. */
async function drag(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  const fromRow = (await handle.locator('xpath=ancestor::tr').boundingBox())!;
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  const dy = to.y + to.height / 2 - (fromRow.y + fromRow.height / 2);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + Math.sign(dy) * 8, { steps: 3 });
  await page.mouse.move(x, y + dy, { steps: 20 });
  await page.mouse.up();
}

test.beforeEach(async ({ page }) => signedIn(page));

test.describe('user detail, templates tab', () => {
  test('reorder by drag and by keyboard; the order survives a reload', async ({ page }) => {
    const user = await makeUser('volgorde');
    const [a, b, c] = [unique('Alfa'), unique('Bravo'), unique('Charlie')];
    for (const title of [a, b, c]) await makePersonal(user, title);
    await openUserTemplates(page, user);
    const table = userTable(page, user);
    await expect.poll(() => orderOf(table, [a, b, c])).toEqual([a, b, c]);

    // Drag Charlie onto Alfa's place.
    let saved = savedOrder(page, `/admin/users/${user.id}/meeting-types/reorder`);
    await drag(page, table.getByRole('button', { name: `Verplaats ${c}` }), rowOf(table, a));
    await saved;
    await expect.poll(() => orderOf(table, [a, b, c])).toEqual([c, a, b]);
    await page.reload();
    await expect.poll(() => orderOf(userTable(page, user), [a, b, c])).toEqual([c, a, b]);

    // By keyboard: pick Alfa up with Space, one down, drop with Space; focus stays on its handle.
    const handle = userTable(page, user).getByRole('button', { name: `Verplaats ${a}` });
    await handle.focus();
    saved = savedOrder(page, `/admin/users/${user.id}/meeting-types/reorder`);
    const announced = (text: string) =>
      expect(page.getByRole('status').filter({ hasText: text })).toHaveCount(1);
    await page.keyboard.press('Space');
    await announced(`${a} naar positie 2 van`);
    await afterPickUp(page);
    await page.keyboard.press('ArrowDown');
    await announced(`${a} naar positie 3`);
    await page.keyboard.press('Space');
    await saved;
    await expect.poll(() => orderOf(userTable(page, user), [a, b, c])).toEqual([c, b, a]);
    await expect(handle).toBeFocused();

    // Alt+↑ on the handle moves it one place at once; the arrow button likewise.
    saved = savedOrder(page, `/admin/users/${user.id}/meeting-types/reorder`);
    await page.keyboard.press('Alt+ArrowUp');
    await saved;
    await expect.poll(() => orderOf(userTable(page, user), [a, b, c])).toEqual([c, a, b]);
    await expect(handle).toBeFocused();
    saved = savedOrder(page, `/admin/users/${user.id}/meeting-types/reorder`);
    await userTable(page, user)
      .getByRole('button', { name: `${b} omhoog` })
      .click();
    await saved;
    await expect.poll(() => orderOf(userTable(page, user), [a, b, c])).toEqual([c, b, a]);
    await expect(page.getByText('Volgorde succesvol bijgewerkt').first()).toBeVisible();

    await page.reload();
    await expect.poll(() => orderOf(userTable(page, user), [a, b, c])).toEqual([c, b, a]);
    // The top row cannot move further up.
    const titles = await userTitles(userTable(page, user));
    await expect(userTable(page, user).getByRole('button', { name: `${titles[0]} omhoog` })).toBeDisabled();
  });

  test('switch off a default template for the user, see it in the disabled list, enable it again', async ({
    page,
  }) => {
    const user = await makeUser('uitzetten');
    const template = await someDefault();
    await openUserTemplates(page, user);
    const table = userTable(page, user);
    const row = rowOf(table, template.title);
    await expect(row).toContainText('Standaard');
    await expect(row.getByRole('link', { name: `Bekijken ${template.title}` })).toHaveAttribute(
      'href',
      `/templates/default/${template.name}?userId=${user.id}`,
    );
    await expect(row.getByRole('button', { name: `Verwijderen ${template.title}` })).toHaveCount(0);

    await row.getByRole('button', { name: `Uitschakelen ${template.title}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Template uitschakelen' });
    await expect(confirm).toContainText(template.title);
    await confirm.getByRole('button', { name: 'Uitschakelen' }).click();
    await expect(page.getByText('Template uitgeschakeld', { exact: true })).toBeVisible();
    await expect(rowOf(table, template.title)).toHaveCount(0);
    const disabled = rowOf(disabledUserTable(page, user), template.title);
    await expect(disabled).toContainText('Deze gebruiker');

    await disabled.getByRole('button', { name: `Inschakelen ${template.title}` }).click();
    await expect(page.getByText('Template ingeschakeld', { exact: true })).toBeVisible();
    await expect(rowOf(table, template.title)).toBeVisible();
    await expect(page.getByText('Er zijn geen uitgeschakelde templates.')).toBeVisible();
  });

  test('personal templates are edited and deleted after confirmation', async ({ page }) => {
    const user = await makeUser('persoonlijk');
    const template = await makePersonal(user, unique('Weekstart'));
    await openUserTemplates(page, user);
    const row = rowOf(userTable(page, user), template.title);
    await expect(row).toContainText('Persoonlijk');
    await expect(row.getByRole('link', { name: `Bewerken ${template.title}` })).toHaveAttribute(
      'href',
      `/templates/${user.id}/${template.name}`,
    );
    await expect(page.getByRole('link', { name: 'Nieuw template' })).toHaveAttribute(
      'href',
      `/templates/new?userId=${user.id}`,
    );
    const titles = await userTitles(userTable(page, user));
    const next = titles[titles.indexOf(template.title) + 1];
    await row.getByRole('button', { name: `Verwijderen ${template.title}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Template verwijderen' });
    await expect(confirm).toContainText(template.title);
    await confirm.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(page.getByText('Template succesvol verwijderd')).toBeVisible();
    await expect(rowOf(userTable(page, user), template.title)).toHaveCount(0);
    // The focus stays in the list, on the next row's first action.
    await expect(rowOf(userTable(page, user), next!).getByRole('link')).toBeFocused();
  });

  test('the dialog editor changes a personal template from the list', async ({ page }) => {
    const user = await makeUser('snel');
    const template = await makePersonal(user, unique('Dagstart'));
    await openUserTemplates(page, user);
    await rowOf(userTable(page, user), template.title)
      .getByRole('button', { name: `Snel bewerken ${template.title}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Template bewerken' });
    const title = dialog.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveValue(template.title);
    await title.fill('');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Title and content are required');
    const renamed = `${template.title} (bijgewerkt)`;
    await title.fill(renamed);
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(userTable(page, user), renamed)).toBeVisible();
    const saved = await callApi<Template>('GET', `admin/users/${user.id}/meeting-types/${template.name}`);
    expect(saved.title).toBe(renamed);
  });

  test('closing the dialog editor with unsaved changes asks first', async ({ page }) => {
    const user = await makeUser('vraag');
    const template = await makePersonal(user, unique('Weekstart'));
    await openUserTemplates(page, user);
    const open = () =>
      rowOf(userTable(page, user), template.title)
        .getByRole('button', { name: `Snel bewerken ${template.title}` })
        .click();
    await open();
    const dialog = page.getByRole('dialog', { name: 'Template bewerken' });
    // Unchanged: it closes at once.
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await expect(dialog).toBeHidden();

    await open();
    await dialog.getByRole('textbox', { name: 'Title' }).fill(`${template.title} (half af)`);
    await page.keyboard.press('Escape');
    const ask = page.getByRole('alertdialog', { name: 'Wijzigingen niet opgeslagen' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Annuleren' }).click();
    await expect(ask).toBeHidden();
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(`${template.title} (half af)`);

    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await ask.getByRole('button', { name: 'Verlaten zonder opslaan' }).click();
    await expect(dialog).toBeHidden();
    const kept = await callApi<Template>('GET', `admin/users/${user.id}/meeting-types/${template.name}`);
    expect(kept.title).toBe(template.title);
  });

  test('duplicate templates from another user', async ({ page }) => {
    const [source, target] = [await makeUser('bron'), await makeUser('doel')];
    const [first, second] = [unique('Intake'), unique('Evaluatie')];
    await makePersonal(source, first);
    await makePersonal(source, second);
    await openUserTemplates(page, target);

    await page.getByRole('button', { name: 'Templates dupliceren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Templates dupliceren' });
    await dialog.getByRole('button', { name: 'Dupliceren' }).click();
    await expect(dialog.getByText('Selecteer een brongebruiker en ten minste één template.')).toBeVisible();

    await dialog.getByPlaceholder('Zoek op naam of e-mail…').fill(source.username);
    await dialog.getByRole('checkbox', { name: new RegExp(source.username) }).click();
    const templates = dialog.getByRole('group', { name: 'Templates van de brongebruiker' });
    await templates.getByRole('checkbox', { name: new RegExp(first) }).click();
    await templates.getByRole('checkbox', { name: new RegExp(second) }).click();
    await expect(dialog.getByText('2 template(s) geselecteerd')).toBeVisible();
    await expect(page).toHaveURL(/tab=templates/);
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Dupliceren' }).click();
    await expect(page.getByText('Templates succesvol gedupliceerd.')).toBeVisible();
    await expect(dialog).toBeHidden();

    const table = userTable(page, target);
    await expect(rowOf(table, first)).toContainText('Persoonlijk');
    await expect(rowOf(table, second)).toContainText('Persoonlijk');
    // The source keeps its own.
    const sourceList = await callApi<{ meeting_types: Template[] }>(
      'GET',
      `admin/users/${source.id}/meeting-types`,
    );
    expect(sourceList.meeting_types.filter((t) => [first, second].includes(t.title))).toHaveLength(2);
  });

  test('has no axe violations in light and dark', async ({ page }) => {
    const user = await makeUser('axe');
    await makePersonal(user, unique('Axe'));
    await openUserTemplates(page, user);
    await axeLightAndDark(page, userTable(page, user));
  });
});

test.describe('organisation detail, templates tab', () => {
  const orgTable = (page: Page) =>
    page.getByRole('table', { name: 'Templates van de organisatie', exact: true });
  const orgDisabled = (page: Page) =>
    page.getByRole('table', { name: 'Uitgeschakelde templates van de organisatie', exact: true });
  const orgTitles = (table: Locator) => table.locator('tbody tr th').allTextContents();

  test('switch off a default template, see it in the disabled table, enable it; own templates reorder', async ({
    page,
  }) => {
    const organization = await makeOrganization('sjablonen');
    const own = unique('Teamoverleg');
    const created = await callApi<{ name: string }>(
      'POST',
      `admin/organizations/${organization.id}/meeting-types`,
      { title: own, content: 'Vat het teamoverleg samen.', complexity: 'SMALL' },
    );
    const template = await someDefault();
    await page.goto(`/organizations/${organization.id}?tab=templates`);
    const table = orgTable(page);
    await expect(table).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nieuw template' })).toHaveAttribute(
      'href',
      `/organizations/${organization.id}/templates/new`,
    );

    const ownRow = rowOf(table, own);
    await expect(ownRow).toContainText('Ja');
    await expect(ownRow.getByRole('link', { name: `Bewerken ${own}` })).toHaveAttribute(
      'href',
      `/organizations/${organization.id}/templates/${created.name}`,
    );
    await expect(ownRow.getByRole('button', { name: `Uitschakelen ${own}` })).toHaveCount(0);

    const row = rowOf(table, template.title);
    await expect(row).toContainText('Standaard');
    await expect(row.getByRole('button', { name: `Verwijderen ${template.title}` })).toHaveCount(0);
    await row.getByRole('button', { name: `Uitschakelen ${template.title}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Template uitschakelen' });
    await expect(confirm).toContainText(organization.name);
    await confirm.getByRole('button', { name: 'Uitschakelen' }).click();
    await expect(page.getByText('Template uitgeschakeld', { exact: true })).toBeVisible();
    await expect(rowOf(table, template.title)).toHaveCount(0);
    await expect(table.locator(':focus')).toHaveAccessibleName(/^(Bekijken|Bewerken) /);
    const disabled = orgDisabled(page).getByRole('row').filter({ hasText: template.title });
    await expect(disabled).toContainText(template.name);
    await expect(disabled).toContainText('Standaard');
    await axeLightAndDark(page, table);

    await disabled.getByRole('button', { name: `Inschakelen ${template.title}` }).click();
    await expect(page.getByText('Template ingeschakeld', { exact: true })).toBeVisible();
    await expect(rowOf(table, template.title)).toBeVisible();
    await expect(page.getByText('Er zijn geen uitgeschakelde templates.')).toBeFocused();

    // Its own template moves two places down by keyboard, and stays there. Two places, not to the bottom: the
    // list holds every default template, and tests running beside this one add more, so the walk to the bottom
    // grew with the run (and once ran out of the test's time).
    const saved = savedOrder(page, `/admin/organizations/${organization.id}/meeting-types/reorder`);
    const before = await orgTitles(table);
    expect(before[0]).toBe(own);
    await table.getByRole('button', { name: `Verplaats ${own}` }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('status').filter({ hasText: `${own} naar positie 1 van` })).toHaveCount(1);
    await afterPickUp(page);
    for (const position of [2, 3]) {
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('status').filter({ hasText: `naar positie ${position} van` })).toHaveCount(
        1,
      );
    }
    await page.keyboard.press('Space');
    await saved;
    await page.reload();
    // Compared among the templates it was moved past: a default template another test adds meanwhile comes after
    // an organisation's saved order, and one it deletes is left out of it.
    const moved = before.slice(0, 3);
    await expect.poll(() => orderOf(orgTable(page), moved, orgTitles)).toEqual([moved[1], moved[2], own]);
  });
});

test('from the palette, "switch off template X for organisation Y" takes a few keystrokes', async ({
  page,
}) => {
  const organization = await makeOrganization('palet');
  const template = await someDefault();
  // Opened after the organisation was made through the API, so the shell's list of organisations holds it.
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
  const palette = await openPalette(page);
  const input = palette.getByRole('combobox');
  await input.fill('uitschakelen organisatie');
  await expect(palette.getByRole('option').first()).toContainText('Template uitschakelen voor organisatie');
  await page.keyboard.press('Enter');
  await input.fill(organization.name);
  await expect(palette.getByRole('option').first()).toContainText(organization.name);
  await page.keyboard.press('Enter');
  await input.fill(template.title.slice(0, 5));
  await expect(palette.getByRole('option').first()).toContainText(template.title);
  // Only what can be switched off for an organisation: default templates.
  await expect(palette.getByRole('option').first()).toContainText('Standaard');
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Template uitschakelen' });
  await expect(confirm).toContainText(organization.name);
  // The confirmation starts on Annuleren (safe); Tab reaches Uitschakelen.
  await expect(confirm.getByRole('button', { name: 'Annuleren' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Uitschakelen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Template uitgeschakeld', { exact: true })).toBeVisible();
  const disabled = await callApi<{ disabled_templates: Template[] }>(
    'GET',
    `admin/organizations/${organization.id}/templates/disabled`,
  );
  expect(disabled.disabled_templates.map((t) => t.id)).toEqual([template.id]);
});

test.describe('default templates', () => {
  const defaultsTable = (page: Page) => page.getByRole('table', { name: 'Standaard templates', exact: true });
  const titleCells = (table: Locator) => table.locator('tbody tr td:nth-child(3)').allTextContents();

  test('move up and down, with edit links and a delete that asks first', async ({ page }) => {
    const [first, second] = [unique('Eerste'), unique('Tweede')];
    const ids: number[] = [];
    for (const title of [first, second]) {
      const created = await callApi<{ template_id: number }>('POST', 'admin/default-templates', {
        name: title.toLowerCase(),
        title,
        content: `Inhoud van ${title}`,
        complexity: 'MEDIUM',
      });
      ids.push(created.template_id);
    }
    await page.goto('/default-templates');
    const table = defaultsTable(page);
    await expect(table).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nieuw standaard template' })).toHaveAttribute(
      'href',
      '/default-templates/new',
    );
    const row = table.getByRole('row').filter({ hasText: second });
    await expect(row).toContainText('MEDIUM');
    await expect(row.getByRole('link', { name: `Bewerken ${second}` })).toHaveAttribute(
      'href',
      /^\/default-templates\/\d+$/,
    );
    await expect.poll(() => orderOf(table, [first, second], titleCells)).toEqual([first, second]);

    let saved = savedOrder(page, '/admin/default-templates/reorder');
    await table.getByRole('button', { name: `${second} omhoog` }).click();
    await saved;
    await expect(page.getByText('Volgorde succesvol bijgewerkt').first()).toBeVisible();
    await page.reload();
    await expect
      .poll(() => orderOf(defaultsTable(page), [first, second], titleCells))
      .toEqual([second, first]);

    saved = savedOrder(page, '/admin/default-templates/reorder');
    await defaultsTable(page)
      .getByRole('button', { name: `${second} omlaag` })
      .click();
    await saved;
    await expect
      .poll(() => orderOf(defaultsTable(page), [first, second], titleCells))
      .toEqual([first, second]);
    await axeLightAndDark(page, defaultsTable(page));

    await defaultsTable(page)
      .getByRole('button', { name: `Verwijderen ${second}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Template verwijderen' });
    await expect(confirm).toContainText(second);
    await confirm.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(page.getByText('Template succesvol verwijderd')).toBeVisible();
    await expect(defaultsTable(page).getByRole('row').filter({ hasText: second })).toHaveCount(0);
    await expect(defaultsTable(page).locator(':focus')).toHaveAccessibleName(/^Bewerken /);
    // Leave no default template behind for the other tests' lists.
    await callApi('DELETE', `admin/default-templates/${ids[0]}`);
  });
});

test.describe('template settings', () => {
  const settingsTable = (page: Page) => page.getByRole('table', { name: 'Mijn templates', exact: true });
  const titles = (table: Locator) => table.locator('tbody tr th > div:first-child').allTextContents();

  test('reset order, and switch a default template off and on for oneself', async ({ page }) => {
    // Other tests add and remove templates meanwhile (in parallel): the order saved and checked is that of the
    // seeded default templates, which no test removes (a saved order may name part of the list).
    const defaults = await callApi<Template[]>('GET', 'admin/default-templates');
    const seededTemplates = defaults.filter((t) => SEEDED_DEFAULTS.includes(t.name));
    const seeded = seededTemplates.map((t) => t.title);
    expect(seeded.length).toBeGreaterThan(2);
    await callApi('POST', 'templates/reorder', {
      templates: [...seededTemplates].reverse().map((t) => t.id),
    });
    await page.goto('/template-settings');
    await expect(page.getByRole('heading', { name: 'Template instellingen' })).toBeVisible();
    const table = settingsTable(page);
    await expect.poll(() => orderOf(table, seeded, titles)).toEqual([...seeded].reverse());
    await axeLightAndDark(page, table);

    await page.getByRole('button', { name: 'Volgorde herstellen' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Volgorde herstellen' });
    await confirm.getByRole('button', { name: 'Herstellen' }).click();
    await expect(page.getByText('Volgorde hersteld')).toBeVisible();
    await expect.poll(() => orderOf(table, seeded, titles)).toEqual(seeded);

    const template = await someDefault();
    const row = rowOf(table, template.title);
    await expect(row).toContainText('Standaard');
    await row.getByRole('button', { name: `Uitschakelen ${template.title}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Template uitschakelen' })
      .getByRole('button', { name: 'Uitschakelen' })
      .click();
    await expect(row).toContainText('Uitgeschakeld');
    // The confirmation closes and the focus is back on the row's switch.
    await expect(row.getByRole('button', { name: `Inschakelen ${template.title}` })).toBeFocused();
    await row.getByRole('button', { name: `Inschakelen ${template.title}` }).click();
    await expect(row).toContainText('Ingeschakeld');
  });
});
