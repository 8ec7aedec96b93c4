// Runs once before the server tests: makes the migrated templates that every test file copies (pgliteTemplate.ts;
// on PostgreSQL a template database).
import { rm, mkdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { PG_TEMPLATE_DB, PG_TEST_DB_PREFIX, pgliteTemplateDir, runsDir, withDatabase } from './paths';
import { preparePgliteTemplate } from './pgliteTemplate';

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
  await Promise.all([
    preparePgliteTemplate(path.dirname(pgliteTemplateDir)),
    url ? preparePostgresTemplate(url) : Promise.resolve(),
  ]);
  return async () => {
    await rm(runsDir, { recursive: true, force: true });
    if (url) await dropTestDatabases(url, true);
  };
}
