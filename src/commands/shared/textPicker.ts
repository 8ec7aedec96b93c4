import type { ArgPicker, CommandContext } from '../types';

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
    options: async (ctx, query, args) => {
      const text = query.trim() || current?.(ctx, args)?.trim();
      return text ? [{ value: text, label: label(text) }] : [];
    },
  };
}
