import { z } from 'zod';
import { messages } from '../../messages';
import { loadMoreRemovals, removalLogOf } from '../../state/retention';
import { organizationIdArg } from '../organizations/pickOrganization';
import { defineCommand } from '../types';
import { removalLogShown, retentionOnScreen } from './shared';

const t = messages.retention;

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
    const scope = removalLogShown(ctx, organizationId);
    if (scope === null) return { reason: t.commands.notOnScreen };
    const log = removalLogOf(ctx.store, scope).data;
    return log && log.nextBefore !== null ? true : { reason: t.commands.nothingMore };
  },
  run: async ({ organizationId }, ctx) => {
    const scope = removalLogShown(ctx, organizationId);
    // A failure shows on the screen, where the rows loaded so far stay.
    if (scope !== null) await loadMoreRemovals(ctx.store, ctx.api, scope).catch(() => undefined);
  },
});
