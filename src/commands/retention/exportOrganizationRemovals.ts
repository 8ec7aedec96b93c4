import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { organizationIdArg, organizationOnScreen, pickOrganization } from '../organizations/pickOrganization';
import { failure } from '../shared/failure';
import { defineCommand } from '../types';
import { fileDate, retentionAvailable } from './shared';

const t = messages.retention;

/** Downloads an organisation's whole removal log as `verwijderlog-organisatie-{id}-{date}.csv`. */
export const exportOrganizationRemovals = defineCommand({
  id: 'organizations.exportRetentionRemovals',
  title: t.commands.exportOrganizationRemovals,
  group: 'organizations',
  keywords: ['verwijderlog', 'removal log', 'export', 'csv', 'bewaarbeleid', 'retention', 'download'],
  calls: [endpoints.retention.exportOrganizationRemovals],
  args: z.object({ organizationId: organizationIdArg }),
  argPickers: { organizationId: pickOrganization },
  screenArgs: organizationOnScreen,
  contexts: ['organizationDetail'],
  when: retentionAvailable,
  run: async ({ organizationId }, ctx) => {
    let file: Blob;
    try {
      file = await (
        await ctx.api.file(endpoints.retention.exportOrganizationRemovals, { params: { id: organizationId } })
      ).blob();
    } catch (cause) {
      throw failure(t.removals.exportFailed, cause);
    }
    const fileName = t.removals.fileName(organizationId, fileDate(new Date()));
    ctx.saveFile(file, fileName);
    ctx.notify({ kind: 'success', message: t.removals.exported(fileName) });
  },
});
