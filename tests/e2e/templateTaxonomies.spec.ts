// The TAXONOMIEËN section of the full template editor: which taxonomies apply to a saved template,
// switched one at a time or saved as a batch, against the real server.
import { expect, test, type Page } from './support/fixtures';
import { callApi, unique } from './support/api';
import { violations } from './support/axe';
import { signedIn } from './support/app';
import { makeMembers, makeOrganization } from './support/organizations';

interface Taxonomy {
  id: number;
  name: string;
}

interface TemplateTaxonomy extends Taxonomy {
  is_active: boolean;
}

const taxonomy = (prefix: string, isOrgWide: boolean) => ({
  name: unique(prefix),
  description: `Termen voor ${prefix}`,
  is_org_wide: isOrgWide,
  default_active: false,
  terms: [
    { correct_form: 'Zandvoort', alternatives: ['Santvoort', 'Zantvoort'] },
    { correct_form: 'Kerkstraat', alternatives: ['Kerkstr.'] },
  ],
});

const templateBody = (title: string) => ({
  title,
  description: 'Voor de taxonomieën',
  content: 'Schrijf de notulen.',
  complexity: 'SMALL',
});

/**
 * An organisation with a member, an org-wide and a not-org-wide taxonomy of the organisation, a taxonomy of the
 * member, an organisation template and a personal template of the member.
 */
async function arrange() {
  const organization = await makeOrganization('taxo-org');
  const [member] = await makeMembers(organization.id, 1, 'taxo-lid');
  const orgPath = `admin/organizations/${organization.id}`;
  const orgWide = await callApi<Taxonomy>('POST', `${orgPath}/taxonomies`, taxonomy('breed', true));
  const orgOnly = await callApi<Taxonomy>('POST', `${orgPath}/taxonomies`, taxonomy('eigen', false));
  const personal = await callApi<Taxonomy>(
    'POST',
    `admin/users/${member!.id}/taxonomies`,
    taxonomy('persoonlijk', false),
  );
  const orgTemplate = await callApi<{ name: string }>(
    'POST',
    `${orgPath}/meeting-types`,
    templateBody(unique('Raadsvergadering')),
  );
  const { id: orgTemplateId } = await callApi<{ id: number }>(
    'GET',
    `${orgPath}/meeting-types/${orgTemplate.name}`,
  );
  const userTemplate = await callApi<{ name: string }>(
    'POST',
    `admin/users/${member!.id}/meeting-types`,
    templateBody(unique('Eigen overleg')),
  );
  return {
    organization,
    member: member!,
    orgWide,
    orgOnly,
    personal,
    orgTemplate: { id: orgTemplateId, name: orgTemplate.name },
    userTemplate,
  };
}

const statesOf = async (templateId: number) =>
  Object.fromEntries(
    (
      await callApi<{ taxonomies: TemplateTaxonomy[] }>(
        'GET',
        `admin/meeting-templates/${templateId}/taxonomies`,
      )
    ).taxonomies.map((x) => [x.name, x.is_active]),
  );

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const switchOf = (page: Page, name: string) =>
  page.getByRole('switch', { name: `${name} actief voor dit template` });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.beforeEach(async ({ page }) => signedIn(page));

