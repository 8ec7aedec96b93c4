import { expect, type Page } from '@playwright/test';
import { admin, ports, servers } from './ports';

export const apiAddress = (server: string) => `${server}/api/`;

export async function fillSignIn(
  page: Page,
  server: string,
  password = admin.password,
  username = admin.username,
) {
  await page.getByLabel('Server URL').fill(apiAddress(server));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * The shell is there: its palette button, in the header at every width (the main menu is a drawer on a
 * narrow screen).
 */
export const shellShown = (page: Page) =>
  expect(page.getByRole('banner').getByRole('button', { name: 'Opdrachten' })).toBeVisible();

/** Signs in as the seeded superuser on the plain development server and waits for the shell. */
export async function signIn(page: Page) {
  await page.goto('/');
  await fillSignIn(page, servers.plain);
  await shellShown(page);
}

/** Signs in on the plain server as another account (e.g. a plain admin made with `callApi`). */
export async function signInAs(page: Page, username: string, password: string) {
  await page.goto('/');
  await fillSignIn(page, servers.plain, password, username);
  await shellShown(page);
}

interface Mail {
  to: string[];
  body: string;
  receivedAt: number;
}

/** The newest 6-digit code mailed to the address after `since` (epoch ms), polled from the SMTP sink. */
export async function mailedCode(to: string, since: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`http://127.0.0.1:${ports.inbox}/messages?to=${encodeURIComponent(to)}`);
        const mails = ((await res.json()) as Mail[]).filter((m) => m.receivedAt >= since);
        const last = mails.at(-1);
        // Only the body: headers (Message-ID, Date, boundaries) hold digit runs of their own.
        const body = last?.body
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n');
        code = body?.match(/Werkbank is: (\d{6})\b/)?.[1];
        return code;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return code as string;
}

export async function openPalette(page: Page) {
  await page.keyboard.press('Control+K');
  const palette = page.getByRole('dialog', { name: 'Opdrachtenpalet' });
  await expect(palette).toBeVisible();
  return palette;
}
