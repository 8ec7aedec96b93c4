// `npm run bench:scale`: the statistics at the size of a deployment after a year and more, on PostgreSQL.
//
//   scripts/bench/postgres.sh start      # a throw-away PostgreSQL 15 on 127.0.0.1:54350 (or bring your own)
//   BENCH_DATABASE_URL=postgres://werkbank@127.0.0.1:54350/postgres npm run bench:scale
//
// 1. Seeds its own database `werkbank_bench_scale` on the server of BENCH_DATABASE_URL (required; the database
//    named in the URL is only used to create and drop that one): dropped and created anew, migrated, then filled
//    with plain SQL by server/src/bench/seedScale.ts (200 organisations, 20,001 users, 2 M transcriptions over
//    400 days, 5 M summaries, 5 M token-usage rows, 1 M login attempts, 200 k audit rows, 5,000 templates),
//    printing the time per table. A database that already holds a complete seed of the same scale, seed script
//    and migrations (marker `bench_scale.seed`) is used as it is, unless BENCH_RESEED=1 (BENCH_RESEED=0 keeps
//    a complete seed of the same scale even when the seed script or the migrations changed since).
// 2. Starts the reference server on it (loopback, BENCH_PORT, default 4497; the console built into dist) and
//    times every statistics call the console makes and the contract's: median and max of BENCH_REPEAT (5)
//    sequential requests with gzip accepted, the answer's size decompressed and on the wire. A request that takes
//    longer than BENCH_TIMEOUT_SECONDS (60) is abandoned ("> 60 s"), its database query cancelled, and the bench
//    waits until the server answers quickly again before it goes on (a server that died is started again).
// 3. In Chromium (CHROMIUM_PATH or /usr/bin/chromium; Debian's package is installed when missing and running
//    as root; never a download): signs in through the console, then times the dashboard (7 days, 365 days by
//    the period select, the monthly view) and the largest organisation's statistics tab: navigation or
//    selection → the chart's svg and the table's first row visible, the longest task (longtask observer) from
//    then until a second after, and the page's element count.
// 4. Throughput: autocannon, 100 connections for 10 s, against admin/stats/overview?days=7, admin/users and
//    the contract's admin/transcription-stats?days=7: requests/s and p99.
// 5. Prints a table of all figures; BENCH_OUT=file.json writes them as JSON too.
//
// BENCH_SCALE (default 1) scales every volume (0.05 for a quick try); BENCH_PHASES (default
// seed,api,browser,load) picks the steps. The server, the browser and the temporary data directory are stopped
// and removed at the end; the database is kept for the next run (drop it with
// `drop database werkbank_bench_scale`, or stop the throw-away server with `scripts/bench/postgres.sh stop`).
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { median, rssMb } from './bench/figures.mjs';
import { timedGet, waitUntilResponsive } from './bench/http.mjs';
import {
  benchDatabaseUrl,
  adminQuery,
  query,
  runTsx,
  signInThroughForm,
  startServer,
  withDatabase,
} from './bench/server.mjs';
import { buildConsoleIfStale } from './build-console.mjs';

const SOURCE_URL = benchDatabaseUrl();
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
// 1: seed again whatever there is; 0: keep any complete seed of this scale, even of other migrations (warns).
const RESEED = process.env.BENCH_RESEED === '1';
const KEEP_SEED = process.env.BENCH_RESEED === '0';
const PORT = Number(process.env.BENCH_PORT ?? 4497);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);
const TIMEOUT_S = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 60);
const TIMEOUT_MS = TIMEOUT_S * 1000;
const PHASES = new Set((process.env.BENCH_PHASES ?? 'seed,api,browser,load').split(','));
const OUT = process.env.BENCH_OUT;
const DATABASE = 'werkbank_bench_scale';
const HOST = '127.0.0.1';
const base = `http://${HOST}:${PORT}`;
// The seeded superuser; the same on every run, because the database outlives the run.
const ADMIN = { username: 'admin', password: 'bench-Schaal-beheerder-2026' };
const DAY_MS = 86_400_000;

for (const [name, value] of Object.entries({ SCALE, PORT, REPEAT, TIMEOUT_S }))
  if (!(value > 0)) throw new Error(`Ongeldige waarde voor ${name}: ${value}`);

