import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin, Rolldown } from 'vite';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { FirstPaint } from './src/screens/shell/FirstPaint.tsx';
import { firstLoadChunks } from './scripts/vite/first-load-chunks.mjs';
import { slicedEvaluation } from './scripts/vite/sliced-evaluation.mjs';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * After `vite build`: writes `file.br` and `file.gz` next to every built script and stylesheet (and SVG/JSON),
 * for the reference server to send as they are (server/src/http/staticConsole.ts), and prints the sizes.
 * A variant that would not be smaller is not written.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'werkbank-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const totals = new Map<string, { raw: number; br: number; gzip: number }>();
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      await Promise.all(
        entries
          .filter((entry) => entry.isFile() && /\.(?:m?js|css|svg|json)$/.test(entry.name))
          .map(async (entry) => {
            const file = path.join(entry.parentPath, entry.name);
            const raw = await readFile(file);
            const [br, gz] = await Promise.all([
              brotli(raw, {
                params: {
                  [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                  [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
                  [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.byteLength,
                },
              }),
              gzipAsync(raw, { level: zlibConstants.Z_BEST_COMPRESSION }),
            ]);
            if (br.byteLength < raw.byteLength) await writeFile(`${file}.br`, br);
            if (gz.byteLength < raw.byteLength) await writeFile(`${file}.gz`, gz);
            const kind = path.extname(entry.name).slice(1).replace('mjs', 'js').toUpperCase();
            const total = totals.get(kind) ?? { raw: 0, br: 0, gzip: 0 };
            total.raw += raw.byteLength;
            total.br += Math.min(br.byteLength, raw.byteLength);
            total.gzip += Math.min(gz.byteLength, raw.byteLength);
            totals.set(kind, total);
          }),
      );
      const line = [...totals]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([kind, t]) => `${kind} ${kB(t.raw)} raw, ${kB(t.br)} br, ${kB(t.gzip)} gzip`)
        .join('; ');
      console.log(`Precompressed: ${line}`);
    },
  };
}

/** The chunks `chunk` imports statically, and theirs, in load order. */
function staticImports(bundle: Rolldown.OutputBundle, chunk: Rolldown.OutputChunk): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const imported = bundle[file];
    if (imported?.type === 'chunk') imported.imports.forEach(visit);
  };
  chunk.imports.forEach(visit);
  return [...seen];
}

/**
 * `src/boot.ts` is an entry of its own, loaded by a script tag at the top of index.html (async, so it runs as
 * soon as it arrives): signed in, it sends the first screen's data requests and starts the shell's chunks
 * while the main script still downloads. The order of the head matters on a phone: over HTTP/1.1 the browser
 * opens six connections to the server, and what comes later in the head waits for one. So the head begins
 * with the stylesheets (they hold up the first paint), then the boot script and the chunks it imports (it
 * runs only once they are there), and only then the main script with its chunks.
 */
function bootScript(): Plugin {
  return {
    name: 'werkbank-boot-script',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        const boot = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === 'boot',
        );
        const src = boot ? `/${boot.fileName}` : '/src/boot.ts';
        const deps = boot?.type === 'chunk' ? staticImports(bundle, boot) : [];
        const preloads = new Set(deps.map((dep) => `<link rel="modulepreload" crossorigin href="/${dep}">`));
        const lines = html.split('\n');
        const sheets = lines
          .map((line) => line.trim())
          .filter((line) => line.startsWith('<link rel="stylesheet"'));
        // A build always links a stylesheet; finding none means Vite writes the link otherwise than this expects.
        if (ctx.bundle && sheets.length === 0)
          throw new Error('index.html: no <link rel="stylesheet"> to put first');
        const rest = lines
          .filter((line) => !sheets.includes(line.trim()) && !preloads.has(line.trim()))
          .join('\n');
        const first = [
          ...sheets,
          `<script type="module" async crossorigin src="${src}"></script>`,
          ...preloads,
        ];
        if (!rest.includes('</title>')) throw new Error('index.html has no <title>');
        return rest.replace('</title>', `</title>\n    ${first.join('\n    ')}`);
      },
    },
  };
}

/**
 * Writes the app's first drawing (`FirstPaint`: the loading text in the theme's root) into `#root` of
 * index.html, so the page paints before its scripts have run; React replaces it with its first render.
 */
function firstPaint(): Plugin {
  const root = '<div id="root"></div>';
  return {
    name: 'werkbank-first-paint',
    transformIndexHtml(html) {
      if (!html.includes(root)) throw new Error(`index.html has no ${root}`);
      return html.replace(root, `<div id="root">${renderToStaticMarkup(createElement(FirstPaint))}</div>`);
    },
  };
}

const chunks = firstLoadChunks(
  {
    data: 'src/state/firstScreenPreload.ts',
    shell: 'src/screens/shell/Shell.tsx',
    commands: 'src/screens/shell/commandLayer.ts',
  },
  { start: 'src/boot.ts' },
);

// Modules that begin a task of their own as their chunk evaluates (scripts/vite/sliced-evaluation.mjs), in the
// order the chunk runs them: in the `data` chunk those that build the most zod schemas; in the command layer's a
// module at about every third. Only the project's own modules: breaks placed in the chart library's files took
// about 60 ms off its longest task on a CPU slowed 4x and left one of over 200 ms (docs/third-party-internals.md).
// The build fails when a listed module is missing (a renamed file).
const slices = slicedEvaluation([
  'src/api/schemas/common.ts',
  'src/api/schemas/branding.ts',
  'src/api/schemas/pdfSettings.ts',
  'src/api/schemas/audit.ts',
  'src/api/schemas/exports.ts',
  'src/api/schemas/users.ts',
  'src/api/schemas/organizations.ts',
  'src/api/schemas/loginAttempts.ts',
  'src/api/schemas/templates.ts',
  'src/api/schemas/stats.ts',
  'src/api/schemas/taxonomies.ts',
  'src/state/routes.ts',
  'src/commands/templates/delete.ts',
  'src/commands/groups/pickGroup.ts',
  'src/commands/operations/workers.ts',
]);

// The console is a static single-page app; the reference server serves `dist/` at `/`.
// During `npm run dev`, API calls go straight to the server address typed at sign-in.
export default defineConfig({
  plugins: [react(), firstPaint(), bootScript(), precompress(), chunks.plugin, slices],
  build: {
    outDir: 'dist',
    rollupOptions: {
      input: { index: 'index.html', boot: 'src/boot.ts' },
      output: { codeSplitting: chunks.codeSplitting },
    },
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
});
