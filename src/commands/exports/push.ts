import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { idParam } from '../../api/schemas/common';
import { messages } from '../../messages';
import { addQueuedPushes, exportPushesChanged } from '../../state/exports';
import { failure } from '../shared/failure';
import { defineCommand } from '../types';
import { summaryPicker, transcriptionPicker } from '../users/transcriptions';
import { onScreenUser, userIdArg, userPicker } from '../users/pickUser';

const t = messages.exports;

/**
 * "Verstuur naar export" on a summary (beyond the contract): queues its push through every active export
 * configuration of its owner's organisation whose templates match its meeting type
 * (`POST admin/export/summaries/{id}/push`, 202). The queued pushes show at once on the summary; their status
 * follows as the server's queue sends them. The palette asks for the user, the transcription and the summary
 * (transcriptions are the superuser's only).
 */
export const pushSummaryToExport = defineCommand({
  id: 'exports.push',
  title: t.commands.push,
  group: 'users',
  keywords: ['export', 'versturen', 'verzenden', 'push', 'hubspot', 'notion', 'crm', 'samenvatting'],
  // The summary is reached through the user's transcriptions, which are the superuser's only.
  calls: [endpoints.exports.push, endpoints.transcriptions.list],
  args: z.object({ userId: userIdArg, transcriptionId: idParam, summaryId: idParam }),
  argPickers: {
    userId: userPicker,
    transcriptionId: transcriptionPicker((item) => item.summaries.length > 0),
    summaryId: summaryPicker,
  },
  screenArgs: onScreenUser,
  contexts: ['userDetail'],
  invalidates: ({ summaryId }) => exportPushesChanged(summaryId),
  run: async ({ summaryId }, ctx) => {
    let queued;
    try {
      queued = await ctx.api.call(endpoints.exports.push, { params: { id: summaryId }, body: {} });
    } catch (cause) {
      throw failure(t.pushFailed, cause);
    }
    // Shown at once; the reload that follows brings their progress.
    addQueuedPushes(ctx.store, summaryId, queued.pushes);
    ctx.notify({ kind: 'success', message: queued.message || t.pushQueued(queued.pushes.length) });
  },
});
