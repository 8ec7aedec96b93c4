import { z } from 'zod';
import { messages } from '../../messages';
import { loadMoreRemovals, removalLogOf, type RetentionScope } from '../../state/retention';
import { organizationIdArg } from '../organizations/pickOrganization';
import { defineCommand, type CommandContext } from '../types';
import { retentionOnScreen, showsPlatformRetention, showsRetentionTab } from './shared';

const t = messages.retention;

/** The removal log on screen: an organisation's (its retention tab) or the platform's (its screen). */
function scopeShown(ctx: CommandContext, organizationId: number | undefined): RetentionScope | null {
  if (organizationId !== undefined) return showsRetentionTab(ctx, organizationId) ? organizationId : null;
  return showsPlatformRetention(ctx) ? 'platform' : null;
}

/** Meer laden: the next page of the removal log on screen, below the rows shown. */
export const loadMoreRetentionRemovals = defineCommand({
  id: 'retention.loadMoreRemovals',
  title: t.commands.loadMoreRemovals,
  group: 'organizations',
  keywords: ['meer laden', 'load more', 'verwijderlog', 'removal log', 'volgende', 'next page'],
  args: z.object({ organizationId: organizationIdArg.optional() }),
  screenArgs: retentionOnScreen,
  contexts: ['organizationDetail', 'retention'],
  recordRecent: false,
  when: ({ organizationId }, ctx) => {
    const scope = scopeShown(ctx, organizationId);
    if (scope === null) return { reason: t.commands.notOnScreen };
    const log = removalLogOf(ctx.store, scope).data;
    return log && log.nextBefore !== null ? true : { reason: t.commands.nothingMore };
  },
  run: async ({ organizationId }, ctx) => {
    const scope = scopeShown(ctx, organizationId);
    // A failure shows on the screen, where the rows loaded so far stay.
    if (scope !== null) await loadMoreRemovals(ctx.store, ctx.api, scope).catch(() => undefined);
  },
});
