// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { radixClassesOf, radixComponentsUsed, sourceFiles } from '../../../scripts/vite/lean-radix-css.mjs';

// Two things rest on the class names Radix Themes gives its components, which are none of its API:
//   - the production build keeps of components.css the rules of the components the console uses, and finds their
//     classes in the modules of Radix's build (`dist/esm/components/<name>.js`, scripts/vite/lean-radix-css.mjs);
//   - the console's stylesheets style a few of those classes themselves (dialogs within the screen, the drawer).
// These tests fail when Radix's build no longer names its classes as assumed (docs/third-party-internals.md).

const CHECKED_VERSION = /^3\.3\./;
const packageDir = path.resolve('node_modules/@radix-ui/themes');
const installed = (
  JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }
).version;
const componentsCss = readFileSync(path.join(packageDir, 'components.css'), 'utf8');
const styled = new Set(
  [...componentsCss.matchAll(/\.(rt-[A-Z][A-Za-z]*)(?![\w-])/g)].map(([, name]) => name!),
);

const src = path.resolve('src');
const used = [...radixComponentsUsed(sourceFiles(src))].sort();
// Components without styles of their own.
const UNSTYLED = new Set(['Theme']);

/** The stylesheets under src. */
const stylesheets = readdirSync(src, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
  .map((entry) => path.join(entry.parentPath, entry.name));

describe(`Radix Themes' class names (@radix-ui/themes ${installed})`, () => {
  it('is @radix-ui/themes 3.3, against which the class names were checked', () => {
    expect(
      installed,
      `@radix-ui/themes ${installed} is installed; the lean stylesheets and the console's own rules for Radix ` +
        'classes were checked against 3.3. If the other tests here pass, measure again ' +
        '(docs/third-party-internals.md) and update CHECKED_VERSION.',
    ).toMatch(CHECKED_VERSION);
  });

  it('finds, in the module of each component the console uses, classes that components.css styles', () => {
    expect(used.length).toBeGreaterThan(0);
    for (const component of used.filter((name) => !UNSTYLED.has(name))) {
      const found = [...radixClassesOf([component])].filter((name) => styled.has(name));
      expect(found, `no class of components.css in Radix's module of ${component}`).not.toEqual([]);
    }
  });

  it("styles in the console's stylesheets only classes Radix still styles and the used components render", () => {
    const rendered = radixClassesOf(used);
    const named = stylesheets.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\.(rt-[A-Z][A-Za-z]*)(?![\w-])/g)].map(([, name]) => ({
        file: path.relative(src, file),
        name: name!,
      })),
    );
    expect(named.length).toBeGreaterThan(0);
    for (const { file, name } of named) {
      expect(styled.has(name), `${file}: ${name} is not in Radix's components.css`).toBe(true);
      expect(rendered.has(name), `${file}: ${name} is rendered by no component the console uses`).toBe(true);
    }
  });
});
