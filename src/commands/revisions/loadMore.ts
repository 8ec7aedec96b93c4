import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { idParam } from '../../api/schemas/common';
import { messages } from '../../messages';
import { hasMoreRevisions, loadMoreRevisions, revisionsAtom } from '../../state/revisions';
import { defineCommand } from '../types';
import { revisionScreens, templateIdArg, templateOnScreen } from './pickers';

const t = messages.revisions;

/**
 * "Meer laden" (20 at a time): the next older revisions below those listed. Only when a list is loaded and
 * has more; a failure shows in the section (the revisions loaded so far stay) and as a toast.
 */
export const loadMoreRevisionsCommand = defineCommand({
  id: 'revisions.loadMore',
  title: t.commands.loadMore,
  group: 'templates',
  keywords: ['meer laden', 'load more', 'oudere revisies', 'older revisions', 'revisies', 'volgende'],
  args: z.object({ templateId: templateIdArg }),
  screenArgs: templateOnScreen,
  contexts: revisionScreens,
  calls: [endpoints.revisions.list],
  when: ({ templateId }, ctx) => {
    const id = idParam.safeParse(templateId);
    const pages = id.success ? ctx.store.get(revisionsAtom)[id.data]?.data : null;
    return pages && hasMoreRevisions(pages) ? true : { reason: t.reasons.nothingMore };
  },
  recordRecent: false,
  run: async ({ templateId }, ctx) => {
    await loadMoreRevisions(ctx.store, ctx.api, templateId);
  },
});
