// Runs once before the server tests: makes the migrated templates that every test file copies, because a new
// PGlite data directory costs 3-6 s and a copy opens in about 0.4 s. The PGlite template is reused across runs
// while the migrations and the PGlite version are unchanged.
import { createHash } from 'node:crypto';
import { readFile, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import {
  PG_TEMPLATE_DB,
  PG_TEST_DB_PREFIX,
  pgliteTemplateDir,
  pgliteTemplateMarker,
  repoRoot,
  runsDir,
  withDatabase,
} from './paths';

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const migrationsDir = path.join(repoRoot, 'server/src/db/migrations');
  for (const name of (await readdir(migrationsDir)).sort()) {
    hash.update(name).update(await readFile(path.join(migrationsDir, name)));
  }
  hash.update(await readFile(path.join(repoRoot, 'node_modules/@electric-sql/pglite/package.json')));
  return hash.digest('hex');
}

async function preparePgliteTemplate(): Promise<void> {
  const key = await templateKey();
  const current = await readFile(pgliteTemplateMarker, 'utf8').catch(() => '');
  if (current === key) return;
  await rm(path.dirname(pgliteTemplateDir), { recursive: true, force: true });
  const database = await openDatabase({ pgliteDir: pgliteTemplateDir });
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.close();
  }
  await writeFile(pgliteTemplateMarker, key);
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function dropTestDatabases(url: string, includeTemplate: boolean): Promise<void> {
  await withAdminClient(url, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like $1 or datname = $2`,
      [`${PG_TEST_DB_PREFIX}%`, includeTemplate ? PG_TEMPLATE_DB : ''],
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  });
}

async function preparePostgresTemplate(url: string): Promise<void> {
  await dropTestDatabases(url, true);
  await withAdminClient(url, (client) => client.query(`create database "${PG_TEMPLATE_DB}"`));
  const database = await openDatabase({ databaseUrl: withDatabase(url, PG_TEMPLATE_DB), pgliteDir: '' });
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.close();
  }
}

export default async function setup() {
  await rm(runsDir, { recursive: true, force: true });
  await mkdir(runsDir, { recursive: true });
  const url = process.env.TEST_DATABASE_URL;
  await Promise.all([preparePgliteTemplate(), url ? preparePostgresTemplate(url) : Promise.resolve()]);
  return async () => {
    await rm(runsDir, { recursive: true, force: true });
    if (url) await dropTestDatabases(url, true);
  };
}
