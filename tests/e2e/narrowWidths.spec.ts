// Every screen of the route table at a phone's width (390 px) and a narrow window's (768 px): the page does
// not scroll sideways and no control is cut off. A control may lie outside the viewport only inside a box that
// scrolls sideways itself (a wide table); such a box must fit the viewport. With WALK_SHOTS=<folder> each
// screen is also photographed there (`<width>-<name>.png`), to look at.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { organizationDetailTabs } from '../../src/state/routeTable';
import { callApi } from './support/api';
import { axeLightAndDark, violations } from './support/axe';
import { signIn } from './support/app';
import { expect, test } from './support/fixtures';

interface Ids {
  userId: number;
  organizationId: number;
  defaultTemplateId: number;
  defaultTemplateName: string;
  userTemplateName: string;
  organizationTemplateName: string;
  taxonomyId: number;
  exportConfigurationId: number;
}

const listOf = <T>(body: unknown): T[] =>
  (Array.isArray(body) ? body : (Object.values(body as object).find(Array.isArray) ?? [])) as T[];

async function demoIds(): Promise<Ids> {
  const users = listOf<{ id: number; username: string }>(await callApi('GET', 'admin/users'));
  const user = users.find((u) => u.username === 'sanne.devries')!;
  const organizations = listOf<{ id: number; name: string }>(await callApi('GET', 'admin/organizations'));
  const organization = organizations.find((o) => o.name === 'Gemeente Zandvoort')!;
  const defaults = listOf<{ id: number; name: string }>(await callApi('GET', 'admin/default-templates'));
  const own = listOf<{ name: string }>(await callApi('GET', `admin/users/${user.id}/meeting-types`));
  const ofOrganization = listOf<{ name: string }>(
    await callApi('GET', `admin/organizations/${organization.id}/meeting-types`),
  );
  const taxonomies = listOf<{ id: number }>(await callApi('GET', 'admin/taxonomies'));
  const exports = listOf<{ id: number; organization_id: number }>(
    await callApi('GET', `admin/export/configurations?organization_id=${organization.id}`),
  );
  return {
    userId: user.id,
    organizationId: organization.id,
    defaultTemplateId: defaults[0]!.id,
    defaultTemplateName: defaults[0]!.name,
    userTemplateName: own[0]!.name,
    organizationTemplateName: ofOrganization[0]!.name,
    taxonomyId: taxonomies[0]!.id,
    exportConfigurationId: exports[0]!.id,
  };
}

/** The addresses to visit: every route, and every tab and view of the screens that have them. */
function addresses(ids: Ids): [string, string][] {
  const org = `/organizations/${ids.organizationId}`;
  const user = `/users/${ids.userId}`;
  return [
    ['dashboard', '/'],
    ['dashboard-monthly', '/?view=monthly'],
    ['users', '/users'],
    ...['overview', 'templates', 'transcriptions', 'taxonomies', 'sessions'].map((tab): [string, string] => [
      `user-${tab}`,
      `${user}?tab=${tab}`,
    ]),
    ['user-template-new', `/templates/new?userId=${ids.userId}`],
    ['default-template-view', `/templates/default/${ids.defaultTemplateName}`],
    [
      'organization-template-view',
      `/templates/organization/${ids.organizationTemplateName}?orgId=${ids.organizationId}`,
    ],
    ['user-template-edit', `/templates/${ids.userId}/${ids.userTemplateName}`],
    ['organizations', '/organizations'],
    ...organizationDetailTabs.map((tab): [string, string] => [`organization-${tab}`, `${org}?tab=${tab}`]),
    ['organization-template-new', `${org}/templates/new`],
    ['organization-template-edit', `${org}/templates/${ids.organizationTemplateName}`],
    ['export-configuration-new', `${org}/exports/new`],
    ['export-configuration-edit', `${org}/exports/${ids.exportConfigurationId}`],
    ['taxonomies', '/taxonomies'],
    ['taxonomy-new', '/taxonomies/new'],
    ['taxonomy-edit', `/taxonomies/${ids.taxonomyId}`],
    ['default-templates', '/default-templates'],
    ['default-template-new', '/default-templates/new'],
    ['default-template-edit', `/default-templates/${ids.defaultTemplateId}`],
    ['template-settings', '/template-settings'],
    ['worker-status', '/worker-status'],
    ['login-attempts', '/login-attempts'],
    ['audit', '/audit'],
    ['retention', '/retention'],
    ['usage', '/usage'],
  ];
}

