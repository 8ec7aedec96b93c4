import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import {
  askDryRun,
  dryRunRemoves,
  organizationRetentionResource,
  platformRetentionResource,
  storePlatformRetention,
} from '../../state/retention';
import { platformDraftOfStore, setPlatformDraft } from '../../state/retentionDrafts';
import { failure } from '../shared/failure';
import { defineCommand } from '../types';
import { proposedPlatformPolicy } from './platformBody';
import { removalConfirmation, retentionAvailable, showPlatformRetention } from './shared';

const t = messages.retention;

/**
 * Saves the platform's default and maximum as typed (`PUT admin/retention`), the default within the maximum.
 * The dry run goes first; when they would remove anything, the confirmation names the figures. Without a draft
 * (from the palette) it opens the screen.
 */
export const savePlatformRetention = defineCommand({
  id: 'retention.savePlatform',
  title: t.commands.savePlatform,
  group: 'operations',
  keywords: ['bewaarbeleid', 'bewaartermijn', 'retention', 'standaard', 'maximum', 'opslaan', 'save'],
  calls: [
    endpoints.retention.platform,
    endpoints.retention.dryRunPlatform,
    endpoints.retention.updatePlatform,
  ],
  contexts: ['retention'],
  when: retentionAvailable,
  // Every organisation's effective periods follow the default and the maximum.
  invalidates: () => [platformRetentionResource.at(), organizationRetentionResource.at()],
  run: async (_args, ctx) => {
    if (!platformDraftOfStore(ctx.store)) {
      showPlatformRetention(ctx);
      return;
    }
    const { body, changed } = await proposedPlatformPolicy(ctx);
    if (!changed) {
      setPlatformDraft(ctx.store, null);
      ctx.notify({ kind: 'info', message: t.form.unchanged });
      return;
    }
    let saved;
    try {
      const result = await askDryRun(ctx.store, ctx.api, 'platform', body);
      if (dryRunRemoves(result) && !(await ctx.confirm(removalConfirmation(result)))) return;
      saved = await ctx.api.call(endpoints.retention.updatePlatform, { body });
    } catch (cause) {
      throw failure(t.saveFailed, cause);
    }
    storePlatformRetention(ctx.store, saved.retention);
    setPlatformDraft(ctx.store, null);
    ctx.notify({ kind: 'success', message: saved.message.trim() || t.saved });
  },
});
