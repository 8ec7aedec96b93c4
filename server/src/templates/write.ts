import { mayEditInOrganizationList, mayEditInUserList } from '../../../src/api/rules/templates';
import type { Db } from '../db/db';
import type { TemplateRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { messages } from '../messages';
import { findTemplate, templatesOf } from './effective';
import type { StoredFields, TemplateInput } from './input';
import { assertValidTemplate, storedFields } from './input';
import { freeName, slugOf } from './names';
import type { Owner } from './owners';
import { ownerValues } from './owners';
import { latestRevisionFields, sameStored, writeRevision } from './revisions';
import { toMeetingType } from './rows';

/*
 * Personal and organisation templates. Every function runs in the caller's transaction, after the caller has
 * locked the owner's row (`userOwner(trx, id, true)`), so one owner's saves happen one after the other.
 */

/** A new template of the owner, its name made from the title; the first revision is written with it. */
export async function createOwnedTemplate(
  trx: Db,
  owner: Owner,
  input: TemplateInput,
  actorId: number,
): Promise<{ id: number; name: string }> {
  assertValidTemplate(input);
  const fields = storedFields(input);
  const name = await freeName(trx, owner, slugOf(fields.title));
  const { id } = await trx
    .insertInto('templates')
    .values({ ...fields, name, ...ownerValues(owner), created_by: actorId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeRevision(trx, id, fields, actorId, messages.templates.revisionCreated);
  return { id, name };
}

/**
 * The template a path names in the owner's list, if the owner may change it: 404 when it is not in the list,
 * 403 when it is a default (or, for a user, an organisation) template.
 */
export async function editableTemplate(trx: Db, owner: Owner, ref: number | string): Promise<TemplateRow> {
  const entry = findTemplate(await templatesOf(trx, owner), ref);
  if (!entry) throw new ApiError(404, messages.templates.notFound);
  const template = toMeetingType(entry.row);
  if (owner.kind === 'user' ? mayEditInUserList(template) : mayEditInOrganizationList(template)) {
    throw new ApiError(
      403,
      owner.kind === 'user'
        ? messages.templates.notEditableForUser
        : messages.templates.notEditableForOrganization,
    );
  }
  return entry.row;
}

/**
 * Writes new fields (and, for default templates, name and sort order) and the revision of this save, with
 * `reason` (an AI update's feedback, a restore's revision and reason). An ordinary save (no reason of its own)
 * whose fields are those of the latest revision writes no revision: a revision is a change, never an empty
 * "Bijgewerkt". The row is then written only when the name or sort order of a default template changed. A
 * save with a reason always writes one: the restore or AI update happened, and says why.
 */
export async function saveTemplate(
  trx: Db,
  id: number,
  fields: StoredFields,
  actorId: number,
  defaultFields: { name?: string; sort_order?: number } = {},
  reason?: string,
): Promise<TemplateRow> {
  if (reason === undefined) {
    const latest = await latestRevisionFields(trx, id);
    if (latest && sameStored(latest, fields)) return saveWithoutRevision(trx, id, fields, defaultFields);
  }
  const row = await trx
    .updateTable('templates')
    .set({ ...fields, ...defaultFields, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await writeRevision(trx, id, fields, actorId, reason ?? messages.templates.revisionUpdated);
  return row;
}

/**
 * A save whose text is the latest revision's: the row as it is when nothing about it changes, else the row
 * with its new name or sort order (and the text, should the row differ from its latest revision).
 */
async function saveWithoutRevision(
  trx: Db,
  id: number,
  fields: StoredFields,
  defaultFields: { name?: string; sort_order?: number },
): Promise<TemplateRow> {
  const current = await trx
    .selectFrom('templates')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const unchanged =
    sameStored(current, fields) &&
    (defaultFields.name === undefined || defaultFields.name === current.name) &&
    (defaultFields.sort_order === undefined || defaultFields.sort_order === current.sort_order);
  if (unchanged) return current;
  return trx
    .updateTable('templates')
    .set({ ...fields, ...defaultFields, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Changes a template the owner may change (the name stays as it was made). */
export async function updateOwnedTemplate(
  trx: Db,
  owner: Owner,
  ref: number | string,
  input: TemplateInput,
  actorId: number,
): Promise<TemplateRow> {
  assertValidTemplate(input);
  const { id } = await editableTemplate(trx, owner, ref);
  return saveTemplate(trx, id, storedFields(input), actorId);
}

/** Deletes a template; its order entries, switches and revisions go with it (foreign keys). */
export async function deleteTemplate(trx: Db, id: number): Promise<{ message: string }> {
  await trx.deleteFrom('templates').where('id', '=', id).execute();
  return { message: messages.templates.deleted };
}
