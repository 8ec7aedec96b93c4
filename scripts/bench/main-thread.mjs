// `node scripts/bench/main-thread.mjs [dist …]`: what builds of the console cost the page's main thread, on a
// CPU slowed four times (Lighthouse's phone), compared in turns so that a busy machine weighs on all alike.
// Each build (a folder `vite build` wrote, default dist/, built when stale) is served by a server of its own
// with the demo data (temporary DATA_DIR, PGlite, BENCH_PORT and up, default 4497). Per build, the medians of
// BENCH_RUNS rounds (default 6) of:
//   - a cold signed-in dashboard load: the time scripts spent in forced style and layout (the long animation
//     frames' `forcedStyleAndLayoutDuration`, which the chart's text measuring causes) and the Total Blocking
//     Time after the first paint (long tasks beyond 50 ms);
//   - the chart library alone: on /users (no chart), once idle, the dashboard's chart chunks are imported; the
//     longest task until they have run, and the blocking time (beyond 50 ms).
// docs/third-party-internals.md says which builds were compared with it.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { buildConsoleIfStale } from '../build-console.mjs';
import { ensureChromium } from '../chromium.mjs';
import { median } from './figures.mjs';
import { consoleServerEnv, signInThroughForm, startServer } from './server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 6);
const PORT = Number(process.env.BENCH_PORT ?? 4497);
const THROTTLE = 4;
const ADMIN = { username: 'admin', password: 'bench-Beheerder-wachtwoord' };

const dists = process.argv.slice(2);
if (dists.length === 0) {
  buildConsoleIfStale();
  dists.push('dist');
}
const builds = dists.map((dir, index) => ({
  dir,
  base: `http://127.0.0.1:${PORT + index}`,
  // The dashboard's chart, as its lazy import names it (the chunk that runs the chart library's).
  charts: readdirSync(join(dir, 'assets')).filter((file) => /^ActivityChart-[^.]+\.js$/.test(file)),
  rounds: [],
}));

/** Page script: collects long tasks and long animation frames from the start. */
function observeMainThread() {
  const seen = { tasks: [], forced: 0 };
  window.__mainThread = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      seen.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries())
      for (const script of frame.scripts) seen.forced += script.forcedStyleAndLayoutDuration;
  }).observe({ type: 'long-animation-frame', buffered: true });
}

async function signedInPage(browser, build) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInThroughForm(page, build.base, ADMIN);
  const cdp = await context.newCDPSession(page);
  return { context, page, cdp };
}

/** A cold signed-in dashboard load: forced style and layout in scripts, and TBT after the first paint. */
async function dashboard(browser, build) {
  const { context, page, cdp } = await signedInPage(browser, build);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await page.addInitScript(observeMainThread);
  await page.goto(`${build.base}/`);
  await page.getByRole('img', { name: /^Activiteit per dag/ }).waitFor({ timeout: 120_000 });
  await page.waitForTimeout(3000);
  const result = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const { tasks, forced } = window.__mainThread;
    const tbt = tasks.filter((t) => t.start >= fcp).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
    return { forced, tbt };
  });
  await context.close();
  return result;
}

/** The chart chunks imported on an idle page that has none: the long tasks until they have run. */
async function chartLibrary(browser, build) {
  const { context, page, cdp } = await signedInPage(browser, build);
  await page.goto(`${build.base}/users`);
  await page.getByRole('row').nth(1).waitFor();
  await page.waitForTimeout(2500);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await page.waitForTimeout(300);
  const tasks = await page.evaluate(
    async (urls) => {
      const durations = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) durations.push(entry.duration);
      });
      observer.observe({ type: 'longtask' });
      await Promise.all(urls.map((url) => import(url)));
      await new Promise((resolve) => setTimeout(resolve, 1000));
      observer.disconnect();
      return durations;
    },
    build.charts.map((file) => `${build.base}/assets/${file}`),
  );
  await context.close();
  return {
    chartLongest: Math.max(0, ...tasks),
    chartBlocking: tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
  };
}

const ms = (value) => `${Math.round(value)} ms`;
const dataDirs = [];
const servers = [];
let browser;
try {
  for (const build of builds) {
    const dataDir = mkdtempSync(join(tmpdir(), 'werkbank-main-thread-'));
    dataDirs.push(dataDir);
    const port = Number(new URL(build.base).port);
    const env = { ...consoleServerEnv({ dataDir, port, admin: ADMIN, demo: true }), STATIC_DIR: build.dir };
    servers.push(await startServer(env, { base: build.base, startSeconds: 180 }));
  }
  browser = await chromium.launch({ executablePath: ensureChromium() });
  for (const build of builds) await dashboard(browser, build); // warm-up: the server's first answers
  for (let round = 0; round < RUNS; round++)
    for (const build of round % 2 ? [...builds].reverse() : builds) {
      const figures = { ...(await dashboard(browser, build)), ...(await chartLibrary(browser, build)) };
      build.rounds.push(figures);
      console.log(
        `${build.dir} round ${round + 1}: forced style and layout ${ms(figures.forced)}, TBT ${ms(figures.tbt)}; ` +
          `chart library: longest task ${ms(figures.chartLongest)}, blocking ${ms(figures.chartBlocking)}`,
      );
    }
  console.log(`\nMedians of ${RUNS} rounds, CPU slowed ${THROTTLE}x:`);
  for (const build of builds) {
    const of = (key) => ms(median(build.rounds.map((figures) => figures[key])));
    console.log(
      `${build.dir}: dashboard forced style and layout ${of('forced')}, TBT ${of('tbt')}; ` +
        `chart library longest task ${of('chartLongest')}, blocking ${of('chartBlocking')}`,
    );
  }
} finally {
  await browser?.close();
  for (const server of servers) await server.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
