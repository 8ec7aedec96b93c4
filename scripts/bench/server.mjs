// What the server benchmarks share: a throw-away PostgreSQL database beside the given server, a seed script
// run with tsx, and the reference server started as a child process on loopback and stopped again.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The environment of a benchmark's own console server: a throw-away PGlite folder, loopback on `port`, the
 * built console, an administrator with the given credentials, and the demo data when `demo` is set.
 */
export function consoleServerEnv({ dataDir, port, admin, demo = false }) {
  return {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    JWT_SECRET: '',
    HOST: '127.0.0.1',
    PORT: String(port),
    STATIC_DIR: 'dist',
    SEED_DEMO: String(demo),
    ADMIN_USERNAME: admin.username,
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: admin.password,
  };
}

/** Signs in through the console's form at `base`, so the session is in storage as a user's would be. */
export async function signInThroughForm(page, base, admin) {
  await page.goto(`${base}/`);
  await page.getByLabel('Server URL').fill(`${base}/api/`);
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).waitFor();
}

/**
 * The PostgreSQL server of a bench (`BENCH_DATABASE_URL`, required): the bench makes its own databases there.
 * Without one it says how to get one and exits.
 */
export function benchDatabaseUrl() {
  const url = process.env.BENCH_DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) return url;
  console.error(
    'BENCH_DATABASE_URL ontbreekt: geef een PostgreSQL-server op (postgres://…); de bench maakt daar eigen\n' +
      'databases aan. Een wegwerpserver: scripts/bench/postgres.sh start',
  );
  process.exit(2);
}

/** `url` pointing at another database on the same server. */
export function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs one query on `url` and answers its rows. */
export async function query(url, text, values = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Makes sure `seedUrl` holds a complete `npm run bench:scale` seed of `scale`, seeding it (BENCH_PHASES=seed)
 * when it does not.
 */
export async function ensureScaleSeed(seedUrl, scale) {
  try {
    const [seed] = await query(seedUrl, 'select scale from bench_scale.seed where finished_at is not null');
    if (seed && String(Number(seed.scale)) === String(Number(scale))) return;
  } catch {
    // no seed database yet
  }
  console.log(`Geen seed van schaal ${scale}: npm run bench:scale maakt hem (BENCH_PHASES=seed).`);
  const result = spawnSync(process.execPath, ['scripts/bench-scale.mjs'], {
    env: { ...process.env, BENCH_PHASES: 'seed', BENCH_SCALE: String(scale) },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('De seed mislukte.');
}

/**
 * The environment of a benchmark's server on a copy of the scale seed: `databaseUrl`, a throw-away data folder,
 * loopback on `port`, no console, no mail server, the seed's administrator; `extra` adds or overrides.
 */
export function seedServerEnv({ dataDir, databaseUrl, port, admin, extra = {} }) {
  return {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    HOST: '127.0.0.1',
    PORT: String(port),
    ENVIRONMENT: 'bench',
    SEED_DEMO: 'false',
    TWO_FACTOR: 'off',
    STATIC_DIR: '',
    SMTP_URL: '',
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    ...extra,
  };
}

/** Runs one statement on `url` (create or drop the benchmark's database). */
export async function adminQuery(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Runs `node --import tsx <script>` and waits for it. */
export function runTsx(script, env) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script], { env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${script} mislukt (status ${result.status}).`);
}

/**
 * Starts the server (node itself with tsx's loader, so SIGTERM reaches it) and waits until `base`/api/health
 * answers, at most `startSeconds`; `stop()` sends SIGTERM and SIGKILL after `stopSeconds`.
 */
export async function startServer(env, { base, startSeconds = 60, stopSeconds = 15 }) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-8_000)));
  let exited = false;
  server.once('exit', () => (exited = true));
  const deadline = Date.now() + startSeconds * 1000;
  for (;;) {
    if (exited) throw new Error(`De server stopte tijdens het starten:\n${stderr}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`De server startte niet binnen ${startSeconds} s.`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    pid: server.pid,
    stderr: () => stderr,
    async stop() {
      if (server.exitCode !== null || server.signalCode !== null) return;
      const stopped = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), stopSeconds * 1000);
      await stopped;
      clearTimeout(timer);
    },
  };
}
