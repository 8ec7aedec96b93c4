import { expect } from './fixtures';
import type { Page } from '@playwright/test';

/** The keyboard, counting key presses: a chord (Control+K) is one, typed text one per character. */
export function countingKeyboard(page: Page) {
  let presses = 0;
  return {
    async press(key: string) {
      presses += 1;
      await page.keyboard.press(key);
    },
    async type(text: string) {
      presses += [...text].length;
      await page.keyboard.type(text);
    },
    get presses() {
      return presses;
    },
  };
}

export type CountingKeyboard = ReturnType<typeof countingKeyboard>;

/**
 * A command run from the palette by keyboard: Control+K, the query typed, and Enter once the first option is the
 * command titled `title`.
 */
export async function runFromPalette(page: Page, keys: CountingKeyboard, query: string, title: string) {
  const palette = page.getByRole('dialog', { name: 'Opdrachtenpalet' });
  await keys.press('Control+K');
  await expect(palette.getByRole('combobox')).toBeFocused();
  await keys.type(query);
  await expect(palette.getByRole('option').first()).toContainText(title);
  await keys.press('Enter');
}
