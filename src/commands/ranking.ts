import Fuse from 'fuse.js';
import type { ScreenId } from '../state/screen';
import { commandGroups, type Command, type CommandGroup } from './types';

export interface RankOptions {
  /** Recently used command ids, most recent first. */
  recent: readonly string[];
  /** The screen on display; commands listing it in `contexts` come first. */
  screen: ScreenId | null;
}

export type RankSection = 'contextual' | 'recent' | 'results' | CommandGroup;

export interface RankedCommand {
  command: Command;
  section: RankSection;
  /** Fuse score (0 = perfect) when there was a query. */
  score?: number;
}

const fuseCache = new WeakMap<readonly Command[], Fuse<Command>>();

function fuseFor(commands: readonly Command[]): Fuse<Command> {
  let fuse = fuseCache.get(commands);
  if (!fuse) {
    fuse = new Fuse([...commands], {
      keys: [
        { name: 'title', weight: 2 },
        { name: 'keywords', weight: 1 },
      ],
      includeScore: true,
      ignoreLocation: true,
      threshold: 0.4,
      ignoreDiacritics: true,
    });
    fuseCache.set(commands, fuse);
  }
  return fuse;
}

const EPSILON = 1e-9;

/**
 * Orders commands for the palette. Empty query: contextual commands first, then recently used (most recent
 * first), then the rest by group. With a query: fuse.js over title and keywords, best score first, ties
 * broken by recency, then by registration order.
 */
export function rankCommands(
  commands: readonly Command[],
  query: string,
  options: RankOptions,
): RankedCommand[] {
  const recency = new Map(options.recent.map((id, index) => [id, index]));
  const order = new Map(commands.map((c, index) => [c.id, index]));
  const trimmed = query.trim();

  if (!trimmed) {
    const contextual = options.screen
      ? commands.filter((c) => c.contexts.includes(options.screen as ScreenId))
      : [];
    const seen = new Set(contextual.map((c) => c.id));
    const byId = new Map(commands.map((c) => [c.id, c]));
    const recent = options.recent
      .map((id) => byId.get(id))
      .filter((c): c is Command => c !== undefined && !seen.has(c.id));
    for (const c of recent) seen.add(c.id);
    const rest = commands
      .filter((c) => !seen.has(c.id))
      .sort(
        (a, b) =>
          commandGroups.indexOf(a.group) - commandGroups.indexOf(b.group) ||
          order.get(a.id)! - order.get(b.id)!,
      );
    return [
      ...contextual.map((command) => ({ command, section: 'contextual' as const })),
      ...recent.map((command) => ({ command, section: 'recent' as const })),
      ...rest.map((command) => ({ command, section: command.group })),
    ];
  }

  const rank = (id: string) => recency.get(id) ?? Number.POSITIVE_INFINITY;
  return fuseFor(commands)
    .search(trimmed)
    .map((result) => ({ command: result.item, section: 'results' as const, score: result.score ?? 0 }))
    .sort((a, b) => {
      const byScore = a.score - b.score;
      if (Math.abs(byScore) > EPSILON) return byScore;
      const byRecency = rank(a.command.id) - rank(b.command.id);
      if (byRecency !== 0 && !Number.isNaN(byRecency)) return byRecency;
      return order.get(a.command.id)! - order.get(b.command.id)!;
    });
}
