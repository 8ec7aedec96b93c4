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
