// Durability under a hard crash: the real server runs as a child process on a data directory (PGlite) or a
// PostgreSQL database, several clients stream writes through the API (new organisations, each created with its
// default group in one transaction, and new users) and record every acknowledged id; the server is then killed
// with SIGKILL while writes are in flight, started again on the same data, and every acknowledged write must be
// there, whole; twice over, so the second crash hits a database that already recovered from one.
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDatabase, pgliteDirOf } from '../src/db/connect';
import { messages } from '../src/messages';
import type { Backend, DatabaseTarget } from './harness';
import { backends, freshTarget, TEST_JWT_SECRET } from './harness';
import { repoRoot } from './paths';

const ADMIN = { username: 'admin', password: 'Crash-test-beheerder-1' };
/** Writes in flight at any moment. */
const WRITERS = 6;
/** The server is killed once this many writes are acknowledged, or after STREAM_MS, whichever comes first. */
const KILL_AFTER_ACKS = 60;
const STREAM_MS = 4_000;
/** Crash-and-restart rounds on the same data. */
const ROUNDS = 2;

interface ChildServer {
  process: ChildProcess;
  base: string;
  output: () => string;
}

/** Starts `server/src/main.ts` in a child process on `target` and waits for its "running" line. */
function startChild(target: DatabaseTarget): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl ?? '',
      JWT_SECRET: TEST_JWT_SECRET,
      HOST: '127.0.0.1',
      PORT: '0',
      ENVIRONMENT: 'test',
      SEED_DEMO: 'false',
      TWO_FACTOR: 'off',
      SMTP_URL: '',
      STATIC_DIR: '',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    },
  });
  let output = '';
  const running = messages.startup.running('');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within 30 s:\n${output}`));
    }, 30_000);
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-10_000);
      const line = output.split('\n').find((l) => l.startsWith(running));
      if (!line) return;
      clearTimeout(timer);
      const port = new URL(line.slice(running.length).trim()).port;
      resolve({ process: child, base: `http://127.0.0.1:${port}/api/`, output: () => output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited during start-up (${code ?? signal}):\n${output}`));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

interface Written {
  organizations: Map<number, string>;
  users: Map<number, string>;
}

/** The acknowledged writes the running server does not show (by id and name). */
async function missingWrites(base: string, token: string, written: Written): Promise<string[]> {
  const headers = { authorization: `Bearer ${token}` };
  type Row = { id: number; name?: string; username?: string };
  const rows = async (path: string, key: string): Promise<Row[]> => {
    const res = await fetch(`${base}${path}`, { headers });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Row[] | Record<string, Row[]>;
    return Array.isArray(body) ? body : (body[key] ?? []);
  };
  const orgs = new Map((await rows('admin/organizations', 'organizations')).map((o) => [o.id, o.name]));
  const users = new Map((await rows('admin/users', 'users')).map((u) => [u.id, u.username]));
  return [
    ...[...written.organizations]
      .filter(([id, name]) => orgs.get(id) !== name)
      .map(([id]) => `organisatie ${id}`),
    ...[...written.users].filter(([id, name]) => users.get(id) !== name).map(([id]) => `gebruiker ${id}`),
  ];
}

/**
 * Streams writes from WRITERS clients into `server`, recording each acknowledged id in `written`, and kills
 * the server with SIGKILL mid-stream. Returns the number acknowledged and cut off in this round.
 */
