// `npm run bench:retention`: the first removal run of a 90-day policy on a deployment's worth of content, on
// PostgreSQL, with the API answering meanwhile.
//
//   scripts/bench/postgres.sh start      # a throw-away PostgreSQL 15 on 127.0.0.1:54350 (or bring your own)
//   BENCH_DATABASE_URL=postgres://werkbank@127.0.0.1:54350/postgres npm run bench:retention
//
// 1. Needs the real-deployment seed of `npm run bench:scale` (database `werkbank_bench_scale`; made by
//    `BENCH_PHASES=seed npm run bench:scale` with the same BENCH_SCALE when missing) and copies it to
//    `werkbank_bench_retention` (the run removes content, so the seed itself stays untouched).
// 2. Starts the reference server on the copy with its worker (loopback, BENCH_PORT, default 4498), sets the
//    platform default to 90 days for audio, transcripts and summaries (every organisation follows it), asks a dry
//    run, and queues the removal (`POST admin/retention/run`).
// 3. Meanwhile GET admin/users is called by BENCH_CLIENTS (default 2) clients in a loop; when the job has
//    completed: the run's time (from queueing until the last removal was logged, and until the job completed,
//    which includes measuring unknown sizes), items removed and items/s, the dry run's figures against the log,
//    and the p50/p99/max of GET admin/users during the run against before it.
//
// The seed's file keys point at files that do not exist (its audio keys are not even well-formed): the run's
// file deletions are cheap, as they are for files on another volume. The copy is dropped at the end.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminApi } from './bench/figures.mjs';
import { timedGet } from './bench/http.mjs';
import {
  benchDatabaseUrl,
  adminQuery,
  ensureScaleSeed,
  query,
  seedServerEnv,
  startServer,
  withDatabase,
} from './bench/server.mjs';

const SOURCE_URL = benchDatabaseUrl();
const SCALE = process.env.BENCH_SCALE ?? '1';
const PORT = Number(process.env.BENCH_PORT ?? 4498);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 2);
const DAYS = 90;
const SEED_DB = 'werkbank_bench_scale';
const DATABASE = 'werkbank_bench_retention';
const ADMIN = { username: 'admin', password: 'bench-Schaal-beheerder-2026' };
const base = `http://127.0.0.1:${PORT}`;
const adminUrl = withDatabase(SOURCE_URL, 'postgres');
const seedUrl = withDatabase(SOURCE_URL, SEED_DB);
const benchUrl = withDatabase(SOURCE_URL, DATABASE);

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};
const fmt = (ms) => `${ms.toFixed(1)} ms`;

/** GET admin/users by CLIENTS clients in a loop until `until()`: the latencies in ms. */
async function usersLatencies(token, until) {
  const latencies = [];
  let failures = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (!until()) {
        const res = await timedGet(`${base}/api/admin/users`, { authorization: `Bearer ${token}` });
        if (res.timedOut || res.status !== 200) failures++;
        latencies.push(res.ms);
      }
    }),
  );
  return { latencies, failures };
}

