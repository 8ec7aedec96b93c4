// Radix Themes ships one stylesheet for all of its ~50 components (430 kB raw), and its layout utilities once
// per breakpoint (xs … xl). The console uses a third of the components and no responsive props, and the
// sign-in screen only a handful. This PostCSS plugin, run on the production build only (postcss.config.js),
// keeps of Radix's components.css
//   - in the first stylesheet (src/index.css, loaded with the sign-in screen): the rules of the components the
//     sign-in path imports (src/main.tsx and its static imports), and what names no component (reset, layout);
//   - in the signed-in screens' stylesheet (src/screens/shell/shell.css, loaded with the shell chunk): the rules
//     of the other components the console imports;
// drops the rules of tokens/base.css that map colour scales no stylesheet imports (`[data-accent-color='teal']`),
// and the breakpoint variants of utilities.css (`.md\:rt-r-mt-2`), which only responsive props produce
// (`mt={{ initial: '1', md: '2' }}`; tests/unit/structure/leanCss.test.ts keeps src free of them).
// Components are the named imports of '@radix-ui/themes'; their classes (`rt-TableRoot`, `rt-BaseButton`, …)
// come from the package's own modules and those they import (the layout of its build, none of its API:
// tests/unit/internals/radixThemesClasses.test.ts fails when it changes). Both stylesheets put Radix in the
// `radix` cascade layer, so the order of the layers, not of loading, ranks Radix against Tailwind.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const radixEsm = path.join(path.dirname(require.resolve('@radix-ui/themes/package.json')), 'dist', 'esm');

const COMPONENT_CLASS = /\.(rt-[A-Z][A-Za-z]*)(?![\w-])/g;
const BREAKPOINT_UTILITY = /\.(?:xs|sm|md|lg|xl)\\:/;
const RADIX_IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]@radix-ui\/themes['"]/g;

const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The Radix colour scales that the stylesheets under `dir` import (`tokens/colors/red.css` → red). */
export function colorScalesImported(dir) {
  const scales = new Set();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile() && entry.name.endsWith('.css'))
      for (const [, scale] of readFileSync(path.join(entry.parentPath, entry.name), 'utf8').matchAll(
        /@radix-ui\/themes\/tokens\/colors\/([a-z]+)\.css/g,
      ))
        scales.add(scale);
  return scales;
}

const COLOR_SELECTOR = /data-(?:accent|gray)-color=['"]?([a-z]+)/g;

/** Keeps a selector of tokens/base.css unless it maps a colour scale that is not imported. */
export function colorSelectorKept(selector, scales) {
  return [...selector.matchAll(COLOR_SELECTOR)].every(([, scale]) => scales.has(scale));
}

/** The TypeScript files under `dir`. */
export function sourceFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const STATIC_IMPORT =
  /(?:^|[;\s])(?:import|export)\s[^;]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|(?:^|[;\s])import\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function resolveSource(from, spec) {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  return null;
}

/** `entry` and the TypeScript files it imports statically, transitively (what loads before any `import()`). */
export function staticImportGraph(entry) {
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, fromSpec, bareSpec] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const target = resolveSource(file, fromSpec ?? bareSpec);
      if (target) visit(target);
    }
  };
  visit(entry);
  return [...files];
}

/** The Radix Themes components that `files` import by name. */
export function radixComponentsUsed(files) {
  const names = new Set();
  for (const file of files)
    for (const [, list] of readFileSync(file, 'utf8').matchAll(RADIX_IMPORT))
      for (const part of list.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]
          .trim();
        if (/^[A-Z]/.test(name) && !part.trim().startsWith('type ')) names.add(name);
      }
  return names;
}

