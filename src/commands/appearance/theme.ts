import { z } from 'zod';
import { messages } from '../../messages';
import { appearances, themeAtom, type Appearance } from '../../state/theme';
import { defineCommand, type PickerOption } from '../types';

const t = messages.commands;

const labels: Record<Appearance, { label: string; description: string }> = {
  light: { label: t.themeLight, description: t.themeLightDescription },
  dark: { label: t.themeDark, description: t.themeDarkDescription },
};

function matches(option: PickerOption, query: string): boolean {
  const q = query.trim().toLowerCase();
  return !q || `${option.label} ${option.value} ${option.description ?? ''}`.toLowerCase().includes(q);
}

/** Sets light or dark; without an argument the palette asks with a picker (Licht / Donker). */
export const setTheme = defineCommand({
  id: 'appearance.setTheme',
  title: t.setTheme,
  group: 'appearance',
  keywords: [
    'thema',
    'theme',
    'appearance',
    'weergave',
    'dark mode',
    'light mode',
    'donker',
    'licht',
    'kleuren',
  ],
  args: z.object({ appearance: z.enum(appearances) }),
  argPickers: {
    appearance: {
      title: t.setThemePicker,
      options: async (_ctx, query) =>
        appearances.map((value) => ({ value, ...labels[value] })).filter((option) => matches(option, query)),
    },
  },
  run: ({ appearance }, ctx) => {
    ctx.store.set(themeAtom, appearance);
  },
});

/** Switches between light and dark. */
export const toggleTheme = defineCommand({
  id: 'appearance.toggleTheme',
  title: t.toggleTheme,
  group: 'appearance',
  keywords: ['toggle theme', 'dark mode', 'light mode', 'donker', 'licht', 'thema'],
  keybinding: 'shift+t',
  run: (_args, ctx) => {
    ctx.store.set(themeAtom, (current) => (current === 'dark' ? 'light' : 'dark'));
  },
});
