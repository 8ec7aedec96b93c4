import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Shared locations of the server tests (all under the gitignored `.test-data/`). */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** TEST_DATA_DIR moves it, so two test runs in one checkout do not remove each other's databases. */
export const testDataDir = process.env.TEST_DATA_DIR
  ? path.resolve(process.env.TEST_DATA_DIR)
  : path.join(repoRoot, '.test-data');
/** A migrated PGlite data directory, made once by global-setup and copied for each test file. */
export const pgliteTemplateDir = path.join(testDataDir, 'server-template', 'pglite');
export const runsDir = path.join(testDataDir, 'server-runs');
/** Name of the migrated template database on the TEST_DATABASE_URL server. */
export const PG_TEMPLATE_DB = 'werkbank_tpl';
export const PG_TEST_DB_PREFIX = 'werkbank_t_';

/** `url` pointing at another database on the same server. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
