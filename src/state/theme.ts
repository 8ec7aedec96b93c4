import { persistentAtom } from './persist';

export const THEME_KEY = 'werkbank.theme';
export const appearances = ['light', 'dark'] as const;
export type Appearance = (typeof appearances)[number];

export function isAppearance(value: unknown): value is Appearance {
  return value === 'light' || value === 'dark';
}

/** Light or dark, remembered in `werkbank.theme` (stored as the bare word). */
export const themeAtom = persistentAtom<Appearance>({
  key: THEME_KEY,
  parse: (raw) => (isAppearance(raw) ? raw : 'light'),
  serialize: (value) => value,
});
