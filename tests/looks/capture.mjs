// Photographs the screens of tests/looks/screens.mjs for one or more builds of the console against one running
// reference server (scripts/looks.mjs starts it and switches the folder it serves). Per build it keeps one
// browser context per account; every photo loads its address afresh, waits until the screen is complete
// and still, and takes a full-page screenshot.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { screens } from './screens.mjs';

export const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } };
export const THEMES = ['light', 'dark'];
/** The stored preference the sign-in screen follows (src/state/theme.ts); it has no toggle of its own. */
const THEME_KEY = 'werkbank.theme';
const TOGGLE_THEME = 'Wissel licht/donker thema';
/** A photo's file name: `<screen>-<theme>.png`. */
export const SHOT_FILE = /^[a-z0-9-]+-(light|dark)\.png$/;

/** The demo's organisation administrator (server/src/seed/demoData.ts, README "Roles"). */
export const ORG_ADMIN = { username: 'sanne.devries', password: 'Zandvoort-demo-2026' };

const contextOptions = {
  viewport: VIEWPORTS.desktop,
  deviceScaleFactor: 1,
  locale: 'nl-NL',
  timezoneId: 'Europe/Amsterdam',
  colorScheme: 'light',
  reducedMotion: 'reduce',
};

/** What a failed screen showed: beside the photos, not named like one (so never compared). */
const FAILED_FILE = /^[a-z0-9-]+-(light|dark)\.failed\.png$/;

/** Removes earlier photos (only files named like a photo) so a folder never mixes two runs. */
export function clearShots(dir) {
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir))
    if (SHOT_FILE.test(name) || FAILED_FILE.test(name)) rmSync(join(dir, name));
}

