import Fuse from 'fuse.js';
import type { ScreenId } from '../state/screen';
import type { SearchGroup, SearchProvider, SearchResult } from './search';
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
 * first), then the rest by group. With a query: fuse.js over title and keywords (and the titles holding each word
 * of the query, `matchWords`), best score first, ties broken by recency, then by registration order.
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
  const found = fuseFor(commands)
    .search(trimmed)
    .map((result) => ({ command: result.item, section: 'results' as const, score: result.score ?? 0 }));
  // Words typed out of order or cut short (`bulk org`) can escape fuse.js; a title holding each of them is found.
  const seen = new Set(found.map(({ command }) => command.id));
  const byWords = commands
    .filter((command) => !seen.has(command.id) && matchWords(command.title, trimmed))
    .map((command) => ({ command, section: 'results' as const, score: 1 }));
  return [...found, ...byWords].sort((a, b) => {
    const byScore = a.score - b.score;
    if (Math.abs(byScore) > EPSILON) return byScore;
    const byRecency = rank(a.command.id) - rank(b.command.id);
    if (byRecency !== 0 && !Number.isNaN(byRecency)) return byRecency;
    return order.get(a.command.id)! - order.get(b.command.id)!;
  });
}

/** Case, accents and spacing left out: how the palette compares a query with titles and names. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** How a text holds the query, best first. */
export type TextMatch = 'exact' | 'prefix' | 'word' | 'contains';

const matchOrder: readonly TextMatch[] = ['exact', 'prefix', 'word', 'contains'];
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * How a text answers the query (both folded): it is the query, starts with it, has a word that starts with it
 * (`sanne` in `Sanne de Vries`, `pogingen` in `Ga naar Login Pogingen`), or holds it elsewhere; null when it does
 * not hold it.
 */
export function matchText(text: string, query: string): TextMatch | null {
  const folded = foldText(text);
  const q = foldText(query);
  if (!q) return null;
  if (folded === q) return 'exact';
  if (folded.startsWith(q)) return 'prefix';
  let at = folded.indexOf(q);
  if (at < 0) return null;
  while (at >= 0) {
    if (!WORD_CHARACTER.test(folded[at - 1] ?? ' ')) return 'word';
    at = folded.indexOf(q, at + 1);
  }
  return 'contains';
}

/** The best of several texts' matches (`null` when none holds the query). */
function bestMatch(texts: readonly (string | undefined)[], query: string): TextMatch | null {
  let best: TextMatch | null = null;
  for (const text of texts) {
    const match = text ? matchText(text, query) : null;
    if (match && (best === null || matchOrder.indexOf(match) < matchOrder.indexOf(best))) best = match;
  }
  return best;
}

const WORDS = /[^\p{L}\p{N}]+/u;

/**
 * Whether each word of a query of several words starts a word of the text, in any order (`bulk org` in
 * `Gebruikers in bulk aanmaken in organisatie`).
 */
export function matchWords(text: string, query: string): boolean {
  const tokens = foldText(query).split(WORDS).filter(Boolean);
  if (tokens.length < 2) return false;
  const words = foldText(text).split(WORDS).filter(Boolean);
  return tokens.every((token) => words.some((word) => word.startsWith(token)));
}

/** Whether one of the texts names the query outright: is it, starts with it, has a word or words starting with it. */
function namesOutright(texts: readonly string[], query: string): boolean {
  const match = bestMatch(texts, query);
  return (match !== null && match !== 'contains') || texts.some((text) => matchWords(text, query));
}

/**
 * How outright the query names a command, best first: 0, its title is the query; 1, its title starts with it, has
 * a word that starts with it (`blok` → Blokkeer Gebruiker) or words starting with each of its words (`bulk org`);
 * 2, one of its aliases does (`users` → Ga naar Gebruikers). Null when fuse.js found the command only loosely
 * (the letters in order, or inside a word). Within a level fuse.js's order stands: `login pogingen` names both
 * Ga naar Login Pogingen and Login pogingen: periode filteren, and the first scores better.
 */
export function commandMatch(command: Pick<Command, 'title' | 'keywords'>, query: string): number | null {
  if (matchText(command.title, query) === 'exact') return 0;
  if (namesOutright([command.title], query)) return 1;
  return namesOutright(command.keywords, query) ? 2 : null;
}

/** One group of the palette's list, in the order shown. */
export type PaletteGroup =
  | { kind: 'commands'; section: RankSection | 'more'; commands: readonly RankedCommand[] }
  | { kind: 'records'; provider: SearchProvider; results: readonly SearchResult[] };

/** How well a record answers the query, by its label and description (its name, its e-mail address). */
const recordMatch = (result: SearchResult, query: string) =>
  matchOrder.indexOf(bestMatch([result.label, result.description], query) ?? 'contains');

/**
 * The palette's list: the ranked commands and the records the search providers found, merged.
 *
 * Without a query: the commands' sections as ranked, the commands available here before those that are not.
 *
 * With a query: first the available commands the query names outright (`commandMatch`: by title, then by alias);
 * then the records whose name or address holds the query (those that start with it before those that only contain
 * it, per provider and across providers); then the commands fuse.js only loosely matched; last the commands that
 * are not available here. So `sanne` opens on the user sanne.devries,
 * not on eight commands with an s, an a and an n in their titles, and `organisaties` still on Ga naar Organisaties.
 */
export function arrangePalette(
  ranked: readonly RankedCommand[],
  found: readonly SearchGroup[],
  query: string,
  available: (command: Command) => boolean,
): PaletteGroup[] {
  const trimmed = query.trim();
  const availableFirst = (items: readonly RankedCommand[]) => [
    ...items.filter((item) => available(item.command)),
    ...items.filter((item) => !available(item.command)),
  ];
  if (!trimmed) {
    const runs: { section: RankSection; commands: RankedCommand[] }[] = [];
    for (const item of ranked) {
      const last = runs.at(-1);
      if (last && last.section === item.section) last.commands.push(item);
      else runs.push({ section: item.section, commands: [item] });
    }
    return runs.map((run) => ({
      kind: 'commands',
      section: run.section,
      commands: availableFirst(run.commands),
    }));
  }

  const named: { item: RankedCommand; match: number }[] = [];
  const loose: RankedCommand[] = [];
  const unavailable: RankedCommand[] = [];
  for (const item of ranked) {
    const match = commandMatch(item.command, trimmed);
    if (!available(item.command)) unavailable.push(item);
    else if (match !== null) named.push({ item, match });
    else loose.push(item);
  }
  // Array.prototype.sort is stable: within one kind of match, fuse.js's order (score, recency) stays.
  named.sort((a, b) => a.match - b.match);
  const records = found
    .map((group) => ({
      provider: group.provider,
      results: group.results
        .map((result, index) => ({ result, index, match: recordMatch(result, trimmed) }))
        .sort((a, b) => a.match - b.match || a.index - b.index),
    }))
    .map((group, index) => ({ ...group, index, best: Math.min(...group.results.map((r) => r.match)) }))
    .filter((group) => group.results.length > 0)
    .sort((a, b) => a.best - b.best || a.index - b.index);

  const groups: PaletteGroup[] = [];
  if (named.length > 0)
    groups.push({ kind: 'commands', section: 'results', commands: named.map(({ item }) => item) });
  for (const group of records)
    groups.push({ kind: 'records', provider: group.provider, results: group.results.map((r) => r.result) });
  const rest = [...loose, ...unavailable];
  if (rest.length > 0)
    groups.push({ kind: 'commands', section: groups.length > 0 ? 'more' : 'results', commands: rest });
  return groups;
}
