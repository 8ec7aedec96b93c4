import type { Selectable } from 'kysely';
import type { ExportPlatform, ExportTemplateRef } from '../../../src/api/schemas/exports';
import type { Db } from '../db/db';
import type { ExportConfigurationsTable } from '../db/schema';
import { ApiError } from '../http/errors';
import { exportMessages } from './messages';

type ConfigurationRow = Selectable<ExportConfigurationsTable>;

/** An export configuration as answered, `secret_available` from the names the server holds. */
export type ConfigurationAnswer = {
  id: number;
  name: string;
  organization_id: number;
  meeting_template_ids: number[];
  meeting_templates: ExportTemplateRef[];
  meeting_template_id: number | null;
  meeting_template_title: string | null;
  target_platform: ExportPlatform;
  is_active: boolean;
  configuration_details: Record<string, unknown>;
  secret_available: boolean;
  created_at: string;
  updated_at: string;
};

/** The answers of configuration rows, with their templates in their order; `secrets`: the names held. */
export async function configurationAnswers(
  db: Db,
  rows: readonly ConfigurationRow[],
  secrets: ReadonlySet<string>,
): Promise<ConfigurationAnswer[]> {
  if (rows.length === 0) return [];
  const links = await db
    .selectFrom('export_configuration_templates as l')
    .innerJoin('templates as t', 't.id', 'l.template_id')
    .select(['l.configuration_id', 't.id', 't.title', 't.name'])
    .where(
      'l.configuration_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('l.configuration_id')
    .orderBy('l.position')
    .execute();
  const templatesOf = new Map<number, ExportTemplateRef[]>();
  for (const { configuration_id, ...template } of links) {
    const list = templatesOf.get(configuration_id) ?? [];
    list.push(template);
    templatesOf.set(configuration_id, list);
  }
  return rows.map((row) => {
    const templates = templatesOf.get(row.id) ?? [];
    const secretRef = row.configuration_details.api_key_secret_ref;
    return {
      id: row.id,
      name: row.name,
      organization_id: row.organization_id,
      meeting_template_ids: templates.map((t) => t.id),
      meeting_templates: templates,
      meeting_template_id: templates[0]?.id ?? null,
      meeting_template_title: templates[0]?.title ?? null,
      target_platform: row.target_platform,
      is_active: row.is_active,
      configuration_details: row.configuration_details,
      secret_available: typeof secretRef === 'string' && secrets.has(secretRef),
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    };
  });
}

/** One configuration's row; 404 when there is none. `lock` holds it for the caller's transaction. */
export async function configurationRow(db: Db, id: number, lock = false): Promise<ConfigurationRow> {
  let query = db.selectFrom('export_configurations').selectAll().where('id', '=', id);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new ApiError(404, exportMessages.notFound);
  return row;
}

export interface ConfigurationFilter {
  /** null: every organisation's (a platform administrator without a filter). */
  organizationId: number | null;
  /** Only those that apply to this user's summaries: their organisation's, with a template the user has. */
  userId?: number | undefined;
}

/**
 * The list, filtered in SQL, by name. For a user: the configurations of the user's organisation with at least
 * one template the user has (an organisation or default template, or one of the user's own personal ones).
 */
export async function listConfigurations(db: Db, filter: ConfigurationFilter): Promise<ConfigurationRow[]> {
  let query = db.selectFrom('export_configurations as c').selectAll('c');
  if (filter.organizationId !== null) query = query.where('c.organization_id', '=', filter.organizationId);
  const userId = filter.userId;
  if (userId !== undefined) {
    query = query
      .innerJoin('users as u', 'u.organization_id', 'c.organization_id')
      .where('u.id', '=', userId)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('export_configuration_templates as l')
            .innerJoin('templates as t', 't.id', 'l.template_id')
            .select('l.template_id')
            .whereRef('l.configuration_id', '=', 'c.id')
            .where((inner) => inner.or([inner('t.user_id', 'is', null), inner('t.user_id', '=', userId)])),
        ),
      );
  }
  return query.orderBy('c.name').orderBy('c.id').execute();
}
