import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../../../scripts/vite/lean-radix-css.mjs';

// The console imports Tremor's components from the modules of its build (`@tremor/react/dist/components/…`), not
// from the package's entry, which would bring every component and the chart library into the shell's chunk; and
// tailwind.config.js scans only the folders of those components for their classes. Neither is Tremor's API:
// these tests fail when its build no longer lays them out as assumed (docs/third-party-internals.md).

const CHECKED_VERSION = /^3\.18\./;
const packageDir = path.resolve('node_modules/@tremor/react');
const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  version: string;
  module: string;
};
const installed = manifest.version;
const components = path.join(packageDir, 'dist/components');

/** Every `@tremor/react/dist/…` module that src imports. */
const deepImports = [
  ...new Set(
    sourceFiles(path.resolve('src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from '(@tremor\/react\/dist\/[^']+)'/g)].map(
        ([, spec]) => spec!,
      ),
    ),
  ),
].sort();

/** The modules of Tremor's build that `files` import, they included, transitively. */
function reached(files: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*"(\.{1,2}\/[^"]+)"/g))
      visit(path.resolve(path.dirname(file), spec!));
  };
  files.forEach(visit);
  return seen;
}

/** The component folders tailwind.config.js scans: `'./node_modules/@tremor/react/dist/components/{a/B,c/D}/*.js'`. */
function scannedFolders(): string[] {
  const config = readFileSync('tailwind.config.js', 'utf8');
  const globs = [...config.matchAll(/'(\.\/node_modules\/@tremor\/[^']*)'/g)].map(([, glob]) => glob!);
  expect(globs, 'one glob of Tremor component folders in tailwind.config.js').toHaveLength(1);
  const match = /^\.\/node_modules\/@tremor\/react\/dist\/components\/\{([^}]+)\}\/\*\.js$/.exec(globs[0]!);
  expect(match, `the glob's form: ${globs[0]}`).not.toBeNull();
  return match![1]!.split(',').sort();
}

describe(`Tremor's modules (@tremor/react ${installed})`, () => {
  it('is @tremor/react 3.18, against which the module paths were checked', () => {
    expect(
      installed,
      `@tremor/react ${installed} is installed; the imports of its modules and tailwind.config.js's folders were ` +
        'checked against 3.18. If the other tests here pass, measure again (docs/third-party-internals.md) and ' +
        'update CHECKED_VERSION.',
    ).toMatch(CHECKED_VERSION);
  });

  it("each module src imports is the one the package's entry exports that component from", async () => {
    expect(deepImports.length).toBeGreaterThan(0);
    // The package's ES module entry, as the bundler takes it (its `module` field): `export{default as Card}from"./…"`.
    const entry = readFileSync(path.join(packageDir, manifest.module), 'utf8');
    const exported = new Map(
      [...entry.matchAll(/export\s*\{\s*default as (\w+)\s*\}\s*from\s*"\.\/([^"]+)"/g)].map(
        ([, name, file]) => [
          name!,
          `@tremor/react/${path.posix.join(path.posix.dirname(manifest.module), file!)}`,
        ],
      ),
    );
    for (const spec of deepImports) {
      const name = path.basename(spec, '.js');
      expect(exported.get(name), `the entry of @tremor/react exports ${name} from`).toBe(spec);
      const { default: component } = (await import(/* @vite-ignore */ spec)) as { default: unknown };
      // A React component: a forwardRef object or a function.
      expect(
        typeof component === 'function' || (component as { $$typeof?: symbol })?.$$typeof,
        spec,
      ).toBeTruthy();
    }
  }, 30_000);

  it('tailwind.config.js scans exactly the component folders those modules reach', () => {
    const files = reached(
      deepImports.map((spec) => path.join(packageDir, spec.replace('@tremor/react/', ''))),
    );
    const folders = [...new Set([...files].map((file) => path.relative(components, path.dirname(file))))]
      .filter((folder) => !folder.startsWith('..'))
      .sort();
    for (const folder of scannedFolders())
      expect(existsSync(path.join(components, folder)), folder).toBe(true);
    expect(scannedFolders()).toEqual(folders);
  });
});
