// The screens the look comparison photographs (`npm run looks`), each in light and dark. Not a Playwright
// test file (tests/e2e is the end-to-end run's testDir): scripts/looks.mjs drives them.
//
// A screen: `name` (the file is `<name>-<theme>.png`), `as` (who is signed in: `none`, `admin` the demo's
// platform administrator, `orgAdmin` the demo organisation administrator sanne.devries), `viewport`
// (`desktop` 1280×800 or `mobile` 390×844), `path(ids)` the address, loaded afresh for every photo,
// `ready(page)` what must be on screen, `open(page)` an action after that (a dialog, the palette), and
// `mask(page)` locators painted magenta (for what differs from one photo to the next; none needed so far: the
// browser clock stands still and `both` photographs the two builds against one server within seconds).
// The ids come from the demo through the API: `userId` (sanne.devries), `organizationId` (Gemeente
// Zandvoort), `defaultTemplateId` (notulen), `templateName` (sanne's Wekelijks MT-overleg).
import { expect } from '@playwright/test';

const heading = (page, name) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
const tabSelected = (page, name) =>
  expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');

/**
 * @typedef {import('@playwright/test').Page} Page
 * @type {{ name: string, as: 'none' | 'admin' | 'orgAdmin', viewport?: 'desktop' | 'mobile',
 *   path: (ids: Record<string, string | number>) => string, ready: (page: Page) => Promise<void>,
 *   open?: (page: Page) => Promise<void>, mask?: (page: Page) => import('@playwright/test').Locator[] }[]}
 */
export const screens = [
  {
    name: 'signin',
    as: 'none',
    path: () => '/',
    ready: (page) => expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible(),
  },
  {
    name: 'signin-mobile',
    as: 'none',
    viewport: 'mobile',
    path: () => '/',
    ready: (page) => expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible(),
  },
  {
    name: 'dashboard-daily',
    as: 'admin',
    path: () => '/',
    ready: (page) => expect(page.getByRole('heading', { name: 'Dagelijkse statistieken' })).toBeVisible(),
  },
  {
    name: 'dashboard-monthly',
    as: 'admin',
    path: () => '/?view=monthly',
    ready: (page) => expect(page.getByRole('radio', { name: 'Maandelijks' })).toBeChecked(),
  },
  {
    name: 'dashboard-mobile',
    as: 'admin',
    viewport: 'mobile',
    path: () => '/',
    ready: (page) => expect(page.getByRole('heading', { name: 'Dagelijkse statistieken' })).toBeVisible(),
  },
  {
    name: 'dashboard-org-admin',
    as: 'orgAdmin',
    path: () => '/',
    ready: (page) => expect(page.getByRole('heading', { name: 'Dagelijkse statistieken' })).toBeVisible(),
  },
  {
    name: 'users',
    as: 'admin',
    path: () => '/users',
    ready: (page) => expect(page.getByRole('table', { name: 'Gebruikers' })).toBeVisible(),
  },
  {
    name: 'users-new-user-dialog',
    as: 'admin',
    path: () => '/users',
    ready: (page) => expect(page.getByRole('table', { name: 'Gebruikers' })).toBeVisible(),
    open: async (page) => {
      await page.getByRole('button', { name: 'New User' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'user-overview',
    as: 'admin',
    path: (ids) => `/users/${ids.userId}`,
    ready: (page) => tabSelected(page, 'Overzicht'),
  },
  {
    name: 'user-templates',
    as: 'admin',
    path: (ids) => `/users/${ids.userId}?tab=templates`,
    ready: (page) => tabSelected(page, 'Templates'),
  },
  {
    name: 'user-transcriptions',
    as: 'admin',
    path: (ids) => `/users/${ids.userId}?tab=transcriptions`,
    ready: (page) => tabSelected(page, 'Transcripties'),
  },
  {
    name: 'organizations',
    as: 'admin',
    path: () => '/organizations',
    ready: (page) => heading(page, 'Organisaties'),
  },
  {
    name: 'organization-users',
    as: 'admin',
    path: (ids) => `/organizations/${ids.organizationId}`,
    ready: (page) => tabSelected(page, 'Gebruikers'),
  },
  {
    name: 'organization-groups',
    as: 'admin',
    path: (ids) => `/organizations/${ids.organizationId}?tab=groups`,
    ready: (page) => tabSelected(page, 'Groepen'),
  },
  {
    name: 'organization-templates',
    as: 'admin',
    path: (ids) => `/organizations/${ids.organizationId}?tab=templates`,
    ready: (page) => tabSelected(page, 'Templates'),
  },
  {
    name: 'organization-stats',
    as: 'admin',
    path: (ids) => `/organizations/${ids.organizationId}?tab=stats`,
    ready: (page) => tabSelected(page, 'Statistieken'),
  },
  {
    name: 'default-templates',
    as: 'admin',
    path: () => '/default-templates',
    ready: (page) => heading(page, 'Standaard Templates'),
  },
  {
    name: 'default-template-editor',
    as: 'admin',
    path: (ids) => `/default-templates/${ids.defaultTemplateId}`,
    ready: async (page) => {
      await expect(page.getByLabel('Titel')).toHaveValue('Notulen');
      await expect(page.locator('.cm-editor').first()).toBeVisible();
    },
  },
  {
    name: 'template-editor',
    as: 'admin',
    path: (ids) => `/templates/${ids.userId}/${ids.templateName}`,
    ready: (page) => expect(page.getByLabel('Titel')).toHaveValue('Wekelijks MT-overleg'),
  },
  {
    name: 'template-editor-prompt',
    as: 'admin',
    path: (ids) => `/templates/${ids.userId}/${ids.templateName}`,
    ready: (page) => expect(page.getByLabel('Titel')).toHaveValue('Wekelijks MT-overleg'),
    open: async (page) => {
      await page.getByRole('tab', { name: 'PROMPT', exact: true }).click();
      await expect(page.locator('.cm-editor').first()).toBeVisible();
    },
  },
  {
    name: 'template-settings',
    as: 'admin',
    path: () => '/template-settings',
    ready: (page) => heading(page, 'Template instellingen'),
  },
  {
    name: 'worker-status',
    as: 'admin',
    path: () => '/worker-status',
    ready: (page) => expect(page.getByRole('heading', { name: 'Workers', exact: true })).toBeVisible(),
  },
  {
    name: 'login-attempts',
    as: 'admin',
    path: () => '/login-attempts',
    ready: (page) => heading(page, 'Login Pogingen'),
  },
  {
    name: 'audit',
    as: 'admin',
    path: () => '/audit',
    ready: (page) => heading(page, 'Audit'),
  },
  {
    name: 'palette',
    as: 'admin',
    path: () => '/',
    ready: (page) => expect(page.getByRole('heading', { name: 'Dagelijkse statistieken' })).toBeVisible(),
    open: async (page) => {
      await page.keyboard.press('Control+K');
      await expect(page.getByRole('dialog', { name: 'Opdrachtenpalet' })).toBeVisible();
    },
  },
];
