// Taxonomies: the list, a new taxonomy (from an organisation's tab, or with the owner chosen), the
// editor with its terms (keyboard, local terms before the first save, conflicts, paste), the XML preview, the
// taxonomies tabs of user and organisation detail, an organisation administrator's view, and axe.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/fixtures';
import { callApi, unique } from './support/api';
import { signedIn, signInAs } from './support/app';
import { axeLightAndDark, violations } from './support/axe';
import { makeOrganization, makeUser } from './support/organizations';
import { servers } from './support/ports';

interface Term {
  id: number;
  correct_form: string;
  alternatives: string[];
}

interface Taxonomy {
  id: number;
  name: string;
  term_count: number;
  terms: Term[];
  is_org_wide: boolean;
}

/** A taxonomy of a user or an organisation with its terms, through the API. */
function makeTaxonomy(
  owner: { users: number } | { organizations: number },
  name: string,
  terms: { correct_form: string; alternatives?: string[] }[] = [],
  extra: Record<string, unknown> = {},
): Promise<Taxonomy> {
  const [kind, id] = Object.entries(owner)[0]!;
  return callApi<Taxonomy>('POST', `admin/${kind}/${id}/taxonomies`, {
    name,
    description: `Vaktermen van ${name}`,
    terms,
    ...extra,
  });
}

const getTaxonomy = (id: number) => callApi<Taxonomy>('GET', `admin/taxonomies/${id}`);
const savedTerms = async (id: number) =>
  (await getTaxonomy(id)).terms.map((term) => [term.correct_form, term.alternatives]);

const termsTable = (page: Page) => page.getByRole('table', { name: 'Termen van de taxonomie' });
const termRow = (page: Page, form: string) =>
  termsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: form, exact: true }) });
const newTerm = (page: Page) => page.getByRole('region', { name: 'Nieuwe term' });

/** Types a term in the new-term form by keyboard: the correct form, Tab, each alternative + Enter, Enter. */
async function typeTerm(page: Page, form: string, alternatives: string[]) {
  const section = newTerm(page);
  await section.getByLabel('Correcte vorm').fill(form);
  await page.keyboard.press('Tab');
  await expect(section.getByLabel('Alternatieven', { exact: true })).toBeFocused();
  for (const alternative of alternatives) {
    await page.keyboard.type(alternative);
    await page.keyboard.press('Enter');
    await expect(
      section.getByRole('button', { name: `Alternatief ${alternative} verwijderen` }),
    ).toBeVisible();
  }
  await page.keyboard.press('Enter');
  // The form is empty again and ready for the next term.
  await expect(section.getByLabel('Correcte vorm')).toHaveValue('');
  await expect(section.getByLabel('Correcte vorm')).toBeFocused();
}