async function streamThenKill(server: ChildServer, token: string, written: Written, tag: string) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  let acknowledged = 0;
  let cutOff = 0;
  /** HTTP answers other than 201 while the server ran: none expected. */
  const refused: number[] = [];
  let stop = false;
  let n = 0;

  const write = async (): Promise<void> => {
    const i = ++n;
    const asUser = i % 3 === 0;
    const name = asUser ? `crash-${tag}-${i}` : `Crash ${tag} ${i}`;
    try {
      const res = await fetch(`${server.base}admin/${asUser ? 'users' : 'organizations'}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(
          asUser
            ? { username: name, email: `${name}@crash.example`, password: 'Crash-wachtwoord-1' }
            : { name },
        ),
      });
      if (res.status !== 201) {
        refused.push(res.status);
        return;
      }
      const { id } = (await res.json()) as { id: number };
      (asUser ? written.users : written.organizations).set(id, name);
      acknowledged++;
    } catch {
      cutOff++; // the connection died with the server: not acknowledged
    }
  };
  const writers = Array.from({ length: WRITERS }, async () => {
    while (!stop) await write();
  });

  const deadline = Date.now() + STREAM_MS;
  while (acknowledged < KILL_AFTER_ACKS && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  // Mid-stream: WRITERS requests are in flight right now.
  stop = true;
  server.process.kill('SIGKILL');
  await exited(server.process);
  expect(server.process.signalCode).toBe('SIGKILL');
  await Promise.all(writers);
  expect(refused).toEqual([]);
  expect(acknowledged).toBeGreaterThanOrEqual(10);
  expect(cutOff, 'writes in flight when the server was killed').toBeGreaterThan(0);
  return { acknowledged, cutOff };
}

async function crashDuringWrites(backend: Backend): Promise<void> {
  const target = await freshTarget(backend);
  const written: Written = { organizations: new Map(), users: new Map() };
  const rounds: string[] = [];
  let server: ChildServer | undefined;
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      server = await startChild(target);
      const token = await signIn(server.base);
      // After a crash: everything acknowledged before it is there.
      expect(await missingWrites(server.base, token, written)).toEqual([]);
      const { acknowledged, cutOff } = await streamThenKill(
        server,
        token,
        written,
        `${round}${randomBytes(3).toString('hex')}`,
      );
      rounds.push(`${acknowledged} acknowledged + ${cutOff} cut off`);
      server = undefined;
    }
    expect(written.organizations.size).toBeGreaterThan(0);
    expect(written.users.size).toBeGreaterThan(0);

    // The last restart: every acknowledged write of every round is there, and the server takes writes again.
    server = await startChild(target);
    const token = await signIn(server.base);
    expect(await missingWrites(server.base, token, written)).toEqual([]);
    const more = await fetch(`${server.base}admin/organizations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: `Crash daarna ${randomBytes(3).toString('hex')}` }),
    });
    expect(more.status).toBe(201);
    const total = written.organizations.size + written.users.size;
    console.info(
      `crash (${backend}): ${ROUNDS} × SIGKILL mid-stream (${rounds.join('; ')}); ` +
        `all ${total} acknowledged writes (${written.organizations.size} organisations, ${written.users.size} users) present`,
    );

    // Stop cleanly, then check the stored rows whole: each acknowledged organisation has its default group.
    const stopped = server.process;
    server = undefined;
    stopped.kill('SIGTERM');
    await exited(stopped);
    const database = await openDatabase({
      databaseUrl: target.databaseUrl,
      pgliteDir: pgliteDirOf(target.dataDir),
    });
    try {
      const defaults = await database.db
        .selectFrom('groups')
        .select('organization_id')
        .where('is_default', '=', true)
        .where('organization_id', 'in', [...written.organizations.keys()])
        .execute();
      expect(defaults.map((g) => g.organization_id).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
        [...written.organizations.keys()].sort((a, b) => a - b),
      );
    } finally {
      await database.close();
    }
  } finally {
    if (server) {
      server.process.kill('SIGKILL');
      await exited(server.process);
    }
    await target.remove();
  }
}

describe.each(backends)('SIGKILL during a stream of acknowledged writes (%s)', (backend) => {
  it(
    'finds every acknowledged write after a restart on the same data',
    () => crashDuringWrites(backend),
    // A guard against a hang, not a speed limit: the test starts the server four times (each a fresh Node with
    // tsx and, on PGlite, the embedded database), about 30 s on a quiet 2-core machine. 45 s ran out once when
    // the machine was busy with another test run beside CI's.
    120_000,
  );
});
