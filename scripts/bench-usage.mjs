// `npm run bench:usage`: usage and cost on the real-deployment seed of `npm run bench:scale`, on PostgreSQL.
//
//   scripts/bench/postgres.sh start      # a throw-away PostgreSQL 15 on 127.0.0.1:54350 (or bring your own)
//   BENCH_DATABASE_URL=postgres://werkbank@127.0.0.1:54350/postgres BENCH_SCALE=0.25 npm run bench:usage
//
// 1. Needs the seed of `npm run bench:scale` (database `werkbank_bench_scale` of BENCH_SCALE, default 1; made by
//    `BENCH_PHASES=seed npm run bench:scale` when missing) and copies it to `werkbank_bench_usage`, so the seed
//    stays as it is. A seed made before prices and budgets existed gets them on the copy
//    (server/src/bench/seedScaleUsage.ts, after migrating it).
// 2. Starts the reference server on the copy (loopback, BENCH_PORT, default 4499; no worker, so nothing else
//    runs) and times, median and max of BENCH_REPEAT (5) sequential requests with gzip accepted, the answer's
//    size decompressed and on the wire: GET admin/usage/cost, admin/usage/organizations and admin/usage/users
//    (page 1) of the last full month (BENCH_MONTH, YYYYMM), admin/usage/budgets, admin/usage/prices, and the
//    finance CSV of that month (admin/usage/export).
// 3. Times the budget check (the `budgetCheck` job's work, its mails written to the outbox but not queued) on
//    the copy, twice: the first raises the alerts that are due, the second finds them raised.
// The copy is dropped at the end.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from './bench/figures.mjs';
import { timedGet } from './bench/http.mjs';
import {
  benchDatabaseUrl,
  adminQuery,
  ensureScaleSeed,
  query,
  runTsx,
  seedServerEnv,
  startServer,
  withDatabase,
} from './bench/server.mjs';

const SOURCE_URL = benchDatabaseUrl();
const SCALE = process.env.BENCH_SCALE ?? '1';
const PORT = Number(process.env.BENCH_PORT ?? 4499);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);
const SEED_DB = 'werkbank_bench_scale';
const DATABASE = 'werkbank_bench_usage';
const ADMIN = { username: 'admin', password: 'bench-Schaal-beheerder-2026' };
const base = `http://127.0.0.1:${PORT}`;
const adminUrl = withDatabase(SOURCE_URL, 'postgres');
const seedUrl = withDatabase(SOURCE_URL, SEED_DB);
const benchUrl = withDatabase(SOURCE_URL, DATABASE);

const fmtMs = (value) => (value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`);
const fmtBytes = (value) =>
  value >= 1024 * 1024
    ? `${(value / 1024 / 1024).toFixed(1)} MB`
    : value >= 1024
      ? `${(value / 1024).toFixed(1)} kB`
      : `${value} B`;

/** The month before the seed's `now`, YYYYMM. */
function lastFullMonth(now) {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

const dataDir = mkdtempSync(join(tmpdir(), 'werkbank-bench-usage-'));
let server;
try {
  await ensureScaleSeed(seedUrl, SCALE);
  console.log(`Kopie van ${SEED_DB} naar ${DATABASE} …`);
  let started = performance.now();
  await adminQuery(adminUrl, `drop database if exists "${DATABASE}" with (force)`);
  await adminQuery(adminUrl, `create database "${DATABASE}" template "${SEED_DB}"`);
  console.log(`  in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // A seed from before prices and budgets: migrated and given them.
  runTsx('server/src/bench/seedScaleUsage.ts', { ...process.env, DATABASE_URL: benchUrl });
  const [seed] = await query(benchUrl, 'select now_at from bench_scale.seed');
  const month = process.env.BENCH_MONTH ?? lastFullMonth(seed.now_at);

  server = await startServer(
    seedServerEnv({ dataDir, databaseUrl: benchUrl, port: PORT, admin: ADMIN, extra: { WORKERS: '0' } }),
    { base, startSeconds: 180, stopSeconds: 30 },
  );
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`Aanmelden mislukt: ${login.status} ${await login.text()}`);
  const { access_token: token } = await login.json();
  const [facts] = await query(
    benchUrl,
    `select (select count(*) from organizations) as organizations, (select count(*) from users) as users,
       (select count(*) from token_usage) as token_usage,
       (select count(*) from stats_org_model_day) as org_model_days,
       (select count(*) from stats_user_model_day) as user_model_days,
       (select count(*) from model_prices) as prices, (select count(*) from organization_budgets) as budgets`,
  );
  console.log(`Seed (schaal ${SCALE}): ${JSON.stringify(facts)}; maand ${month}; ${cpus().length} cpu's`);

  const calls = [
    ['kosten van de maand', `admin/usage/cost?month=${month}`],
    ['per organisatie (pagina 1)', `admin/usage/organizations?month=${month}`],
    ['per gebruiker (pagina 1)', `admin/usage/users?month=${month}`],
    ['kosten, 365 dagen', 'admin/usage/cost?days=365'],
    ['budgetten', 'admin/usage/budgets'],
    ['prijzen', 'admin/usage/prices'],
    ['financiële CSV van de maand', `admin/usage/export?month=${month}`],
  ];
  const rows = {};
  for (const [name, path] of calls) {
    const runs = [];
    for (let i = 0; i < REPEAT; i++) {
      const res = await timedGet(
        `${base}/api/${path}`,
        { authorization: `Bearer ${token}` },
        { keepBody: i === 0 },
      );
      if (res.timedOut) throw new Error(`${path}: geen antwoord binnen 60 s`);
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      runs.push(res);
    }
    const first = runs[0];
    rows[name] = {
      pad: path,
      mediaan: fmtMs(median(runs.map((r) => r.ms))),
      max: fmtMs(Math.max(...runs.map((r) => r.ms))),
      grootte: fmtBytes(first.raw),
      'over de lijn': `${fmtBytes(first.wire)} (${first.encoding})`,
      ...(path.startsWith('admin/usage/export') ? { regels: first.body.split('\r\n').length - 2 } : {}),
    };
  }
  console.table(rows);

  // The budget check's work, as the job does it (seedScaleUsage.ts on the copy, its own connection).
  runTsx('server/src/bench/seedScaleUsage.ts', {
    ...process.env,
    DATABASE_URL: benchUrl,
    BENCH_BUDGET_CHECK: '1',
  });
  const [mails] = await query(benchUrl, `select count(*) as n from mail_outbox where kind = 'budget_alert'`);
  console.log(`  ${mails.n} meldingsmails in de wachtrij gezet.`);
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  await adminQuery(adminUrl, `drop database if exists "${DATABASE}" with (force)`).catch(() => undefined);
}
