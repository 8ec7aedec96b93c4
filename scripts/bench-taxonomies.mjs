// `npm run bench:taxonomies`: how fast the taxonomy editor is with 5,000 terms, measured in Chromium.
// Builds the console when stale (or into BENCH_DIST, served from there), starts a fresh server (temporary DATA_DIR,
// PGlite, no demo data), creates through the API one organisation with a taxonomy of BENCH_TERMS terms (default
// 5,000, each with two alternatives, in the one create call that takes terms), signs in, and reports
//   - first render of /taxonomies/{id}: navigation start → the first term row in the DOM, for a full page load
//     and for opening the editor from the taxonomy list (the taxonomy not loaded yet), with the GET's share;
//   - a keystroke in the terms filter: keydown → the list re-rendered (React commits synchronously inside the
//     input event), keydown → the table body changed, and keydown → the next frame painted; medians over the
//     keystrokes of typing a filter and deleting it again.
// Target: a keystroke within a frame (16 ms). BENCH_PORT (default 4496) sets the server port.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { consoleServerEnv, signInThroughForm, startServer } from './bench/server.mjs';
import { buildConsoleIfStale } from './build-console.mjs';
import { ensureChromium } from './chromium.mjs';
import { adminApi, list, median, ms } from './bench/figures.mjs';

const TERMS = Number(process.env.BENCH_TERMS ?? 5_000);
const PORT = Number(process.env.BENCH_PORT ?? 4496);
const DIST = process.env.BENCH_DIST;
const ADMIN = { username: 'admin', password: 'bench-Beheerder-wachtwoord' };
const base = `http://127.0.0.1:${PORT}`;
const QUERY = 'vakterm 0042';
const ROUNDS = 3;
const FIRST_ROW = 'table[aria-label="Termen van de taxonomie"] tbody tr[aria-rowindex="2"]';

/** The organisation and its taxonomy with TERMS terms, through the API as an administrator would create them. */
async function arrange() {
  const api = await adminApi(base, ADMIN);
  const organization = await api('POST', 'admin/organizations', { name: 'Bench Taxonomieën' });
  const terms = Array.from({ length: TERMS }, (_, i) => {
    const n = String(i + 1).padStart(4, '0');
    return { correct_form: `Vakterm ${n}`, alternatives: [`vakterm${n}`, `vak term ${n}`] };
  });
  const started = performance.now();
  const taxonomy = await api('POST', `admin/organizations/${organization.id}/taxonomies`, {
    name: 'Bench vaktermen',
    description: `Een taxonomie met ${TERMS} termen`,
    terms,
  });
  const created = performance.now() - started;
  const detail = await api('GET', `admin/taxonomies/${taxonomy.id}`);
  return { taxonomy, created, count: detail.terms.length };
}

if (DIST) {
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', DIST, '--emptyOutDir'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
} else buildConsoleIfStale();
const dataDir = mkdtempSync(join(tmpdir(), 'werkbank-bench-taxonomies-'));
const env = {
  ...consoleServerEnv({ dataDir, port: PORT, admin: ADMIN }),
  ...(DIST ? { STATIC_DIR: DIST } : {}),
};

