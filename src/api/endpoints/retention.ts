import { z } from 'zod';
import { idParam } from '../schemas/common';
import {
  organizationRetention,
  organizationRetentionSaved,
  organizationRetentionWrite,
  platformRetention,
  platformRetentionSaved,
  platformRetentionWrite,
} from '../schemas/retention';
import { organizationRecord } from './auditRecord';
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
};
