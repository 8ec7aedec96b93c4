// `npm run bench:first-load`: what a first visit loads and how fast it paints, for the sign-in page `/`
// (signed out), the signed-in dashboard `/` and `/users` (signed in, nothing in the HTTP cache).
// Builds the console when stale, starts a fresh server with the demo data (temporary DATA_DIR, PGlite,
// BENCH_PORT, default 4495), and prints per page
//   - JavaScript and CSS as Chromium loads them: files, raw bytes, bytes on the wire (the server sends the
//     build's .br/.gz), and gzip -9 of the raw bodies (what tests/e2e/bundle-budget.spec.ts budgets);
//   - FCP and LCP, median of 5 loads, each in a fresh browser context (cold cache);
//   - where Lighthouse is installed (`npm i --no-save lighthouse@12`, or LIGHTHOUSE_DIR=<folder where it is
//     installed>), its mobile and desktop performance and accessibility scores, LIGHTHOUSE_RUNS runs each
//     (default 2), and from three runs on their medians (LIGHTHOUSE_REPORTS=<folder>: each run's report as
//     JSON there, for its audits and LCP element). The mobile performance score of the signed-in dashboard
//     varies by ten points and more between runs of one build (its TBT by hundreds of milliseconds): compare
//     builds by medians of eight runs or more, taken in turns.
// FIRST_LOAD_PAGES=dashboard,users measures only those pages (sign-in, dashboard, users).
// Targets: sign-in at most 110 kB gzip JavaScript and 25 kB CSS; dashboard first load 250 kB;
// Lighthouse mobile >= 95, desktop 100, accessibility 100.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { consoleServerEnv, signInThroughForm, startServer } from './bench/server.mjs';
import { buildConsoleIfStale } from './build-console.mjs';
import { ensureChromium } from './chromium.mjs';
import { median } from './bench/figures.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4495);
const base = `http://127.0.0.1:${PORT}`;
const ADMIN = { username: 'admin', password: 'bench-Beheerder-wachtwoord' };
const LOADS = 5;
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 2));
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value) => (value === null ? '–' : `${Math.round(value)} ms`);

/** Signs in through the form, so the session is in the context's storage as a user's would be. */
const signIn = (page) => signInThroughForm(page, base, ADMIN);

/** One cold load of `path`: bytes per kind and the paint timings. */
async function load(browser, path, signedIn) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (signedIn) await signIn(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  const responses = [];
  page.on('response', (response) => {
    const kind = response.request().resourceType();
    if (kind === 'script' || kind === 'stylesheet') responses.push({ response, kind });
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const timings = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
        let lcp = null;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve({ fcp, lcp }), 100);
      }),
  );
  const sizes = {
    script: { files: 0, raw: 0, wire: 0, gzip: 0 },
    stylesheet: { files: 0, raw: 0, wire: 0, gzip: 0 },
  };
  for (const { response, kind } of responses) {
    const body = await response.body().catch(() => null);
    if (!body) continue;
    const sum = sizes[kind];
    sum.files += 1;
    sum.raw += body.length;
    sum.gzip += gzipSync(body, { level: 9 }).length;
    // The body as transferred (compressed when the server sent .br/.gz).
    sum.wire +=
      (
        await response
          .request()
          .sizes()
          .catch(() => null)
      )?.responseBodySize ?? body.length;
  }
  await context.close();
  return { sizes, ...timings };
}

/** Lighthouse, when it can be imported (a dependency of nothing here: installed by hand). */
async function importLighthouse() {
  const dir = process.env.LIGHTHOUSE_DIR;
  try {
    if (dir) {
      const require = createRequire(join(dir, 'package.json'));
      const resolve = (name) => pathToFileURL(require.resolve(name)).href;
      return {
        lighthouse: (await import(resolve('lighthouse'))).default,
        desktop: (await import(resolve('lighthouse/core/config/desktop-config.js'))).default,
        launcher: await import(resolve('chrome-launcher')),
      };
    }
    return {
      lighthouse: (await import('lighthouse')).default,
      desktop: (await import('lighthouse/core/config/desktop-config.js')).default,
      launcher: await import('chrome-launcher'),
    };
  } catch {
    return null;
  }
}

