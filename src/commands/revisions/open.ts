import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { defineCommand } from '../types';
import {
  editorHrefOf,
  revisionScreens,
  showRevisionsSection,
  templateAvailable,
  templateIdArg,
  templateOnScreen,
  templatePicker,
} from './pickers';

const t = messages.revisions;

/**
 * Shows a saved template's REVISIES section: in the editor on screen, or by opening the template's editor
 * from the list on screen (a user's, an organisation's, the default templates).
 */
export const openRevisions = defineCommand({
  id: 'revisions.open',
  title: t.commands.open,
  group: 'templates',
  keywords: [
    'revisies',
    'revisions',
    'geschiedenis',
    'history',
    'versies',
    'versions',
    'template',
    'sjabloon',
  ],
  args: z.object({ templateId: templateIdArg }),
  argPickers: { templateId: templatePicker },
  screenArgs: templateOnScreen,
  contexts: revisionScreens,
  calls: [endpoints.revisions.list],
  when: templateAvailable,
  run: async ({ templateId }, ctx) => {
    showRevisionsSection(ctx, templateId, await editorHrefOf(ctx, templateId));
  },
});