/**
 * What is wrong on the page at its width: sideways scrolling, controls outside the viewport or cut off by a
 * box that clips, and boxes that scroll sideways but do not fit the viewport themselves.
 */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    const scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (scrollWidth > width + 1) {
      // The elements that stick out while their parent does not: where to look.
      const wide = (element: Element) => element.getBoundingClientRect().right > width + 1;
      const scrolls = (element: Element) => /auto|scroll/.test(getComputedStyle(element).overflowX);
      const culprits = [...document.body.querySelectorAll('*')]
        .filter(
          (element) =>
            wide(element) &&
            element.parentElement &&
            !wide(element.parentElement) &&
            !scrolls(element.parentElement),
        )
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join('.')}`);
      problems.push(`de pagina schuift zijwaarts: ${scrollWidth} px op ${width} px (${culprits.join(', ')})`);
    }
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const controls = document.querySelectorAll(
      'main button, main a[href], main input:not([type=hidden]), main select, main textarea, main [role=tab], ' +
        'header button, header a[href], [role=tablist]',
    );
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || control.closest('.sr-only, [aria-hidden="true"]')) continue;
      let left = 0;
      let right = width;
      let scroller: Element | null = null;
      for (let up = control.parentElement; up && up !== document.body; up = up.parentElement) {
        const { overflowX } = getComputedStyle(up);
        if (overflowX === 'auto' || overflowX === 'scroll') {
          scroller = up;
          break;
        }
        if (overflowX === 'hidden' || overflowX === 'clip') {
          const clip = up.getBoundingClientRect();
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
        }
      }
      const outer = scroller ? scroller.getBoundingClientRect() : box;
      if (scroller && (outer.left < -1 || outer.right > width + 1))
        problems.push(`een schuifvak rond ${name(control)} past niet: ${Math.round(outer.right)} px`);
      else if (!scroller && (box.left < left - 1 || box.right > right + 1))
        problems.push(`${name(control)} is afgesneden: ${Math.round(box.left)}-${Math.round(box.right)} px`);
    }
    // A column header whose word is broken over lines (one letter per line in a squeezed column).
    for (const header of document.querySelectorAll('th')) {
      if (header.getBoundingClientRect().width <= 1 || header.closest('.sr-only, thead[aria-hidden="true"]'))
        continue;
      const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const word of text.matchAll(/[^\s-]+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) problems.push(`de kolomkop "${text.trim()}" breekt midden in "${word[0]}"`);
        }
      }
    }
    return [...new Set(problems)];
  });
}

/**
 * The screen is there: its heading shown, no spinner left, nothing marked busy. Some content takes longer
 * than a page (the PDF preview is drawn by the server), so the spinners get longer.
 */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .rt-Spinner')).toHaveCount(0, { timeout: 30_000 });
}

const shots = process.env.WALK_SHOTS;

// With photos asked for, a desk's width too, to compare.
const widths: (readonly [number, number])[] = [
  [390, 844],
  [768, 1024],
  ...(shots ? [[1440, 900] as const] : []),
];

for (const [width, height] of widths) {
  test(`every screen fits a width of ${width} px`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height });
    await signIn(page);
    const ids = await demoIds();
    if (shots) mkdirSync(shots, { recursive: true });
    const found: string[] = [];
    for (const [name, address] of addresses(ids)) {
      await page.goto(address);
      await settled(page);
      if (shots) await page.screenshot({ path: join(shots, `${width}-${name}.png`), fullPage: true });
      for (const problem of await layoutProblems(page)) found.push(`${name} (${address}): ${problem}`);
    }
    expect(found).toEqual([]);
  });
}

/** The dialog lies inside the viewport and takes at most 80 % of its height. */
async function fitsViewport(page: Page, name: string) {
  const box = await page.getByRole('dialog', { name }).boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, name).not.toBeNull();
  expect(box!.x, name).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, name).toBeLessThanOrEqual(viewport.width);
  expect(box!.y, name).toBeGreaterThanOrEqual(0);
  expect(box!.height, name).toBeLessThanOrEqual(viewport.height * 0.8 + 1);
}

test('on a phone the menu is a drawer, and dialogs and the palette fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(menu).toBeHidden();

  // The drawer: opened by its button, focus inside, Escape closes it and gives focus back.
  const opener = page.getByRole('button', { name: 'Menu openen' });
  await opener.click();
  const drawer = page.getByRole('dialog', { name: 'Werkbank Admin' });
  await expect(drawer.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Uitloggen' })).toBeVisible();
  for (let i = 0; i < 14; i++) await page.keyboard.press('Tab');
  expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();

  // A tap outside closes it; choosing an entry opens the screen, closes the drawer and focuses the content,
  // also when the screen is there at once (its chunk loaded before) and the drawer is still fading out.
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Gebruikers' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/');
  await opener.click();
  await page.mouse.click(380, 400);
  await expect(drawer).toBeHidden();
  await opener.click();
  await drawer.getByRole('link', { name: 'Gebruikers' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Gebruikers' })).toBeVisible();
  await expect(page.locator('main')).toBeFocused();

  await page.getByRole('button', { name: 'New User' }).click();
  await fitsViewport(page, 'Nieuwe gebruiker');
  await page.keyboard.press('Escape');

  await page.getByRole('banner').getByRole('button', { name: 'Opdrachten' }).click();
  await fitsViewport(page, 'Opdrachtenpalet');
  await page.keyboard.press('Escape');

  // Nothing of this for a wide window: the side menu is there and the menu button is not.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(menu).toBeVisible();
  await expect(opener).toBeHidden();
});

test('at a phone width the main screens have no axe violations, light and dark', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const ids = await demoIds();
  for (const address of [
    '/',
    '/users',
    `/organizations/${ids.organizationId}`,
    '/login-attempts',
    '/worker-status',
  ]) {
    await page.goto(address);
    await settled(page);
    await axeLightAndDark(page, page.getByRole('heading', { level: 1 }).first());
  }
  // The drawer, in both themes (the theme button is behind the drawer while it is open).
  const opener = page.getByRole('button', { name: 'Menu openen' });
  const theme = page.getByRole('button', { name: 'Wissel licht/donker thema' });
  for (const appearance of ['light', 'dark']) {
    await opener.click();
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
    expect(await violations(page), appearance).toEqual([]);
    await page.keyboard.press('Escape');
    await theme.click();
  }
});
