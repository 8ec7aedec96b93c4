import { defineCommand, type Command } from '../types';

interface NavigationSpec {
  id: string;
  title: string;
  path: string;
  keybinding: string;
  keywords: readonly string[];
}

/** One navigation command: go to a screen of the side menu. */
export function navigationCommand(spec: NavigationSpec): Command {
  return defineCommand({
    id: spec.id,
    title: spec.title,
    group: 'navigation',
    keywords: spec.keywords,
    keybinding: spec.keybinding,
    run: (_args, ctx) => ctx.navigate(spec.path),
  });
}
