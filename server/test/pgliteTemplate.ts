// A migrated PGlite data directory to copy instead of creating one: a new directory costs 3-6 s (PGlite runs
// initdb), a copy opens in about 0.4 s. Kept across runs while the migrations and the PGlite version are
// unchanged. Used by the server tests (global-setup.ts) and the end-to-end servers (tests/e2e/support).
import { createHash } from 'node:crypto';
import { appendFile, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Settings of the copies' PostgreSQL, added to the template's postgresql.conf. A test database holds a few
 * megabytes, so a buffer pool of 16 MB holds all of it; PostgreSQL's default of 128 MB is what makes opening a
 * PGlite directory slow: PGlite sets its shared memory up in WebAssembly memory at every open, about 0.9 s and
 * 1.1 CPU-s against 0.35 s and 0.5 CPU-s with 16 MB. The suites open a copy for nearly every describe block,
 * on PGlite that is most of their time. The running server's own database keeps PostgreSQL's defaults.
 */
const testSettings = ['shared_buffers = 16MB'];

/** The PGlite data directory inside a template folder. */
export const templatePgliteDir = (folder: string) => path.join(folder, 'pglite');

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const migrationsDir = path.join(repoRoot, 'server/src/db/migrations');
  for (const name of (await readdir(migrationsDir)).sort()) {
    hash.update(name).update(await readFile(path.join(migrationsDir, name)));
  }
  hash.update(await readFile(path.join(repoRoot, 'node_modules/@electric-sql/pglite/package.json')));
  hash.update(testSettings.join('\n'));
  return hash.digest('hex');
}

/** Makes `folder`'s migrated PGlite directory unless an up-to-date one is there; answers whether it made one. */
export async function preparePgliteTemplate(folder: string): Promise<boolean> {
  const marker = path.join(folder, 'template-key');
  const key = await templateKey();
  if ((await readFile(marker, 'utf8').catch(() => '')) === key) return false;
  await rm(folder, { recursive: true, force: true });
  const database = await openDatabase({ pgliteDir: templatePgliteDir(folder) });
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.close();
  }
  await appendFile(
    path.join(templatePgliteDir(folder), 'postgresql.conf'),
    `\n# Test databases (server/test/pgliteTemplate.ts)\n${testSettings.join('\n')}\n`,
  );
  await writeFile(marker, key);
  return true;
}