test.describe('as a platform administrator', () => {
  test.beforeEach(async ({ page }) => signedIn(page));

  test('a taxonomy made from an organisation’s tab: terms before the first save, by keyboard, the XML preview', async ({
    page,
  }) => {
    const organization = await makeOrganization('taxo');
    const name = unique('Vaktermen');
    await page.goto(`/organizations/${organization.id}?tab=taxonomies`);
    await expect(page.getByRole('tab', { name: 'Taxonomieën' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Deze organisatie heeft nog geen taxonomieën.')).toBeVisible();
    await page.getByRole('link', { name: 'Nieuwe taxonomie' }).click();
    await expect(page).toHaveURL(`${servers.plain}/taxonomies/new?orgId=${organization.id}`);
    await expect(page.getByText(organization.name)).toBeVisible();

    // Saving without name and description says so.
    await page.getByRole('button', { name: /Taxonomie opslaan/ }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Naam en beschrijving zijn verplicht' }),
    ).toBeVisible();
    await page.getByLabel('Naam', { exact: true }).fill(name);
    await page.getByLabel('Beschrijving').fill('Woorden uit de ICT');

    // Terms before the first save stay in the page, then go with the taxonomy.
    await typeTerm(page, 'Kubernetes', ['kubernetis', 'k8s']);
    await typeTerm(page, 'PostgreSQL', ['postgres']);
    await expect(termRow(page, 'Kubernetes')).toContainText('kubernetis, k8s');
    await expect(page.getByText('2 term(en) nog niet opgeslagen')).toBeVisible();
    // An empty correct form is refused.
    await newTerm(page).getByRole('button', { name: 'Term toevoegen' }).click();
    await expect(newTerm(page).getByText('Voer een correcte vorm in')).toBeVisible();

    await page.getByRole('button', { name: /Taxonomie opslaan/ }).click();
    await expect(page).toHaveURL(new RegExp(`${servers.plain}/taxonomies/\\d+$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    expect(await savedTerms(id)).toEqual([
      ['Kubernetes', ['kubernetis', 'k8s']],
      ['PostgreSQL', ['postgres']],
    ]);

    // On the saved taxonomy each term goes to the server at once.
    await typeTerm(page, 'Docker', ['dokker']);
    await expect(termRow(page, 'Docker')).toBeVisible();
    await expect.poll(() => savedTerms(id)).toContainEqual(['Docker', ['dokker']]);

    // The XML preview in a read-only editor, with the saved terms.
    await page.getByRole('button', { name: 'XML-voorbeeld tonen' }).click();
    const xml = page.getByRole('textbox', { name: 'XML-voorbeeld van de taxonomie' });
    await expect(xml).toContainText('<correct>Kubernetes</correct>');
    await expect(xml).toContainText('<alternative>dokker</alternative>');
    await expect(xml).toHaveAttribute('contenteditable', 'false');

    // The organisation's tab lists it with its count.
    await page.goto(`/organizations/${organization.id}?tab=taxonomies`);
    const row = page
      .getByRole('table', { name: 'Taxonomieën van de organisatie' })
      .getByRole('row')
      .filter({ hasText: name });
    await expect(row).toContainText('Woorden uit de ICT');
    // After the name (the row's header): description, org-wide, term count, last updated.
    await expect(row.getByRole('cell').nth(2)).toHaveText('3');
  });

  test('terms added one after another give one toast at a time, never over the field being typed in', async ({
    page,
  }) => {
    const user = await makeUser('meldingen');
    const taxonomy = await makeTaxonomy({ users: user.id }, unique('Meldingen'));
    await page.goto(`/taxonomies/${taxonomy.id}`);
    const alternatives = newTerm(page).getByLabel('Alternatieven', { exact: true });
    await expect(alternatives).toBeVisible();
    // The new-term form at the foot of the window (a short window, or a long page scrolled).
    const { width } = page.viewportSize()!;
    const start = (await alternatives.boundingBox())!;
    await page.setViewportSize({ width, height: Math.ceil(start.y + start.height + 24) });
    // Where the toasts stand by default (bottom right, 320 px wide) they would cover the field.
    expect(start.x + start.width).toBeGreaterThan(width - 16 - 320);

    await typeTerm(page, 'Kubernetes', ['k8s']);
    await typeTerm(page, 'Helm', ['helm chart']);
    await newTerm(page).getByLabel('Correcte vorm').fill('Docker');
    await page.keyboard.press('Tab');
    await expect(alternatives).toBeFocused();

    const toasts = page.getByRole('region', { name: 'Meldingen' });
    await expect(toasts.getByText(/toegevoegd/)).toHaveText(['Term “Helm” toegevoegd']);
    const stack = (await toasts.boundingBox())!;
    const field = (await alternatives.boundingBox())!;
    const covers =
      stack.x < field.x + field.width &&
      field.x < stack.x + stack.width &&
      stack.y < field.y + field.height &&
      field.y < stack.y + stack.height;
    expect(covers).toBe(false);
  });

  test('conflicts show as you type; editing a term keeps it; a term is deleted after confirmation', async ({
    page,
  }) => {
    const user = await makeUser('conflict');
    const taxonomy = await makeTaxonomy({ users: user.id }, unique('Conflicten'), [
      { correct_form: 'Kubernetes', alternatives: ['k8s'] },
      { correct_form: 'Helm', alternatives: [] },
    ]);
    await page.goto(`/taxonomies/${taxonomy.id}`);
    const section = newTerm(page);
    await section.getByLabel('Correcte vorm').fill('Docker');
    await section.getByLabel('Alternatieven', { exact: true }).fill('K8S');
    await expect(
      section.getByText('Het alternatief “K8S” is ook een alternatief van “Kubernetes”.'),
    ).toBeVisible();
    await section.getByLabel('Alternatieven', { exact: true }).fill('docker');
    await expect(
      section.getByText('“docker” is de correcte vorm zelf en hoort niet bij de alternatieven.'),
    ).toBeVisible();
    await section.getByLabel('Correcte vorm').fill('helm');
    await expect(section.getByText('De term “helm” bestaat al in deze taxonomie.')).toBeVisible();
    await section.getByRole('button', { name: 'Term toevoegen' }).click();
    expect(await savedTerms(taxonomy.id)).toHaveLength(2);

    // Edit: an alternative removed, one added by Enter.
    await termRow(page, 'Kubernetes').getByRole('button', { name: 'Bewerken Kubernetes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Term bewerken' });
    await dialog.getByRole('button', { name: 'Alternatief k8s verwijderen' }).click();
    await dialog.getByLabel('Alternatieven', { exact: true }).fill('kube');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog).toBeHidden();
    await expect(termRow(page, 'Kubernetes')).toContainText('kube');
    await expect.poll(() => savedTerms(taxonomy.id)).toContainEqual(['Kubernetes', ['kube']]);

    await termRow(page, 'Helm').getByRole('button', { name: 'Verwijderen Helm' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Term verwijderen' });
    await expect(confirm).toContainText('“Helm”');
    await confirm.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(termRow(page, 'Helm')).toHaveCount(0);
    expect(await savedTerms(taxonomy.id)).toEqual([['Kubernetes', ['kube']]]);
  });

  test('pasting terms shows what will be added and what conflicts, then adds them in one batch', async ({
    page,
  }) => {
    const organization = await makeOrganization('plakken');
    const taxonomy = await makeTaxonomy({ organizations: organization.id }, unique('Plakken'), [
      { correct_form: 'Kubernetes', alternatives: ['k8s'] },
    ]);
    await page.goto(`/taxonomies/${taxonomy.id}`);
    await page.getByRole('button', { name: 'Termen plakken' }).click();
    const dialog = page.getByRole('dialog', { name: 'Termen plakken' });
    await dialog.getByLabel('Termen').fill('Docker; dokker\nkubernetes; kube\nHelm; K8S\n; zonder vorm');
    await expect(dialog.getByText('2 term(en) worden toegevoegd (1 daarvan met een conflict)')).toBeVisible();
    await expect(
      dialog.getByText('Het alternatief “K8S” is ook een alternatief van “Kubernetes”.'),
    ).toBeVisible();
    await expect(dialog.getByText('2 regel(s) overgeslagen')).toBeVisible();
    await expect(dialog.getByText('De term “kubernetes” bestaat al in deze taxonomie.')).toBeVisible();
    await expect(dialog.getByText('Voer een correcte vorm in')).toBeVisible();
    await dialog.getByRole('button', { name: '2 term(en) toevoegen' }).click();
    await expect(dialog).toBeHidden();
    await expect(termRow(page, 'Docker')).toContainText('dokker');
    await expect(termRow(page, 'Helm')).toBeVisible();
    expect(await savedTerms(taxonomy.id)).toEqual([
      ['Docker', ['dokker']],
      ['Helm', ['K8S']],
      ['Kubernetes', ['k8s']],
    ]);

    // The filter over the terms.
    await page.getByLabel('Filter termen').fill('dokk');
    await expect(termsTable(page).locator('tbody tr[aria-rowindex]')).toHaveCount(1);
    await expect(page.getByText('1 van 3 term(en)')).toBeVisible();
  });

  test('pasted terms on a new taxonomy are kept until the first save', async ({ page }) => {
    const user = await makeUser('nieuwplak');
    await page.goto(`/taxonomies/new?userId=${user.id}`);
    await expect(page.getByText(user.username)).toBeVisible();
    await page.getByRole('button', { name: 'Termen plakken' }).click();
    const dialog = page.getByRole('dialog', { name: 'Termen plakken' });
    await dialog.getByLabel('Termen').fill('Eerste; een\nTweede');
    await dialog.getByRole('button', { name: '2 term(en) toevoegen' }).click();
    await expect(termRow(page, 'Eerste')).toBeVisible();
    // Leaving now would lose them: it asks first.
    await page.getByRole('link', { name: 'Terug naar Taxonomieën' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Niet-opgeslagen wijzigingen' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Annuleren' }).click();
    await expect(page).toHaveURL(`${servers.plain}/taxonomies/new?userId=${user.id}`);
    await expect(termRow(page, 'Tweede')).toBeVisible();
    const name = unique('Geplakt');
    await page.getByLabel('Naam', { exact: true }).fill(name);
    await page.getByLabel('Beschrijving').fill('Geplakte termen');
    await page.keyboard.press('Control+s');
    await expect(page).toHaveURL(new RegExp(`${servers.plain}/taxonomies/\\d+$`));
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    expect(await savedTerms(id)).toEqual([
      ['Eerste', ['een']],
      ['Tweede', []],
    ]);
  });

  test('the user’s taxonomies tab: edit, rename, delete with confirmation', async ({ page }) => {
    const user = await makeUser('tabblad');
    const name = unique('Eigen');
    const taxonomy = await makeTaxonomy({ users: user.id }, name, [{ correct_form: 'Agile' }]);
    await page.goto(`/users/${user.id}?tab=taxonomies`);
    const table = page.getByRole('table', { name: `Taxonomieën van ${user.username}` });
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(`Vaktermen van ${name}`);
    await expect(row.getByRole('cell').nth(1)).toHaveText('Nee');
    await expect(row.getByRole('cell').nth(2)).toHaveText('1');
    await expect(page.getByRole('link', { name: 'Nieuwe taxonomie' })).toHaveAttribute(
      'href',
      `/taxonomies/new?userId=${user.id}`,
    );

    await row.getByRole('link', { name: `Bewerken ${name}` }).click();
    await expect(page).toHaveURL(`${servers.plain}/taxonomies/${taxonomy.id}`);
    const renamed = unique('Hernoemd');
    await page.getByLabel('Naam', { exact: true }).fill(renamed);
    await page.getByLabel('Standaard actief').click();
    await page.getByRole('button', { name: /^Opslaan/ }).click();
    await expect(page.getByText(`Taxonomie “${renamed}” opgeslagen`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

    await page.goto(`/users/${user.id}?tab=taxonomies`);
    await table
      .getByRole('row')
      .filter({ hasText: renamed })
      .getByRole('button', { name: `Verwijderen ${renamed}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Taxonomie verwijderen' });
    await expect(confirm).toContainText(renamed);
    await confirm.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(page.getByText('Deze gebruiker heeft nog geen taxonomieën.')).toBeVisible();
    const left = await callApi<{ taxonomies: Taxonomy[] }>('GET', `admin/users/${user.id}/taxonomies`);
    expect(left.taxonomies).toEqual([]);
  });

  test('the list: owner and org-wide badge, search in the URL, delete from the editor, a new one with the owner chosen', async ({
    page,
  }) => {
    const organization = await makeOrganization('lijst');
    const name = unique('Breed');
    const taxonomy = await makeTaxonomy({ organizations: organization.id }, name, [], { is_org_wide: true });
    await page.goto('/taxonomies');
    await page.getByRole('searchbox', { name: 'Zoek taxonomieën' }).fill(name);
    await expect(page).toHaveURL(new RegExp(`q=${name}`));
    const table = page.getByRole('table', { name: 'Taxonomieën' });
    await expect(table.locator('tbody tr')).toHaveCount(1);
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row.getByRole('img', { name: 'Organisatie' })).toBeVisible();
    await expect(row).toContainText(organization.name);
    await expect(row).toContainText('Organisatiebreed');
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Zoek taxonomieën' })).toHaveValue(name);

    await row.getByRole('link', { name: `Bewerken ${name}` }).click();
    await page.getByRole('button', { name: 'Verwijderen', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Taxonomie verwijderen' })
      .getByRole('button', { name: 'Verwijderen' })
      .click();
    await expect(page).toHaveURL(`${servers.plain}/taxonomies`);
    await expect(page.getByText(`Taxonomie “${name}” verwijderd`)).toBeVisible();
    const all = await callApi<{ taxonomies: Taxonomy[] }>('GET', 'admin/taxonomies');
    expect(all.taxonomies.map((x) => x.id)).not.toContain(taxonomy.id);

    // A new taxonomy without an owner in the address: the owner first.
    await page.getByRole('link', { name: 'Nieuwe taxonomie' }).click();
    await expect(page.getByText('Geen gebruiker of organisatie opgegeven')).toBeVisible();
    await page.getByRole('radio', { name: 'Organisatie' }).click();
    await page.getByRole('searchbox', { name: 'Zoek organisatie' }).fill(organization.name);
    await page.getByRole('button', { name: `Kiezen ${organization.name}` }).click();
    await expect(page).toHaveURL(`${servers.plain}/taxonomies/new?orgId=${organization.id}`);
    await expect(page.getByLabel('Naam', { exact: true })).toBeVisible();
  });

  test('the XML download holds the taxonomy and its terms, escaped', async ({ page }) => {
    const organization = await makeOrganization('xml-taxo');
    const taxonomy = await makeTaxonomy({ organizations: organization.id }, unique('Xml'), [
      { correct_form: 'R&D <team>', alternatives: ['R en D'] },
    ]);
    await page.goto(`/taxonomies/${taxonomy.id}`);
    await expect(termRow(page, 'R&D <team>')).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'XML downloaden' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`taxonomie-${taxonomy.id}.xml`);
    const xml = readFileSync((await download.path())!, 'utf8');
    expect(xml).toContain('<correct>R&amp;D &lt;team&gt;</correct>');
    expect(xml).toContain('<alternative>R en D</alternative>');
  });

  test.describe('the screens have no axe violations in light and dark', () => {
    test('the list', async ({ page }) => {
      const organization = await makeOrganization('axe-taxo');
      await makeTaxonomy({ organizations: organization.id }, unique('Axe'));
      await page.goto('/taxonomies');
      await axeLightAndDark(page, page.getByRole('table', { name: 'Taxonomieën' }));
    });

    test('the new-taxonomy screen, without and with an owner', async ({ page }) => {
      const organization = await makeOrganization('axe-taxo');
      await page.goto('/taxonomies/new');
      await axeLightAndDark(page, page.getByText('Geen gebruiker of organisatie opgegeven'));
      await page.goto(`/taxonomies/new?orgId=${organization.id}`);
      await axeLightAndDark(page, page.getByLabel('Naam', { exact: true }));
    });

    test('the editor with a conflict and the XML preview', async ({ page }) => {
      const organization = await makeOrganization('axe-taxo');
      const taxonomy = await makeTaxonomy({ organizations: organization.id }, unique('Axe'), [
        { correct_form: 'Kubernetes', alternatives: ['k8s', 'kube'] },
        { correct_form: 'Helm' },
      ]);
      await page.goto(`/taxonomies/${taxonomy.id}`);
      await expect(termRow(page, 'Kubernetes')).toBeVisible();
      await newTerm(page).getByLabel('Correcte vorm').fill('Docker');
      await newTerm(page).getByLabel('Alternatieven', { exact: true }).fill('k8s');
      await expect(newTerm(page).getByRole('status')).toBeVisible();
      await page.getByRole('button', { name: 'XML-voorbeeld tonen' }).click();
      const xml = page.getByRole('textbox', { name: 'XML-voorbeeld van de taxonomie' });
      await expect(xml).toContainText('<correct>Kubernetes</correct>');
      await axeLightAndDark(page, xml);
    });

    test('the paste dialog', async ({ page }) => {
      const organization = await makeOrganization('axe-taxo');
      const taxonomy = await makeTaxonomy({ organizations: organization.id }, unique('Axe'), [
        { correct_form: 'Kubernetes', alternatives: ['k8s', 'kube'] },
        { correct_form: 'Helm' },
      ]);
      await page.goto(`/taxonomies/${taxonomy.id}`);
      await expect(termRow(page, 'Kubernetes')).toBeVisible();
      // In light, then in dark (the theme switch is behind the dialog while it is open).
      const toggleTheme = () => page.getByRole('button', { name: 'Wissel licht/donker thema' }).click();
      for (const appearance of ['light', 'dark']) {
        if (appearance === 'dark') await toggleTheme();
        await page.getByRole('button', { name: 'Termen plakken' }).click();
        const dialog = page.getByRole('dialog', { name: 'Termen plakken' });
        await dialog.getByLabel('Termen').fill('Helm\nTerraform; k8s');
        await expect(
          dialog.getByText('1 term(en) worden toegevoegd (1 daarvan met een conflict)'),
        ).toBeVisible();
        expect(await violations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
      await toggleTheme();
      await expect(page.locator('.radix-themes').first()).not.toHaveClass(/dark/);
    });

    test('the user and organisation tabs', async ({ page }) => {
      const organization = await makeOrganization('axe-taxo');
      const user = await makeUser('axe-taxo');
      await makeTaxonomy({ organizations: organization.id }, unique('Axe'));
      await makeTaxonomy({ users: user.id }, unique('AxeGebruiker'));
      await page.goto(`/users/${user.id}?tab=taxonomies`);
      await axeLightAndDark(page, page.getByRole('table', { name: `Taxonomieën van ${user.username}` }));
      await page.goto(`/organizations/${organization.id}?tab=taxonomies`);
      await axeLightAndDark(page, page.getByRole('table', { name: 'Taxonomieën van de organisatie' }));
    });
  });
});

test('an organisation administrator has Taxonomieën in the menu and sees their organisation’s taxonomies only', async ({
  page,
}) => {
  const [own, other] = [await makeOrganization('eigen-taxo'), await makeOrganization('ander-taxo')];
  const password = 'Organisatie-beheerder-1';
  const username = unique('taxobaas');
  const boss = await callApi<{ id: number }>('POST', 'admin/users', {
    username,
    email: `${username}@voorbeeld.nl`,
    password,
  });
  await callApi('POST', `admin/organizations/${own.id}/users/add`, { user_ids: [boss.id], make_admin: true });
  const mine = await makeTaxonomy({ organizations: own.id }, unique('Eigen'));
  const theirs = await makeTaxonomy({ organizations: other.id }, unique('Ander'));

  await signInAs(page, username, password);
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: /Taxonomieën/ })
    .click();
  const table = page.getByRole('table', { name: 'Taxonomieën' });
  await expect(table.getByRole('row').filter({ hasText: mine.name })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: theirs.name })).toHaveCount(0);

  // A new one for their organisation, chosen from their own.
  await page.getByRole('link', { name: 'Nieuwe taxonomie' }).click();
  await page.getByRole('radio', { name: 'Organisatie' }).click();
  await page.getByRole('button', { name: `Kiezen ${own.name}` }).click();
  const name = unique('Nieuw');
  await page.getByLabel('Naam', { exact: true }).fill(name);
  await page.getByLabel('Beschrijving').fill('Van de organisatie zelf');
  await typeTerm(page, 'Gemeenteraad', ['raad']);
  await page.getByRole('button', { name: /Taxonomie opslaan/ }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(termRow(page, 'Gemeenteraad')).toContainText('raad');
});
