// Usage and cost: a platform administrator adds a model price on Gebruik en kosten and sees the month's cost
// change, sets a budget on an organisation and sees its mark (Budget tab, organisation list), and downloads the
// finance CSV; an organisation administrator sees their own budget and cost but no prices; the screen and the
// tab at a phone's, a tablet's and a desk's width, with axe in light and dark. Prices and budgets are the
// server's: the tests of this file run one after the other and remove what they added.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './support/fixtures';
import { callApi, unique } from './support/api';
import { openPalette, signIn, signInAs } from './support/app';
import { axeLightAndDark } from './support/axe';
import { countingKeyboard, runFromPalette } from './support/keyboard';

test.describe.configure({ mode: 'serial' });

/** A folder to photograph the screens into, to look at them (USAGE_SHOTS=/tmp/shots). */
const shots = process.env.USAGE_SHOTS;
if (shots) mkdirSync(shots, { recursive: true });

const ORG_ADMIN = { username: 'sanne.devries', password: 'Zandvoort-demo-2026' };

interface Price {
  id: number;
  model: string;
  valid_from: string;
}
interface Cost {
  models: {
    model: string;
    tokens_in: number;
    tokens_cached: number;
    tokens_out: number;
    unpriced_tokens: number;
  }[];
}

const month = () => new Date().toISOString().slice(0, 7).replace('-', '');
const added: number[] = [];
/** The demo's organisation administrator's organisation (it has a demo budget, left as it is). */
let zandvoort: { id: number; name: string };
/** An organisation with usage this month and no budget: this file budgets it, and removes that again. */
let budgeted: { id: number; name: string };

test.beforeAll(async () => {
  const organizations = await callApi<{ id: number; name: string }[]>('GET', 'admin/organizations');
  zandvoort = organizations.find((o) => o.name === 'Gemeente Zandvoort')!;
  const budgets = await callApi<{ items: { organization: { id: number } }[] }>('GET', 'admin/usage/budgets');
  const withBudget = new Set(budgets.items.map((item) => item.organization.id));
  const page = await callApi<{
    items: { organization: { id: number; name: string } | null; tokens_in: number }[];
  }>('GET', `admin/usage/organizations?month=${month()}`);
  const row = page.items.find((r) => r.organization && r.tokens_in > 0 && !withBudget.has(r.organization.id));
  budgeted = row!.organization!;
});

test.afterAll(async () => {
  for (const id of added) await callApi('DELETE', `admin/usage/prices/${id}`).catch(() => undefined);
  await callApi('DELETE', `admin/organizations/${budgeted.id}/budget`).catch(() => undefined);
});

const toasts = (page: Page) => page.getByRole('region', { name: 'Meldingen' });

/**
 * The model with the most tokens of unknown price this month (else the most tokens), and a day of this month on
 * which it has no price yet.
 */
async function modelToPrice(): Promise<{ model: string; day: string }> {
  const cost = await callApi<Cost>('GET', `admin/usage/cost?month=${month()}`);
  const tokens = (m: Cost['models'][number]) => m.tokens_in + m.tokens_cached + m.tokens_out;
  const model = [...cost.models].sort(
    (a, b) => b.unpriced_tokens - a.unpriced_tokens || tokens(b) - tokens(a),
  )[0]!.model;
  const { prices } = await callApi<{ prices: Price[] }>('GET', 'admin/usage/prices');
  const taken = new Set(prices.filter((p) => p.model === model).map((p) => p.valid_from));
  const first = `${new Date().toISOString().slice(0, 7)}-01`;
  return { model, day: taken.has(first) ? `${first.slice(0, 8)}02` : first };
}