const sourceDatabase = decodeURIComponent(new URL(SOURCE_URL).pathname.slice(1)) || 'postgres';
const adminUrl = withDatabase(SOURCE_URL, sourceDatabase === DATABASE ? 'postgres' : sourceDatabase);
const benchUrl = withDatabase(SOURCE_URL, DATABASE);

const figures = { scale: SCALE, machine: {}, postgres: {}, seed: {}, api: [], browser: [], load: [] };

// ------------------------------------------------------------------------------------------------ helpers
/** The seed's identity: the seed script and every migration; another one means seeding again. */
function fingerprint() {
  const hash = createHash('sha256');
  hash.update(readFileSync('server/src/bench/seedScale.ts'));
  const dir = 'server/src/db/migrations';
  for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(join(dir, file)));
  return hash.digest('hex');
}

async function existingSeed() {
  const found = await query(adminUrl, 'select 1 from pg_database where datname = $1', [DATABASE]);
  if (found.length === 0) return null;
  try {
    const [seed] = await query(benchUrl, 'select * from bench_scale.seed where finished_at is not null');
    return seed ?? null;
  } catch {
    return null;
  }
}

const fmtMs = (value) =>
  value === null || value === undefined
    ? '–'
    : value === Infinity
      ? `> ${TIMEOUT_S} s`
      : value >= 10_000
        ? `${(value / 1000).toFixed(1)} s`
        : `${Math.round(value)} ms`;
const fmtBytes = (value) =>
  value === null || value === undefined
    ? '–'
    : value >= 1024 * 1024
      ? `${(value / 1024 / 1024).toFixed(1)} MB`
      : value >= 1024
        ? `${(value / 1024).toFixed(1)} kB`
        : `${value} B`;

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Cancels the queries our server still runs in the bench database (an abandoned request's). */
async function cancelRunningQueries() {
  const rows = await query(
    benchUrl,
    `select pid, pg_cancel_backend(pid) as cancelled, left(query, 120) as query, now() - query_start as running
     from pg_stat_activity
     where datname = $1 and pid <> pg_backend_pid() and state = 'active' and query_start < now() - interval '2 seconds'`,
    [DATABASE],
  );
  for (const row of rows)
    console.log(
      `    (query van ${row.running?.seconds ?? '?'} s geannuleerd: ${row.query.replace(/\s+/g, ' ')}…)`,
    );
}

// -------------------------------------------------------------------------------------------------- seed
async function seed() {
  const print = figures.postgres;
  const [version] = await query(adminUrl, 'show server_version');
  const settings = await query(
    adminUrl,
    `select name, setting, unit from pg_settings where name in ('shared_buffers', 'work_mem', 'effective_cache_size',
       'maintenance_work_mem', 'max_wal_size', 'random_page_cost', 'max_parallel_workers_per_gather', 'jit', 'fsync')
     order by name`,
  );
  print.version = version.server_version;
  for (const { name, setting, unit } of settings) {
    const value = Number(setting);
    print[name] =
      unit === '8kB'
        ? fmtBytes(value * 8192)
        : unit === 'kB'
          ? fmtBytes(value * 1024)
          : unit === 'MB'
            ? fmtBytes(value * 1024 * 1024)
            : setting;
  }
  console.log(
    `PostgreSQL ${print.version}: ${settings.map(({ name }) => `${name}=${print[name]}`).join(', ')}`,
  );

  const wanted = fingerprint();
  const existing = await existingSeed();
  const reusable =
    existing && Number(existing.scale) === SCALE && !RESEED && (existing.fingerprint === wanted || KEEP_SEED);
  if (reusable && existing.fingerprint !== wanted)
    console.log(
      'Let op (BENCH_RESEED=0): de seed is gemaakt met een ander seedscript of andere migraties; hij blijft staan.',
    );
  if (reusable) {
    console.log(
      `Database ${DATABASE}: seed van ${existing.now_at.toISOString()} (schaal ${SCALE}) hergebruikt; ` +
        'BENCH_RESEED=1 om opnieuw te seeden.',
    );
  } else {
    if (!PHASES.has('seed'))
      throw new Error(`Database ${DATABASE} heeft geen bruikbare seed (BENCH_PHASES mist seed).`);
    console.log(
      existing
        ? `Database ${DATABASE}: ${RESEED ? 'BENCH_RESEED=1' : 'andere seed (schaal, seedscript of migraties)'}: opnieuw seeden.`
        : `Database ${DATABASE} wordt aangemaakt en geseed (schaal ${SCALE}).`,
    );
    await adminQuery(adminUrl, `drop database if exists "${DATABASE}" with (force)`);
    await adminQuery(adminUrl, `create database "${DATABASE}"`);
    runTsx('server/src/bench/seedScale.ts', {
      ...process.env,
      DATABASE_URL: benchUrl,
      BENCH_SCALE: String(SCALE),
      BENCH_SEED_FINGERPRINT: wanted,
      BENCH_ADMIN_USERNAME: ADMIN.username,
      BENCH_ADMIN_PASSWORD: ADMIN.password,
    });
  }
  const [marker] = await query(benchUrl, 'select * from bench_scale.seed');
  // Slow statements of the server land in PostgreSQL's log with their parameters (for EXPLAIN by hand).
  await adminQuery(benchUrl, `alter database "${DATABASE}" set log_min_duration_statement = 1000`).catch(
    () => undefined,
  );
  figures.seed = {
    reused: Boolean(reusable),
    seeded_at: marker.now_at.toISOString(),
    timings: marker.timings,
    facts: marker.facts,
  };
  return marker;
}

// -------------------------------------------------------------------------------------------- the server
let server;
const dataDir = mkdtempSync(join(tmpdir(), 'werkbank-bench-scale-'));
const serverEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: benchUrl,
  JWT_SECRET: randomBytes(32).toString('hex'),
  HOST,
  PORT: String(PORT),
  ENVIRONMENT: 'bench',
  SEED_DEMO: 'false',
  TWO_FACTOR: 'off',
  STATIC_DIR: 'dist',
  SMTP_URL: '',
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: ADMIN.password,
};