test('an organisation template: TAXONOMIEËN by the arrow keys, a switch saved at once, then all as a batch', async ({
  page,
}) => {
  const { organization, orgWide, orgOnly, orgTemplate } = await arrange();
  await page.goto(`/organizations/${organization.id}/templates/${orgTemplate.name}`);
  await tab(page, 'SYSTEM_MESSAGE').click();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'TAXONOMIEËN')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'TAXONOMIEËN')).toBeFocused();

  // Every taxonomy of the organisation, each with its owner, term count and link to its editor.
  const wideRow = page.getByRole('row').filter({ has: switchOf(page, orgWide.name) });
  await expect(wideRow).toContainText(`Organisatie: ${organization.name}`);
  await expect(wideRow).toContainText('Organisatiebreed');
  await expect(wideRow.getByRole('cell', { name: '2', exact: true })).toBeVisible();
  await expect(wideRow.getByRole('link', { name: `Bewerken ${orgWide.name}` })).toHaveAttribute(
    'href',
    `/taxonomies/${orgWide.id}`,
  );
  await expect(switchOf(page, orgOnly.name)).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('row').filter({ has: switchOf(page, orgOnly.name) })).not.toContainText(
    'Organisatiebreed',
  );

  // One at a time: Space on the switch saves it.
  await switchOf(page, orgWide.name).focus();
  await page.keyboard.press('Space');
  await expect(toast(page, 'Taxonomie status succesvol bijgewerkt')).toBeVisible();
  await expect(switchOf(page, orgWide.name)).toHaveAttribute('aria-checked', 'true');
  expect(await statesOf(orgTemplate.id)).toEqual({ [orgWide.name]: true, [orgOnly.name]: false });

  await page.reload();
  await tab(page, 'TAXONOMIEËN').click();
  await expect(switchOf(page, orgWide.name)).toHaveAttribute('aria-checked', 'true');
  await expect(switchOf(page, orgOnly.name)).toHaveAttribute('aria-checked', 'false');

  // The batch: switches change a draft, saved in one call.
  await page.getByRole('button', { name: 'Meerdere tegelijk wijzigen' }).click();
  const batch = page.getByRole('group', { name: 'Meerdere taxonomieën tegelijk wijzigen' });
  await expect(batch).toContainText('Wijzigingen worden pas opgeslagen met “Taxonomieën opslaan”.');
  await batch.getByRole('button', { name: 'Alles inschakelen' }).click();
  await switchOf(page, orgWide.name).click();
  await switchOf(page, orgWide.name).click();
  await expect(batch).toContainText('1 taxonomie gewijzigd');
  await expect(switchOf(page, orgOnly.name)).toHaveAttribute('aria-checked', 'true');
  expect(await statesOf(orgTemplate.id)).toEqual({ [orgWide.name]: true, [orgOnly.name]: false });
  await batch.getByRole('button', { name: 'Taxonomieën opslaan' }).click();
  await expect(toast(page, 'Alle taxonomie statussen succesvol bijgewerkt')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Meerdere tegelijk wijzigen' })).toBeFocused();
  expect(await statesOf(orgTemplate.id)).toEqual({ [orgWide.name]: true, [orgOnly.name]: true });

  await page.getByRole('button', { name: 'Meerdere tegelijk wijzigen' }).click();
  await batch.getByRole('button', { name: 'Alles uitschakelen' }).click();
  await batch.getByRole('button', { name: 'Taxonomieën opslaan' }).click();
  // Saved: the draft has ended.
  await expect(batch).toHaveCount(0);
  expect(await statesOf(orgTemplate.id)).toEqual({ [orgWide.name]: false, [orgOnly.name]: false });
  await page.reload();
  await tab(page, 'TAXONOMIEËN').click();
  await expect(switchOf(page, orgWide.name)).toHaveAttribute('aria-checked', 'false');
  await expect(switchOf(page, orgOnly.name)).toHaveAttribute('aria-checked', 'false');
});

test('a new template has no TAXONOMIEËN section (it must be saved first)', async ({ page }) => {
  const organization = await makeOrganization('taxo-nieuw');
  await page.goto(`/organizations/${organization.id}/templates/new`);
  await expect(tab(page, 'SYSTEM_MESSAGE')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(4);
  await expect(tab(page, 'TAXONOMIEËN')).toHaveCount(0);
});

test('a personal template of a member sees the org-wide taxonomy and their own, not the other one', async ({
  page,
}) => {
  const { member, orgWide, orgOnly, personal, userTemplate } = await arrange();
  await page.goto(`/templates/${member.id}/${userTemplate.name}`);
  await tab(page, 'TAXONOMIEËN').click();
  await expect(switchOf(page, orgWide.name)).toBeVisible();
  await expect(switchOf(page, personal.name)).toBeVisible();
  await expect(page.getByRole('row').filter({ has: switchOf(page, personal.name) })).toContainText(
    `Gebruiker: ${member.username}`,
  );
  await expect(switchOf(page, orgOnly.name)).toHaveCount(0);
  await expect(page.getByRole('switch')).toHaveCount(2);
});

test('the section passes axe in light and dark, in both modes', async ({ page }) => {
  const { organization, orgTemplate, orgWide } = await arrange();
  await page.goto(`/organizations/${organization.id}/templates/${orgTemplate.name}`);
  await tab(page, 'TAXONOMIEËN').click();
  await expect(switchOf(page, orgWide.name)).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Meerdere tegelijk wijzigen' }).click();
  await switchOf(page, orgWide.name).click();
  await expect(page.getByText('Gewijzigd', { exact: true })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Wissel licht/donker thema' }).click();
  await expect(page.locator('.radix-themes').first()).toHaveClass(/dark/);
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Annuleren' }).click();
  await expect(page.getByRole('button', { name: 'Meerdere tegelijk wijzigen' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
