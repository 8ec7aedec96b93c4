import { sql } from 'kysely';
import type { AuditEntry, AuditLogPage, AuditLogQuery } from '../../../src/api/schemas/audit';
import type { Db } from '../db/db';

const DAY_MS = 24 * 3600 * 1000;

/** `%` and `_` typed by the user match themselves, not any text. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The start of the period: `from` when given, else `days_back` days ago. */
function since(query: AuditLogQuery): Date {
  return query.from ? new Date(query.from) : new Date(Date.now() - query.days_back * DAY_MS);
}

function filtered(db: Db, query: AuditLogQuery) {
  let q = db.selectFrom('audit_log').where('occurred_at', '>=', since(query));
  if (query.action) q = q.where('action', '=', query.action);
  if (query.actor) q = q.where('actor_username', 'ilike', likeContains(query.actor));
  if (query.target_type) q = q.where('target_type', '=', query.target_type);
  if (query.outcome) q = q.where('outcome', '=', query.outcome);
  if (query.organization_id !== undefined) q = q.where('organization_id', '=', query.organization_id);
  return q;
}

/** `GET admin/audit-log`: a page of entries, newest first, and how many match in all. */
export async function listAuditLog(db: Db, query: AuditLogQuery): Promise<AuditLogPage> {
  const [rows, count] = await Promise.all([
    filtered(db, query)
      .selectAll()
      .orderBy('occurred_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    filtered(db, query)
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const entries: AuditEntry[] = rows.map((row) => ({
    id: row.id,
    occurred_at: row.occurred_at.toISOString(),
    actor: { id: row.actor_id, username: row.actor_username },
    action: row.action,
    target: { type: row.target_type, id: row.target_id, label: row.target_label },
    organization_id: row.organization_id,
    outcome: row.outcome,
    status: row.status,
    detail: row.detail,
    ip_address: row.ip_address,
  }));
  return { entries, total: Number(count.n) };
}
