import { messages } from '../../messages';
import { href, routes } from '../../state/routes';
import { screenContextAtom } from '../../state/screen';
import { loadWorkerStatus } from '../../state/workers';
import { defineCommand } from '../types';
import { endpoints } from '../../api/endpoints';

/**
 * Asks the worker status again where it is shown (the worker screen, the dashboard's card); elsewhere it opens
 * the worker screen, which loads it. A failure shows where the status is shown, not as a second message.
 */
export const refreshWorkerStatus = defineCommand({
  id: 'workers.refresh',
  calls: [endpoints.workers.status],
  title: messages.workers.commands.refresh,
  group: 'operations',
  keywords: ['workers', 'wachtrij', 'verversen', 'refresh', 'reload', 'bijwerken'],
  contexts: ['workerStatus', 'dashboard'],
  run: async (_args, ctx) => {
    const { screen } = ctx.store.get(screenContextAtom);
    if (screen !== 'workerStatus' && screen !== 'dashboard') {
      ctx.navigate(href(routes.workerStatus));
      return;
    }
    await loadWorkerStatus(ctx.store, ctx.api).catch(() => undefined);
  },
});

export const workerCommands = [refreshWorkerStatus];
