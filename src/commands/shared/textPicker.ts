import type { ArgPicker, CommandContext, TextEntry } from '../types';

/**
 * A palette sub-page for free text (a name): the typed text is the one option. `current` may offer the value
 * in use (the present name) while nothing is typed.
 */
export function textPicker(
  title: string,
  label: (text: string) => string,
  current?: (ctx: CommandContext, args: Readonly<Record<string, unknown>>) => string | undefined,
): ArgPicker {
  return {
    title,
    text: {},
    options: async (ctx, query, args) => {
      const text = query.trim() || current?.(ctx, args)?.trim();
      return text ? [{ value: text, label: label(text) }] : [];
    },
  };
}

/**
 * A palette step for several lines of text (typed or pasted), checked while typing (`TextEntry`). Its one option,
 * for callers without the text area, is the whole text once `check` finds nothing wrong with it.
 */
export function linesPicker(
  title: string,
  entry: Required<Pick<TextEntry, 'check'>> & Pick<TextEntry, 'hint'>,
  label: (text: string) => string,
): ArgPicker {
  return {
    title,
    text: { multiline: true, ...entry },
    options: async (_ctx, query) =>
      query.trim() && entry.check(query, true).length === 0 ? [{ value: query, label: label(query) }] : [],
  };
}
