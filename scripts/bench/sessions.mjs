// `npm run bench:sessions`: what the session check costs per request.
// Every authenticated request reads its user and its session in one query (server/src/auth/sessions.ts,
// `checkSession`); before sessions it read the user alone. This times both queries, BENCH_RUNS times each
// (default 2000, after 200 warm-up calls), on the embedded PGlite database and, when BENCH_DATABASE_URL names
// a PostgreSQL server, on that too; with 20,000 users and 100,000 sessions in the tables (a year of sign-ins of a
// real deployment), so the look-up runs on real index depths. It prints the median and p99 per query, the
// difference, and how often a request also writes (`last_used_at`, at most once a minute per session).
// Run with tsx's loader: node --import tsx scripts/bench/sessions.mjs
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { checkSession } from '../../server/src/auth/sessions.ts';
import { openDatabase } from '../../server/src/db/connect.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 2000);
const WARMUP = 200;
const USERS = 20_000;
const SESSIONS_PER_USER = 5;
const config = { idleMinutes: 30, maxHours: 12 };

function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
const us = (value) => `${(value * 1000).toFixed(0)} µs`;

async function timed(work) {
  const times = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const started = performance.now();
    await work(i);
    if (i >= WARMUP) times.push(performance.now() - started);
  }
  return { median: quantile(times, 0.5), p99: quantile(times, 0.99) };
}

async function seed(db) {
  await sql`insert into users (username, email, password_hash, user_uuid, is_admin)
    select 'bench' || n, 'bench' || n || '@example.com', 'x', gen_random_uuid(), true
    from generate_series(1, ${USERS}) n`.execute(db);
  await sql`insert into sessions (id, user_id, expires_at, last_used_at, ended_at, end_reason, device)
    select gen_random_uuid(), u.id, now() + interval '12 hours', now(),
      case when s < ${SESSIONS_PER_USER} then now() end, case when s < ${SESSIONS_PER_USER} then 'sign_out' end,
      'Chrome op Windows'
    from users u cross join generate_series(1, ${SESSIONS_PER_USER}) s`.execute(db);
  await sql`analyze`.execute(db);
  const { rows } =
    await sql`select s.id, s.user_id from sessions s where s.ended_at is null order by s.user_id`.execute(db);
  return rows;
}

async function measure(label, target) {
  const database = await openDatabase(target);
  try {
    await migrateToLatest(database.db);
    const open = await seed(database.db);
    const db = database.db;
    const pick = (i) => open[(i * 7919) % open.length];
    const userOnly = await timed((i) =>
      db
        .selectFrom('users')
        .select([
          'id',
          'username',
          'email',
          'is_active',
          'is_superuser',
          'is_admin',
          'is_org_admin',
          'organization_id',
        ])
        .where('id', '=', pick(i).user_id)
        .executeTakeFirst(),
    );
    const withSession = await timed(async (i) => {
      const row = pick(i);
      if (!(await checkSession(db, row.user_id, row.id, config))) throw new Error('session refused');
    });
    const touch = await timed((i) =>
      db
        .updateTable('sessions')
        .set({ last_used_at: sql`now()` })
        .where('id', '=', pick(i).id)
        .execute(),
    );
    console.log(`${label} (${USERS} users, ${USERS * SESSIONS_PER_USER} sessions, ${RUNS} calls each):`);
    console.log(`  user alone (before sessions):  median ${us(userOnly.median)}, p99 ${us(userOnly.p99)}`);
    console.log(
      `  user + session check:          median ${us(withSession.median)}, p99 ${us(withSession.p99)}`,
    );
    console.log(`  the check's cost per request:  ${us(withSession.median - userOnly.median)} (median)`);
    console.log(
      `  last-used write, at most once a minute per session: median ${us(touch.median)}, p99 ${us(touch.p99)}`,
    );
  } finally {
    await database.close();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'werkbank-bench-sessions-'));
try {
  await measure('PGlite', { pgliteDir: join(dir, 'pglite') });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const url = process.env.BENCH_DATABASE_URL;
if (url) {
  const { adminQuery, withDatabase } = await import('./server.mjs');
  const name = `werkbank_bench_sessions_${randomUUID().slice(0, 8)}`;
  await adminQuery(url, `create database ${name}`);
  try {
    await measure('PostgreSQL', { databaseUrl: withDatabase(url, name), pgliteDir: '' });
  } finally {
    await adminQuery(url, `drop database ${name} with (force)`);
  }
}
