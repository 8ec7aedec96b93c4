import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { askDryRun } from '../../state/retention';
import { organizationIdArg, organizationOnScreen, pickOrganization } from '../organizations/pickOrganization';
import { failure } from '../shared/failure';
import { defineCommand } from '../types';
import { proposedOrganizationPolicy } from './organizationBody';
import { retentionAvailable, showRetentionTab } from './shared';

const t = messages.retention;

/**
 * What the policy in the organisation's form (or as saved, when nothing is typed) would remove now, per kind
 * and per user, without changing anything; shown on the organisation's retention tab.
 */
export const dryRunOrganizationRetention = defineCommand({
  id: 'organizations.dryRunRetention',
  title: t.commands.dryRunOrganization,
  group: 'organizations',
  keywords: [
    'proefrun',
    'dry run',
    'bewaarbeleid',
    'retention',
    'wat wordt verwijderd',
    'simulatie',
    'preview',
  ],
  calls: [endpoints.retention.organization, endpoints.retention.dryRunOrganization],
  args: z.object({ organizationId: organizationIdArg }),
  argPickers: { organizationId: pickOrganization },
  screenArgs: organizationOnScreen,
  contexts: ['organizationDetail'],
  when: retentionAvailable,
  run: async ({ organizationId }, ctx) => {
    showRetentionTab(ctx, organizationId);
    const { body } = await proposedOrganizationPolicy(ctx, organizationId);
    try {
      await askDryRun(ctx.store, ctx.api, organizationId, body);
    } catch (cause) {
      throw failure(t.dryRun.failed, cause);
    }
  },
});
