import { Migrator } from 'kysely';
import type { Kysely } from 'kysely';
import { migrations } from './migrations';

/** Brings the database to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error) {
    const where = failed ? ` (migratie ${failed.migrationName})` : '';
    throw new Error(
      `Database-migratie mislukt${where}: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
