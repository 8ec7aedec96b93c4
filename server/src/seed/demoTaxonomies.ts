import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { taxonomyTemplate } from '../taxonomies/applicable';
import { setTemplateTaxonomy } from '../taxonomies/templateStates';
import { createTaxonomy } from '../taxonomies/write';
import type { Owner } from '../templates/owners';
import { demoTaxonomies } from './demoTaxonomiesData';

/**
 * The demo taxonomies, run after the demo world and its templates (`seedDemo`, `seedDemoTemplates`): a few
 * organisations' and one user's taxonomies with their terms, and their state for some of the owners'
 * templates, through the same writes as the API (so the same checks). Deterministic; does nothing when there
 * are taxonomies already, and skips an owner or template that is missing. Returns the number made.
 */
export async function seedDemoTaxonomies(db: Kysely<Database>): Promise<number> {
  const existing = await db.selectFrom('taxonomies').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;
  return db.transaction().execute(async (trx) => {
    const users = new Map(
      (await trx.selectFrom('users').select(['id', 'username', 'organization_id']).execute()).map((u) => [
        u.username,
        u,
      ]),
    );
    const organizations = new Map(
      (await trx.selectFrom('organizations').select(['id', 'name']).execute()).map((o) => [o.name, o.id]),
    );
    const ownerOf = (owner: (typeof demoTaxonomies)[number]['owner']): Owner | undefined => {
      if ('user' in owner) {
        const user = users.get(owner.user);
        return user && { kind: 'user', id: user.id, organizationId: user.organization_id };
      }
      const id = organizations.get(owner.organization);
      return id === undefined ? undefined : { kind: 'organization', id };
    };

    let made = 0;
    for (const { owner: named, links, ...input } of demoTaxonomies) {
      const owner = ownerOf(named);
      if (!owner) continue;
      const id = await createTaxonomy(trx, owner, input, null);
      made++;
      for (const link of links) {
        const template = await trx
          .selectFrom('templates')
          .select('id')
          .where(owner.kind === 'user' ? 'user_id' : 'organization_id', '=', owner.id)
          .where('title', '=', link.template)
          .executeTakeFirst();
        if (template) {
          await setTemplateTaxonomy(trx, await taxonomyTemplate(trx, template.id), id, link.is_active);
        }
      }
    }
    return made;
  });
}
