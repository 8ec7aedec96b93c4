import { z } from 'zod';
import { messages } from '../../messages';
import { loadRemovalLog } from '../../state/retention';
import { organizationIdArg } from '../organizations/pickOrganization';
import { defineCommand } from '../types';
import { removalLogShown, retentionOnScreen } from './shared';

const t = messages.retention;

/** Reloads the removal log on screen from its newest row (after a run: what it removed). */
export const refreshRetentionRemovals = defineCommand({
  id: 'retention.refreshRemovals',
  title: t.commands.refreshRemovals,
  group: 'organizations',
  keywords: ['verversen', 'refresh', 'reload', 'verwijderlog', 'removal log', 'opnieuw laden'],
  args: z.object({ organizationId: organizationIdArg.optional() }),
  screenArgs: retentionOnScreen,
  contexts: ['organizationDetail', 'retention'],
  recordRecent: false,
  when: ({ organizationId }, ctx) =>
    removalLogShown(ctx, organizationId) === null ? { reason: t.commands.notOnScreen } : true,
  run: async ({ organizationId }, ctx) => {
    const scope = removalLogShown(ctx, organizationId);
    // A failure shows on the screen, where the rows loaded so far stay.
    if (scope !== null) await loadRemovalLog(ctx.store, ctx.api, scope).catch(() => undefined);
  },
});
