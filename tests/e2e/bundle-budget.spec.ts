import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

// The JavaScript a browser loads to show the sign-in screen stays under 150 kB gzip:
// the shell, palette, charts and editors load lazily after sign-in.
const BUDGET = 150 * 1000;

test('the sign-in screen loads less than 150 kB of gzipped JavaScript', async ({ page }) => {
  const sizes = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  const total = [...sizes.values()].reduce((a, b) => a + b, 0);
  console.log(`Sign-in JavaScript: ${sizes.size} files, ${(total / 1000).toFixed(1)} kB gzip`);
  expect(sizes.size).toBeGreaterThan(0);
  expect(total).toBeLessThan(BUDGET);
});
