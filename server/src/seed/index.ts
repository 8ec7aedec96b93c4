import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { DemoSummary } from './demo';
import { seedDemo } from './demo';
import type { CreatedAdmin } from './initialAdmin';
import { ensureInitialAdmin } from './initialAdmin';

export interface SeedResult {
  admin: CreatedAdmin | null;
  demo: DemoSummary | null;
}

/** Start-up seeding: the initial superuser on an empty users table, then the demo when SEED_DEMO is on. */
export async function runSeeds(
  db: Kysely<Database>,
  config: Pick<Config, 'admin' | 'seedDemo'>,
): Promise<SeedResult> {
  const admin = await ensureInitialAdmin(db, config.admin);
  const demo = config.seedDemo ? await seedDemo(db) : null;
  return { admin, demo };
}