let server;
let browser;
try {
  server = await startServer(env, { base });

  const { taxonomy, created, count } = await arrange();
  const editor = `${base}/taxonomies/${taxonomy.id}`;

  browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });

  // Records, from document start, when the first term row appears (ms since navigation start).
  await page.addInitScript((selector) => {
    const w = window;
    w.__firstRow = null;
    const observer = new MutationObserver(() => {
      if (w.__firstRow === null && document.querySelector(selector)) {
        w.__firstRow = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  }, FIRST_ROW);

  await signInThroughForm(page, base, ADMIN);

  // Full page loads of the editor (bundle, session restore, GET admin/taxonomies/{id}, parse, render).
  const fullLoads = [];
  for (let i = 0; i < ROUNDS; i++) {
    await page.goto(editor);
    await page.waitForFunction(() => window.__firstRow !== null, null, { timeout: 30_000 });
    fullLoads.push(await page.evaluate(() => window.__firstRow));
  }
  const rendered = await page
    .getByRole('table', { name: 'Termen van de taxonomie' })
    .locator('tbody tr[aria-rowindex]')
    .count();

  // Opening the editor from the taxonomy list, the taxonomy not loaded in this page yet.
  const inApp = [];
  const apiTimes = [];
  const afterAnswer = [];
  const beforeCall = [];
  for (let i = 0; i < ROUNDS; i++) {
    await page.goto(`${base}/taxonomies`);
    await page.getByRole('table', { name: 'Taxonomieën' }).waitFor();
    const { elapsed, shownAt, started } = await page.evaluate(
      ({ selector, id }) =>
        new Promise((resolve) => {
          const started = performance.now();
          const observer = new MutationObserver(() => {
            if (document.querySelector(selector)) {
              observer.disconnect();
              const shownAt = performance.now();
              resolve({ elapsed: shownAt - started, shownAt, started });
            }
          });
          observer.observe(document, { childList: true, subtree: true });
          document.querySelector(`a[href="/taxonomies/${id}"]`).click();
        }),
      { selector: FIRST_ROW, id: taxonomy.id },
    );
    inApp.push(elapsed);
    const answer = await page.evaluate((id) => {
      const entry = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith(`/api/admin/taxonomies/${id}`))
        .at(-1);
      return entry ? { duration: entry.duration, start: entry.startTime, end: entry.responseEnd } : null;
    }, taxonomy.id);
    apiTimes.push(answer?.duration ?? NaN);
    beforeCall.push(answer ? answer.start - started : NaN);
    afterAnswer.push(answer ? shownAt - answer.end : NaN);
  }

  // Filter keystrokes: type the query, then delete it again.
  await page.goto(editor);
  await page.waitForFunction(() => window.__firstRow !== null, null, { timeout: 30_000 });
  await page.evaluate(() => {
    const w = window;
    w.__keys = [];
    let started = null;
    let key = null;
    let observer = null;
    // From the key press: the first change of the table body (React commits inside the input event, before the
    // document's own listener runs, so the observer starts at keydown).
    document.addEventListener(
      'keydown',
      () => {
        const t0 = performance.now();
        started = t0;
        key = { committed: null, changed: null, painted: null };
        observer?.disconnect();
        const current = key;
        const body = document.querySelector('table[aria-label="Termen van de taxonomie"] tbody');
        observer = new MutationObserver(() => {
          if (current.changed === null) current.changed = performance.now() - t0;
        });
        observer.observe(body, { childList: true, subtree: true, characterData: true });
      },
      true,
    );
    document.addEventListener('input', () => {
      if (started === null || key === null) return;
      const t0 = started;
      started = null;
      key.committed = performance.now() - t0;
      w.__keys.push(key);
      const current = key;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          current.painted = performance.now() - t0;
        };
        channel.port2.postMessage(null);
      });
    });
  });
  const filter = page.getByLabel('Filter termen');
  await filter.click();
  const rowCount = () =>
    page.getByRole('table', { name: 'Termen van de taxonomie' }).locator('tbody tr[aria-rowindex]').count();
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
  const changed = keys.filter((k) => k.changed !== null).map((k) => k.changed);

  console.log('');
  console.log(
    `Taxonomie met ${count} termen (aangemaakt via de API in één aanroep, ${(created / 1000).toFixed(1)} s); gerenderde rijen zonder filter: ${rendered}`,
  );
  console.log(
    `Eerste weergave editor, volledige paginalading (mediaan van ${ROUNDS}): ${ms(median(fullLoads))}  ${list(fullLoads)}`,
  );
  console.log(
    `Eerste weergave editor, openen vanuit de lijst (mediaan van ${ROUNDS}): ${ms(median(inApp))}  ${list(inApp)}`,
  );
  console.log(
    `  waarvan tot de GET vertrekt (scherm laden en tonen): ${ms(median(beforeCall))}; GET admin/taxonomies/{id} (server + overdracht, mediaan): ${ms(median(apiTimes))}; van het antwoord tot de eerste rij (lezen, controleren, renderen): ${ms(median(afterAnswer))}`,
  );
  console.log(
    `Filtertoets → lijst bijgewerkt (mediaan van ${keys.length}): ${ms(median(keys.map((k) => k.committed)))}; → tabel veranderd (mediaan van ${changed.length}): ${ms(median(changed))}; → volgende frame getekend: ${ms(median(keys.map((k) => k.painted)))}`,
  );
  console.log(
    `  slechtste toets: bijgewerkt ${ms(Math.max(...keys.map((k) => k.committed)))}, getekend ${ms(Math.max(...keys.map((k) => k.painted)))}`,
  );
  console.log(`Rijen met filter "${QUERY}": ${rowsFiltered}`);
  console.log('Doel: een toets binnen een frame (16 ms).');
} finally {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
