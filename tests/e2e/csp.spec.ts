import { expect, test, type Page } from './support/fixtures';
import { callApi } from './support/api';
import { fillSignIn, openPalette, shellShown } from './support/app';
import { servers } from './support/ports';

/**
 * Collects every Content-Security-Policy violation of the page: the browser's own console report ("Refused to
 * …") and the `securitypolicyviolation` event, reported through the console by an init script.
 */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)|CSP-schending/i.test(text)) {
      violations.push(text);
    }
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP-schending: ${event.effectiveDirective} blokkeerde ${event.blockedURI || '(inline)'} in ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}

test('the console runs under its content security policy without a single violation', async ({ page }) => {
  const violations = await watchPolicy(page);

  const index = await page.goto('/');
  const policy = index?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");

  // Through the sign-in screen: its form and the shell after it load under the policy too.
  await fillSignIn(page, servers.plain);
  await shellShown(page);

  await page.goto('/users');
  await expect(page.getByRole('table', { name: 'Gebruikers' })).toBeVisible();

  const users = await callApi<{ id: number; username: string }[]>('GET', 'admin/users');
  const user = users.find((u) => u.username !== 'admin') ?? users[0]!;
  await page.goto(`/users/${user.id}`);
  await expect(page.getByRole('heading', { level: 1, name: user.username })).toBeVisible();

  const organizations = await callApi<{ id: number; name: string }[]>('GET', 'admin/organizations');
  const seeded = organizations.find((o) => o.name === 'Gemeente Zandvoort') ?? organizations[0]!;
  await page.goto(`/organizations/${seeded.id}?tab=stats&days=365`);
  await expect(page.getByRole('heading', { name: 'Per dag' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Activiteit per dag/ })).toBeVisible();

  const palette = await openPalette(page);
  await palette.getByRole('combobox').fill('gebruikers');
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();

  expect(violations).toEqual([]);
});
