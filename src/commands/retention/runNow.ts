import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { removalLogResource } from '../../state/retention';
import { failure } from '../shared/failure';
import { defineCommand } from '../types';
import { retentionAvailable } from './shared';

const t = messages.retention;

/**
 * Queues a removal run now (`POST admin/retention/run`, 202) instead of waiting for the schedule, after a
 * confirmation: it removes what has expired everywhere. The removal logs reload when next shown.
 */
export const runRetentionNow = defineCommand({
  id: 'retention.runNow',
  title: t.commands.runNow,
  group: 'operations',
  keywords: [
    'verwijderronde',
    'nu verwijderen',
    'run now',
    'retention',
    'bewaarbeleid',
    'opschonen',
    'purge',
  ],
  calls: [endpoints.retention.runNow],
  contexts: ['retention'],
  when: retentionAvailable,
  confirm: {
    title: t.confirm.runTitle,
    description: t.confirm.runDescription,
    confirmLabel: t.confirm.runConfirm,
  },
  invalidates: () => [removalLogResource.at()],
  run: async (_args, ctx) => {
    let answer;
    try {
      answer = await ctx.api.call(endpoints.retention.runNow, {});
    } catch (cause) {
      throw failure(t.runFailed, cause);
    }
    ctx.notify({ kind: 'success', message: answer.message.trim() || t.runStarted });
  },
});
