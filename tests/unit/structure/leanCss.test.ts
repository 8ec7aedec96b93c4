import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  colorScalesImported,
  colorSelectorKept,
  isBreakpointUtility,
  partitionOf,
  radixClassesOf,
  radixComponentsUsed,
  sourceFiles,
  staticImportGraph,
} from '../../../scripts/vite/lean-radix-css.mjs';

// The lean stylesheets (scripts/vite/lean-radix-css.mjs) hold what src uses; these checks fail when src starts
// to use what they leave out.
const src = path.resolve('src');
const SCALES =
  'tomato red ruby crimson pink plum purple violet iris indigo blue cyan teal jade green grass brown orange sky mint lime yellow amber gold bronze gray mauve slate sage olive sand';
const scaleNames = new Set(SCALES.split(' '));

/** Radix colour scales a file names: a `color` string such as 'red', or a variable such as var(--red-9). */
function scalesNamedIn(files: readonly string[]): Set<string> {
  const named = new Set<string>();
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    for (const [, name] of code.matchAll(/['"]([a-z]+)['"]/g)) if (scaleNames.has(name!)) named.add(name!);
    for (const [, name] of code.matchAll(/var\(--([a-z]+)-a?\d+\)/g))
      if (scaleNames.has(name!)) named.add(name!);
  }
  return named;
}

const importedIn = (file: string) =>
  new Set(
    [...readFileSync(file, 'utf8').matchAll(/tokens\/colors\/([a-z]+)\.css/g)].map(([, name]) => name!),
  );

describe('the lean stylesheets', () => {
  const signInPath = staticImportGraph(path.join(src, 'main.tsx'));

  it("import every colour scale the console names, and the sign-in path's with the first stylesheet", () => {
    const first = importedIn(path.join(src, 'styles/radix.css'));
    const all = colorScalesImported(src);
    expect([...scalesNamedIn(sourceFiles(src))].filter((scale) => !all.has(scale))).toEqual([]);
    expect([...scalesNamedIn(signInPath)].filter((scale) => !first.has(scale))).toEqual([]);
    // gray is Radix's own neutral scale (`color="gray"`); slate is the console's gray, indigo its accent.
    for (const scale of ['gray', 'slate', 'indigo']) expect(first.has(scale)).toBe(true);
  });

  it('have no breakpoint utilities, so src passes no responsive props to Radix components', () => {
    const responsive = sourceFiles(src).filter((file) =>
      /=\{\{\s*(?:initial|xs|sm|md|lg|xl)\s*:/.test(readFileSync(file, 'utf8')),
    );
    expect(responsive).toEqual([]);
    expect(isBreakpointUtility('.md\\:rt-r-mt-2')).toBe(true);
    expect(isBreakpointUtility('.rt-r-mt-2')).toBe(false);
  });

  it('put each component rule in the stylesheet that first needs it, and drop unused components', () => {
    const first = radixClassesOf(radixComponentsUsed(signInPath));
    const all = radixClassesOf(radixComponentsUsed(sourceFiles(src)));
    expect(first.has('rt-TextFieldRoot')).toBe(true);
    expect(first.has('rt-TableRoot')).toBe(false);
    const classes = { first, all };
    expect(partitionOf('.rt-Button:where(.rt-variant-solid)', classes)).toBe('first');
    expect(partitionOf('.rt-reset', classes)).toBe('first');
    expect(partitionOf('.rt-TableRoot .rt-TableCell', classes)).toBe('later');
    expect(partitionOf('.rt-BaseButton.rt-IconButton', classes)).toBe('later');
    expect(partitionOf('.rt-SliderRoot', classes)).toBeNull();
    // One alternative of a :where() list suffices: the tab label's rule also names the unused TabNav.
    expect(
      partitionOf(
        ':where(.rt-BaseTabListTrigger[data-state=active], .rt-TabNavLink[data-active]) .rt-BaseTabListTriggerInner',
        classes,
      ),
    ).toBe('later');
  });

  it('keep the colour mappings of imported scales only', () => {
    const scales = new Set(['indigo', 'slate']);
    expect(colorSelectorKept("[data-accent-color='indigo']", scales)).toBe(true);
    expect(colorSelectorKept("[data-accent-color='teal']", scales)).toBe(false);
    expect(colorSelectorKept(".radix-themes:where([data-gray-color='mauve'])", scales)).toBe(false);
    expect(colorSelectorKept(':root', scales)).toBe(true);
  });
});
