// Types of lean-radix-css.mjs (a plain ES module, so postcss.config.js can load it without a compiler).
import type { PluginCreator } from 'postcss';

export function colorScalesImported(dir: string): Set<string>;
export function colorSelectorKept(selector: string, scales: ReadonlySet<string>): boolean;
export function sourceFiles(dir: string): string[];
export function staticImportGraph(entry: string): string[];
export function radixComponentsUsed(files: readonly string[]): Set<string>;
export function radixClassesOf(components: Iterable<string>): Set<string>;
export function partitionOf(
  selector: string,
  classes: { first: ReadonlySet<string>; all: ReadonlySet<string> },
): 'first' | 'later' | null;
export function isBreakpointUtility(selector: string): boolean;
export const leanRadixCss: PluginCreator<{ srcDir: string; entry: string; laterCss: string }>;
