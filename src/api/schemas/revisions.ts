import { z } from 'zod';
import { queryInt, text, answerText } from './common';
import { meetingType, templateSettings } from './templates';

/**
 * Template revisions: every create, update, AI update and restore of a template (personal, organisation or
 * default) keeps its fields as the next revision, numbered 1, 2, 3… per template.
 */

/** Revisions fetched at a time. */
export const REVISIONS_PAGE_SIZE = 20;
export const RESTORE_REASON_MAX = 1_000;

export const templateRevision = z.looseObject({
  id: z.number(),
  revision_number: z.number(),
  title: z.string(),
  description: answerText(),
  content: answerText(),
  /** The reference server keeps the complexity too (another server may not). */
  complexity: z.string().nullable().optional(),
  settings: templateSettings.nullable().optional(),
  revision_reason: z.string().nullable().optional(),
  created_at: z.string(),
  created_by: z.looseObject({ username: z.string() }).nullable().optional(),
});
export type TemplateRevision = z.output<typeof templateRevision>;

/** `GET admin/templates/{id}/revisions`: newest first; `limit` (default 20) and `offset` page through older ones. */
export const revisionListQuery = z.object({
  limit: queryInt(1, 100, REVISIONS_PAGE_SIZE),
  offset: queryInt(0, 1_000_000, 0),
});
export type RevisionListQuery = z.input<typeof revisionListQuery>;

/**
 * `{ revisions: [...], total? }` or a bare array (another server). `total` is the number of revisions of the
 * template (reference server), so the console knows whether "Meer laden" has more to load.
 */
export const revisionList = z.union([
  z.array(templateRevision).transform((revisions) => ({ revisions, total: undefined as number | undefined })),
  z.looseObject({ revisions: z.array(templateRevision), total: z.number().optional() }),
]);
export type RevisionList = z.output<typeof revisionList>;

/** What both sides say when a restore's reason is empty after trimming. */
export const RESTORE_REASON_REQUIRED_MESSAGE = 'Reden voor herstel is verplicht';

/** `POST …/revisions/{rev}/restore`: a reason, required after trimming (`RESTORE_REASON_REQUIRED_MESSAGE`). */
export const restoreBody = z.object({ reason: text().trim().max(RESTORE_REASON_MAX) });
export type RestoreBody = z.input<typeof restoreBody>;

/** Answer of a restore: the template as it is now and the revision the restore wrote. */
export const restoreAnswer = z.looseObject({
  message: z.string().optional(),
  template: meetingType.optional(),
  revision: templateRevision.optional(),
});
