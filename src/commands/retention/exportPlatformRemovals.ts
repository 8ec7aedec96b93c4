import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { failure } from '../shared/failure';
import { defineCommand } from '../types';
import { fileDate, retentionAvailable } from './shared';

const t = messages.retention;

/** Downloads the whole removal log of the platform as `verwijderlog-{date}.csv`. */
export const exportPlatformRemovals = defineCommand({
  id: 'retention.exportRemovals',
  title: t.commands.exportPlatformRemovals,
  group: 'operations',
  keywords: ['verwijderlog', 'removal log', 'export', 'csv', 'bewaarbeleid', 'retention', 'download'],
  calls: [endpoints.retention.exportRemovals],
  contexts: ['retention'],
  when: retentionAvailable,
  run: async (_args, ctx) => {
    let file: Blob;
    try {
      file = await (await ctx.api.file(endpoints.retention.exportRemovals, {})).blob();
    } catch (cause) {
      throw failure(t.removals.exportFailed, cause);
    }
    const fileName = t.removals.fileName(null, fileDate(new Date()));
    ctx.saveFile(file, fileName);
    ctx.notify({ kind: 'success', message: t.removals.exported(fileName) });
  },
});
