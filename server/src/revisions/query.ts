import type { Complexity, TemplateSettings } from '../../../src/api/schemas/templates';
import type { Database } from '../db/schema';
import type { Db } from '../db/db';
import type { ExpressionBuilder } from 'kysely';
import { ApiError } from '../http/errors';
import { messages } from '../messages';
import { templateById } from '../templates/lock';
import { settingsOf } from '../templates/rows';

/**
 * A revision as the API answers it, with the complexity it kept. A type literal,
 * not an interface, so it fits the loose answer schema of its declaration.
 */
export type RevisionItem = {
  id: number;
  template_id: number;
  revision_number: number;
  title: string;
  description: string;
  content: string;
  complexity: Complexity;
  settings: TemplateSettings | null;
  revision_reason: string | null;
  created_at: string;
  /** Who saved it; null when that account has been deleted. */
  created_by: { username: string } | null;
};

/** Revisions with the username of whoever wrote each one. */
function revisions(db: Db) {
  return db
    .selectFrom('template_revisions as r')
    .leftJoin('users as u', 'u.id', 'r.created_by')
    .select([
      'r.id',
      'r.template_id',
      'r.revision_number',
      'r.title',
      'r.description',
      'r.content',
      'r.complexity',
      'r.max_tokens',
      'r.system_message',
      'r.opdracht',
      'r.additional_settings',
      'r.revision_reason',
      'r.created_at',
      'u.username',
    ]);
}

type RevisionRow = Awaited<ReturnType<ReturnType<typeof revisions>['executeTakeFirstOrThrow']>>;

function toRevisionItem(row: RevisionRow): RevisionItem {
  return {
    id: row.id,
    template_id: row.template_id,
    revision_number: row.revision_number,
    title: row.title,
    description: row.description ?? '',
    content: row.content,
    complexity: row.complexity,
    settings: settingsOf(row),
    revision_reason: row.revision_reason,
    created_at: row.created_at.toISOString(),
    created_by: row.username === null ? null : { username: row.username },
  };
}

const ofTemplate = (templateId: number) => (eb: ExpressionBuilder<Database, 'template_revisions'>) =>
  eb('template_id', '=', templateId);

/**
 * A page of the template's revisions, newest first, and how many it has in all; 404 when there is no such
 * template. The unique (template_id, revision_number) index serves both.
 */
export async function listRevisions(
  db: Db,
  templateId: number,
  page: { limit: number; offset: number },
): Promise<{ revisions: RevisionItem[]; total: number }> {
  await templateById(db, templateId);
  const rows = await revisions(db)
    .where('r.template_id', '=', templateId)
    .orderBy('r.revision_number', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const { total } = await db
    .selectFrom('template_revisions')
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .where(ofTemplate(templateId))
    .executeTakeFirstOrThrow();
  return { revisions: rows.map(toRevisionItem), total: Number(total) };
}

/** One revision of the template; 404 when it is not one of this template's. */
export async function revisionOf(db: Db, templateId: number, revisionId: number): Promise<RevisionItem> {
  const row = await revisions(db)
    .where('r.id', '=', revisionId)
    .where('r.template_id', '=', templateId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, messages.revisions.notFound);
  return toRevisionItem(row);
}

/** The template's newest revision (the one a save in this transaction just wrote). */
export async function latestRevision(db: Db, templateId: number): Promise<RevisionItem> {
  const row = await revisions(db)
    .where('r.template_id', '=', templateId)
    .orderBy('r.revision_number', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return toRevisionItem(row);
}
