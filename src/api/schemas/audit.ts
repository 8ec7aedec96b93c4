import { z } from 'zod';
import { idParam, queryInt, text } from './common';

/**
 * The audit of admin changes: one entry per state-changing admin call (who, which command, which target, the
 * outcome, the client address and when). Action names are the console's command ids.
 */
export const auditActions = [
  'users.create',
  'users.update',
  'users.delete',
  'users.resetPassword',
  'users.block',
  'users.unblock',
  'users.clearLockout',
  'users.uploadTranscription',
  'users.changeOwnPassword',
  'sessions.end',
  'sessions.endAll',
  'organizations.create',
  'organizations.rename',
  'organizations.delete',
  'organizations.addUsers',
  'organizations.bulkAddUsers',
  'organizations.toggleOrgAdmin',
  'organizations.removeUser',
  'groups.create',
  'groups.edit',
  'groups.setDefault',
  'groups.delete',
  'groups.addMember',
  'groups.removeMember',
  'templates.create',
  'templates.update',
  'templates.delete',
  'templates.reorder',
  'templates.toggle',
  'defaultTemplates.create',
  'defaultTemplates.update',
  'defaultTemplates.delete',
  'defaultTemplates.reorder',
  'templateSettings.disable',
  'templateSettings.enable',
  'templateSettings.reorder',
  'templateSettings.resetOrder',
  'taxonomies.create',
  'taxonomies.update',
  'taxonomies.delete',
  'taxonomies.addTerm',
  'taxonomies.pasteTerms',
  'taxonomies.editTerm',
  'taxonomies.deleteTerm',
  'taxonomies.toggleForTemplate',
  'taxonomies.saveAllForTemplate',
  'revisions.restore',
  'templates.aiUpdate',
  'organizations.saveBranding',
  'organizations.uploadLogo',
  'organizations.savePdfSettings',
  'exports.create',
  'exports.update',
  'exports.delete',
  'exports.push',
] as const;
export const auditAction = z.enum(auditActions);
export type AuditAction = z.infer<typeof auditAction>;

export const auditTargetTypes = [
  'user',
  'organization',
  'group',
  'template',
  'taxonomy',
  'exportConfiguration',
  'summary',
] as const;
export const auditTargetType = z.enum(auditTargetTypes);
export type AuditTargetType = z.infer<typeof auditTargetType>;

export const auditOutcomes = ['success', 'failure'] as const;
export const auditOutcome = z.enum(auditOutcomes);
export type AuditOutcome = z.infer<typeof auditOutcome>;

export const AUDIT_PAGE_SIZE = 100;
export const DEFAULT_AUDIT_DAYS = 30;

/** An empty query value counts as absent (the console's filters send `''` for "all"). */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * Query of `GET admin/audit-log`: the last `days_back` days (or since `from`, an ISO date-time, when given),
 * narrowed by action, actor (part of the username), target type, outcome and organisation; newest first.
 */
export const auditLogQuery = z.object({
  days_back: queryInt(1, 3650, DEFAULT_AUDIT_DAYS),
  from: optional(text().pipe(z.iso.datetime({ offset: true }).or(z.iso.date()))),
  action: optional(auditAction),
  actor: optional(text().trim().max(150)),
  target_type: optional(auditTargetType),
  outcome: optional(auditOutcome),
  organization_id: optional(idParam),
  limit: queryInt(1, 500, AUDIT_PAGE_SIZE),
  offset: queryInt(0, 1_000_000_000, 0),
});
export type AuditLogQuery = z.output<typeof auditLogQuery>;
export type AuditLogQueryInput = z.input<typeof auditLogQuery>;

export const auditEntry = z.looseObject({
  id: z.number(),
  occurred_at: z.string(),
  actor: z.looseObject({ id: z.number().nullable(), username: z.string() }),
  action: z.string(),
  target: z.looseObject({
    type: z.string(),
    id: z.number().nullable(),
    label: z.string().nullable(),
  }),
  organization_id: z.number().nullable(),
  outcome: auditOutcome,
  status: z.number(),
  detail: z.string().nullable(),
  ip_address: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditLogPage = z.looseObject({
  entries: z.array(auditEntry),
  total: z.number(),
});
export type AuditLogPage = z.infer<typeof auditLogPage>;