test('a platform administrator prices a model and sees the cost change, budgets an organisation and sees its mark, and downloads the CSV', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { model, day } = await modelToPrice();
  await signIn(page);
  await page.keyboard.press('g');
  await page.keyboard.press('k');
  await expect(page.getByRole('heading', { level: 1, name: 'Gebruik en kosten' })).toBeVisible();
  const cost = page.locator('dl[aria-label="Totalen van de maand"] dd').first();
  await expect(cost).not.toHaveText('–');
  const before = await cost.textContent();
  await expect(page.getByRole('table', { name: /^Kosten per model/ })).toContainText(model);

  // The price dialog refuses in the contract's words at the field, then saves.
  await page.getByRole('button', { name: 'Prijs toevoegen', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Modelprijs toevoegen' });
  await dialog.getByLabel('Model').fill(model);
  await dialog.getByLabel('Geldig vanaf').fill(day);
  await dialog.getByLabel('Euro per miljoen invoertokens').fill('-1');
  await dialog.getByLabel('Euro per miljoen gecachete tokens').fill('250');
  await dialog.getByLabel('Euro per miljoen uitvoertokens').fill('1.000,5');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  const refusal = dialog.getByText('De prijs voor invoertokens kan niet negatief zijn.');
  await expect(refusal).toBeVisible();
  await expect(dialog.getByLabel('Euro per miljoen invoertokens')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Euro per miljoen invoertokens').fill('500');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page).getByText(/./).first()).toBeVisible();
  const history = page.getByRole('table', { name: 'Prijsgeschiedenis' });
  await expect(history.getByRole('row', { name: new RegExp(`${model} ${day}`) })).toContainText('€ 500,00');
  await expect(cost).not.toHaveText(before ?? '');
  const { prices } = await callApi<{ prices: Price[] }>('GET', 'admin/usage/prices');
  added.push(prices.find((p) => p.model === model && p.valid_from === day)!.id);
  if (shots) await page.screenshot({ path: join(shots, 'usage-priced.png'), fullPage: true });

  // The finance CSV of the month shown.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporteren (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`gebruik-en-kosten-${month()}.csv`);
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(csv).toContain(model);
  expect(csv).toContain(budgeted.name);

  // A budget of one token: the organisation is past both thresholds at once.
  await page.goto(`/organizations/${budgeted.id}?tab=budget`);
  const panel = page.getByRole('tabpanel', { name: 'Budget' });
  await expect(panel.getByText('Nog geen budget ingesteld.')).toBeVisible();
  await panel.getByRole('radio', { name: 'Tokens' }).click();
  await panel.getByLabel('Tokens per maand').fill('1,5');
  await expect(panel.getByText('Een budget in tokens is een heel aantal.')).toBeVisible();
  await panel.getByLabel('Tokens per maand').fill('1');
  await expect(panel.getByLabel('Drempels (procent van het budget)')).toHaveValue('80, 100');
  await panel.getByRole('button', { name: 'Opslaan' }).click();
  await expect(panel.getByText('Budget 100 % bereikt')).toBeVisible();
  await expect(panel.getByRole('progressbar', { name: 'Deel van het budget verbruikt' })).toBeVisible();
  await expect(panel.getByText(/^Verwachting aan het eind van de maand: /)).toBeVisible();
  if (shots) await page.screenshot({ path: join(shots, 'budget-set.png'), fullPage: true });

  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Organisaties' })
    .click();
  await expect(page.getByRole('row', { name: new RegExp(budgeted.name) })).toContainText(
    'Budget 100 % bereikt',
  );
});

test('by keyboard only: a new model priced from the palette, an organisation budgeted and the budget removed', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const model = unique('kbd-model');
  await signIn(page);
  const keys = countingKeyboard(page);
  const palette = page.getByRole('dialog', { name: 'Opdrachtenpalet' });

  await keys.press('g');
  await keys.press('k');
  await expect(page.getByRole('heading', { level: 1, name: 'Gebruik en kosten' })).toBeVisible();

  // Modelprijs toevoegen: the typed model, today (offered), and the three prices in the console's notation.
  await runFromPalette(page, keys, 'modelprijs toe', 'Modelprijs toevoegen');
  await keys.type(model);
  await expect(palette.getByRole('option').first()).toContainText(`“${model}”`);
  await keys.press('Enter');
  const today = new Date().toISOString().slice(0, 10);
  await expect(palette.getByRole('option').first()).toContainText(today);
  await keys.press('Enter');
  for (const price of ['2,5', '0,25', '12']) {
    await keys.type(price);
    await expect(palette.getByRole('option').first()).toContainText(price);
    await keys.press('Enter');
  }
  await expect(palette).toBeHidden();
  const row = page
    .getByRole('table', { name: 'Prijsgeschiedenis' })
    .getByRole('row', { name: new RegExp(`${model} ${today}`) });
  await expect(row).toContainText('€ 2,50');
  await expect(row).toContainText('€ 12,00');
  const { prices } = await callApi<{ prices: Price[] }>('GET', 'admin/usage/prices');
  const priced = prices.find((p) => p.model === model)!;
  added.push(priced.id);
  expect(priced).toMatchObject({ valid_from: today, input_per_million: 2.5, cached_per_million: 0.25 });

  // Budget van een organisatie instellen: the organisation by its name, tokens, one token, the thresholds
  // offered (80, 100). The palette shows the Budget tab, past both thresholds at once.
  await runFromPalette(page, keys, 'budget inst', 'Budget van een organisatie instellen');
  await keys.type(budgeted.name);
  await expect(palette.getByRole('option').first()).toContainText(budgeted.name);
  await keys.press('Enter');
  await keys.type('tok');
  await expect(palette.getByRole('option').first()).toContainText('Tokens');
  await keys.press('Enter');
  await keys.type('1');
  await keys.press('Enter');
  await expect(palette.getByRole('option').first()).toContainText('80, 100');
  await keys.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/organizations/${budgeted.id}\\?tab=budget$`));
  const panel = page.getByRole('tabpanel', { name: 'Budget' });
  await expect(panel.getByText('Budget 100 % bereikt')).toBeVisible();

  // Budget van een organisatie verwijderen: the organisation on screen, confirmed from the keyboard.
  await runFromPalette(page, keys, 'budget verw', 'Budget van een organisatie verwijderen');
  const confirm = page.getByRole('alertdialog', { name: 'Budget verwijderen?' });
  await expect(confirm).toContainText(budgeted.name);
  await keys.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Verwijderen' })).toBeFocused();
  await keys.press('Enter');
  await expect(panel.getByText('Nog geen budget ingesteld.')).toBeVisible();
  expect(
    (await callApi<{ status: unknown }>('GET', `admin/organizations/${budgeted.id}/budget`)).status,
  ).toBeNull();

  // What was typed: the words that find the commands, the model, the prices, the organisation, the kind and
  // the amount. The rest (Control+K, Enter, Tab, g k) are the keys of the task itself.
  const typed = ['modelprijs toe', model, '2,5', '0,25', '12', 'budget inst', budgeted.name, 'tok', '1']
    .concat('budget verw')
    .join('').length;
  test.info().annotations.push({
    type: 'key presses',
    description: `${keys.presses} (${keys.presses - typed} besides the ${typed} typed characters)`,
  });
  console.log(
    `Toetsaanslagen voor prijs, budget en verwijderen: ${keys.presses} (${keys.presses - typed} naast ${typed} getypte tekens)`,
  );
});

test('an organisation administrator sees their own budget and cost, but no prices', async ({ page }) => {
  const own = await callApi<{ status: { budget: { amount: number } } }>(
    'GET',
    `admin/organizations/${zandvoort.id}/budget`,
  );
  await signInAs(page, ORG_ADMIN.username, ORG_ADMIN.password, `/organizations/${zandvoort.id}?tab=budget`);
  const panel = page.getByRole('tabpanel', { name: 'Budget' });
  await expect(panel.locator('p', { hasText: 'Verbruikt:' })).toContainText(
    `van ${own.status.budget.amount.toLocaleString('nl-NL')} tokens`,
  );
  await expect(panel.getByRole('progressbar', { name: 'Deel van het budget verbruikt' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Opslaan' })).toBeEnabled();
  await expect(
    page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Gebruik en kosten' }),
  ).toHaveCount(0);
  await page.getByRole('tab', { name: 'Statistieken' }).click();
  await expect(page.getByRole('table', { name: /^Kosten per model/ })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Kosten per gebruiker/ })).toBeVisible();
  const palette = await openPalette(page);
  await palette.getByRole('combobox').fill('modelprijs');
  await expect(palette.getByRole('option', { name: /Modelprijs toevoegen/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/usage');
  await expect(page.getByRole('heading', { level: 1, name: 'Gebruik en kosten' })).toHaveCount(0);
});

test('against a server without usage and cost the dashboard, the organisations and their tabs work without them', async ({
  page,
}) => {
  await page.route(/\/api\/admin\/(usage\/|organizations\/\d+\/budget)/, (route) =>
    route.fulfill({ status: 404, json: { detail: 'Not Found' } }),
  );
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Dagelijkse statistieken' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Kosten, laatste/ })).toHaveCount(0);
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(menu.getByRole('link', { name: 'Gebruik en kosten' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Organisaties' }).click();
  await expect(page.getByRole('row', { name: new RegExp(zandvoort.name) })).not.toContainText('Budget');
  await page.getByRole('link', { name: `Details van ${zandvoort.name}` }).click();
  await page.getByRole('tab', { name: 'Statistieken' }).click();
  await expect(page.getByRole('heading', { name: /^Per maand:/ })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Kosten per model/ })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Budget' })).toHaveCount(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

for (const [width, height] of [
  [390, 844],
  [768, 1024],
  [1440, 900],
] as const) {
  test(`the screen and the Budget tab fit a width of ${width} px and have no axe violations`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, '/usage');
    const screens: [string, string, string][] = [
      ['usage', '/usage', 'Modelprijzen'],
      ['budget', `/organizations/${zandvoort.id}?tab=budget`, 'Budget instellen'],
    ];
    for (const [name, address, heading] of screens) {
      if (name !== 'usage') await page.goto(address);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
      if (shots) await page.screenshot({ path: join(shots, `${width}-${name}.png`), fullPage: true });
      if (width !== 768) await axeLightAndDark(page);
    }
  });
}