/** The ids the addresses need, looked up through the API as the platform administrator. */
export async function lookupIds(base, admin) {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!login.ok) throw new Error(`Aanmelden via de API mislukt: ${login.status} ${await login.text()}`);
  const { access_token: token } = await login.json();
  const get = async (path) => {
    const res = await fetch(`${base}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
    const body = await res.json();
    // A list, or a list under one key (`{ users: [...] }`): the contract allows both.
    return Array.isArray(body) ? body : (Object.values(body).find(Array.isArray) ?? []);
  };
  const find = (list, what, test) => {
    const found = list.find(test);
    if (!found) throw new Error(`Demo-gegevens: ${what} niet gevonden.`);
    return found;
  };
  const users = await get('admin/users');
  const user = find(users, ORG_ADMIN.username, (u) => u.username === ORG_ADMIN.username);
  const organizations = await get('admin/organizations');
  const organization = find(organizations, 'Gemeente Zandvoort', (o) => o.name === 'Gemeente Zandvoort');
  const defaults = await get('admin/default-templates');
  const defaultTemplate = find(defaults, 'standaardtemplate notulen', (t) => t.name === 'notulen');
  const own = await get(`admin/users/${user.id}/meeting-types`);
  const template = find(own, 'Wekelijks MT-overleg', (t) => t.title === 'Wekelijks MT-overleg');
  return {
    userId: user.id,
    organizationId: organization.id,
    defaultTemplateId: defaultTemplate.id ?? defaultTemplate.template_id,
    templateName: template.name,
  };
}

/** Everything that went wrong on a page (script errors, failed console files, server errors). */
function watch(page, problems) {
  page.on('pageerror', (error) => problems.push(`scriptfout: ${error.message}`));
  page.on('response', (response) => {
    const url = new URL(response.url());
    const status = response.status();
    if (url.pathname.startsWith('/api/') ? status >= 500 : status >= 400)
      problems.push(`${status} ${url.pathname}`);
  });
}

async function signIn(page, base, account) {
  await page.goto(`${base}/`);
  await page.getByLabel('Server URL').fill(`${base}/api/`);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible({ timeout: 30_000 });
}

/** The appearance Radix Themes shows: the root Theme element's class. */
const shownTheme = (page) =>
  page.evaluate(() => {
    const root = document.querySelector('.radix-themes');
    return root?.classList.contains('dark') ? 'dark' : root?.classList.contains('light') ? 'light' : null;
  });

/**
 * Switches to `theme` the way a user does: signed in, with the header's theme button; on the sign-in screen
 * (no button) through the stored preference the console reads at start-up.
 */
async function useTheme(page, base, theme, signedIn) {
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  if (signedIn) {
    await expect(page.getByRole('button', { name: TOGGLE_THEME })).toBeVisible();
    if ((await shownTheme(page)) !== theme) await page.getByRole('button', { name: TOGGLE_THEME }).click();
  } else {
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [THEME_KEY, theme]);
    await page.reload({ waitUntil: 'networkidle' });
  }
  await expect.poll(() => shownTheme(page)).toBe(theme);
}

/**
 * Waits until the screen is complete and still: web fonts loaded, no spinner (data, lazy chunks and charts
 * show one while they load), every chart frame drawn, and the DOM unchanged over several checks (chart
 * libraries animate in JavaScript, which `animations: 'disabled'` does not stop). Answers false when the DOM
 * kept changing for `timeout` ms.
 */
async function settle(page, timeout = 15_000) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(
    () =>
      !document.querySelector('.rt-Spinner') &&
      [...document.querySelectorAll('[data-chart-frame]')].every((frame) =>
        frame.querySelector('.recharts-wrapper > svg'),
      ),
    null,
    { timeout },
  );
  const signature = () =>
    page.evaluate(() => {
      const html = document.documentElement.outerHTML;
      let hash = 0x811c9dc5;
      for (let i = 0; i < html.length; i++) hash = Math.imul(hash ^ html.charCodeAt(i), 0x01000193);
      return `${html.length}:${hash >>> 0}:${document.documentElement.scrollHeight}`;
    });
  const deadline = Date.now() + timeout;
  let last = await signature();
  let same = 0;
  while (same < 3) {
    if (Date.now() > deadline) return false;
    await page.waitForTimeout(150);
    const now = await signature();
    same = now === last ? same + 1 : 0;
    last = now;
  }
  // Two frames, so what the last change laid out is painted.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return true;
}

/**
 * Photographs every screen in light and dark for each build in `builds` (`{ label, dist, outDir }`), against
 * the server at `base`; `serve(dist)` makes the server serve that build. All sign-ins of all builds happen
 * before the first photo (they are data the login-attempts and audit screens show), and each screen is
 * photographed for every build before the next screen, so the builds see the same data at nearly the same time.
 * Answers the problems seen per build (empty lists: none).
 */
export async function captureBuilds({ browser, base, builds, serve, admin, clock, only, log = console.log }) {
  const ids = await lookupIds(base, admin);
  const selected = only ? screens.filter((s) => only.includes(s.name)) : screens;
  if (selected.length === 0) throw new Error(`Geen scherm heet ${only.join(', ')}.`);
  const accounts = { admin, orgAdmin: ORG_ADMIN };
  const needed = new Set(selected.map((s) => s.as));

  const sessions = [];
  for (const build of builds) {
    clearShots(build.outDir);
    const session = { build, pages: {}, problems: [] };
    for (const as of ['none', 'admin', 'orgAdmin']) {
      if (!needed.has(as)) continue;
      const context = await browser.newContext(contextOptions);
      await context.clock.setFixedTime(clock);
      const page = await context.newPage();
      watch(page, session.problems);
      session.pages[as] = page;
    }
    sessions.push(session);
  }
  for (const as of ['admin', 'orgAdmin']) {
    if (!needed.has(as)) continue;
    for (const session of sessions) {
      serve(session.build.dist);
      await signIn(session.pages[as], base, accounts[as]);
    }
  }

  const unsettled = [];
  let count = 0;
  for (const theme of THEMES) {
    for (const session of sessions) {
      serve(session.build.dist);
      for (const [as, page] of Object.entries(session.pages))
        await useTheme(page, base, theme, as !== 'none');
    }
    for (const screen of selected) {
      const file = `${screen.name}-${theme}.png`;
      for (const session of sessions) {
        serve(session.build.dist);
        const page = session.pages[screen.as];
        // The page in front: Chromium draws frames only for the page in front.
        await page.bringToFront();
        await page.setViewportSize(VIEWPORTS[screen.viewport ?? 'desktop']);
        const url = `${base}${screen.path(ids)}`;
        try {
          await page.goto(url, { waitUntil: 'networkidle' });
          await page.mouse.move(0, 0);
          await screen.ready(page);
          if (screen.open) await screen.open(page);
          if (!(await settle(page))) unsettled.push(`${session.build.label}/${file}`);
          if ((await shownTheme(page)) !== theme) throw new Error(`het thema is niet ${theme}`);
        } catch (error) {
          const shown = join(session.build.outDir, file.replace(/\.png$/, '.failed.png'));
          await page.screenshot({ path: shown, fullPage: true }).catch(() => undefined);
          const where = `${session.build.label}, ${file} (${url})`;
          throw new Error(`${where}: ${error.message}\nZo zag het eruit: ${shown}`, { cause: error });
        }
        await page.screenshot({
          path: join(session.build.outDir, file),
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          scale: 'css',
          mask: screen.mask ? screen.mask(page) : [],
          maskColor: '#ff00ff',
        });
        count++;
      }
      log(`  ${file}`);
    }
  }
  for (const session of sessions) {
    writeFileSync(
      join(session.build.outDir, 'capture.json'),
      `${JSON.stringify(
        {
          build: session.build.dist,
          capturedAt: new Date().toISOString(),
          browserClock: new Date(clock).toISOString(),
          screens: selected.map((s) => s.name),
          themes: THEMES,
          viewports: VIEWPORTS,
          problems: session.problems,
        },
        null,
        2,
      )}\n`,
    );
    await Promise.all(Object.values(session.pages).map((page) => page.context().close()));
  }
  return { count, unsettled, problems: sessions.map((s) => ({ label: s.build.label, list: s.problems })) };
}