/** Lighthouse scores of `path`, signed in when asked, in a Chromium it launches; LIGHTHOUSE_RUNS per form factor. */
async function lighthouseScores(tools, chromiumPath, path, signedIn) {
  const chrome = await tools.launcher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  const lines = [];
  try {
    if (signedIn) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0].newPage();
      await signIn(page);
      await page.close();
      await browser.close().catch(() => undefined);
    }
    for (const [form, config] of [
      ['mobile', undefined],
      ['desktop', tools.desktop],
    ]) {
      const runs = [];
      for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) {
        const { lhr } = await tools.lighthouse(
          `${base}${path}`,
          {
            port: chrome.port,
            // The HTTP cache is cleared before each run (a cold load), and these storage types (Lighthouse's
            // default) too; localStorage, where the console keeps its session, is left, so a signed-in page
            // stays signed in.
            clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'],
            onlyCategories: ['performance', 'accessibility'],
            logLevel: 'error',
          },
          config,
        );
        if (process.env.LIGHTHOUSE_REPORTS) {
          mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
          const file = `${path === '/' ? 'root' : path.slice(1).replaceAll('/', '-')}${signedIn ? '-signed-in' : ''}-${form}-${run}.json`;
          writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, file), JSON.stringify(lhr));
        }
        const audit = (id) => lhr.audits[id]?.displayValue ?? '–';
        const value = (id) => lhr.audits[id]?.numericValue ?? null;
        runs.push({
          performance: Math.round(lhr.categories.performance.score * 100),
          lcp: value('largest-contentful-paint'),
          tbt: value('total-blocking-time'),
        });
        lines.push(
          `  Lighthouse ${form.padEnd(7)} run ${run}: performance ${Math.round(lhr.categories.performance.score * 100)}, accessibility ${Math.round(lhr.categories.accessibility.score * 100)} (FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')})`,
        );
      }
      if (runs.length >= 3) {
        const of = (key) => median(runs.map((run) => run[key]));
        lines.push(
          `  Lighthouse ${form.padEnd(7)} median of ${runs.length}: performance ${of('performance')} (LCP ${(of('lcp') / 1000).toFixed(1)} s, TBT ${Math.round(of('tbt'))} ms)`,
        );
      }
    }
  } finally {
    await chrome.kill();
  }
  return lines;
}

buildConsoleIfStale();
const dataDir = mkdtempSync(join(tmpdir(), 'werkbank-first-load-'));
const env = consoleServerEnv({ dataDir, port: PORT, admin: ADMIN, demo: true });

let server;
let browser;
try {
  server = await startServer(env, { base });
  const chromiumPath = ensureChromium();
  browser = await chromium.launch({ executablePath: chromiumPath });
  const tools = await importLighthouse();
  const pages = [
    ['sign-in /', '/', false],
    ['dashboard /', '/', true],
    ['users /users', '/users', true],
  ];
  const only = process.env.FIRST_LOAD_PAGES?.split(',');
  const summary = [];
  for (const [name, path, signedIn] of pages.filter(([name]) => !only || only.includes(name.split(' ')[0]))) {
    const loads = [];
    for (let i = 0; i < LOADS; i++) loads.push(await load(browser, path, signedIn));
    const { sizes } = loads[0];
    const fcp = median(loads.map((l) => l.fcp));
    const lcp = median(loads.map((l) => l.lcp));
    console.log(`\n${name}`);
    for (const [label, kind] of [
      ['JavaScript', 'script'],
      ['CSS', 'stylesheet'],
    ]) {
      const s = sizes[kind];
      console.log(
        `  ${label.padEnd(10)} ${String(s.files).padStart(3)} files  raw ${kB(s.raw).padStart(9)}  on the wire ${kB(s.wire).padStart(9)}  gzip -9 ${kB(s.gzip).padStart(9)}`,
      );
    }
    console.log(`  FCP ${ms(fcp)}, LCP ${ms(lcp)} (median of ${LOADS} cold loads, no throttling)`);
    if (tools)
      for (const line of await lighthouseScores(tools, chromiumPath, path, signedIn)) console.log(line);
    summary.push(
      `${name}: JS ${kB(sizes.script.gzip)} + CSS ${kB(sizes.stylesheet.gzip)} gzip, FCP ${ms(fcp)}, LCP ${ms(lcp)}`,
    );
  }
  if (!tools)
    console.log(
      '\nLighthouse is not installed: `npm i --no-save lighthouse@12` (or LIGHTHOUSE_DIR=<folder with it>) adds its scores.',
    );
  console.log(`\n${summary.join('\n')}`);
} finally {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
