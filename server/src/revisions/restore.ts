import type { MeetingType } from '../../../src/api/schemas/templates';
import type { Db } from '../db/db';
import { ApiError } from '../http/errors';
import { messages } from '../messages';
import { storedColumns, type StoredFields } from '../templates/input';
import { lockTemplate } from '../templates/lock';
import { toMeetingType } from '../templates/rows';
import { saveTemplate } from '../templates/write';
import type { RevisionItem } from './query';
import { latestRevision } from './query';

/**
 * A restore requires a reason and creates a new revision: copies the revision's title,
 * description, content, complexity and settings onto the template (its name, owner and sort order stay) and
 * writes a new revision naming the restored one and the reason. In the caller's transaction, the template
 * (and its owner) locked first. 422 without a reason, 404 when the revision is not this template's.
 */
export async function restoreRevision(
  trx: Db,
  templateId: number,
  revisionId: number,
  reason: string,
  actorId: number,
): Promise<{ message: string; template: MeetingType; revision: RevisionItem }> {
  if (reason.trim() === '') throw new ApiError(422, messages.revisions.reasonRequired);
  await lockTemplate(trx, templateId);
  const revision = await trx
    .selectFrom('template_revisions')
    .select(['revision_number', ...storedColumns])
    .where('id', '=', revisionId)
    .where('template_id', '=', templateId)
    .executeTakeFirst();
  if (!revision) throw new ApiError(404, messages.revisions.notFound);
  const { revision_number: number, ...fields } = revision;
  const restored: StoredFields = fields;
  const row = await saveTemplate(
    trx,
    templateId,
    restored,
    actorId,
    {},
    messages.revisions.restoredReason(number, reason.trim()),
  );
  return {
    message: messages.revisions.restored,
    template: toMeetingType(row),
    revision: await latestRevision(trx, templateId),
  };
}
