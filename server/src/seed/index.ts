import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { DemoSummary } from './demo';
import { seedDemo } from './demo';
import { seedDemoBranding } from './demoBranding';
import { seedDemoExports } from './demoExports';
import { seedDemoTaxonomies } from './demoTaxonomies';
import { seedDemoTemplates } from './demoTemplates';
import { seedDemoTranscriptions } from './demoTranscriptions';
import { seedDemoTokenUsage } from './demoTokenUsage';
import { seedDemoUsage } from './demoUsage';
import { FileStore } from '../transcriptions/files';
import type { CreatedAdmin } from './initialAdmin';
import { ensureInitialAdmin } from './initialAdmin';

export interface SeedResult {
  admin: CreatedAdmin | null;
  demo: DemoSummary | null;
  /** Demo transcriptions made (only present when the demo was just seeded). */
  transcriptions?: number;
}

/** Start-up seeding: the initial superuser on an empty users table, then the demo when SEED_DEMO is on. */
export async function runSeeds(
  db: Kysely<Database>,
  config: Pick<Config, 'admin' | 'seedDemo' | 'filesDir'>,
): Promise<SeedResult> {
  const admin = await ensureInitialAdmin(db, config.admin);
  const demo = config.seedDemo ? await seedDemo(db) : null;
  if (demo) {
    await seedDemoTemplates(db);
    // After the templates: some taxonomies are switched on or off for them.
    await seedDemoTaxonomies(db);
    // Branding, logo and PDF export settings of two organisations.
    await seedDemoBranding(db);
    // After the templates too: export configurations pick some of them.
    await seedDemoExports(db);
    const transcriptions = await seedDemoTranscriptions(db, new FileStore(config.filesDir));
    // Token usage for the statistics, after the transcriptions so every demo summary gets its model call.
    await seedDemoTokenUsage(db);
    // Prices and budgets, from that usage; the server queues the budget check that raises the demo's alert.
    await seedDemoUsage(db);
    return { admin, demo, transcriptions };
  }
  return { admin, demo };
}
