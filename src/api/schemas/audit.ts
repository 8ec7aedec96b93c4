import { z } from 'zod';
import { idParam, queryInt, text } from './common';

/**
 * The audit of admin changes: one entry per call of an endpoint that changes something (who, which endpoint,
 * which target, the outcome, the client address and when). An entry's action is the id of the endpoint it
 * records (`users.generatePassword`), declared with the endpoint (`audit` in src/api/endpoints); this list is
 * every such id, in the order the console offers them, and the compiler holds it to the declarations.
 */
export const auditActions = [
  'users.create',
  'users.update',
  'users.delete',
  'users.generatePassword',
  'users.block',
  'users.unblock',
  'lockouts.clear',
  'transcriptions.upload',
  'sessions.changePassword',
  'sessions.end',
  'sessions.endAll',
  'organizations.create',
  'organizations.rename',
  'organizations.delete',
  'organizations.addUsers',
  'organizations.bulkAddUsers',
  'organizations.setOrgAdmin',
  'organizations.removeUser',
  'organizations.updateBranding',
  'organizations.uploadLogo',
  'organizations.updatePdfSettings',
  'retention.updatePlatform',
  'retention.updateOrganization',
  'retention.runNow',
  'usage.createPrice',
  'usage.updatePrice',
  'usage.deletePrice',
  'usage.setBudget',
  'usage.removeBudget',
  'groups.create',
  'groups.update',
  'groups.delete',
  'groups.linkMember',
  'groups.unlinkMember',
  'userTemplates.create',
  'userTemplates.update',
  'userTemplates.delete',
  'userTemplates.reorder',
  'userTemplates.toggle',
  'organizationTemplates.create',
  'organizationTemplates.update',
  'organizationTemplates.delete',
  'organizationTemplates.reorder',
  'organizationTemplates.toggle',
  'defaultTemplates.create',
  'defaultTemplates.update',
  'defaultTemplates.delete',
  'defaultTemplates.reorder',
  'templateSettings.disable',
  'templateSettings.enable',
  'templateSettings.reorder',
  'templateSettings.resetOrder',
  'revisions.restore',
  'templateGenerator.updateWithFeedback',
  'taxonomies.createForUser',
  'taxonomies.createForOrganization',
  'taxonomies.update',
  'taxonomies.delete',
  'taxonomyTerms.create',
  'taxonomyTerms.batch',
  'taxonomyTerms.update',
  'taxonomyTerms.delete',
  'templateTaxonomies.set',
  'templateTaxonomies.batch',
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
  'retentionPolicy',
  'modelPrice',
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
