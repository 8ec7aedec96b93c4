import axe from 'axe-core';
import { expect, type Locator, type Page } from '@playwright/test';

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/**
 * Waits until every finite animation and transition on the page has finished (a dialog fading in, colours
 * changing after a theme switch): axe measures colour contrast on what is painted at that moment, and a
 * half-faded button reads as too pale. Endless ones (spinners) are not waited for.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe-core's violations on the page, one line each (`rule: targets`), for `toEqual([])`. Every rule runs;
 * only the violations are reported in detail (axe's `resultTypes`), which spares it describing each passing
 * element.
 *
 * axe-core is put into the page once and then asked directly (`axe.run`), rather than through
 * `@axe-core/playwright`, which on every call injects 600 kB of script into each frame again and opens a
 * blank page to combine the frames' results: measured on the dashboard after sign-in, 4.2 s per check that
 * way against 0.8 s this way, and the suite runs about 150 checks. The console's only frame is the PDF
 * preview, whose plug-in axe could not enter either way.
 */
export async function violations(page: Page): Promise<string[]> {
  await settled(page);
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/**
 * No axe violations in the light theme and, after switching, in the dark theme (`ready` visible in both, when
 * given); switches back to light at the end.
 */
export async function axeLightAndDark(page: Page, ready?: Locator): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Wissel licht/donker thema' });
  const theme = page.locator('.radix-themes').first();
  if (ready) await expect(ready).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await toggle.click();
  await expect(theme).toHaveClass(/dark/);
  if (ready) await expect(ready).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await toggle.click();
  await expect(theme).not.toHaveClass(/dark/);
}
