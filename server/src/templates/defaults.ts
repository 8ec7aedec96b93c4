import type { Db } from '../db/db';
import { uniqueOr409 } from '../db/errors';
import type { TemplateRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { messages } from '../messages';
import type { DefaultTemplateInput } from './input';
import { assertValidDefaultTemplate, storedFields } from './input';
import { writeRevision } from './revisions';
import { saveTemplate } from './write';

/*
 * Default templates: nobody's, every user's unless switched off. Their name is
 * entered (a slug, unique among the default templates) and their sort_order is the platform-wide order.
 */

/** Every default template, by sort_order then id. */
export function listDefaultRows(db: Db): Promise<TemplateRow[]> {
  return db
    .selectFrom('templates')
    .selectAll()
    .where('user_id', 'is', null)
    .where('organization_id', 'is', null)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** One default template (404 when the id is not one); `lock` holds its row for the transaction. */
export async function defaultRow(db: Db, id: number, lock = false): Promise<TemplateRow> {
  let query = db
    .selectFrom('templates')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', 'is', null)
    .where('organization_id', 'is', null);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new ApiError(404, messages.templates.defaultNotFound);
  return row;
}

async function assertNameFree(db: Db, name: string, exceptId?: number): Promise<void> {
  let query = db
    .selectFrom('templates')
    .select('id')
    .where('user_id', 'is', null)
    .where('organization_id', 'is', null)
    .where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw new ApiError(409, messages.templates.duplicateDefaultName(name));
}

/** After the last one, when the body gives no sort order. */
async function nextSortOrder(db: Db): Promise<number> {
  const { last } = await db
    .selectFrom('templates')
    .select((eb) => eb.fn.max('sort_order').as('last'))
    .where('user_id', 'is', null)
    .where('organization_id', 'is', null)
    .executeTakeFirstOrThrow();
  return last === null ? 0 : Number(last) + 1;
}

/** A new default template with its first revision; 409 when the name is taken (also by a racing request). */
export async function createDefaultTemplate(
  trx: Db,
  input: DefaultTemplateInput,
  actorId: number,
): Promise<{ id: number; name: string }> {
  assertValidDefaultTemplate(input);
  const fields = storedFields(input);
  const name = input.name.trim();
  await assertNameFree(trx, name);
  const sortOrder = input.sort_order ?? (await nextSortOrder(trx));
  const { id } = await uniqueOr409(messages.templates.duplicateDefaultName(name), () =>
    trx
      .insertInto('templates')
      .values({ ...fields, name, sort_order: sortOrder, created_by: actorId })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  await writeRevision(trx, id, fields, actorId, messages.templates.revisionCreated);
  return { id, name };
}

/** Changes a default template, its name and (when given) its sort order too. */
export async function updateDefaultTemplate(
  trx: Db,
  id: number,
  input: DefaultTemplateInput,
  actorId: number,
): Promise<TemplateRow> {
  assertValidDefaultTemplate(input);
  await defaultRow(trx, id, true);
  const name = input.name.trim();
  await assertNameFree(trx, name, id);
  return uniqueOr409(messages.templates.duplicateDefaultName(name), () =>
    saveTemplate(trx, id, storedFields(input), actorId, {
      name,
      ...(input.sort_order === undefined ? {} : { sort_order: input.sort_order }),
    }),
  );
}