async function ensureServer() {
  if (server && alive(server.pid)) return false;
  if (server)
    console.log(`    !! de server (pid ${server.pid}) is gestopt:\n${server.stderr().slice(-2000)}`);
  server = await startServer(serverEnv, { base, startSeconds: 180, stopSeconds: 30 });
  return true;
}

async function signIn() {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (res.status !== 200) throw new Error(`Aanmelden mislukt: ${res.status} ${await res.text()}`);
  return (await res.json()).access_token;
}

/** After an abandoned request: cancel its query, wait until the server answers again (restart if dead). */
async function recover() {
  await cancelRunningQueries().catch((error) => console.log(`    (annuleren mislukt: ${error.message})`));
  if (!alive(server.pid)) {
    await ensureServer();
    return 'herstart';
  }
  const waited = await waitUntilResponsive(base, 600);
  if (waited === null) {
    console.log('    !! de server antwoordt na 10 minuten nog niet: opnieuw gestart');
    await server.stop();
    await ensureServer();
    return 'herstart';
  }
  return `${Math.round(waited)} s gewacht`;
}

// ------------------------------------------------------------------------------------------ API timings
async function measureCall(label, path, token) {
  const url = `${base}/api/${path}`;
  const times = [];
  let last;
  let peakRss = rssMb(server.pid);
  let note = '';
  for (let i = 0; i < REPEAT; i++) {
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(server.pid))), 50);
    let answer;
    try {
      answer = await timedGet(url, { authorization: `Bearer ${token}` }, { timeoutMs: TIMEOUT_MS });
    } catch (error) {
      answer = { error: error.message, ms: null };
    } finally {
      clearInterval(sampler);
    }
    if (answer.timedOut) {
      times.push(Infinity);
      note = `afgebroken na ${TIMEOUT_S} s; ${await recover()}`;
      break;
    }
    if (answer.error) {
      note = `fout: ${answer.error}; ${await recover()}`;
      break;
    }
    last = answer;
    times.push(answer.ms);
    if (answer.status !== 200) break; // a 404 (endpoint not there yet) or an error: once is enough
  }
  const row = {
    label,
    path,
    status: last?.status ?? (times.includes(Infinity) ? 'timeout' : 'fout'),
    times,
    median: times.length ? median(times) : null,
    max: times.length ? Math.max(...times) : null,
    raw: last?.raw ?? null,
    wire: last?.wire ?? null,
    encoding: last?.encoding ?? null,
    peakRssMb: Math.round(peakRss),
    note,
  };
  console.log(
    `  ${label.padEnd(44)} ${String(row.status).padStart(7)}  mediaan ${fmtMs(row.median).padStart(8)}  max ${fmtMs(row.max).padStart(8)}  ` +
      `${fmtBytes(row.raw).padStart(9)} / ${fmtBytes(row.wire).padStart(9)} ${row.encoding ?? ''}  RSS ${row.peakRssMb} MB ${note}`,
  );
  figures.api.push(row);
  return { row, body: last?.body };
}

