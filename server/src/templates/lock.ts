import type { Db } from '../db/db';
import type { TemplateRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { messages } from '../messages';
import { organizationOwner, userOwner } from './owners';

/**
 * Loads a template by id and holds it for the caller's transaction: first its owner's row (a user's or an
 * organisation's, as every save of an owner's templates does, so the locks are always taken in the same
 * order), then the template's own row. A default template has no owner: only its row. 404 when there is no
 * such template.
 */
export async function lockTemplate(trx: Db, id: number): Promise<TemplateRow> {
  const owner = await trx
    .selectFrom('templates')
    .select(['user_id', 'organization_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!owner) throw new ApiError(404, messages.templates.notFound);
  if (owner.user_id !== null) await userOwner(trx, owner.user_id, true);
  else if (owner.organization_id !== null) await organizationOwner(trx, owner.organization_id, true);
  const row = await trx
    .selectFrom('templates')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new ApiError(404, messages.templates.notFound);
  return row;
}

/** A template by id, without a lock; 404 when there is none. */
export async function templateById(db: Db, id: number): Promise<TemplateRow> {
  const row = await db.selectFrom('templates').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(404, messages.templates.notFound);
  return row;
}
