import type { Db } from '../db/db';
import { storedColumns, type StoredFields } from './input';

/** Whether two sets of stored fields are the same text, field by field. */
export function sameStored(a: StoredFields, b: StoredFields): boolean {
  return storedColumns.every((column) => a[column] === b[column]);
}

/** The stored fields of the template's latest revision; undefined when it has none. */
export function latestRevisionFields(db: Db, templateId: number): Promise<StoredFields | undefined> {
  return db
    .selectFrom('template_revisions')
    .select(storedColumns)
    .where('template_id', '=', templateId)
    .orderBy('revision_number', 'desc')
    .limit(1)
    .executeTakeFirst();
}

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
