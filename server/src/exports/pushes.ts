import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import type { ExportPlatform, ExportPushStatus } from '../../../src/api/schemas/exports';
import type { Db } from '../db/db';
import type { Database } from '../db/schema';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/errors';
import { exportMessages } from './messages';

/** A push as answered (`exportPush`). */
export type PushAnswer = {
  id: number;
  configuration_id: number;
  configuration_name: string;
  target_platform: ExportPlatform;
  summary_id: number;
  meeting_type: string;
  transcription_name: string;
  status: ExportPushStatus;
  attempts: number;
  error: string | null;
  external_id: string | null;
  external_url: string | null;
  requested_by: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
};

/** The summary a push request names, with its owner's organisation; 404 when there is none. */
export async function pushedSummary(db: Db, summaryId: number, lock = false) {
  let query = db
    .selectFrom('summaries as s')
    .innerJoin('transcriptions as t', 't.id', 's.transcription_id')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['s.id', 's.meeting_type', 't.name as transcription_name', 'u.organization_id'])
    .where('s.id', '=', summaryId);
  if (lock) query = query.forKeyShare('s');
  const summary = await query.executeTakeFirst();
  if (!summary) throw new ApiError(404, exportMessages.summaryNotFound);
  return summary;
}

/**
 * Queues one push per configuration the summary goes to, in the caller's transaction: the active configurations
 * of the summary owner's organisation with a template whose name or title is the summary's meeting type
 * (case-insensitively), or of those only `configurationIds`. 422 (Dutch) when none match or a named one does
 * not. Each push is an `export_pushes` row and an `exportPush` job, committed together; the configurations
 * are held (key share) so none disappears meanwhile. Answers the new pushes' ids.
 */
export async function queuePushes(
  deps: Pick<AppDeps, 'jobs'>,
  trx: Transaction<Database>,
  summaryId: number,
  configurationIds: readonly number[] | undefined,
  requester: { id: number; username: string },
): Promise<number[]> {
  const summary = await pushedSummary(trx, summaryId, true);
  if (summary.organization_id === null) throw new ApiError(422, exportMessages.ownerWithoutOrganization);
  const meetingType = summary.meeting_type.trim().toLowerCase();
  let query = trx
    .selectFrom('export_configurations as c')
    .select(['c.id', 'c.target_platform'])
    .where('c.organization_id', '=', summary.organization_id)
    .where('c.is_active', '=', true)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('export_configuration_templates as l')
          .innerJoin('templates as t', 't.id', 'l.template_id')
          .select('l.template_id')
          .whereRef('l.configuration_id', '=', 'c.id')
          .where((inner) =>
            inner.or([
              inner(sql<string>`lower(t.name)`, '=', meetingType),
              inner(sql<string>`lower(t.title)`, '=', meetingType),
            ]),
          ),
      ),
    );
  if (configurationIds) query = query.where('c.id', 'in', [...configurationIds]);
  const configurations = await query.orderBy('c.id').forKeyShare('c').execute();
  if (configurationIds) {
    const found = new Set(configurations.map((c) => c.id));
    const refused = [...new Set(configurationIds)].filter((id) => !found.has(id));
    if (refused.length > 0) throw new ApiError(422, exportMessages.configurationsNotApplicable(refused));
  }
  if (configurations.length === 0) {
    throw new ApiError(422, exportMessages.noMatchingConfiguration(summary.meeting_type));
  }
  const ids: number[] = [];
  for (const configuration of configurations) {
    const { id } = await trx
      .insertInto('export_pushes')
      .values({ configuration_id: configuration.id, summary_id: summaryId, requested_by: requester.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await deps.jobs.enqueue(trx, 'exportPush', {
      push_id: id,
      platform: configuration.target_platform,
      username: requester.username,
    });
    ids.push(id);
  }
  return ids;
}

export interface PushFilter {
  /** null: every organisation's. */
  organizationId: number | null;
  configurationId?: number | undefined;
  summaryId?: number | undefined;
  status?: ExportPushStatus | undefined;
  ids?: readonly number[];
  limit: number;
}

/** Pushes, newest first, filtered in SQL (the organisation through the configuration). */
export async function listPushes(db: Db, filter: PushFilter): Promise<PushAnswer[]> {
  let query = db
    .selectFrom('export_pushes as p')
    .innerJoin('export_configurations as c', 'c.id', 'p.configuration_id')
    .innerJoin('summaries as s', 's.id', 'p.summary_id')
    .innerJoin('transcriptions as t', 't.id', 's.transcription_id')
    .leftJoin('users as r', 'r.id', 'p.requested_by')
    .select([
      'p.id',
      'p.configuration_id',
      'c.name as configuration_name',
      'c.target_platform',
      'p.summary_id',
      's.meeting_type',
      't.name as transcription_name',
      'p.status',
      'p.attempts',
      'p.error',
      'p.external_id',
      'p.external_url',
      'r.username as requested_by',
      'p.created_at',
      'p.updated_at',
      'p.finished_at',
    ]);
  if (filter.organizationId !== null) query = query.where('c.organization_id', '=', filter.organizationId);
  if (filter.configurationId !== undefined)
    query = query.where('p.configuration_id', '=', filter.configurationId);
  if (filter.summaryId !== undefined) query = query.where('p.summary_id', '=', filter.summaryId);
  if (filter.status !== undefined) query = query.where('p.status', '=', filter.status);
  if (filter.ids) query = query.where('p.id', 'in', [...filter.ids]);
  const rows = await query.orderBy('p.id', 'desc').limit(filter.limit).execute();
  return rows.map((row) => ({
    ...row,
    target_platform: row.target_platform as ExportPlatform,
    status: row.status as ExportPushStatus,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
  }));
}
