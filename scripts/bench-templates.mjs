// `npm run bench:templates`: how fast a user's templates tab is with 300 effective templates, in Chromium.
// Builds the console when stale, starts a fresh server (temporary DATA_DIR, PGlite, no demo data), creates through
// the API one user with BENCH_TEMPLATES effective templates (default 300: 20 default templates, the rest personal),
// signs in, and reports
//   - first render of /users/{id}?tab=templates: navigation start → the first rows in the DOM (the list paints the
//     rows that fit on screen first) and → all rows, for a full page load and for opening the tab from the user's
//     overview (the list not loaded yet);
//   - a reorder saved: from the key press (Alt+↓ on a row's handle: the move command) or the mouse release (a drag:
//     the full-order command) → the new order on screen, and → the server's answer to the POST of the full order.
// Medians over a few runs. BENCH_PORT (default 4491) sets the server port.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { consoleServerEnv, signInThroughForm, startServer } from './bench/server.mjs';
import { buildConsoleIfStale } from './build-console.mjs';
import { ensureChromium } from './chromium.mjs';
import { adminApi, list, median, ms } from './bench/figures.mjs';

const TEMPLATES = Number(process.env.BENCH_TEMPLATES ?? 300);
const DEFAULTS = Math.min(20, TEMPLATES);
const PORT = Number(process.env.BENCH_PORT ?? 4491);
const ADMIN = { username: 'admin', password: 'bench-Beheerder-wachtwoord' };
const base = `http://127.0.0.1:${PORT}`;
const ROUNDS = 3;
const MOVES = 5;

/** The user and their templates, through the API as an administrator would create them. */
async function arrange() {
  const api = await adminApi(base, ADMIN);
  const user = await api('POST', 'admin/users', {
    username: 'bench-templates',
    email: 'bench-templates@voorbeeld.nl',
    password: 'Tijdelijk-wachtwoord-1',
  });
  const started = performance.now();
  for (let i = 1; i <= DEFAULTS; i++)
    await api('POST', 'admin/default-templates', {
      name: `standaard-${i}`,
      title: `Standaard ${String(i).padStart(3, '0')}`,
      description: `Een standaard template voor vergaderingen van soort ${i}.`,
      content: `Vat de vergadering samen volgens standaard ${i}.`,
      complexity: 'SMALL',
    });
  for (let i = 1; i <= TEMPLATES - DEFAULTS; i++)
    await api('POST', `admin/users/${user.id}/meeting-types`, {
      title: `Persoonlijk ${String(i).padStart(3, '0')}`,
      description: `Persoonlijk template ${i} met een beschrijving van gemiddelde lengte voor de lijst.`,
      content: `Vat de vergadering samen, variant ${i}.`,
      complexity: i % 7 === 0 ? 'LARGE' : 'SMALL',
    });
  const created = performance.now() - started;
  const effective = await api('GET', `admin/users/${user.id}/meeting-types`);
  return { user, created, effective: effective.meeting_types.length };
}

buildConsoleIfStale();
const dataDir = mkdtempSync(join(tmpdir(), 'werkbank-bench-templates-'));
const env = consoleServerEnv({ dataDir, port: PORT, admin: ADMIN });

