// Bench helper (`npm run bench:login-attempts`): prints, for each filter given as JSON in BENCH_FILTERS (a page
// query: filters, limit, offset, before), the plan of the page query (EXPLAIN ANALYZE: the scans and sorts it
// used, and its execution time) on DATA_DIR or DATABASE_URL. Run while no server uses a PGlite data directory.
import { loadConfig } from '../config';
import { openDatabase, pgliteDirOf } from '../db/connect';
import { loginAttemptsPageQuery } from '../../../src/api/schemas/loginAttempts';
import { selectPage } from '../loginAttempts/query';
import { sql } from 'kysely';

const config = loadConfig();
const filters = JSON.parse(process.env.BENCH_FILTERS ?? '[]') as [string, Record<string, unknown>][];
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: pgliteDirOf(config.dataDir),
});
try {
  for (const [label, filter] of filters) {
    const rows = await selectPage(database.db, loginAttemptsPageQuery.parse(filter)).explain(
      undefined,
      sql`analyze`,
    );
    const lines = rows.map((row) => String(Object.values(row)[0]));
    const nodes = lines
      .filter((line) => /Scan|Sort|Nested Loop|Hash/.test(line) && !/Sort Key|Sort Method/.test(line))
      .map((line) =>
        line
          .trim()
          .replace(/^->\s*/, '')
          .replace(/\s+\(cost=.*$/, ''),
      );
    const time =
      lines.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '?';
    console.log(`${label.padEnd(40)} ${time.padStart(10)}  ${nodes.join(' → ')}`);
  }
} finally {
  await database.close();
}
