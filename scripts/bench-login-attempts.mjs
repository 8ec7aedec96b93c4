// `npm run bench:login-attempts`: the login-attempts screen's server side at scale. For each backend it seeds
// BENCH_LOGIN_ATTEMPTS attempts (default 1,000,000, over 365 days, by BENCH_USERS users, default 20,000; PGlite in
// a temporary DATA_DIR, and, when BENCH_DATABASE_URL names a PostgreSQL server, a new database created there and
// dropped afterwards; BENCH_BACKENDS=postgres measures only that one), starts the server on loopback, signs in,
// and measures
//   - a page of 50 (`GET /api/admin/login-attempts`, with the totals of the whole filter) for a set of filters,
//     deep offsets included (100,000, 500,000 and the last page): BENCH_PAGE_REQUESTS requests each (default 100,
//     one at a time, after 5 warm-up requests), median and p99;
//   - the same deep pages asked by key (`before`, the server's `next_before` of the row just above the page), when
//     the server offers it, each checked to hold exactly the rows of its offset page;
//   - the CSV export of every attempt (`…/export?days_back=3650`): time, size, and the server's memory (resident
//     set size sampled every 20 ms: before, peak during, and the growth);
// then stops the server and prints the query plan of every page (EXPLAIN ANALYZE). BENCH_PORT (default 4492)
// sets the port. Everything it started (server, temporary directory, PostgreSQL database) is stopped and removed.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { rssMb } from './bench/figures.mjs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminQuery, runTsx, startServer, withDatabase } from './bench/server.mjs';

const ATTEMPTS = Number(process.env.BENCH_LOGIN_ATTEMPTS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_PAGE_REQUESTS ?? 100);
const PORT = Number(process.env.BENCH_PORT ?? 4492);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL || undefined;
const BACKENDS = process.env.BENCH_BACKENDS
  ? process.env.BENCH_BACKENDS.split(',').map((name) => name.trim())
  : POSTGRES_URL
    ? ['pglite', 'postgres']
    : ['pglite'];
const HOST = '127.0.0.1';
const base = `http://${HOST}:${PORT}`;
const ADMIN = { username: 'admin', password: `bench-Beheerder-${randomBytes(6).toString('hex')}` };
const JWT_SECRET = randomBytes(32).toString('hex');

for (const [name, value] of Object.entries({ ATTEMPTS, REQUESTS, PORT })) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`Ongeldige waarde voor ${name}: ${value}`);
}
for (const backend of BACKENDS) {
  if (!['pglite', 'postgres'].includes(backend)) throw new Error(`Onbekende backend: ${backend}`);
  if (backend === 'postgres' && !POSTGRES_URL) throw new Error('postgres meten vraagt BENCH_DATABASE_URL.');
}

/** Deep pages of every attempt: offset 100,000, 500,000 and the last page (`last`, from the total). */
const DEEP = [
  ['alles, offset 100.000', 100_000],
  ['alles, offset 500.000', 500_000],
  ['alles, laatste pagina', 'last'],
];

/**
 * The filters measured: label and query (the filters of the screen, Meer laden far down, and the e-mail filter,
 * which matches a part of the address in any case).
 */
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
  ['e-mail bevat "gebruiker12", alles', { days_back: 3650, email: 'gebruiker12' }],
  ['e-mail bevat "ELDERS", alles', { days_back: 3650, email: 'ELDERS' }],
  ['e-mail bevat "werkbank", alles', { days_back: 3650, email: 'werkbank' }],
  ['Meer laden: offset 5000, 90 d', { days_back: 90, offset: 5000 }],
  ['alles, offset 0', { days_back: 3650 }],
  ...DEEP.map(([label, offset]) => [label, { days_back: 3650, offset }]),
  ['e-mail "gebruiker12", laatste pagina', { days_back: 3650, email: 'gebruiker12', offset: 'last' }],
];

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

    const get = async (label, query) => {
      const res = await fetch(`${base}/api/admin/login-attempts?${queryString(query)}`, { headers: auth });
      const answer = await res.json();
      if (res.status !== 200) throw new Error(`${label}: ${res.status} ${JSON.stringify(answer)}`);
      return answer;
    };
    /** Median and p99 of REQUESTS requests after 5 warm-ups, and the last answer. */
    const measure = async (label, query) => {
      let answer;
      const times = [];
      for (let i = 0; i < REQUESTS + 5; i++) {
        const started = performance.now();
        answer = await get(label, query);
        if (i >= 5) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      return { answer, median: ms(percentile(times, 50)), p99: ms(percentile(times, 99)) };
    };
    /** The offset of the last page of 50 of a filter (from its total). */
    const lastOffset = async (label, query) => {
      const { total } = await get(label, { ...query, limit: 1, offset: 0 });
      return Math.max(0, Math.floor((total - 1) / 50) * 50);
    };
    const resolved = async (label, query) =>
      query.offset === 'last' ? { ...query, offset: await lastOffset(label, query) } : query;

    const pages = [];
    const explained = [];
    for (const [label, filter] of FILTERS) {
      const query = await resolved(label, filter);
      explained.push([label, query]);
      const { answer, median, p99 } = await measure(label, query);
      pages.push({
        filter: label,
        offset: query.offset ?? 0,
        'mediaan ms': median,
        'p99 ms': p99,
        rijen: answer.login_attempts.length,
        totaal: answer.total,
        mislukt: answer.failed,
      });
    }

    // The deep pages by key: the key is the server's `next_before` of the one row just above the page.
    const keyed = [];
    for (const [label, offset] of DEEP) {
      const query = await resolved(label, { days_back: 3650, offset });
      const above = await get(label, { ...query, limit: 1, offset: query.offset - 1 });
      if (!('next_before' in above)) {
        keyed.push({ filter: label, offset: query.offset, 'mediaan ms': 'n.v.t. (geen next_before)' });
        continue;
      }
      const byOffset = await get(label, query);
      const byKey = { days_back: 3650, before: above.next_before };
      explained.push([`${label} (sleutel)`, byKey]);
      const { answer, median, p99 } = await measure(`${label} (sleutel)`, byKey);
      const same =
        JSON.stringify(answer.login_attempts.map((row) => row.id)) ===
        JSON.stringify(byOffset.login_attempts.map((row) => row.id));
      if (!same) throw new Error(`${label}: de pagina op sleutel verschilt van die op offset`);
      keyed.push({
        filter: `${label} (sleutel)`,
        offset: query.offset,
        'mediaan ms': median,
        'p99 ms': p99,
        rijen: answer.login_attempts.length,
        'gelijk aan offset': same,
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
    runTsx('server/src/bench/explainLoginAttempts.ts', { ...env, BENCH_FILTERS: JSON.stringify(explained) });
    return { seedSeconds, pages, keyed, exported };
  } catch (error) {
    if (server) console.error(server.stderr());
    throw error;
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (database) await adminQuery(POSTGRES_URL, `drop database if exists "${database}" with (force)`);
  }
}

const backends = BACKENDS;
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
  const { seedSeconds, pages, keyed, exported } = results[backend];
  console.log(
    `\n${backend === 'pglite' ? 'PGlite (ingebed)' : 'PostgreSQL'} (seed ${Math.round(seedSeconds)} s): pagina van 50 met totalen`,
  );
  console.table(pages);
  console.log("Dezelfde diepe pagina's op sleutel (before):");
  console.table(keyed);
  console.log('CSV-export van alle pogingen:');
  console.table([exported]);
}
if (!POSTGRES_URL)
  console.log('\nPostgreSQL ook meten: BENCH_DATABASE_URL=postgres://… npm run bench:login-attempts');
