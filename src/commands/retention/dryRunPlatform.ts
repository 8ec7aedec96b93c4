import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { askDryRun } from '../../state/retention';
import { failure } from '../shared/failure';
import { defineCommand } from '../types';
import { proposedPlatformPolicy } from './platformBody';
import { retentionAvailable, showPlatformRetention } from './shared';

const t = messages.retention;

/**
 * What the default and maximum in the platform's form (or as saved) would remove now, over every organisation
 * and the users without one, without changing anything; shown on the Bewaarbeleid screen.
 */
export const dryRunPlatformRetention = defineCommand({
  id: 'retention.dryRunPlatform',
  title: t.commands.dryRunPlatform,
  group: 'operations',
  keywords: ['proefrun', 'dry run', 'bewaarbeleid', 'retention', 'standaard', 'maximum', 'simulatie'],
  calls: [endpoints.retention.platform, endpoints.retention.dryRunPlatform],
  contexts: ['retention'],
  when: retentionAvailable,
  run: async (_args, ctx) => {
    showPlatformRetention(ctx);
    const { body } = await proposedPlatformPolicy(ctx);
    try {
      await askDryRun(ctx.store, ctx.api, 'platform', body);
    } catch (cause) {
      throw failure(t.dryRun.failed, cause);
    }
  },
});
