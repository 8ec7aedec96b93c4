// `npm run bench:load`: throughput and latency of the reference server under load, measured with autocannon.
// For each backend it seeds a fresh database (PGlite in a temporary DATA_DIR; and, when BENCH_DATABASE_URL
// names a PostgreSQL server, a new database created there and dropped afterwards) with BENCH_LOAD_USERS users
// (default 1,000), starts the server on loopback, signs in once, and measures in turn
//   - a list route:   GET  /api/admin/users (signed in; every user),
//   - a detail route: GET  /api/admin/users/:id (signed in; cycling over the seeded ids),
//   - wrong-password sign-ins: POST /api/login for the administrator with a wrong password. With sign-in
//     throttling most of these are refused with 429 before any password hash is computed, so the status mix
//     (401 vs 429) is printed next to the figures.
// Each run is bounded: BENCH_LOAD_SECONDS (default 10) per route, at most BENCH_LOAD_MAX_REQUESTS requests
// (default 200,000), BENCH_LOAD_CONNECTIONS connections (default 100). BENCH_PORT (default 4491) sets the port.
// Everything it started (servers, temporary directories, the PostgreSQL database) is stopped and removed.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { adminQuery, runTsx, startServer, withDatabase } from './bench/server.mjs';

const USERS = Number(process.env.BENCH_LOAD_USERS ?? 1_000);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const MAX_REQUESTS = Number(process.env.BENCH_LOAD_MAX_REQUESTS ?? 200_000);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 100);
const PORT = Number(process.env.BENCH_PORT ?? 4491);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL || undefined;
const HOST = '127.0.0.1';
const base = `http://${HOST}:${PORT}`;
const ADMIN = { username: 'admin', password: `bench-Beheerder-${randomBytes(6).toString('hex')}` };
const JWT_SECRET = randomBytes(32).toString('hex');

for (const [name, value] of Object.entries({ USERS, SECONDS, MAX_REQUESTS, CONNECTIONS, PORT })) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`Ongeldige waarde voor ${name}: ${value}`);
}
if (SECONDS > 120) throw new Error('BENCH_LOAD_SECONDS is begrensd op 120.');

/** One autocannon run, bounded in time and count (and by a wall-clock guard). */
async function measure(path, options) {
  const instance = autocannon({
    url: `${base}${path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    maxOverallRequests: Math.max(MAX_REQUESTS, CONNECTIONS),
    timeout: 30,
    ...options,
  });
  const guard = setTimeout(() => instance.stop(), (SECONDS + 40) * 1000);
  try {
    return await instance;
  } finally {
    clearTimeout(guard);
  }
}

/** The figures of one run; a status outside `expected` marks the whole bench as failed. */
function summary(label, result, expected) {
  const unexpected = Object.keys(result.statusCodeStats ?? {}).filter(
    (code) => !expected.includes(Number(code)),
  );
  if (unexpected.length || result.errors || result.timeouts) {
    console.error(`${label}: onverwachte antwoorden (${unexpected.join(', ') || 'fouten/time-outs'})`);
    process.exitCode = 1;
  }
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([code, { count }]) => `${count}× ${code}`);
  if (result.errors) statuses.push(`${result.errors}× fout`);
  if (result.timeouts) statuses.push(`${result.timeouts}× time-out`);
  return {
    route: label,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    verzoeken: result.requests.total,
    statussen: statuses.join(', '),
  };
}

async function benchBackend(backend) {
  const dataDir = mkdtempSync(join(tmpdir(), 'werkbank-bench-load-'));
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
      TRUST_PROXY: 'false',
      STATIC_DIR: '',
      SMTP_URL: '',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: ADMIN.password,
      BENCH_USERS: String(USERS),
    };
    runTsx('server/src/bench/seedUsers.ts', env);
    server = await startServer(env, { base });

    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    if (login.status !== 200) throw new Error(`Aanmelden mislukt: ${login.status} ${await login.text()}`);
    const { access_token: token } = await login.json();
    const auth = { authorization: `Bearer ${token}` };

    const list = await fetch(`${base}/api/admin/users`, { headers: auth });
    if (list.status !== 200) throw new Error(`GET /api/admin/users: ${list.status}`);
    const body = await list.json();
    const users = Array.isArray(body) ? body : (body.users ?? body.items ?? []);
    const ids = users.map((u) => u.id).slice(0, 500);
    if (ids.length === 0) throw new Error('Geen gebruikers gevonden.');

    const rows = [];
    rows.push(
      summary(
        `GET /api/admin/users (${users.length} rijen)`,
        await measure('/api/admin/users', { headers: auth }),
        [200],
      ),
    );
    let next = 0;
    rows.push(
      summary(
        'GET /api/admin/users/:id',
        await measure('/api/admin/users/:id', {
          headers: auth,
          requests: [
            {
              method: 'GET',
              setupRequest: (request) => ({
                ...request,
                path: `/api/admin/users/${ids[next++ % ids.length]}`,
              }),
            },
          ],
        }),
        [200],
      ),
    );
    rows.push(
      summary(
        'POST /api/login (fout wachtwoord)',
        await measure('/api/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: ADMIN.username, password: 'fout-wachtwoord' }),
        }),
        [401, 429],
      ),
    );
    const health = await fetch(`${base}/api/health`);
    if (!health.ok) throw new Error(`De server antwoordt niet meer na de meting: ${health.status}`);
    return rows;
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
/** Figures from a busy machine mean little: the load average is printed with them. */
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
const loadBefore = load();
const results = {};
for (const backend of backends) {
  console.log(`\n${backend}: ${USERS} gebruikers seeden en de server starten …`);
  results[backend] = await benchBackend(backend);
}
console.log(
  `\nBelasting: ${CONNECTIONS} verbindingen, ${SECONDS} s per route (hoogstens ${MAX_REQUESTS} verzoeken), loopback ${base}`,
);
console.log(
  `Machine: ${cpus().length} cpu's, load average (1/5/15 min) vooraf ${loadBefore}, na afloop ${load()}`,
);
for (const backend of backends) {
  console.log(`\n${backend === 'pglite' ? 'PGlite (ingebed)' : 'PostgreSQL'}:`);
  console.table(results[backend]);
}
if (!POSTGRES_URL) console.log('\nPostgreSQL ook meten: BENCH_DATABASE_URL=postgres://… npm run bench:load');
