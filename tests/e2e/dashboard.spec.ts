import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from './support/fixtures';
import { callApi, unique } from './support/api';
import { fillSignIn, signIn } from './support/app';
import { violations } from './support/axe';
import { admin, servers } from './support/ports';
import { boundedStats } from './support/stats';

type Daily = Record<string, Record<string, { transcriptions: number; summaries: number; tokens_in: number }>>;

const toggleTheme = (page: Page) => page.getByRole('button', { name: 'Wissel licht/donker thema' }).click();
const monthName = (month: string) =>
  new Intl.DateTimeFormat('nl-NL', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(4)) - 1, 1)),
  );
const currentMonth = () => new Date().toISOString().slice(0, 7).replace('-', '');

/** A user without an organisation with one uploaded transcript this month (for Geen organisatie). */
async function userWithoutOrganization(): Promise<string> {
  const username = unique('e2e-zonder-org');
  const user = await callApi<{ id: number }>('POST', 'admin/users', {
    username,
    email: `${username}@voorbeeld.nl`,
    password: 'Tijdelijk-wachtwoord-1',
  });
  const login = await fetch(`${servers.plain}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: admin.username, password: admin.password }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const form = new FormData();
  form.set('file', new Blob(['Spreker 1: Goedemorgen.\n'], { type: 'text/plain' }), 'overleg.txt');
  form.set('name', 'Overleg zonder organisatie');
  const uploaded = await fetch(`${servers.plain}/api/admin/users/${user.id}/upload-transcript`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access_token}` },
    body: form,
  });
  expect(uploaded.status, await uploaded.clone().text()).toBe(201);
  return username;
}

