import type { Db } from '../db/db';
import type { StoredFields } from './input';

/**
 * Keeps one save of a template as its next revision (1, 2, …), in the save's transaction. The caller has
 * just written the template row, so it holds the row's lock and the numbers of one template never race.
 */
export async function writeRevision(
  db: Db,
  templateId: number,
  fields: StoredFields,
  actorId: number | null,
  reason: string,
): Promise<void> {
  const { last } = await db
    .selectFrom('template_revisions')
    .select((eb) => eb.fn.max('revision_number').as('last'))
    .where('template_id', '=', templateId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('template_revisions')
    .values({
      template_id: templateId,
      revision_number: Number(last ?? 0) + 1,
      ...fields,
      revision_reason: reason,
      created_by: actorId,
    })
    .execute();
}