const dataDir = mkdtempSync(join(tmpdir(), 'werkbank-bench-retention-'));
let server;
try {
  await ensureScaleSeed(seedUrl, SCALE);
  console.log(`Kopie van ${SEED_DB} naar ${DATABASE} …`);
  let started = performance.now();
  await adminQuery(adminUrl, `drop database if exists "${DATABASE}" with (force)`);
  await adminQuery(adminUrl, `create database "${DATABASE}" template "${SEED_DB}"`);
  console.log(`  in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  server = await startServer(
    seedServerEnv({
      dataDir,
      databaseUrl: benchUrl,
      port: PORT,
      admin: ADMIN,
      // The schedule does not run during the bench: the run is queued by the API.
      extra: { RETENTION_CRON: '0 0 1 1 *' },
    }),
    { base, startSeconds: 180, stopSeconds: 60 },
  );
  const api = await adminApi(base, ADMIN);
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { access_token: token } = await login.json();
  const [facts] = await query(
    benchUrl,
    `select (select count(*) from users) as users, (select count(*) from organizations) as organizations,
       (select count(*) from transcriptions) as transcriptions,
       (select count(*) from transcriptions where audio_file_key is not null) as audio,
       (select count(*) from summaries) as summaries`,
  );
  console.log(`Seed: ${JSON.stringify(facts)}; ${cpus().length} cpu's`);

  // Before: GET admin/users for a while with nothing else running.
  const until = Date.now() + 10_000;
  const before = await usersLatencies(token, () => Date.now() > until);

  const policy = { audio_days: DAYS, transcript_days: DAYS, summary_days: DAYS };
  const keep = { audio_days: null, transcript_days: null, summary_days: null };
  started = performance.now();
  const dry = await api('POST', 'admin/retention/dry-run', { default: policy, maximum: keep });
  const dryMs = performance.now() - started;
  console.log(
    `Dry run in ${(dryMs / 1000).toFixed(1)} s: audio ${dry.audio.count}, transcripties ${dry.transcript.count}, ` +
      `samenvattingen ${dry.summary.count}; ${dry.users_total} gebruikers, ${dry.organizations_total} organisaties`,
  );
  await api('PUT', 'admin/retention', { default: policy, maximum: keep });
  const queuedAt = Date.now();
  started = performance.now();
  await api('POST', 'admin/retention/run');
  let done = false;
  const during = usersLatencies(token, () => done);
  let completedMs;
  for (;;) {
    await new Promise((r) => setTimeout(r, 1000));
    const [job] = await query(
      benchUrl,
      `select state from pgboss.job where name = 'retention' order by created_on desc limit 1`,
    );
    if (job?.state === 'completed' || job?.state === 'failed') {
      completedMs = performance.now() - started;
      if (job.state === 'failed') console.log('!! de verwijderronde mislukte');
      break;
    }
  }
  done = true;
  const { latencies, failures } = await during;
  const [log] = await query(
    benchUrl,
    `select count(*) filter (where kind = 'audio') as audio, count(*) filter (where kind = 'transcript') as transcript,
       count(*) filter (where kind = 'summary') as summary, count(*) as total,
       extract(epoch from max(removed_at) - $1::timestamptz) * 1000 as last_ms
     from retention_removals`,
    [new Date(queuedAt).toISOString()],
  );
  const total = Number(log.total);
  const removalMs = Number(log.last_ms);
  console.log('');
  console.log(`Eerste ronde van ${DAYS} dagen op alle organisaties (schaal ${SCALE}):`);
  console.table({
    verwijderd: {
      audio: Number(log.audio),
      transcripties: Number(log.transcript),
      samenvattingen: Number(log.summary),
      totaal: total,
    },
    'dry run': {
      audio: dry.audio.count,
      transcripties: dry.transcript.count,
      samenvattingen: dry.summary.count,
      totaal: dry.audio.count + dry.transcript.count + dry.summary.count,
    },
  });
  console.log(
    `Tijd tot de laatste verwijdering: ${(removalMs / 1000).toFixed(1)} s (${Math.round(total / (removalMs / 1000))} items/s)`,
  );
  console.log(
    `Tijd tot de job klaar was (met het meten van onbekende groottes): ${(completedMs / 1000).toFixed(1)} s`,
  );
  console.table({
    'GET admin/users ervoor': {
      n: before.latencies.length,
      p50: fmt(percentile(before.latencies, 50)),
      p99: fmt(percentile(before.latencies, 99)),
      max: fmt(Math.max(...before.latencies)),
      fouten: before.failures,
    },
    'GET admin/users tijdens de ronde': {
      n: latencies.length,
      p50: fmt(percentile(latencies, 50)),
      p99: fmt(percentile(latencies, 99)),
      max: fmt(Math.max(...latencies)),
      fouten: failures,
    },
  });
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  await adminQuery(adminUrl, `drop database if exists "${DATABASE}" with (force)`).catch(() => undefined);
}