async function apiPhase(facts, month) {
  const org = facts.largest_organization_id;
  const user = encodeURIComponent(facts.most_active_username);
  let token = await signIn();
  const call = async (label, path, keep = false) => {
    if (await ensureServer()) token = await signIn();
    const result = await measureCall(label, path, token);
    if (keep && result.row.status === 200) {
      const answer = await timedGet(
        `${base}/api/${path}`,
        { authorization: `Bearer ${token}` },
        {
          timeoutMs: TIMEOUT_MS,
          keepBody: true,
        },
      ).catch(() => null);
      try {
        return answer?.body ? JSON.parse(answer.body) : null;
      } catch {
        return null;
      }
    }
    return null;
  };
  console.log(
    `\nAPI (${REPEAT}× na elkaar, gzip; mediaan en max; grootte uitgepakt / over de lijn; piek-RSS van de server):`,
  );
  console.log('  de spec (wat de console nu vraagt):');
  for (const days of [7, 30, 90, 365])
    await call(`transcription-stats days=${days}`, `admin/transcription-stats?days=${days}`);
  await call(`transcription-stats month=${month}`, `admin/transcription-stats?month=${month}`);
  await call(
    `transcription-stats org=${org} days=365`,
    `admin/transcription-stats?organization_id=${org}&days=365`,
  );
  await call(`transcription-stats user days=365`, `admin/transcription-stats?username=${user}&days=365`);
  for (const days of [7, 365])
    await call(`token-usage-stats days=${days}`, `admin/token-usage-stats?days=${days}`);
  await call(
    `token-usage-stats org=${org} days=365`,
    `admin/token-usage-stats?organization_id=${org}&days=365`,
  );

  console.log('  de begrensde aanroepen (admin/stats/…):');
  for (const days of [7, 365]) await call(`stats/overview days=${days}`, `admin/stats/overview?days=${days}`);
  await call(`stats/overview month=${month}`, `admin/stats/overview?month=${month}`);
  await call(`stats/overview org days=365`, `admin/stats/overview?organization_id=${org}&days=365`);
  await call('stats/user-days days=7', 'admin/stats/user-days?days=7');
  const first = await call(`stats/users month (minuten)`, `admin/stats/users?month=${month}`, true);
  const deep = Math.max(0, Math.floor(((first?.total ?? Math.round(15_000 * SCALE)) * 0.8) / 50) * 50);
  await call(`stats/users month (minuten) offset=${deep}`, `admin/stats/users?month=${month}&offset=${deep}`);
  await call(`stats/users month (naam)`, `admin/stats/users?month=${month}&sort=username&order=asc`);
  await call(
    `stats/users month (naam) offset=${deep}`,
    `admin/stats/users?month=${month}&sort=username&order=asc&offset=${deep}`,
  );
  await call(`stats/organizations month`, `admin/stats/organizations?month=${month}`);
  await call(
    `stats/organizations month org`,
    `admin/stats/organizations?month=${month}&organization_id=${org}`,
  );

  console.log('  overig:');
  await call('login-attempts limit=50 offset=500000', 'admin/login-attempts?limit=50&offset=500000');
  await call(
    'login-attempts days_back=3650 offset=500000',
    'admin/login-attempts?days_back=3650&limit=50&offset=500000',
  );
  await call('users (de lijst)', 'admin/users');
}

