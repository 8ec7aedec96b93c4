// `npm run looks`: the look of the console, photographed and compared pixel by pixel, to prove that a change in
// how the console is built (leaner CSS, other chunks) leaves what a user sees unchanged.
//
//   node scripts/looks.mjs both <distA> <distB> <outDir>   photograph two builds in one run into <outDir>/a and
//                                                          <outDir>/b, then compare them (exit 1 on a difference)
//   node scripts/looks.mjs capture <distDir> <outDir>      photograph one build
//   node scripts/looks.mjs compare <dirA> <dirB>           compare two folders of photos
//   options: --only=dashboard-daily,users   --threshold=0.1   --max-diff-pixels=0   --max-changed-pixels=100
//
// The builds are folders made by `npx vite build --outDir <dir>`. The screens (tests/looks/screens.mjs) are the
// main screens of the demo, signed out, as the platform administrator and as the demo organisation
// administrator, each in light and dark, full page, at 1280×800 (sign-in and dashboard also at 390×844).
//
// Same data for both builds. The demo seed is relative to the moment it runs (activity of the last days,
// login attempts, account ages) and signing in is itself data (login attempts, audit). So `both` starts ONE
// seeded reference server (temporary DATA_DIR, PGlite, port LOOKS_PORT or 4520) and serves the console from
// a folder whose index.html it points at build A or B before each page load (the hashed assets of both are
// there, for a chunk a page loads late); the page and its API stay on one origin
// and the header shows the same server address. Each build signs in in its own browser contexts, all
// sign-ins come before the first photo, and every screen is photographed for A and then at once for B, so
// both see the same rows within seconds. The browser clock stands still (Playwright's clock, the minute the
// run started; timezone Europe/Amsterdam, locale nl-NL), so "laatst vernieuwd" and relative dates agree.
// One server process rather than two: PGlite is single-process, and a second server would mean another
// origin, another API address on screen, another seed. Restarting on the same DATA_DIR would keep rows but
// not the server's clock between the captures.
//
// Two separate `capture` runs see different data (another seed moment, other sign-ins, another day in the
// statistics): compare builds with `both`. Keep a build folder of the reference (e.g. the current main) to
// compare against, not only its photos.
//
// Deterministic photos: fixed viewport and device scale 1, CSS animations and transitions off
// (`animations: 'disabled'`), text caret hidden, the mouse parked in a corner, fonts loaded, no spinner left,
// every chart frame drawn, and the DOM unchanged over several checks (charts animate in JavaScript) before
// the full-page screenshot. A pixel differs when its colour distance is above --threshold (0.1: pixelmatch's
// measure and default, which passes anti-aliasing noise). A screen differs when it has more differing pixels
// than --max-diff-pixels (default 0), or more pixels that are not exactly equal than --max-changed-pixels
// (default 100): 0.1 alone passes a one-step change of a light grey (gray-2 → gray-3) on every pixel, while
// two photos of one build differ in at most a few pixels. Diff images (<dirB>/diff/): unchanged pixels
// faded, differing red, not exactly equal below the threshold orange, area only one image has magenta.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from './bench/server.mjs';
import { ensureChromium } from './chromium.mjs';
import { captureBuilds } from '../tests/looks/capture.mjs';
import { compareFolders } from '../tests/looks/compare.mjs';

const PORT = Number(process.env.LOOKS_PORT ?? 4520);
const base = `http://127.0.0.1:${PORT}`;
const ADMIN = { username: 'admin', password: 'looks-Beheerder-wachtwoord' };

const usage = `Gebruik:
  node scripts/looks.mjs both <distA> <distB> <outDir>
  node scripts/looks.mjs capture <distDir> <outDir>
  node scripts/looks.mjs compare <dirA> <dirB>
Opties: --only=scherm,scherm  --threshold=0.1  --max-diff-pixels=0  --max-changed-pixels=100
(poort: LOOKS_PORT, standaard 4520)`;

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const options = Object.fromEntries(
  process.argv
    .slice(2)
    .filter((a) => a.startsWith('--'))
    .map((a) => {
      const [key, value = ''] = a.slice(2).split('=');
      return [key, value];
    }),
);
const [command, ...paths] = args;
const threshold = options.threshold === undefined ? 0.1 : Number(options.threshold);
const maxDiffPixels = options['max-diff-pixels'] === undefined ? 0 : Number(options['max-diff-pixels']);
const maxChangedPixels =
  options['max-changed-pixels'] === undefined ? 100 : Number(options['max-changed-pixels']);
const tolerance = { threshold, maxDiffPixels, maxChangedPixels };
const only = options.only ? options.only.split(',') : undefined;
if (!(threshold >= 0 && threshold <= 1) || !(maxDiffPixels >= 0) || !(maxChangedPixels >= 0)) {
  console.error(usage);
  process.exit(2);
}

