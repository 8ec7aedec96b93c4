import type { Kysely } from 'kysely';
import { exportConfigurationCreate } from '../../../src/api/schemas/exports';
import type { Database } from '../db/schema';
import { createConfiguration } from '../exports/write';
import { demoExportConfigurations } from './demoExportsData';

/**
 * The demo export configurations, run after the demo world and its templates (`seedDemo`, `seedDemoTemplates`),
 * through the same schema and write as the API (so the same checks). Deterministic; does nothing when there are
 * configurations already, and skips one whose organisation or templates are missing. Returns the number made.
 */
export async function seedDemoExports(db: Kysely<Database>): Promise<number> {
  const existing = await db.selectFrom('export_configurations').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;
  return db.transaction().execute(async (trx) => {
    let made = 0;
    for (const { organization, templates, ...configuration } of demoExportConfigurations) {
      const owner = await trx
        .selectFrom('organizations')
        .select('id')
        .where('name', '=', organization)
        .executeTakeFirst();
      if (!owner) continue;
      // The organisation's own template of that title, else the default template.
      const found = await trx
        .selectFrom('templates')
        .select(['id', 'title', 'organization_id'])
        .where('title', 'in', templates)
        .where((eb) =>
          eb.or([
            eb('organization_id', '=', owner.id),
            eb.and([eb('organization_id', 'is', null), eb('user_id', 'is', null)]),
          ]),
        )
        .execute();
      const ids = templates.flatMap((title) => {
        const matches = found.filter((t) => t.title === title);
        const pick = matches.find((t) => t.organization_id !== null) ?? matches[0];
        return pick ? [pick.id] : [];
      });
      if (ids.length !== templates.length) continue;
      const body = exportConfigurationCreate.parse({
        ...configuration,
        organization_id: owner.id,
        meeting_template_ids: ids,
      });
      await createConfiguration(trx, body);
      made++;
    }
    return made;
  });
}
