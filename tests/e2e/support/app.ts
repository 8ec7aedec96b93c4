import { expect, type Page } from '@playwright/test';
import { login } from '../../../src/api/login';
import { LAST_SERVER_URL_KEY, SESSION_KEY } from '../../../src/api/session';
import { sessionFromTokens } from '../../../src/api/tokens';
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

/**
 * Signs in through the API, as the sign-in screen does (the console's own `login`), and stores the session where
 * the console keeps it; opens no screen. The sign-in screen itself is tested where it is the subject
 * (signin.spec.ts and the 2FA, lockout and session flows): typing the form before every test took more than
 * half of a typical test's time.
 */
export async function storeSignIn(page: Page, username: string, password: string) {
  const result = await login(apiAddress(servers.plain), { username, password });
  if (result.kind !== 'tokens') throw new Error(`sign-in of ${username}: ${result.kind}`);
  const session = sessionFromTokens(result.serverUrl, result.tokens, Date.now());
  // Storage belongs to the console's origin: a small answer of that origin (no console code) to write it in.
  await page.goto('/api/health');
  await page.evaluate(
    ([sessionKey, session, serverKey, serverUrl]) => {
      localStorage.setItem(sessionKey, session);
      localStorage.setItem(serverKey, serverUrl);
    },
    [SESSION_KEY, JSON.stringify(session), LAST_SERVER_URL_KEY, result.serverUrl] as const,
  );
}

/** Signs in (see `storeSignIn`), then opens `path` (the dashboard by default) and waits for the shell. */
export async function signInAs(page: Page, username: string, password: string, path = '/') {
  await storeSignIn(page, username, password);
  await page.goto(path);
  await shellShown(page);
}

/** Signs in as the seeded superuser on the plain development server (see `signInAs`). */
export const signIn = (page: Page, path = '/') => signInAs(page, admin.username, admin.password, path);

/**
 * The seeded superuser's session, stored, with no screen opened: for the tests of a file that each open their
 * own first screen, so that none loads the dashboard first (about 1.5 s and much of a test's browser time).
 */
export const signedIn = (page: Page) => storeSignIn(page, admin.username, admin.password);

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

/** Opens the palette with Ctrl+K, once the shell (which listens for it) is there. */
export async function openPalette(page: Page) {
  await shellShown(page);
  await page.keyboard.press('Control+K');
  const palette = page.getByRole('dialog', { name: 'Opdrachtenpalet' });
  await expect(palette).toBeVisible();
  return palette;
}