test.describe('with the demo data', () => {
  // The demo has four organisations: five more make the recent-organisations card full, whatever runs beside.
  test.beforeAll(async () => {
    for (let i = 0; i < 5; i++)
      await callApi('POST', 'admin/organizations', { name: unique('Dashboard e2e') });
  });
  test.beforeEach(async ({ page }) => signIn(page));

  test('daily: cards, the chart, the table per day and user, the period in the URL; axe light and dark', async ({
    page,
  }) => {
    const daily = await callApi<Daily>('GET', 'admin/transcription-stats?days=7');
    // The newest busy day's first user by name: on the table's first page (newest day first, users by name).
    const busy = Object.entries(daily)
      .sort(([a], [b]) => b.localeCompare(a))
      .flatMap(([date, users]) =>
        Object.entries(users)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([username, n]) => ({ date, username, n })),
      )
      .find(({ n }) => n.transcriptions + n.summaries + n.tokens_in > 0);
    expect(busy, 'the demo has activity in the last week').toBeTruthy();

    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Dagelijks' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('heading', { name: 'Dagelijkse statistieken' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Activiteit per dag, laatste 7 dagen' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Per dag en gebruiker, laatste 7 dagen' });
    await expect(table.getByRole('row').filter({ hasText: busy!.username }).first()).toBeVisible();
    for (const header of ['Transcripties', 'Samenvattingen', 'Tokens in', 'Tokens gecachet', 'Tokens uit'])
      await expect(table.getByRole('columnheader', { name: header })).toBeVisible();

    // The cards: five recent organisations, the in-process worker, the newest users (new ones badged).
    const organizations = page.getByRole('heading', { name: 'Recente organisaties' }).locator('..');
    await expect(organizations.getByRole('listitem')).toHaveCount(5);
    await expect(page.locator('dt:text-is("Workers online") + dd')).toHaveText(/^[1-9]\d* van \d+$/);
    const users = page.getByRole('heading', { name: 'Nieuwste gebruikers' }).locator('..');
    await expect(users.getByText('Nieuw (1m)').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.getByLabel('Periode').selectOption({ label: 'Laatste 30 dagen' });
    await expect(page).toHaveURL(`${servers.plain}/?days=30`);
    await expect(page.getByRole('img', { name: 'Activiteit per dag, laatste 30 dagen' })).toBeVisible();

    await toggleTheme(page);
    await expect(page.locator('.radix-themes').first()).toHaveClass(/dark/);
    expect(await violations(page)).toEqual([]);
    await toggleTheme(page);

    const first = organizations.getByRole('link').first();
    const name = (await first.textContent())!;
    await first.click();
    await expect(page).toHaveURL(/\/organizations\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('monthly: totals, Geen organisatie, per organisation, sorting, month navigation; axe light and dark', async ({
    page,
  }) => {
    const username = await userWithoutOrganization();
    await page.getByRole('radio', { name: 'Maandelijks' }).click();
    await expect(page).toHaveURL(`${servers.plain}/?view=monthly`);
    const month = currentMonth();
    await expect(page.getByRole('heading', { name: `Per maand: ${monthName(month)}` })).toBeVisible();
    for (const label of ['Transcripties', 'Minuten', 'Samenvattingen', 'Tokens'])
      await expect(page.locator(`dt:text-is("${label}") + dd`)).toHaveText(
        label === 'Minuten' ? /^[\d.]+,\d$/ : /^[\d.]+$/,
      );

    const perUser = page.getByRole('table', { name: /Totalen per gebruiker/ });
    const row = perUser.getByRole('row').filter({ hasText: username });
    await expect(row).toContainText('Geen organisatie');
    await expect(row.getByRole('cell').nth(3)).toHaveText(/^\d+,\d$/);
    const userHeader = perUser.getByRole('columnheader', { name: 'Gebruiker' });
    await expect(userHeader).toHaveAttribute('aria-sort', 'none');
    await userHeader.getByRole('button').click();
    await expect(userHeader).toHaveAttribute('aria-sort', 'ascending');
    await userHeader.getByRole('button').click();
    await expect(userHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByRole('img', { name: `Audiominuten per dag, ${monthName(month)}` })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.getByRole('radio', { name: 'Organisaties' }).click();
    await expect(page).toHaveURL(`${servers.plain}/?view=monthly&by=organizations`);
    const perOrganization = page.getByRole('table', { name: /Totalen per organisatie/ });
    await expect(perOrganization.getByRole('row').filter({ hasText: 'Geen organisatie' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Minuten per organisatie' })).toBeVisible();

    await toggleTheme(page);
    await expect(page.locator('.radix-themes').first()).toHaveClass(/dark/);
    expect(await violations(page)).toEqual([]);
    await toggleTheme(page);

    await expect(page.getByRole('button', { name: /Volgende maand/ })).toBeDisabled();
    await page.getByRole('button', { name: /Vorige maand/ }).click();
    await expect(page).toHaveURL(/[?&]month=\d{6}/);
    const previous = new URL(page.url()).searchParams.get('month')!;
    expect(previous < month).toBe(true);
    await expect(page.getByRole('heading', { name: `Per maand: ${monthName(previous)}` })).toBeVisible();
    await page.getByRole('button', { name: /Volgende maand/ }).click();
    await expect(page).toHaveURL(`${servers.plain}/?view=monthly&by=organizations`);

    await page.getByRole('radio', { name: 'Dagelijks' }).click();
    await expect(page).toHaveURL(`${servers.plain}/?by=organizations`);
    await expect(page.getByRole('heading', { name: 'Dagelijkse statistieken' })).toBeVisible();
  });

  test('the activity chart fills its box and follows it when the window changes size', async ({ page }) => {
    const figure = page.getByRole('img', { name: 'Activiteit per dag, laatste 7 dagen' });
    const surface = figure.locator('svg.recharts-surface').first();
    const widths = async () => ({
      box: Math.round((await figure.boundingBox())!.width),
      chart: Number(await surface.getAttribute('width')),
    });
    await expect(surface).toBeVisible();
    const wide = await widths();
    expect(wide.chart).toBe(wide.box);
    await page.setViewportSize({ width: 900, height: 800 });
    await expect.poll(async () => (await widths()).chart).toBeLessThan(wide.chart);
    const narrow = await widths();
    expect(narrow.chart).toBe(narrow.box);
  });

  test('the charts measure their labels in one text node (no restyle of the page per label)', async ({
    page,
  }) => {
    await expect(page.locator('svg.recharts-surface').first()).toBeVisible();
    // recharts found the span the chart module placed (its id), and wrote its labels into the one text node.
    const span = await page.locator('#recharts_measurement_span').evaluate((element) => ({
      spans: document.querySelectorAll('#recharts_measurement_span').length,
      nodes: [...element.childNodes].map((node) => node.nodeName),
      text: element.textContent,
      ownSetter: Object.prototype.hasOwnProperty.call(element, 'textContent'),
    }));
    expect(span).toEqual({ spans: 1, nodes: ['#text'], text: expect.any(String), ownSetter: true });
    expect(span.text).not.toBe('');
    // The activity chart's axes measure their labels in the span's own font size (they draw once, not again
    // with the size read from a drawn label): it is the size the labels are drawn in.
    const chart = page.getByRole('img', { name: 'Activiteit per dag, laatste 7 dagen' });
    const label = await chart
      .locator('.recharts-cartesian-axis-tick text')
      .first()
      .evaluate((text) => {
        const measuring = document.getElementById('recharts_measurement_span')!;
        return { drawn: getComputedStyle(text).fontSize, measured: getComputedStyle(measuring).fontSize };
      });
    expect(label.measured).toBe(label.drawn);
  });

  test('at a deployment’s size: tables a page at a time, sorted by the server; another period cancels the one loading', async ({
    page,
  }) => {
    const asked = await boundedStats(page, 20_123);
    const lastAsked = (path: string) =>
      Object.fromEntries([...asked].reverse().find((url) => url.pathname.endsWith(path))!.searchParams);
    // The daily table: its first page and the pager.
    await page.goto('/');
    const dayPager = page.getByRole('group', { name: /Pagina's van Per dag en gebruiker/ });
    await expect(dayPager).toContainText('1–50 van 20.123');
    const dayTable = page.getByRole('table', { name: 'Per dag en gebruiker, laatste 7 dagen' });
    await expect(dayTable.getByRole('row')).toHaveCount(51);
    await expect(dayPager.getByRole('button', { name: 'Vorige' })).toBeDisabled();
    // By keyboard: the next page.
    await dayPager.getByRole('button', { name: 'Volgende' }).focus();
    await page.keyboard.press('Enter');
    await expect(dayPager).toContainText('51–100 van 20.123');
    await expect(dayTable.getByRole('row').nth(1)).toContainText('e2e-dag-nieuw-51');
    expect(lastAsked('user-days')).toMatchObject({ days: '7', limit: '50', offset: '50' });

    // Another period while one loads: the one loading is aborted.
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    await page.route(/\/api\/admin\/stats\/overview\?days=365/, () => undefined);
    const loading = page.waitForRequest(/\/api\/admin\/stats\/overview\?days=365/);
    await page.getByLabel('Periode').selectOption({ label: 'Laatste 365 dagen' });
    await loading;
    await page.getByLabel('Periode').selectOption({ label: 'Laatste 30 dagen' });
    await expect(page.getByRole('img', { name: 'Activiteit per dag, laatste 30 dagen' })).toBeVisible();
    await expect.poll(() => failed.some((url) => url.includes('overview?days=365'))).toBe(true);

    // The month's users: paged and sorted by the server.
    await page.getByRole('radio', { name: 'Maandelijks' }).click();
    const perUser = page.getByRole('table', { name: /Totalen per gebruiker/ });
    const pager = page.getByRole('group', { name: /Pagina's van Totalen per gebruiker/ });
    await expect(pager).toContainText('1–50 van 20.123');
    await expect(perUser.getByRole('row').nth(1)).toContainText('e2e-minutes-desc-1');
    await pager.getByRole('button', { name: 'Volgende' }).click();
    await expect(perUser.getByRole('row').nth(1)).toContainText('e2e-minutes-desc-51');
    const userHeader = perUser.getByRole('columnheader', { name: 'Gebruiker' });
    await userHeader.getByRole('button').click();
    await expect(userHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(pager).toContainText('1–50 van 20.123');
    await expect(perUser.getByRole('row').nth(1)).toContainText('e2e-username-asc-1');
    expect(lastAsked('stats/users')).toMatchObject({
      sort: 'username',
      order: 'asc',
      offset: '0',
      limit: '50',
    });
  });

  test('the palette switches the view and the period', async ({ page }) => {
    await page.keyboard.press('Control+K');
    const palette = page.getByRole('dialog', { name: 'Opdrachtenpalet' });
    await palette.getByRole('combobox').fill('dashboard periode');
    await page.keyboard.press('Enter');
    await palette.getByRole('option', { name: /Laatste 90 dagen/ }).click();
    await expect(page).toHaveURL(`${servers.plain}/?days=90`);
    await page.keyboard.press('Control+K');
    await palette.getByRole('combobox').fill('wissel dagelijks');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${servers.plain}/?view=monthly&days=90`);
  });
});

test('the first paint comes without the chart library, which then fills its reserved box', async ({
  page,
}) => {
  // Every script and stylesheet the browser loads, gzip-sized; chart code is recharts (its `recharts-` class
  // names) and the chart module itself.
  const scripts: { url: string; gzip: number; chart: boolean }[] = [];
  const styles: { url: string; gzip: number }[] = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await response.body();
    const size = gzipSync(body, { level: 9 }).length;
    if (type === 'stylesheet') styles.push({ url: response.url(), gzip: size });
    else scripts.push({ url: response.url(), gzip: size, chart: body.includes('recharts-') });
  });
  // Hold the chart's module until the dashboard has painted around it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/ActivityChart-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/');
  await fillSignIn(page, servers.plain);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Grafiek laden…')).toBeVisible();
  const frame = page.locator('[data-chart-frame]');
  const tableHeading = page.getByRole('heading', { name: 'Per dag en gebruiker, laatste 7 dagen' });
  await expect(page.getByRole('table', { name: 'Per dag en gebruiker, laatste 7 dagen' })).toBeVisible();
  // Everything but the chart has loaded: only the chart's arrival could move anything now.
  await expect(page.getByRole('heading', { name: 'Nieuwste gebruikers' })).toBeVisible();
  await expect(page.locator('dt:text-is("Workers online")')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Recente organisaties' }).locator('..').getByRole('listitem').first(),
  ).toBeVisible();
  const before = { frame: await frame.boundingBox(), heading: await tableHeading.boundingBox() };

  release();
  await expect(page.getByRole('img', { name: 'Activiteit per dag, laatste 7 dagen' })).toBeVisible();
  expect(await frame.boundingBox()).toEqual(before.frame);
  expect(await tableHeading.boundingBox()).toEqual(before.heading);

  const kB = (list: { gzip: number }[]) => (list.reduce((sum, s) => sum + s.gzip, 0) / 1000).toFixed(1);
  const first = scripts.filter((s) => !s.chart);
  const later = scripts.filter((s) => s.chart);
  console.log(
    `Dashboard first load: JS ${first.length} files ${kB(first)} kB gzip, CSS ${styles.length} files ${kB(styles)} kB gzip; ` +
      `chart loaded after it: ${later.length} files ${kB(later)} kB gzip`,
  );
  expect(later.some((s) => /ActivityChart/.test(s.url))).toBe(true);
});

test("the chart library and the command layer wait for the dashboard's data", async ({ page: signedIn }) => {
  // On a slow line they would otherwise share it with the first screen's data (src/state/freshness.ts,
  // whenLoadsSettled). The statistics answer is held: nothing of either may be asked for meanwhile. A page of
  // its own (the session is the context's), so that nothing the signed-in page still loads counts.
  await signIn(signedIn);
  const page = await signedIn.context().newPage();
  const log: string[] = [];
  page.on('request', (request) => {
    const chunk =
      /\/assets\/(ActivityChart|MinutesPerDayChart|chartTextMeasuring|commandLayer|commands)-/.exec(
        request.url(),
      );
    if (chunk) log.push(`request ${chunk[1]}`);
  });
  // The statistics: the bounded answers where the server offers them, else the contract's.
  const statistics = /\/api\/admin\/(transcription-stats|stats\/[a-z-]+)\?/;
  page.on('requestfinished', (request) => {
    if (statistics.test(request.url())) log.push('statistics answered');
  });
  let held = 0;
  await page.route(statistics, async (route) => {
    held += 1;
    // Shorter than the command layer's own deadline (2 s after the shell shows), which would end the wait,
    // also where the contract's answer follows the bounded calls' 404.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(log.filter((entry) => entry.startsWith('request'))).toEqual([]);
    await route.continue();
  });

  await page.goto('/');
  await expect(page.getByRole('img', { name: 'Activiteit per dag, laatste 7 dagen' })).toBeVisible();
  await expect.poll(() => log.some((entry) => entry.startsWith('request command'))).toBe(true);
  expect(held).toBeGreaterThan(0);
  const answered = log.indexOf('statistics answered');
  expect(answered, log.join('\n')).toBe(0);
});
