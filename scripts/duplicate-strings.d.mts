// Types of duplicate-strings.mjs (a plain ES module, so `node scripts/duplicate-strings.mjs` runs without a compiler).

export interface DuplicatedText {
  text: string;
  server: string[];
  console: string[];
}

export const KEPT: Readonly<Record<string, string>>;
export function isWording(text: string): boolean;
export function duplicatedTexts(root?: string): DuplicatedText[];
