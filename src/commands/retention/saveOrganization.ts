import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import {
  askDryRun,
  dryRunRemoves,
  organizationRetentionResource,
  storeOrganizationRetention,
} from '../../state/retention';
import { dropOrganizationDraft, organizationDraftOfStore } from '../../state/retentionDrafts';
import { organizationIdArg, organizationOnScreen, pickOrganization } from '../organizations/pickOrganization';
import { failure } from '../shared/failure';
import { defineCommand } from '../types';
import { proposedOrganizationPolicy } from './organizationBody';
import { removalConfirmation, retentionAvailable, showRetentionTab } from './shared';

const t = messages.retention;

/**
 * Saves the organisation's policy as typed (`PUT …/retention`), checked as the server checks it (whole days,
 * within the platform maximum). The dry run goes first: when the policy would remove anything, the
 * confirmation names the counts, the bytes and the users, and nothing is saved without it. Without a draft
 * (from the palette) it opens the tab.
 */
export const saveOrganizationRetention = defineCommand({
  id: 'organizations.saveRetention',
  title: t.commands.saveOrganization,
  group: 'organizations',
  keywords: ['bewaarbeleid', 'bewaartermijn', 'retention', 'opslaan', 'save', 'avg', 'gdpr'],
  calls: [
    endpoints.retention.organization,
    endpoints.retention.dryRunOrganization,
    endpoints.retention.updateOrganization,
  ],
  args: z.object({ organizationId: organizationIdArg }),
  argPickers: { organizationId: pickOrganization },
  screenArgs: organizationOnScreen,
  contexts: ['organizationDetail'],
  when: retentionAvailable,
  invalidates: ({ organizationId }) => [organizationRetentionResource.at(organizationId)],
  run: async ({ organizationId }, ctx) => {
    if (!organizationDraftOfStore(ctx.store, organizationId)) {
      showRetentionTab(ctx, organizationId);
      return;
    }
    const { body, changed } = await proposedOrganizationPolicy(ctx, organizationId);
    if (!changed) {
      dropOrganizationDraft(ctx.store, organizationId);
      ctx.notify({ kind: 'info', message: t.form.unchanged });
      return;
    }
    let saved;
    try {
      const result = await askDryRun(ctx.store, ctx.api, organizationId, body);
      if (dryRunRemoves(result) && !(await ctx.confirm(removalConfirmation(result)))) return;
      saved = await ctx.api.call(endpoints.retention.updateOrganization, {
        params: { id: organizationId },
        body,
      });
    } catch (cause) {
      throw failure(t.saveFailed, cause);
    }
    storeOrganizationRetention(ctx.store, saved.retention);
    dropOrganizationDraft(ctx.store, organizationId);
    ctx.notify({ kind: 'success', message: saved.message.trim() || t.saved });
  },
});
