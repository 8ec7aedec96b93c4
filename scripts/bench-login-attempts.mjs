// `npm run bench:login-attempts`: the login-attempts screen's server side at scale. For each backend it seeds
// BENCH_LOGIN_ATTEMPTS attempts (default 1,000,000, over 365 days; PGlite in a temporary DATA_DIR, and, when
// BENCH_DATABASE_URL names a PostgreSQL server, a new database created there and dropped afterwards), starts the
// server on loopback, signs in, and measures
//   - a page of 50 (`GET /api/admin/login-attempts`, with the totals of the whole filter) for a set of filters:
//     BENCH_PAGE_REQUESTS requests each (default 100, one at a time, after 5 warm-up requests), median and p99;
//   - the CSV export of every attempt (`…/export?days_back=3650`): time, size, and the server's memory (resident
//     set size sampled every 20 ms: before, peak during, and the growth);
// then stops the server and prints the query plan of every page (EXPLAIN ANALYZE). BENCH_PORT (default 4492)
// sets the port. Everything it started (server, temporary directory, PostgreSQL database) is stopped and removed.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminQuery, runTsx, startServer, withDatabase } from './bench/server.mjs';

const ATTEMPTS = Number(process.env.BENCH_LOGIN_ATTEMPTS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_PAGE_REQUESTS ?? 100);
const PORT = Number(process.env.BENCH_PORT ?? 4492);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL || undefined;
const HOST = '127.0.0.1';
const base = `http://${HOST}:${PORT}`;
const ADMIN = { username: 'admin', password: `bench-Beheerder-${randomBytes(6).toString('hex')}` };
const JWT_SECRET = randomBytes(32).toString('hex');

for (const [name, value] of Object.entries({ ATTEMPTS, REQUESTS, PORT })) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`Ongeldige waarde voor ${name}: ${value}`);
}

/** The filters measured: label and query (the filters of the screen, and Meer laden far down). */
const FILTERS = [
  ['standaard (7 dagen)', { days_back: 7 }],
  ['laatste 24 uur', { days_back: 1 }],
  ['30 dagen', { days_back: 30 }],
  ['90 dagen', { days_back: 90 }],
  ['alles (3650 dagen)', { days_back: 3650 }],
  ['mislukt, 7 dagen', { days_back: 7, success: 'false' }],
  ['succesvol, 90 dagen', { days_back: 90, success: 'true' }],
  ['type email_login, 90 dagen', { days_back: 90, attempt_type: 'email_login' }],
  ['2fa mislukt, 90 dagen', { days_back: 90, attempt_type: '2fa_verification', success: 'false' }],
  ['e-mailadres, 90 dagen', { days_back: 90, email: 'gebruiker17@werkbank.example' }],
  [
    'e-mailadres, mislukt, alles',
    { days_back: 3650, email: 'gebruiker42@werkbank.example', success: 'false' },
  ],
  ['e-mail bevat "werkbank", 90 d', { days_back: 90, email: 'werkbank' }],
  ['onbekend adres, alles', { days_back: 3650, email: 'niemand@nergens.example' }],
  ['Meer laden: offset 5000, 90 d', { days_back: 90, offset: 5000 }],
];

/** Resident set size of a process in MB (Linux /proc), or NaN elsewhere. */
function rssMb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => Math.round(value * 10) / 10;

function queryString(filter) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) query.set(key, String(value));
  return query.toString();
}

