import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { failure } from '../shared/failure';
import { defineCommand } from '../types';
import { monthArg, pickMonth, usageAvailable, usageMonthOnScreen } from './shared';

const t = messages.usage;

/**
 * Downloads the finance CSV of a month (`GET admin/usage/export?month=`): per organisation and model the
 * tokens and the cost. On the usage screen, the month it shows.
 */
export const exportUsageMonth = defineCommand({
  id: 'usage.exportMonth',
  title: t.commands.exportMonth,
  group: 'operations',
  keywords: ['export', 'csv', 'financiën', 'finance', 'factuur', 'invoice', 'kosten', 'cost', 'download'],
  calls: [endpoints.usage.export],
  args: z.object({ month: monthArg }),
  argPickers: { month: pickMonth },
  screenArgs: usageMonthOnScreen,
  contexts: ['usage'],
  when: usageAvailable,
  run: async ({ month }, ctx) => {
    let file: Blob;
    try {
      file = await (await ctx.api.file(endpoints.usage.export, { query: { month } })).blob();
    } catch (cause) {
      throw failure(t.exportFailed, cause);
    }
    const fileName = t.fileName(month);
    ctx.saveFile(file, fileName);
    ctx.notify({ kind: 'success', message: t.exported(fileName) });
  },
});
