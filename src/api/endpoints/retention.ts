import { z } from 'zod';
import { idParam } from '../schemas/common';
import {
  organizationRetention,
  retentionDryRun,
  retentionRemovalsPage,
  retentionRemovalsQuery,
  organizationRetentionSaved,
  organizationRetentionWrite,
  platformRetention,
  platformRetentionSaved,
  platformRetentionWrite,
} from '../schemas/retention';
import { organizationRecord, recordsNothing } from './auditRecord';
import { defineEndpoint, platformOnly } from './define';
import { organizationInPath } from './scopes';

const byId = z.object({ id: idParam });

/** The platform's retention policy: the target of its changes in the audit log (it has no id). */
const platformPolicy = {
  records: 'change',
  target: 'retentionPolicy',
  of: () => ({ id: null, label: 'Platform' }),
} as const;

/**
 * Retention (beyond the original admin API): how long audio, transcripts and summaries are kept. The platform's
 * default and maximum are for platform administrators; an organisation's own policy also for its organisation
 * administrators, within the maximum. Every change is audited, and kept with its old and new periods.
 */
export const retentionEndpoints = {
  platform: defineEndpoint({
    id: 'retention.platform',
    summary: "The platform's default retention and maximum, with their latest changes",
    method: 'get',
    path: 'admin/retention',
    answer: platformRetention,
    access: platformOnly,
  }),
  updatePlatform: defineEndpoint({
    id: 'retention.updatePlatform',
    summary: 'Sets the default retention and the maximum (the default within the maximum); answers a message',
    method: 'put',
    path: 'admin/retention',
    body: platformRetentionWrite,
    answer: platformRetentionSaved,
    audit: platformPolicy,
    access: platformOnly,
  }),
  organization: defineEndpoint({
    id: 'retention.organization',
    summary: "An organisation's retention policy, the platform default and maximum, and what applies",
    method: 'get',
    path: 'admin/organizations/:id/retention',
    params: byId,
    answer: organizationRetention,
    access: organizationInPath,
  }),
  updateOrganization: defineEndpoint({
    id: 'retention.updateOrganization',
    summary:
      "Sets an organisation's retention policy within the platform maximum (null: follow the default); answers a message",
    method: 'put',
    path: 'admin/organizations/:id/retention',
    params: byId,
    body: organizationRetentionWrite,
    answer: organizationRetentionSaved,
    audit: organizationRecord,
    access: organizationInPath,
  }),
  dryRunPlatform: defineEndpoint({
    id: 'retention.dryRunPlatform',
    summary: 'What a proposed default and maximum would remove now, per kind and per user; changes nothing',
    method: 'post',
    path: 'admin/retention/dry-run',
    body: platformRetentionWrite,
    answer: retentionDryRun,
    audit: recordsNothing('A dry run changes nothing.'),
    access: platformOnly,
  }),
  dryRunOrganization: defineEndpoint({
    id: 'retention.dryRunOrganization',
    summary:
      'What a proposed policy of an organisation would remove now, per kind and per user; changes nothing',
    method: 'post',
    path: 'admin/organizations/:id/retention/dry-run',
    params: byId,
    body: organizationRetentionWrite,
    answer: retentionDryRun,
    audit: recordsNothing('A dry run changes nothing.'),
    access: organizationInPath,
  }),
  runNow: defineEndpoint({
    id: 'retention.runNow',
    summary: 'Queues a removal run now (otherwise the worker runs it on its schedule); answers a message',
    method: 'post',
    path: 'admin/retention/run',
    answer: z.object({ message: z.string() }),
    status: 202,
    audit: platformPolicy,
    access: platformOnly,
  }),
  removals: defineEndpoint({
    id: 'retention.removals',
    summary: 'The removal log of all organisations and of users without one, newest first, paged by key',
    method: 'get',
    path: 'admin/retention/removals',
    query: retentionRemovalsQuery,
    answer: retentionRemovalsPage,
    access: platformOnly,
  }),
  exportRemovals: defineEndpoint({
    id: 'retention.exportRemovals',
    summary: 'The whole removal log as CSV',
    method: 'get',
    path: 'admin/retention/removals/export',
    answerKind: 'file',
    fileMediaType: 'text/csv; charset=utf-8',
    access: platformOnly,
  }),
  organizationRemovals: defineEndpoint({
    id: 'retention.organizationRemovals',
    summary: "An organisation's removal log, newest first, paged by key",
    method: 'get',
    path: 'admin/organizations/:id/retention/removals',
    params: byId,
    query: retentionRemovalsQuery,
    answer: retentionRemovalsPage,
    access: organizationInPath,
  }),
  exportOrganizationRemovals: defineEndpoint({
    id: 'retention.exportOrganizationRemovals',
    summary: "An organisation's removal log as CSV",
    method: 'get',
    path: 'admin/organizations/:id/retention/removals/export',
    params: byId,
    answerKind: 'file',
    fileMediaType: 'text/csv; charset=utf-8',
    access: organizationInPath,
  }),
};