async function benchBackend(backend) {
  const dataDir = mkdtempSync(join(tmpdir(), 'werkbank-bench-attempts-'));
  let database;
  let server;
  try {
    let databaseUrl = '';
    if (backend === 'postgres') {
      database = `werkbank_bench_${randomBytes(4).toString('hex')}`;
      await adminQuery(POSTGRES_URL, `create database "${database}"`);
      databaseUrl = withDatabase(POSTGRES_URL, database);
    }
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      HOST,
      PORT: String(PORT),
      ENVIRONMENT: 'bench',
      SEED_DEMO: 'false',
      TWO_FACTOR: 'off',
      STATIC_DIR: '',
      SMTP_URL: '',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: ADMIN.password,
      BENCH_LOGIN_ATTEMPTS: String(ATTEMPTS),
      BENCH_FILTERS: JSON.stringify(FILTERS),
    };
    const seeded = performance.now();
    runTsx('server/src/bench/seedLoginAttempts.ts', env);
    const seedSeconds = (performance.now() - seeded) / 1000;
    server = await startServer(env, { base, startSeconds: 120, stopSeconds: 30 });

    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    if (login.status !== 200) throw new Error(`Aanmelden mislukt: ${login.status} ${await login.text()}`);
    const { access_token: token } = await login.json();
    const auth = { authorization: `Bearer ${token}` };

    const pages = [];
    for (const [label, filter] of FILTERS) {
      const url = `${base}/api/admin/login-attempts?${queryString(filter)}`;
      let answer;
      const times = [];
      for (let i = 0; i < REQUESTS + 5; i++) {
        const started = performance.now();
        const res = await fetch(url, { headers: auth });
        answer = await res.json();
        if (res.status !== 200) throw new Error(`${label}: ${res.status} ${JSON.stringify(answer)}`);
        if (i >= 5) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      pages.push({
        filter: label,
        'mediaan ms': ms(percentile(times, 50)),
        'p99 ms': ms(percentile(times, 99)),
        rijen: answer.login_attempts.length,
        totaal: answer.total,
        mislukt: answer.failed,
      });
    }

    const before = rssMb(server.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 20);
    const started = performance.now();
    const res = await fetch(`${base}/api/admin/login-attempts/export?days_back=3650`, { headers: auth });
    if (res.status !== 200) throw new Error(`export: ${res.status}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines++;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(server.pid));
    const exported = {
      rijen: lines - 1,
      MB: Math.round(bytes / 1024 / 102.4) / 10,
      seconden: Math.round(seconds * 10) / 10,
      'rijen/s': Math.round((lines - 1) / seconds),
      'RSS vooraf MB': Math.round(before),
      'RSS piek MB': Math.round(peak),
      'groei MB': Math.round(peak - before),
    };

    await server.stop();
    console.log(`\n${backend}: plannen (EXPLAIN ANALYZE, pagina van 50)`);
    runTsx('server/src/bench/explainLoginAttempts.ts', env);
    return { seedSeconds, pages, exported };
  } catch (error) {
    if (server) console.error(server.stderr());
    throw error;
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (database) await adminQuery(POSTGRES_URL, `drop database if exists "${database}" with (force)`);
  }
}

const backends = POSTGRES_URL ? ['pglite', 'postgres'] : ['pglite'];
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
const loadBefore = load();
const results = {};
for (const backend of backends) {
  console.log(`\n${backend}: ${ATTEMPTS} loginpogingen seeden en de server starten …`);
  results[backend] = await benchBackend(backend);
}
console.log(
  `\n${ATTEMPTS} loginpogingen; ${REQUESTS} verzoeken per filter, één tegelijk, over loopback ${base}`,
);
console.log(
  `Machine: ${cpus().length} cpu's, load average (1/5/15 min) vooraf ${loadBefore}, na afloop ${load()}`,
);
for (const backend of backends) {
  const { seedSeconds, pages, exported } = results[backend];
  console.log(
    `\n${backend === 'pglite' ? 'PGlite (ingebed)' : 'PostgreSQL'} (seed ${Math.round(seedSeconds)} s): pagina van 50 met totalen`,
  );
  console.table(pages);
  console.log('CSV-export van alle pogingen:');
  console.table([exported]);
}
if (!POSTGRES_URL)
  console.log('\nPostgreSQL ook meten: BENCH_DATABASE_URL=postgres://… npm run bench:login-attempts');
