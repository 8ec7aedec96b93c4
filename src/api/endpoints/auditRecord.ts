import type { AuditTargetType } from '../schemas/audit';

/**
 * What an endpoint records in the audit log of admin changes, declared with the endpoint. A change records
 * one entry per call, named by the endpoint's id (its action), with a target of the declared type; the server's
 * router writes it, a success in the change's own transaction and a refusal after that has rolled back.
 */

/** What the request itself says of the target, known before the change, so a refusal names it too. */
export interface AuditTargetHint {
  /** The target's id; null when the call creates it (the handler adds it) or names it otherwise (a name). */
  id: number | null;
  /** Its name when the request gives one (a new name); otherwise looked up by id. */
  label?: string | null;
  /** The organisation the change concerns, when the request names it; otherwise looked up from the target. */
  organizationId?: number | null;
}

/** The signed-in caller, for a change of their own settings. */
export interface AuditCaller {
  readonly id: number;
  readonly organizationId: number | null;
}

/** A change: every call records one entry, its target of type `target` as `of` reads it from the request. */
export interface RecordsChange<Parts = unknown> {
  readonly records: 'change';
  readonly target: AuditTargetType;
  of(parts: Parts, caller: AuditCaller): AuditTargetHint;
}

/** Nothing is recorded: a read, or a call that is no admin change (`reason` says why). */
export interface RecordsNothing {
  readonly records: 'nothing';
  readonly reason: string;
}

export type AuditRecord<Parts = unknown> = RecordsChange<Parts> | RecordsNothing;

/** A GET changes nothing: what every read records, unless it says otherwise. */
export const readOnly: RecordsNothing = { records: 'nothing', reason: 'A read changes nothing.' };

export const recordsNothing = (reason: string): RecordsNothing => ({ records: 'nothing', reason });

/** The path's `:id` names the target: `admin/users/:id/block`, `admin/taxonomies/:id`. */
export const targetInPath = (target: AuditTargetType) =>
  ({
    records: 'change',
    target,
    of: ({ params }: { params: { id: number } }) => ({ id: params.id }),
  }) as const;

/** The organisation in the path (`admin/organizations/:id/…`) is the target and the organisation concerned. */
export const organizationRecord = {
  records: 'change',
  target: 'organization',
  of: ({ params }: { params: { id: number } }) => ({ id: params.id, organizationId: params.id }),
} as const;

/** A template named by the path's `ref` (its id, or a name the change resolves to the id). */
export const templateIdOf = (ref: number | string): number | null => (typeof ref === 'number' ? ref : null);

/** Whether an endpoint's calls record a change. */
export const isChangeRecord = (record: AuditRecord): record is RecordsChange => record.records === 'change';
