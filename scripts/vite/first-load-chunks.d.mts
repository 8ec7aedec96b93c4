// Types of first-load-chunks.mjs (a plain ES module beside lean-radix-css.mjs).
import type { Plugin } from 'vite';

export interface CodeSplittingGroup {
  name: string;
  test: (id: string) => boolean;
  priority: number;
  includeDependenciesRecursively?: boolean;
  tags?: '$initial'[];
}

export function firstLoadChunks(
  groups: Readonly<Record<string, string>>,
  options?: { start?: string },
): {
  plugin: Plugin;
  codeSplitting: { groups: CodeSplittingGroup[] };
};
