import { markStale, type ResourceKey } from '../state/freshness';
import type { CommandContext } from './types';

/** One entity found for the palette's query; choosing it runs `commandId` with `args`. */
export interface SearchResult {
  /** Unique within its provider (the entity id). */
  key: string;
  label: string;
  description?: string;
  commandId: string;
  args: Readonly<Record<string, unknown>>;
}

/**
 * Finds entities (users, organisations) for what is typed in the palette, shown as a group of their own
 * below the commands. Registered next to the commands in `all.ts`.
 */
export interface SearchProvider {
  id: string;
  /** The group heading in the palette, from the catalogue. */
  title: string;
  search(ctx: CommandContext, query: string): Promise<readonly SearchResult[]>;
  /** The loaded data it searches: reloaded once per opening of the palette, so what others changed is found. */
  sources?: readonly ResourceKey[];
}

/** Queries shorter than this (after trimming) search commands only. */
export const SEARCH_MIN_QUERY = 2;
/** Results per provider in the palette. */
export const SEARCH_LIMIT = 5;

export function defineSearchProvider(provider: SearchProvider): SearchProvider {
  return provider;
}

/** The palette opened: what the providers search is loaded again at their first search. */
export function freshenSearch(providers: readonly SearchProvider[], ctx: CommandContext): void {
  markStale(
    ctx.store,
    providers.flatMap((provider) => provider.sources ?? []),
  );
}

export interface SearchGroup {
  provider: SearchProvider;
  results: readonly SearchResult[];
}

/**
 * Asks every provider for the query, in registration order; groups without results are left out, and a
 * provider that fails is skipped (the palette still lists the commands).
 */
export async function searchEntities(
  providers: readonly SearchProvider[],
  ctx: CommandContext,
  query: string,
): Promise<SearchGroup[]> {
  const trimmed = query.trim();
  if (trimmed.length < SEARCH_MIN_QUERY) return [];
  const answers = await Promise.all(
    providers.map(async (provider) => {
      try {
        return { provider, results: (await provider.search(ctx, trimmed)).slice(0, SEARCH_LIMIT) };
      } catch {
        return { provider, results: [] };
      }
    }),
  );
  return answers.filter((group) => group.results.length > 0);
}
