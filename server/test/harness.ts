// Test harness: a fresh database per test file and backend (a copy of the migrated PGlite template, or a
// PostgreSQL database made from the template database), an app driven through `app.request()`, and helpers
// to create users and sign in.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { TokenSet } from '../../src/api/schemas/auth';
import { createApp } from '../src/app';
import { observeAnswer } from './contract';
import { hashPassword } from '../src/auth/passwords';
import { loadConfig } from '../src/config';
import type { Config } from '../src/config';
import { openDatabase, pgliteDirOf } from '../src/db/connect';
import type { Database, UserLevel } from '../src/db/schema';
import type { AppDeps } from '../src/deps';
import type { AppEnv } from '../src/http/env';
import type { Logger } from '../src/logger';
import { silentLogger } from '../src/logger';
import type { Mailer } from '../src/mail';
import { createMailer } from '../src/mail';
import { startJobQueue, startWorker } from '../src/workers/background';
import type { Worker } from '../src/workers/worker';
import { copyTree } from './copyTree';
import { PG_TEMPLATE_DB, PG_TEST_DB_PREFIX, pgliteTemplateDir, runsDir, withDatabase } from './paths';

export type Backend = 'pglite' | 'postgres';

const postgresUrl = process.env.TEST_DATABASE_URL;
/** Every suite runs on each: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const backends: Backend[] = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
export const TEST_IP = '203.0.113.7';

/** Where a fresh, migrated database lives: a DATA_DIR (with its PGlite copy) and, for PostgreSQL, a URL. */
export interface DatabaseTarget {
  backend: Backend;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Drops the database and removes the data directory. */
  remove(): Promise<void>;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Waits (up to ~2 s) until no session uses `database`. pg-pool's `end()` resolves before its clients have
 * closed their sockets; dropping `with (force)` right then kills a closing client, an unhandled error.
 */
async function waitUntilUnused(database: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    for (let i = 0; i < 100; i++) {
      const { rows } = await client.query<{ n: string }>(
        'select count(*) as n from pg_stat_activity where datname = $1',
        [database],
      );
      if (Number(rows[0]?.n) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await client.end();
  }
}

export async function freshTarget(backend: Backend): Promise<DatabaseTarget> {
  const id = randomBytes(6).toString('hex');
  const dataDir = path.join(runsDir, `${backend}-${id}`);
  await mkdir(dataDir, { recursive: true });
  if (backend === 'pglite') {
    await copyTree(pgliteTemplateDir, pgliteDirOf(dataDir));
    return {
      backend,
      dataDir,
      databaseUrl: undefined,
      remove: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${PG_TEST_DB_PREFIX}${id}`;
  await adminQuery(`create database "${name}" template "${PG_TEMPLATE_DB}"`);
  return {
    backend,
    dataDir,
    databaseUrl: withDatabase(postgresUrl, name),
    remove: async () => {
      await waitUntilUnused(name);
      await adminQuery(`drop database if exists "${name}" with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The configuration a test app runs with: test environment, fixed JWT secret, no demo; `env` overrides. */
export function testConfig(target: DatabaseTarget, env: Record<string, string> = {}): Config {
  return loadConfig({
    ENVIRONMENT: 'test',
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl,
    JWT_SECRET: TEST_JWT_SECRET,
    SEED_DEMO: 'false',
    PORT: '0',
    ...env,
  });
}

export interface UserSpec {
  username?: string;
  email?: string;
  password?: string;
  level?: UserLevel;
  is_admin?: boolean;
  is_superuser?: boolean;
  is_org_admin?: boolean;
  is_active?: boolean;
}

export interface TestUser {
  id: number;
  username: string;
  email: string;
  password: string;
}

export interface TestApp {
  backend: Backend;
  db: Kysely<Database>;
  config: Config;
  deps: AppDeps;
  /** The in-process worker (delivers mails, runs jobs); absent with `WORKERS: '0'`. */
  worker: Worker | undefined;
  /** `app.request()` with a fake socket address, as the Node server would provide. */
  request(path: string, init?: RequestInit): Promise<Response>;
  post(path: string, body: unknown, token?: string): Promise<Response>;
  get(path: string, token?: string): Promise<Response>;
  createUser(spec?: UserSpec): Promise<TestUser>;
  /** Signs in and returns the token set; fails the test on anything but 200. */
  login(user: Pick<TestUser, 'username' | 'password'>): Promise<TokenSet>;
  /** A new admin and its access token. */
  adminToken(): Promise<string>;
  close(): Promise<void>;
}

const hashes = new Map<string, Promise<string>>();
/** argon2 costs ~24 ms a hash: hash each test password once per file. */
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

let userCounter = 0;

export async function createTestApp(
  backend: Backend,
  env: Record<string, string> = {},
  options: { mailer?: Mailer; log?: Logger } = {},
): Promise<TestApp> {
  const target = await freshTarget(backend);
  const config = testConfig(target, env);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDirOf(config.dataDir),
  });
  const log = options.log ?? silentLogger;
  const mailer =
    options.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log, outboxDir: config.outboxDir });
  const runsWorker = config.jobs.inProcessWorkers > 0;
  const jobs = await startJobQueue(database, config, log, runsWorker);
  const deps: AppDeps = {
    db: database.db,
    config,
    jwtSecret: new TextEncoder().encode(TEST_JWT_SECRET),
    mailer,
    log,
    jobs,
  };
  const worker = runsWorker ? await startWorker(deps) : undefined;
  const app = createApp(deps);
  const socket = {
    incoming: { socket: { remoteAddress: TEST_IP, remotePort: 40000, remoteFamily: 'IPv4' } },
  };

  const request = async (path: string, init: RequestInit = {}) => {
    const res = await app.request(path, init, socket as unknown as AppEnv['Bindings']);
    // Checked against the published OpenAPI document; a mismatch fails the test (contract.ts).
    observeAnswer(path, init, res, () => app.request('/api/openapi.json'));
    return res;
  };
  const auth = (token?: string): Record<string, string> =>
    token ? { authorization: `Bearer ${token}` } : {};

  const testApp: TestApp = {
    backend,
    db: database.db,
    config,
    deps,
    worker,
    request,
    post: (path, body, token) =>
      request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth(token) },
        body: JSON.stringify(body),
      }),
    get: (path, token) => request(path, { headers: auth(token) }),
    async createUser(spec = {}) {
      const n = ++userCounter;
      const username = spec.username ?? `gebruiker${n}.${randomBytes(3).toString('hex')}`;
      const email = spec.email ?? `${username}@test.example`;
      const password = spec.password ?? 'Wachtwoord-voor-tests-1';
      const { id } = await database.db
        .insertInto('users')
        .values({
          username,
          email: email.toLowerCase(),
          password_hash: await cachedHash(password),
          level: spec.level ?? 'Lite',
          is_admin: spec.is_admin ?? false,
          is_superuser: spec.is_superuser ?? false,
          is_org_admin: spec.is_org_admin ?? false,
          is_active: spec.is_active ?? true,
          deactivated_at: spec.is_active === false ? new Date() : null,
          user_uuid: randomUUID(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, username, email, password };
    },
    async login(user) {
      const res = await testApp.post('/api/login', { username: user.username, password: user.password });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
      return (await res.json()) as TokenSet;
    },
    async adminToken() {
      const admin = await testApp.createUser({ is_admin: true });
      return (await testApp.login(admin)).access_token;
    },
    async close() {
      await worker?.stop();
      await jobs.stop();
      mailer.close();
      await database.close();
      await target.remove();
    },
  };
  return testApp;
}