let server;
let browser;
try {
  server = await startServer(env, { base });

  const { user, created, effective } = await arrange();
  const tab = `${base}/users/${user.id}?tab=templates`;
  const rows = 'table tbody tr [data-sortable-control="handle"]';

  browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });

  // From document start: when the first rows of the templates table appear and when all of them are there (ms
  // since navigation start; the list paints its first rows, then the rest), and when each reorder POST is answered.
  await page.addInitScript(
    ({ selector, total }) => {
      const w = window;
      w.__rows = null;
      w.__rowCount = 0;
      w.__allRows = null;
      const observer = new MutationObserver(() => {
        const found = document.querySelectorAll(selector).length;
        if (found > 0 && w.__rows === null) {
          w.__rows = performance.now();
          w.__rowCount = found;
        }
        if (found >= total) {
          w.__allRows = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
      w.__answers = [];
      const original = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const response = await original(input, init);
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (url.endsWith('/meeting-types/reorder')) w.__answers.push(performance.now());
        return response;
      };
    },
    { selector: rows, total: effective },
  );

  await signInThroughForm(page, base, ADMIN);

  // Full page loads of the tab (bundle, session restore, the user, GET meeting-types, render of every row).
  const fullLoads = [];
  const fullAll = [];
  let rendered = 0;
  for (let i = 0; i < ROUNDS; i++) {
    await page.goto(tab);
    await page.waitForFunction(() => window.__allRows !== null, null, { timeout: 30_000 });
    fullLoads.push(await page.evaluate(() => window.__rows));
    fullAll.push(await page.evaluate(() => window.__allRows));
    rendered = await page.evaluate(() => window.__rowCount);
  }

  // Opening the tab from the user's overview, the list not loaded in this page yet.
  const inApp = [];
  const inAppAll = [];
  const apiTimes = [];
  const afterAnswer = [];
  for (let i = 0; i < ROUNDS; i++) {
    await page.goto(`${base}/users/${user.id}`);
    await page.getByRole('tab', { name: 'Templates' }).waitFor();
    const { elapsed, shownAt, all } = await page.evaluate(
      ({ selector, total }) =>
        new Promise((resolve) => {
          const started = performance.now();
          let shownAt = null;
          const observer = new MutationObserver(() => {
            const found = document.querySelectorAll(selector).length;
            if (found > 0 && shownAt === null) shownAt = performance.now();
            if (found >= total) {
              observer.disconnect();
              resolve({ elapsed: shownAt - started, shownAt, all: performance.now() - started });
            }
          });
          observer.observe(document, { childList: true, subtree: true });
          const trigger = document.querySelector('[role="tab"][id$="-trigger-templates"]');
          trigger.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
          trigger.click();
        }),
      { selector: rows, total: effective },
    );
    inAppAll.push(all);
    inApp.push(elapsed);
    const answer = await page.evaluate(() => {
      const entry = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('/meeting-types'))
        .at(-1);
      return entry ? { duration: entry.duration, end: entry.responseEnd } : null;
    });
    apiTimes.push(answer?.duration ?? NaN);
    afterAnswer.push(answer ? shownAt - answer.end : NaN);
  }

  // Reorders: record, in the page, the input event, the first change of the table body, and the answer.
  await page.goto(tab);
  await page.waitForFunction(() => window.__allRows !== null, null, { timeout: 30_000 });
  await page.evaluate(() => {
    const w = window;
    w.__moves = [];
    w.__mark = (started) => {
      const body = document.querySelector('table tbody');
      const answersBefore = w.__answers.length;
      const move = { shown: null, answered: null };
      w.__moves.push(move);
      const observer = new MutationObserver(() => {
        if (move.shown === null) move.shown = performance.now() - started;
        observer.disconnect();
      });
      observer.observe(body, { childList: true });
      const poll = () => {
        if (w.__answers.length > answersBefore) move.answered = w.__answers[answersBefore] - started;
        else requestAnimationFrame(poll);
      };
      poll();
    };
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.altKey && event.key === 'ArrowDown') w.__mark(performance.now());
      },
      true,
    );
    document.addEventListener('pointerup', () => w.__mark(performance.now()), true);
  });
  const settle = () =>
    page.waitForFunction(() => window.__moves.every((m) => m.shown !== null && m.answered !== null), null, {
      timeout: 30_000,
    });

  // Keyboard: Alt+↓ on the handle of a row near the middle (the move command, the whole order saved).
  const middle = page.locator(rows).nth(Math.floor(effective / 2));
  await middle.focus();
  for (let i = 0; i < MOVES; i++) {
    await page.keyboard.press('Alt+ArrowDown');
    await settle();
    await page.waitForTimeout(100);
  }
  const keyMoves = await page.evaluate(() => window.__moves.splice(0));

  // Mouse: drag the second row's handle onto the first row (the full-order command), and back.
  for (let i = 0; i < MOVES; i++) {
    const handle = page.locator(rows).nth(1);
    const target = page.locator('table tbody tr').first();
    await target.scrollIntoViewIfNeeded();
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    const x = from.x + from.width / 2;
    const y = from.y + from.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y - 8, { steps: 3 });
    await page.mouse.move(x, to.y + to.height / 2 - 2, { steps: 10 });
    await page.mouse.up();
    await settle();
    await page.waitForTimeout(100);
  }
  const dragMoves = await page.evaluate(() => window.__moves.splice(0));

  console.log('');
  console.log(
    `Templates van de gebruiker: ${effective} (${DEFAULTS} standaard, ${TEMPLATES - DEFAULTS} persoonlijk; aangemaakt via de API in ${(created / 1000).toFixed(1)} s); rijen in de eerste weergave: ${rendered}, daarna alle ${effective}`,
  );
  console.log(
    `Eerste weergave templates-tab, volledige paginalading (mediaan van ${ROUNDS}): ${ms(median(fullLoads))}  ${list(fullLoads)}`,
  );
  console.log(
    `Alle ${effective} rijen in beeld, volledige paginalading (mediaan van ${ROUNDS}): ${ms(median(fullAll))}  ${list(fullAll)}`,
  );
  console.log(
    `Eerste weergave templates-tab, tab openen vanuit het overzicht (mediaan van ${ROUNDS}): ${ms(median(inApp))}  ${list(inApp)}`,
  );
  console.log(
    `Alle ${effective} rijen in beeld, tab openen vanuit het overzicht (mediaan van ${ROUNDS}): ${ms(median(inAppAll))}  ${list(inAppAll)}`,
  );
  console.log(
    `  waarvan GET admin/users/{id}/meeting-types (server + overdracht, mediaan): ${ms(median(apiTimes))}; van het antwoord tot de rijen in beeld (lezen, controleren, renderen): ${ms(median(afterAnswer))}`,
  );
  for (const [label, moves] of [
    ['Toetsenbord (Alt+↓, verplaats-opdracht)', keyMoves],
    ['Slepen met de muis (volledige volgorde)', dragMoves],
  ]) {
    console.log(
      `${label}, mediaan van ${moves.length}: nieuwe volgorde in beeld ${ms(median(moves.map((m) => m.shown)))}, opgeslagen (antwoord op POST …/reorder) ${ms(median(moves.map((m) => m.answered)))}`,
    );
    console.log(
      `  in beeld ${list(moves.map((m) => m.shown))}; opgeslagen ${list(moves.map((m) => m.answered))}`,
    );
  }
} finally {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