/** Every component class (`rt-Xxx`) in the Radix modules of `components` and the modules they import. */
export function radixClassesOf(components) {
  const classes = new Set();
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, name] of code.matchAll(/['"`](rt-[A-Z][A-Za-z]*)/g)) classes.add(name);
    for (const [, name] of code.matchAll(/[\s'"`](rt-[A-Z][A-Za-z]*)/g)) classes.add(name);
    for (const [, spec] of code.matchAll(/from\s*"(\.{1,2}\/[^"]+\.js)"/g))
      visit(path.resolve(path.dirname(file), spec));
  };
  for (const component of components) {
    const file = path.join(radixEsm, 'components', `${kebab(component)}.js`);
    if (!existsSync(file))
      throw new Error(`lean-radix-css: no Radix Themes module for ${component} (${file})`);
    visit(file);
  }
  return classes;
}

/**
 * The selector without the arguments of functional pseudo-classes: in
 * `:where(.rt-BaseTabListTrigger[data-state=active], .rt-TabNavLink[data-active]) .rt-BaseTabListTriggerInner`
 * one alternative suffices, so only the classes outside them must all be in use.
 */
function outerPart(selector) {
  let outer = selector;
  for (let previous = ''; previous !== outer;) {
    previous = outer;
    outer = outer.replace(/\([^()]*\)/g, '');
  }
  return outer;
}

/**
 * Where a selector of components.css goes: 'first' (index.css) when every component class it names (outside
 * `:where()` and the like) is used on the sign-in path, or when it names none; 'later' (shell.css) when all
 * are used and one only after sign-in; null when it names a component the console does not use.
 */
export function partitionOf(selector, { first, all }) {
  const names = [...outerPart(selector).matchAll(COMPONENT_CLASS)].map(([, name]) => name);
  if (!names.every((name) => all.has(name))) return null;
  return names.every((name) => first.has(name)) ? 'first' : 'later';
}

export const isBreakpointUtility = (selector) => BREAKPOINT_UTILITY.test(selector);

const fromPackageFile = (node, name) => {
  const file = node.source?.input.file ?? '';
  return file.includes(`${path.sep}@radix-ui${path.sep}themes${path.sep}`) && path.basename(file) === name;
};

/** The PostCSS plugin: `entry` is src/main.tsx, `laterCss` the signed-in screens' stylesheet. */
export function leanRadixCss({ srcDir, entry, laterCss }) {
  let classes;
  return {
    postcssPlugin: 'werkbank-lean-radix-css',
    Once(root) {
      classes ??= {
        first: radixClassesOf(radixComponentsUsed(staticImportGraph(entry))),
        all: radixClassesOf(radixComponentsUsed(sourceFiles(srcDir))),
        scales: colorScalesImported(srcDir),
      };
      const here = root.source?.input.file === laterCss ? 'later' : 'first';
      root.walk((node) => {
        if (node.type !== 'rule' && node.type !== 'atrule') return;
        const inKeyframes = (n) => n.parent?.type === 'atrule' && /keyframes$/i.test(n.parent.name);
        if (fromPackageFile(node, 'components.css') && here === 'later' && node.type === 'atrule') {
          // Keyframes and font faces of components.css come with the first stylesheet.
          if (/keyframes$|font-face/i.test(node.name)) node.remove();
          return;
        }
        if (node.type !== 'rule' || inKeyframes(node)) return;
        let keep = () => true;
        if (fromPackageFile(node, 'components.css'))
          keep = (selector) => partitionOf(selector, classes) === here;
        else if (fromPackageFile(node, 'utilities.css')) keep = (selector) => !isBreakpointUtility(selector);
        else if (fromPackageFile(node, 'base.css'))
          keep = (selector) => colorSelectorKept(selector, classes.scales);
        const rule = node;
        const kept = rule.selectors.filter(keep);
        if (kept.length === 0) rule.remove();
        else if (kept.length !== rule.selectors.length) rule.selectors = kept;
      });
      // Media and supports blocks left empty go too (inner ones first, so their parents can empty in turn).
      let emptied = true;
      while (emptied) {
        emptied = false;
        root.walkAtRules((atRule) => {
          if (atRule.nodes && atRule.nodes.length === 0) {
            atRule.remove();
            emptied = true;
          }
        });
      }
    },
  };
}
leanRadixCss.postcss = true;
