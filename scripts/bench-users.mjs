// `npm run bench:users`: how fast /users is with 10,000 users, measured in Chromium.
// Builds the console when stale, seeds a fresh server (temporary DATA_DIR, PGlite) with BENCH_USERS users
// (default 10,000), signs in, and reports
//   - first render: navigation start → first table row in the DOM, for a full page load of /users and for a
//     client-side navigation from the dashboard (the list not loaded yet);
//   - search keystroke: keydown → the list re-rendered (React commits synchronously inside the input event),
//     and keydown → the next frame painted; medians over the keystrokes.
// Targets: first render < 300 ms, keystroke < 16 ms. BENCH_PORT (default 4490) sets the server port.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { consoleServerEnv, signInThroughForm, startServer } from './bench/server.mjs';
import { buildConsoleIfStale } from './build-console.mjs';
import { ensureChromium } from './chromium.mjs';
import { median } from './bench/figures.mjs';

const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const PORT = Number(process.env.BENCH_PORT ?? 4490);
const ADMIN = { username: 'admin', password: 'bench-Beheerder-wachtwoord' };
const base = `http://127.0.0.1:${PORT}`;
const QUERY = 'bench-00042@voorbeeld';
const ROUNDS = 3;
const TSX = join('node_modules', '.bin', 'tsx');

const ms = (value) => `${value.toFixed(1)} ms`;

buildConsoleIfStale();
const dataDir = mkdtempSync(join(tmpdir(), 'werkbank-bench-'));
const env = { ...consoleServerEnv({ dataDir, port: PORT, admin: ADMIN }), BENCH_USERS: String(USERS) };

let server;
let browser;
try {
  const seeded = spawnSync(TSX, ['server/src/bench/seedUsers.ts'], { env, stdio: 'inherit' });
  if (seeded.status !== 0) throw new Error('Seeden mislukt.');

  server = await startServer(env, { base });

  browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });

  // Records, from document start, when the first row of the users table appears (ms since navigation start).
  await page.addInitScript(() => {
    const w = window;
    w.__firstRow = null;
    w.__watchFirstRow = () => {
      w.__firstRow = null;
      const seen = () => document.querySelector('table[aria-label="Gebruikers"] tbody tr[aria-rowindex="2"]');
      const observer = new MutationObserver(() => {
        if (w.__firstRow === null && seen()) {
          w.__firstRow = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    };
    w.__watchFirstRow();
  });

  await signInThroughForm(page, base, ADMIN);

  const rowCount = () =>
    page.getByRole('table', { name: 'Gebruikers' }).locator('tbody tr[aria-rowindex]').count();

  // Full page loads of /users (bundle, session restore, GET admin/users, parse, render).
  const fullLoads = [];
  for (let i = 0; i < ROUNDS; i++) {
    await page.goto(`${base}/users`);
    await page.waitForFunction(() => window.__firstRow !== null, null, { timeout: 30_000 });
    fullLoads.push(await page.evaluate(() => window.__firstRow));
  }
  const total = await page
    .getByText(/gebruiker\(s\)$/)
    .first()
    .textContent();

  // Client-side navigation from the dashboard, with the list not loaded in this page yet.
  const inApp = [];
  const apiTimes = [];
  for (let i = 0; i < ROUNDS; i++) {
    await page.goto(`${base}/`);
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).waitFor();
    const elapsed = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const started = performance.now();
          const observer = new MutationObserver(() => {
            if (document.querySelector('table[aria-label="Gebruikers"] tbody tr[aria-rowindex="2"]')) {
              observer.disconnect();
              resolve(performance.now() - started);
            }
          });
          observer.observe(document, { childList: true, subtree: true });
          document.querySelector('nav[aria-label="Hoofdmenu"] a[href="/users"]').click();
        }),
    );
    inApp.push(elapsed);
    apiTimes.push(
      await page.evaluate(() => {
        const entries = performance
          .getEntriesByType('resource')
          .filter((e) => e.name.endsWith('/api/admin/users'));
        return entries.at(-1)?.duration ?? NaN;
      }),
    );
  }

  // Search keystrokes: type the query, then delete it again.
  await page.evaluate(() => {
    const w = window;
    w.__keys = [];
    let started = null;
    document.addEventListener('keydown', () => (started = performance.now()), true);
    document.addEventListener('input', () => {
      if (started === null) return;
      const t0 = started;
      started = null;
      const committed = performance.now() - t0;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => w.__keys.push({ committed, painted: performance.now() - t0 });
        channel.port2.postMessage(null);
      });
    });
  });
  const search = page.getByPlaceholder('Search users...');
  await search.click();
  const rowsBefore = await rowCount();
  for (const char of QUERY) {
    await page.keyboard.type(char);
    await page.waitForTimeout(30);
  }
  const rowsFiltered = await rowCount();
  for (let i = 0; i < QUERY.length; i++) {
    await page.keyboard.press('Backspace');
    await page.waitForTimeout(30);
  }
  await page.waitForTimeout(100);
  const keys = await page.evaluate(() => window.__keys);

  const firstFull = median(fullLoads);
  const firstInApp = median(inApp);
  const committed = median(keys.map((k) => k.committed));
  const painted = median(keys.map((k) => k.painted));
  console.log('');
  console.log(`Gebruikers: ${USERS} (+ admin); lijst toont: ${total}`);
  console.log(
    `Eerste weergave /users, volledige paginalading (mediaan van ${ROUNDS}): ${ms(firstFull)}  [${fullLoads.map(ms).join(', ')}]`,
  );
  console.log(
    `Eerste weergave /users, navigatie in de app (mediaan van ${ROUNDS}): ${ms(firstInApp)}  [${inApp.map(ms).join(', ')}]`,
  );
  console.log(`  waarvan GET admin/users (server + overdracht, mediaan): ${ms(median(apiTimes))}`);
  console.log(
    `Zoektoets → lijst bijgewerkt (mediaan van ${keys.length}): ${ms(committed)}; → volgende frame getekend: ${ms(painted)}`,
  );
  console.log(`Gerenderde rijen zonder filter: ${rowsBefore}; met "${QUERY}": ${rowsFiltered}`);
  console.log(`Doelen: eerste weergave < 300 ms, toets < 16 ms.`);
} finally {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