// --------------------------------------------------------------------------------------------- browser
function chromiumPath() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!process.env.CHROMIUM_PATH && isRoot && existsSync('/etc/debian_version')) {
    console.log('Geen Chromium: Debian-pakket chromium installeren …');
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', '--no-install-recommends', 'chromium'],
    ]) {
      const result = spawnSync('apt-get', args, { stdio: 'inherit' });
      if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} mislukt`);
    }
    if (existsSync(path)) return path;
  }
  throw new Error(`Geen Chromium op ${path} (CHROMIUM_PATH); de bench downloadt er geen.`);
}

/** From document start: long tasks, and (once armed) when each watched selector is first visible. */
function pageInstrumentation() {
  const w = window;
  const b = (w.__bench = { longtasks: [], seen: {}, watch: null, t0: null, drawnAt: null });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) b.longtasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no longtask support
  }
  const stored = sessionStorage.getItem('__benchWatch');
  if (stored) {
    sessionStorage.removeItem('__benchWatch');
    b.watch = JSON.parse(stored);
    b.t0 = 0; // navigation start
  }
  const visible = (el) => {
    if (!el) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && (el.checkVisibility ? el.checkVisibility() : true);
  };
  const tick = () => {
    if (b.watch && b.drawnAt === null && b.t0 !== null) {
      const now = performance.now();
      for (const selector of b.watch)
        if (!(selector in b.seen) && visible(document.querySelector(selector))) b.seen[selector] = now;
      if (b.watch.every((selector) => selector in b.seen)) b.drawnAt = now;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  w.__benchArm = (watch, events) => {
    b.watch = watch;
    b.seen = {};
    b.drawnAt = null;
    b.t0 = null;
    const on = (event) => {
      if (b.t0 === null) b.t0 = event.timeStamp;
    };
    for (const type of events) document.addEventListener(type, on, { capture: true, once: true });
  };
}

const chart = (label, prefix = false) => `figure[role="img"][aria-label${prefix ? '^' : ''}="${label}"] svg`;
const firstRow = (label, prefix = false) =>
  `[role="region"][aria-label${prefix ? '^' : ''}="${label}"] tbody tr`;

async function browserPhase(facts) {
  const { chromium } = await import('@playwright/test');
  buildConsoleIfStale();
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript(pageInstrumentation);
    // API answers that failed during a step (a screen that never draws says why).
    let failures = new Set();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.status() >= 400 && url.pathname.startsWith('/api/'))
        failures.add(`${response.status()} ${url.pathname.slice(5)}`);
    });
    await ensureServer();
    await signInThroughForm(page, base, ADMIN);

    /** Waits for the armed watch, a second more, then reads the figures of this step. */
    async function collect() {
      let timedOut = false;
      try {
        await page.waitForFunction(() => window.__bench.drawnAt !== null, null, {
          timeout: TIMEOUT_MS,
          polling: 100,
        });
        await page.waitForTimeout(1000);
      } catch {
        timedOut = true;
      }
      return page.evaluate((timedOut) => {
        const b = window.__bench;
        const t0 = b.t0 ?? 0;
        const end = (b.drawnAt ?? performance.now()) + 1000;
        const tasks = b.longtasks.filter(([start, duration]) => start + duration > t0 && start < end);
        return {
          timedOut,
          drawn: b.drawnAt === null ? null : b.drawnAt - t0,
          seen: Object.fromEntries(Object.entries(b.seen).map(([k, v]) => [k, Math.round(v - t0)])),
          missing: (b.watch ?? []).filter((s) => !(s in b.seen)),
          longestTask: tasks.reduce((max, [, d]) => Math.max(max, d), 0),
          longTasks: tasks.length,
          elements: document.getElementsByTagName('*').length,
        };
      }, timedOut);
    }

    async function navigate(path, watch) {
      await page.evaluate((watch) => sessionStorage.setItem('__benchWatch', JSON.stringify(watch)), watch);
      await page.goto(`${base}${path}`, { timeout: TIMEOUT_MS, waitUntil: 'commit' });
      return collect();
    }

    async function act(watch, events, action) {
      await page.evaluate(({ watch, events }) => window.__benchArm(watch, events), { watch, events });
      await action();
      return collect();
    }

    const day7 = [
      chart('Activiteit per dag, laatste 7 dagen'),
      firstRow('Per dag en gebruiker, laatste 7 dagen'),
    ];
    // The table per day and user always shows the latest 7 days, whatever the period of the chart.
    const day365 = [chart('Activiteit per dag, laatste 365 dagen'), firstRow('Per dag en gebruiker', true)];
    const monthly = [chart('Audiominuten per dag', true), firstRow('Totalen per gebruiker', true)];
    const organization = [chart('Activiteit per dag', true), firstRow('Totalen per gebruiker', true)];
    const org = facts.largest_organization_id;

    const steps = [
      ['dashboard 7 dagen (paginalading /)', () => navigate('/', day7)],
      [
        'dashboard → 365 dagen (periodekeuze)',
        async () => {
          const ready = await navigate('/', day7);
          if (ready.drawn === null) return { ...ready, note: 'de 7 dagen verschenen niet' };
          return act(day365, ['change', 'input'], () =>
            page.getByLabel('Periode').selectOption({ label: 'Laatste 365 dagen' }),
          );
        },
      ],
      [
        'dashboard → maandweergave (klik)',
        async () => {
          const ready = await navigate('/', day7);
          if (ready.drawn === null) return { ...ready, note: 'de 7 dagen verschenen niet' };
          return act(monthly, ['pointerdown', 'click'], () =>
            page.getByRole('radio', { name: 'Maandelijks' }).click(),
          );
        },
      ],
      [
        `organisatie ${org} statistiektab (paginalading)`,
        () => navigate(`/organizations/${org}?tab=stats`, organization),
      ],
    ];

    console.log(
      `\nChromium (${REPEAT > 3 ? 3 : REPEAT}× per stap; getekend = grafiek-svg en eerste tabelrij zichtbaar):`,
    );
    for (const [label, step] of steps) {
      const runs = [];
      failures = new Set();
      for (let i = 0; i < Math.min(3, REPEAT); i++) {
        await ensureServer(); // a restarted server takes the same session (same JWT secret, same database)
        let result;
        try {
          result = await step();
        } catch (error) {
          result = { timedOut: true, drawn: null, error: error.message.split('\n')[0] };
        }
        runs.push(result);
        if (result.drawn === null) {
          result.recovered = await recover();
          await page.goto(`${base}/api/health`); // same origin (sessionStorage), no screen loading
          break;
        }
      }
      const drawn = runs.map((r) => (r.drawn === null ? Infinity : r.drawn));
      const row = {
        label,
        drawn,
        median: median(drawn),
        max: Math.max(...drawn),
        longestTask: Math.max(...runs.map((r) => r.longestTask ?? 0)),
        elements: runs.at(-1).elements ?? null,
        missing: runs.at(-1).missing ?? [],
        note: [
          runs.at(-1).note,
          runs.at(-1).error,
          runs.at(-1).recovered,
          failures.size ? `HTTP ${[...failures].join(', ')}` : '',
        ]
          .filter(Boolean)
          .join('; '),
      };
      figures.browser.push(row);
      console.log(
        `  ${label.padEnd(44)} getekend mediaan ${fmtMs(row.median).padStart(8)}  max ${fmtMs(row.max).padStart(8)}  ` +
          `langste taak ${fmtMs(row.longestTask).padStart(7)}  elementen ${row.elements ?? '–'}` +
          (row.missing.length ? `  niet verschenen: ${row.missing.join(', ')}` : '') +
          (row.note ? `  (${row.note})` : ''),
      );
    }
  } finally {
    await browser.close();
  }
}

// ------------------------------------------------------------------------------------------ throughput
async function loadPhase() {
  await ensureServer();
  const token = await signIn();
  console.log('\nDoorvoer (autocannon, 100 verbindingen, 10 s, gzip):');
  for (const [label, path] of [
    ['stats/overview days=7', 'admin/stats/overview?days=7'],
    ['users (de lijst)', 'admin/users'],
    ['transcription-stats days=7 (spec)', 'admin/transcription-stats?days=7'],
  ]) {
    const result = await autocannon({
      url: `${base}/api/${path}`,
      connections: 100,
      duration: 10,
      timeout: TIMEOUT_S,
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    });
    const row = {
      label,
      path,
      requestsPerSecond: result.requests.average,
      // Without a single answer in the time there is no latency to tell (autocannon says 0).
      p50: result.requests.total ? result.latency.p50 : null,
      p99: result.requests.total ? result.latency.p99 : null,
      total: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      mbPerSecond: result.throughput.average / 1024 / 1024,
    };
    figures.load.push(row);
    console.log(
      `  ${label.padEnd(36)} ${row.requestsPerSecond.toFixed(1).padStart(8)} req/s  p50 ${fmtMs(row.p50)}  p99 ${fmtMs(row.p99)}  ` +
        `${row.total} antwoorden, ${row.non2xx} niet-2xx, ${row.errors} fouten, ${row.timeouts} time-outs, ${row.mbPerSecond.toFixed(1)} MB/s`,
    );
    await recover();
  }
}

// ---------------------------------------------------------------------------------------------- summary
function printSummary() {
  const { seed } = figures;
  console.log('\n================================================================ samenvatting');
  console.log(
    `Schaal ${SCALE}; machine ${cpus().length} cpu's, ${Math.round(totalmem() / 2 ** 30)} GB; load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(
        ' / ',
      )}; PostgreSQL ${figures.postgres.version} (shared_buffers ${figures.postgres.shared_buffers}, ` +
      `work_mem ${figures.postgres.work_mem}, effective_cache_size ${figures.postgres.effective_cache_size}, ` +
      `fsync ${figures.postgres.fsync})`,
  );
  if (seed.timings) {
    console.log(
      `Seed ${seed.reused ? 'hergebruikt, gemaakt' : 'gemaakt'} ${seed.seeded_at}: ` +
        Object.entries(seed.timings)
          .map(([table, t]) => `${table} ${t.rows ? `${t.rows} rijen ` : ''}${t.seconds.toFixed(1)} s`)
          .join('; '),
    );
    console.log(`Feiten: ${JSON.stringify(seed.facts)}`);
  }
  if (figures.api.length) {
    console.table(
      figures.api.map((r) => ({
        aanroep: r.label,
        status: r.status,
        mediaan: fmtMs(r.median),
        max: fmtMs(r.max),
        uitgepakt: fmtBytes(r.raw),
        gzip: r.encoding === 'gzip' ? fmtBytes(r.wire) : `${fmtBytes(r.wire)} (${r.encoding ?? '–'})`,
        'RSS MB': r.peakRssMb,
      })),
    );
  }
  if (figures.browser.length) {
    console.table(
      figures.browser.map((r) => ({
        stap: r.label,
        'getekend (mediaan)': fmtMs(r.median),
        max: fmtMs(r.max),
        'langste taak': fmtMs(r.longestTask),
        elementen: r.elements,
        opmerking: [r.missing.length ? `niet verschenen: ${r.missing.join(', ')}` : '', r.note]
          .filter(Boolean)
          .join('; '),
      })),
    );
  }
  if (figures.load.length) {
    console.table(
      figures.load.map((r) => ({
        doel: r.label,
        'req/s': Math.round(r.requestsPerSecond * 10) / 10,
        p99: fmtMs(r.p99),
        'niet-2xx': r.non2xx,
        fouten: r.errors + r.timeouts,
      })),
    );
  }
  if (OUT) {
    writeFileSync(OUT, JSON.stringify(figures, null, 2));
    console.log(`Cijfers als JSON: ${OUT}`);
  }
}

// ------------------------------------------------------------------------------------------------- main
try {
  figures.machine = {
    cpus: cpus().length,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    loadBefore: loadavg(),
  };
  const marker = await seed();
  const now = new Date();
  const previous = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const month = `${previous.getUTCFullYear()}${String(previous.getUTCMonth() + 1).padStart(2, '0')}`;
  const age = (now - marker.now_at) / DAY_MS;
  if (age > 1)
    console.log(
      `Let op: de seed is ${age.toFixed(1)} dagen oud; de laatste dagen zijn dus leger dan bij een verse seed.`,
    );
  console.log(`Feiten van de seed: ${JSON.stringify(marker.facts)}`);
  if (PHASES.has('api') || PHASES.has('browser') || PHASES.has('load')) {
    if (PHASES.has('browser')) buildConsoleIfStale();
    const started = performance.now();
    await ensureServer();
    console.log(
      `Server op ${base} gestart in ${Math.round(performance.now() - started)} ms (pid ${server.pid}).`,
    );
  }
  if (PHASES.has('api')) await apiPhase(marker.facts, month);
  if (PHASES.has('browser')) await browserPhase(marker.facts);
  if (PHASES.has('load')) await loadPhase();
  printSummary();
} catch (error) {
  if (server) console.error(server.stderr().slice(-4000));
  printSummary();
  throw error;
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
