import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import {
  resolveVersion,
  revisionDetails,
  showComparison,
  templateRevisions,
  type ComparedVersion,
} from '../../state/revisions';
import { defineCommand } from '../types';
import {
  comparedRevisionPicker,
  editorHrefOf,
  revisionIdArg,
  revisionScreens,
  showRevisionsSection,
  templateAvailable,
  templateIdArg,
  templateOnScreen,
  templatePicker,
} from './pickers';

const t = messages.revisions;

/**
 * The compare view of the REVISIES section: what changed between a revision and the template as it is now (its
 * newest revision), or another revision (`otherRevisionId`), field by field. The palette offers the revisions
 * before the current one, the previous first; the current one itself is compared with the previous. Loads both
 * revisions' details first (`GET …/revisions/{rev}`; "Revisie details konden niet worden geladen"), then shows the
 * comparison in the template's editor.
 */
export const compareRevision = defineCommand({
  id: 'revisions.compare',
  title: t.commands.compare,
  group: 'templates',
  keywords: ['vergelijken', 'compare', 'verschil', 'diff', 'revisie', 'revision', 'wijzigingen', 'changes'],
  args: z.object({
    templateId: templateIdArg,
    revisionId: revisionIdArg,
    /** Another revision to compare with; absent: the template as it is now. */
    otherRevisionId: revisionIdArg.optional(),
  }),
  argPickers: { templateId: templatePicker, revisionId: comparedRevisionPicker },
  screenArgs: templateOnScreen,
  contexts: revisionScreens,
  calls: [endpoints.revisions.list, endpoints.revisions.get],
  when: templateAvailable,
  run: async ({ templateId, revisionId: chosen, otherRevisionId }, ctx) => {
    const href = await editorHrefOf(ctx, templateId);
    const other: ComparedVersion = otherRevisionId ?? 'current';
    const pages = await templateRevisions(ctx.store, ctx.api, templateId);
    const otherId = resolveVersion(other, pages) ?? chosen;
    // The current version compared with itself shows nothing: it is compared with the revision before it instead,
    // which shows what it changed.
    const previous = pages.revisions[1]?.id;
    const revisionId =
      chosen === otherId && other === 'current' && previous !== undefined ? previous : chosen;
    await Promise.all([
      revisionDetails(ctx.store, ctx.api, templateId, revisionId),
      revisionDetails(ctx.store, ctx.api, templateId, otherId),
    ]);
    showComparison(ctx.store, templateId, { revisionId, other });
    showRevisionsSection(ctx, templateId, href);
  },
});
