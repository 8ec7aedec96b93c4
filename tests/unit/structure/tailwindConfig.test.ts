// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import tailwindcss from 'tailwindcss';
import { describe, expect, it } from 'vitest';

// Tailwind 3's PostCSS plugin keeps the path of the last `@config` it saw and uses it for a stylesheet that
// names none. The build processes src/index.css (the sign-in config) and the shell's stylesheet in no fixed
// order, so a shell stylesheet without its own `@config` got the sign-in path's few utilities in some builds.
const stylesheets = {
  index: path.resolve('src/index.css'),
  shell: path.resolve('src/screens/shell/shell.css'),
};

/** The `@config` and `@tailwind` lines of a stylesheet (its other rules and imports do not matter here). */
const tailwindLines = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => /^@(config|tailwind)\b/.test(line.trim()))
    .join('\n');

describe("the stylesheets' Tailwind configs", () => {
  it('each stylesheet with Tailwind directives or imports of them names its config', () => {
    for (const file of Object.values(stylesheets)) {
      const css = readFileSync(file, 'utf8');
      expect(/@tailwind|tailwind-(utilities|base)\.css/.test(css), file).toBe(true);
      expect(css, file).toMatch(/^@config '[^']+';$/m);
    }
  });

  it("gives the shell every screen's utilities, also when the sign-in stylesheet is processed first", async () => {
    const run = postcss([tailwindcss()]);
    const withUtilities = (file: string) => `${tailwindLines(file)}\n@tailwind utilities;`;
    await run.process(withUtilities(stylesheets.index), { from: stylesheets.index });
    const shell = await run.process(withUtilities(stylesheets.shell), { from: stylesheets.shell });
    // The palette's `!mt-[12vh]` is in a signed-in screen only (tailwind.signin.config.js does not scan them).
    expect(shell.css).toContain('.\\!mt-\\[12vh\\]');
  }, 30_000);
});