/** Removes the variables of the caller's environment that would change the server under test. */
function serverEnv(dataDir, staticDir) {
  const env = { ...process.env };
  for (const key of Object.keys(env))
    if (
      /^(DATABASE_URL|JWT_SECRET|SMTP_URL|TWO_FACTOR|CORS_ORIGINS|TRUST_PROXY|FILES_DIR|WORKER_|MAIL_|MAINTENANCE_|LOGIN_ATTEMPT_)/.test(
        key,
      )
    )
      delete env[key];
  return {
    ...env,
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    HOST: '127.0.0.1',
    PORT: String(PORT),
    ENVIRONMENT: 'development',
    SEED_DEMO: 'true',
    WORKERS: '1',
    WORKER_NAME: 'looks-worker',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: ADMIN.password,
  };
}

/** Photographs `builds` (`{ label, dist, outDir }`) against one fresh seeded server. */
async function capture(builds) {
  for (const build of builds)
    if (!existsSync(join(build.dist, 'index.html')))
      throw new Error(
        `${build.dist} is geen gebouwde console (geen index.html); bouw met npx vite build --outDir …`,
      );
  try {
    await fetch(`${base}/api/health`);
    throw new Error(`Poort ${PORT} is al in gebruik; kies een andere met LOOKS_PORT.`);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('Poort')) throw error;
    // nothing listening: good
  }

  const work = mkdtempSync(join(tmpdir(), 'werkbank-looks-'));
  const served = join(work, 'console');
  // The served folder: the assets of every build (their names carry their content's hash), so that a page of
  // one build that loads a chunk late (the command layer once idle, a chart) finds it while the other build is
  // served; and the top-level files (index.html) of the build that `serve` names.
  mkdirSync(join(served, 'assets'), { recursive: true });
  for (const { dist } of builds)
    for (const name of readdirSync(join(dist, 'assets'))) {
      const target = join(served, 'assets', name);
      if (!existsSync(target)) symlinkSync(resolve(dist, 'assets', name), target);
    }
  /** Points the top-level files at `dist`'s (a new symlink renamed over the old one: never absent). */
  const serve = (dist) => {
    for (const name of readdirSync(dist)) {
      if (name === 'assets') continue;
      const target = join(served, name);
      rmSync(`${target}.next`, { force: true });
      symlinkSync(resolve(dist, name), `${target}.next`);
      renameSync(`${target}.next`, target);
    }
  };
  serve(builds[0].dist);
  let server;
  let browser;
  try {
    const started = Date.now();
    server = await startServer(serverEnv(join(work, 'data'), served), { base, startSeconds: 120 });
    console.log(`Server met demo-gegevens op ${base} (${((Date.now() - started) / 1000).toFixed(1)} s).`);
    browser = await chromium.launch({
      executablePath: ensureChromium(),
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--font-render-hinting=none'],
    });
    const clock = Math.floor(Date.now() / 60_000) * 60_000;
    const result = await captureBuilds({ browser, base, builds, serve, admin: ADMIN, clock, only });
    console.log(`${result.count} schermafdrukken in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
    let clean = true;
    for (const { label, list } of result.problems) {
      if (list.length === 0) continue;
      clean = false;
      console.error(`Problemen in ${label}:\n  ${[...new Set(list)].join('\n  ')}`);
    }
    if (result.unsettled.length > 0) {
      clean = false;
      console.error(`Bleef veranderen (toch gefotografeerd): ${result.unsettled.join(', ')}`);
    }
    return clean;
  } finally {
    await browser?.close();
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

try {
  if (command === 'capture' && paths.length === 2) {
    const [dist, outDir] = paths;
    const clean = await capture([{ label: dist, dist, outDir }]);
    console.log(`Opgeslagen in ${outDir}.`);
    process.exit(clean ? 0 : 1);
  } else if (command === 'both' && paths.length === 3) {
    const [distA, distB, outDir] = paths;
    const builds = [
      { label: `A (${distA})`, dist: distA, outDir: join(outDir, 'a') },
      { label: `B (${distB})`, dist: distB, outDir: join(outDir, 'b') },
    ];
    const clean = await capture(builds);
    const { ok } = compareFolders(builds[0].outDir, builds[1].outDir, tolerance);
    process.exit(ok && clean ? 0 : 1);
  } else if (command === 'compare' && paths.length === 2) {
    const { ok } = compareFolders(paths[0], paths[1], tolerance);
    process.exit(ok ? 0 : 1);
  } else {
    console.error(usage);
    process.exit(2);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
