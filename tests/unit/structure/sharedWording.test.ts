import { describe, expect, it } from 'vitest';
import { duplicatedTexts, KEPT } from '../../../scripts/duplicate-strings.mjs';

// Wording both the server and the console show is written once, in src/api, and the server imports it from
// there; `node scripts/duplicate-strings.mjs` lists what is still written twice.
describe('shared wording', () => {
  const duplicates = duplicatedTexts();

  it('writes no text twice, once in the server and once in the console', () => {
    const unexpected = duplicates
      .filter(({ text }) => !(text in KEPT))
      .map(
        ({ text, server, console }) =>
          `${text} (server: ${server.join(', ')}; console: ${console.join(', ')})`,
      );
    expect(unexpected).toEqual([]);
  });

  it('keeps only duplicates that still exist', () => {
    const found = new Set(duplicates.map(({ text }) => text));
    expect(Object.keys(KEPT).filter((text) => !found.has(text))).toEqual([]);
  });
});
