import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Kysely, Transaction } from 'kysely';
import type { AnyEndpoint, RecordsChange, RequestParts } from '../../../src/api/endpoints';
import type { AuditAction, AuditTargetType } from '../../../src/api/schemas/audit';
import type { Db } from '../db/db';
import type { Database } from '../db/schema';
import type { AppDeps } from '../deps';
import { clientInfo } from '../http/clientInfo';
import type { AuthUser } from '../http/env';
import { ApiError } from '../http/errors';
import { messages } from '../messages';

/*
 * The audit of admin changes: every call of an endpoint whose declaration records a change leaves one
 * `audit_log` row, which the router writes (`http/endpoint.ts`). A success is written in the same transaction
 * as the change (both or neither); a refusal is written after the change's transaction has rolled back, with
 * the status and detail the caller got.
 */

/** What an entry names as its target; label and organisation are looked up when not given. */
export interface AuditTarget {
  type: AuditTargetType;
  id: number | null;
  label: string | null;
  /** The organisation the change concerns (what an organisation administrator's audit shows). */
  organizationId: number | null;
}

/** One audited call in progress: who, which endpoint, which target; the work may complete the target. */
export interface AuditEntry {
  actorId: number;
  actorUsername: string;
  ip: string | null;
  /** The id of the endpoint called (its declaration says it records a change). */
  action: AuditAction;
  target: AuditTarget;
  /** The status of a successful answer (the endpoint's). */
  successStatus: number;
}

/**
 * The entry of one call of an endpoint that records a change, as its declaration says: named by the endpoint's
 * id, its target of the declared type as the declaration reads it from the validated request. The client
 * address is the one `clientInfo` reports (behind TRUST_PROXY proxies, the forwarded client).
 */
export function entryOf(
  c: Context,
  user: AuthUser,
  endpoint: AnyEndpoint,
  record: RecordsChange<RequestParts>,
  parts: RequestParts,
): AuditEntry {
  const hint = record.of(parts, { id: user.id, organizationId: user.organizationId });
  return {
    actorId: user.id,
    actorUsername: user.username,
    ip: clientInfo(c, c.get('trustProxy') ?? 0).ip,
    action: endpoint.id as AuditAction,
    target: {
      type: record.target,
      id: hint.id,
      label: hint.label ?? null,
      organizationId: hint.organizationId ?? null,
    },
    successStatus: endpoint.status,
  };
}

/** Fills in the target's label and organisation from the database where they are still unknown. */
async function describeTarget(db: Db, target: AuditTarget): Promise<void> {
  if (target.id === null || (target.label !== null && target.organizationId !== null)) return;
  const id = target.id;
  let found: { label: string; organizationId: number | null } | undefined;
  switch (target.type) {
    case 'user':
      found = await db
        .selectFrom('users')
        .select(['username as label', 'organization_id as organizationId'])
        .where('id', '=', id)
        .executeTakeFirst();
      break;
    case 'organization':
      found = await db
        .selectFrom('organizations')
        .select(['name as label', 'id as organizationId'])
        .where('id', '=', id)
        .executeTakeFirst();
      break;
    case 'group':
      found = await db
        .selectFrom('groups')
        .select(['name as label', 'organization_id as organizationId'])
        .where('id', '=', id)
        .executeTakeFirst();
      break;
    case 'template':
      // An organisation's template names it; a personal one its user's organisation; a default one none.
      found = await db
        .selectFrom('templates as t')
        .leftJoin('users as u', 'u.id', 't.user_id')
        .select(['t.title as label'])
        .select((eb) => eb.fn.coalesce('t.organization_id', 'u.organization_id').as('organizationId'))
        .where('t.id', '=', id)
        .executeTakeFirst();
      break;
    case 'taxonomy':
      // An organisation's taxonomy names it; a user's its user's organisation.
      found = await db
        .selectFrom('taxonomies as x')
        .leftJoin('users as u', 'u.id', 'x.user_id')
        .select(['x.name as label'])
        .select((eb) => eb.fn.coalesce('x.organization_id', 'u.organization_id').as('organizationId'))
        .where('x.id', '=', id)
        .executeTakeFirst();
      break;
    case 'exportConfiguration':
      found = await db
        .selectFrom('export_configurations')
        .select(['name as label', 'organization_id as organizationId'])
        .where('id', '=', id)
        .executeTakeFirst();
      break;
    case 'summary': {
      // A summary is named by its transcription and meeting type; its owner's organisation.
      const summary = await db
        .selectFrom('summaries as s')
        .innerJoin('transcriptions as t', 't.id', 's.transcription_id')
        .innerJoin('users as u', 'u.id', 't.user_id')
        .select(['t.name', 's.meeting_type', 'u.organization_id as organizationId'])
        .where('s.id', '=', id)
        .executeTakeFirst();
      found = summary && {
        label: `${summary.name} (${summary.meeting_type})`,
        organizationId: summary.organizationId,
      };
      break;
    }
  }
  if (!found) return;
  target.label ??= found.label;
  target.organizationId ??= found.organizationId;
}

async function insertEntry(
  db: Db,
  entry: AuditEntry,
  outcome: 'success' | 'failure',
  status: number,
  detail: string | null,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      actor_username: entry.actorUsername,
      action: entry.action,
      target_type: entry.target.type,
      target_id: entry.target.id,
      target_label: entry.target.label,
      organization_id: entry.target.organizationId,
      outcome,
      status,
      detail,
      ip_address: entry.ip,
    })
    .execute();
}

/** The status and detail a thrown error answers (as `handleErrors` words them). */
function failureOf(error: unknown): { status: number; detail: string } {
  if (error instanceof ApiError) return { status: error.status, detail: error.message };
  if (error instanceof HTTPException && error.status < 500)
    return { status: error.status, detail: messages.http.badRequest };
  return { status: 500, detail: messages.http.internal };
}

/**
 * Runs `work`; when it throws, records the refusal (status and detail) outside any transaction, then
 * rethrows. A failing audit write is logged and does not hide the original error.
 */
export async function recordingFailures<T>(
  deps: Pick<AppDeps, 'db' | 'log'>,
  entry: AuditEntry,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { status, detail } = failureOf(error);
    try {
      await describeTarget(deps.db, entry.target);
      await insertEntry(deps.db, entry, 'failure', status, detail);
    } catch (auditError) {
      deps.log.error(messages.audit.writeFailedLog(entry.action), auditError);
    }
    throw error;
  }
}

/**
 * Runs `work` in a new transaction that ends with the success entry: the change and its audit entry are
 * committed together. The target is described first (a deleted row keeps its name in the entry); `work`
 * may complete it (the id of what it created). Refusals are not recorded here (see `recordingFailures`).
 */
export function inAuditedTransaction<T>(
  db: Kysely<Database>,
  entry: AuditEntry,
  work: (trx: Transaction<Database>, target: AuditTarget) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await describeTarget(trx, entry.target);
    const result = await work(trx, entry.target);
    await describeTarget(trx, entry.target);
    await insertEntry(trx, entry, 'success', entry.successStatus, null);
    return result;
  });
}

/** Runs work in a transaction: how a write function that does more than database work (a mail, files) takes its transaction. */
export type TransactionRunner = <T>(work: (trx: Transaction<Database>) => Promise<T>) => Promise<T>;
