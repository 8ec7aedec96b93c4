// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { slicedEvaluation, withTaskBreak } from '../../../scripts/vite/sliced-evaluation.mjs';

// The plugin in a real build: a module it names runs in a task of its own, after what was queued before it.
const dir = mkdtempSync(path.join(tmpdir(), 'werkbank-sliced-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fixture() {
  const files = {
    'a.js': `globalThis.order.push('a'); setTimeout(() => globalThis.order.push('task queued by a'), 0);`,
    'b.js': `globalThis.order.push('b');`,
    'main.js': `import './a.js'; import './b.js'; globalThis.order.push('main');`,
  };
  for (const [name, code] of Object.entries(files)) writeFileSync(path.join(dir, name), code);
}

async function buildAndRun(sliced: string[], out: string): Promise<string[]> {
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [slicedEvaluation(sliced)],
    build: {
      outDir: out,
      minify: false,
      lib: { entry: path.join(dir, 'main.js'), formats: ['es'], fileName: () => 'main.js' },
    },
  });
  const order: string[] = [];
  (globalThis as { order?: string[] }).order = order;
  await import(pathToFileURL(path.join(dir, out, 'main.js')).href);
  await new Promise((resolve) => setTimeout(resolve, 10));
  return order;
}

describe('sliced evaluation (scripts/vite/sliced-evaluation.mjs)', () => {
  fixture();

  it('runs a named module in a later task than the modules before it', async () => {
    expect(await buildAndRun([], 'plain')).toEqual(['a', 'b', 'main', 'task queued by a']);
    expect(await buildAndRun(['b.js'], 'sliced')).toEqual(['a', 'task queued by a', 'b', 'main']);
  });

  it('fails the build when a named module is not part of it', async () => {
    await expect(buildAndRun(['gone.js'], 'missing')).rejects.toThrow(/not in the build: .*gone\.js/);
  });

  it("refuses a package's files: their names and order are the package's own", () => {
    expect(() =>
      slicedEvaluation(['src/state/routes.ts', 'node_modules/recharts/es6/util/ChartUtils.js']),
    ).toThrow(/not a module of the project: node_modules\/recharts\/es6\/util\/ChartUtils\.js$/);
  });

  it('adds the break to the first line, so the source map keeps its lines', () => {
    const code = "import { z } from 'zod';\nexport const id = z.number();\n";
    const broken = withTaskBreak(code);
    expect(broken.split('\n')).toHaveLength(code.split('\n').length);
    expect(broken.endsWith(code)).toBe(true);
    expect(broken).toMatch(
      /^import \{ nextTask as __nextTask \} from "virtual:werkbank-next-task"; await __nextTask\(\); /,
    );
  });
});
