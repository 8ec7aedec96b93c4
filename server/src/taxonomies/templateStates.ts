import type { TemplateTaxonomy } from '../../../src/api/schemas/taxonomies';
import type { Db } from '../db/db';
import { ApiError } from '../http/errors';
import { messages } from '../messages';
import type { TaxonomyTemplate } from './applicable';
import { appliesTo } from './applicable';
import { alphabetical, selectTaxonomies, toSummary } from './rows';

/*
 * Whether a taxonomy is active for a template: the template's own
 * choice (a `template_taxonomies` row), else the taxonomy's `default_active`. Only taxonomies that can apply
 * to the template (`appliesTo`) are listed or can be set; another one answers 404, and a batch naming one is
 * refused whole.
 */

/** The taxonomies that can apply to the template, each with `is_active`, by name. */
export async function templateTaxonomies(db: Db, template: TaxonomyTemplate): Promise<TemplateTaxonomy[]> {
  if (template.type === 'default') return [];
  const rows = await selectTaxonomies(db)
    .leftJoin('template_taxonomies as l', (join) =>
      join.onRef('l.taxonomy_id', '=', 'x.id').on('l.template_id', '=', template.id),
    )
    .select('l.is_active as link_active')
    .where(appliesTo(template))
    .execute();
  return alphabetical(
    rows.map((row) => ({ ...toSummary(row), is_active: row.link_active ?? row.default_active })),
    (row) => row.name,
  );
}

/**
 * The taxonomies among `ids` that can apply to the template, locked against deletion until the transaction
 * ends (so the link written next cannot lose its taxonomy meanwhile).
 */
async function applicable(db: Db, template: TaxonomyTemplate, ids: readonly number[]) {
  if (template.type === 'default' || ids.length === 0) return [];
  return db
    .selectFrom('taxonomies as x')
    .select(['x.id', 'x.name'])
    .where('x.id', 'in', [...ids])
    .where(appliesTo(template))
    .forKeyShare()
    .execute();
}

async function saveStates(db: Db, templateId: number, states: readonly { id: number; is_active: boolean }[]) {
  const now = new Date();
  await db
    .insertInto('template_taxonomies')
    .values(
      states.map((s) => ({
        template_id: templateId,
        taxonomy_id: s.id,
        is_active: s.is_active,
        updated_at: now,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['template_id', 'taxonomy_id']).doUpdateSet((eb) => ({
        is_active: eb.ref('excluded.is_active'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

/** Sets one taxonomy's state for the template; 404 when it cannot apply to it. Answers its name too. */
export async function setTemplateTaxonomy(
  db: Db,
  template: TaxonomyTemplate,
  taxonomyId: number,
  isActive: boolean,
): Promise<{ taxonomy_id: number; is_active: boolean; message: string; name: string }> {
  const [found] = await applicable(db, template, [taxonomyId]);
  if (!found) throw new ApiError(404, messages.taxonomies.notForTemplate);
  await saveStates(db, template.id, [{ id: taxonomyId, is_active: isActive }]);
  return {
    taxonomy_id: taxonomyId,
    is_active: isActive,
    message: messages.taxonomies.activeSet,
    name: found.name,
  };
}

/**
 * Sets several taxonomies' state for the template at once, all or nothing: an id named twice is a 422, one
 * that cannot apply to the template a 404 naming it, and nothing is saved then. Answers the names set.
 */
export async function setTemplateTaxonomies(
  db: Db,
  template: TaxonomyTemplate,
  states: readonly { id: number; is_active: boolean }[],
): Promise<string[]> {
  const seen = new Set<number>();
  const repeated = [...new Set(states.filter((s) => seen.has(s.id) || !seen.add(s.id)).map((s) => s.id))];
  if (repeated.length > 0) throw new ApiError(422, messages.taxonomies.duplicateInBatch(repeated));
  const found = await applicable(
    db,
    template,
    states.map((s) => s.id),
  );
  const names = new Map(found.map((row) => [row.id, row.name]));
  const missing = states.map((s) => s.id).filter((id) => !names.has(id));
  if (missing.length > 0) throw new ApiError(404, messages.taxonomies.notForTemplateBatch(missing));
  await saveStates(db, template.id, states);
  return states.map((s) => names.get(s.id)!);
}
