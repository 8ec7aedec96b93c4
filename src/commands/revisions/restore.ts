import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { idParam } from '../../api/schemas/common';
import { RESTORE_REASON_MAX, type TemplateRevision } from '../../api/schemas/revisions';
import { messages } from '../../messages';
import { hasUnsavedEditsOf, revisionsResource, showRestoredTemplate } from '../../state/revisions';
import { templatesChanged } from '../../state/templates';
import type { ToastUndo } from '../../state/toasts';
import { failure } from '../shared/failure';
import { textPicker } from '../shared/textPicker';
import { defineCommand, type Availability, type CommandContext } from '../types';
import {
  revisionIdArg,
  revisionPicker,
  revisionScreens,
  templateAvailable,
  templateIdArg,
  templateOnScreen,
  templatePicker,
} from './pickers';

const t = messages.revisions;
const RESTORE = 'revisions.restore';

/** The restore reason is required, non-empty after trimming; the problem's text, or null. */
export function restoreReasonProblem(reason: string): string | null {
  return reason.trim() === '' ? t.errors.reasonRequired : null;
}

/**
 * Not over unsaved changes: restoring replaces every field of the template, and the edits in the editor on screen
 * would be lost. Saved first, they become a revision themselves (the undo brings them back).
 */
function mayRestore(args: Readonly<Record<string, unknown>>, ctx: CommandContext): Availability {
  const available = templateAvailable(args, ctx);
  if (available !== true) return available;
  const templateId = idParam.safeParse(args.templateId);
  if (templateId.success && hasUnsavedEditsOf(ctx.store, templateId.data))
    return { reason: t.reasons.unsaved };
  return true;
}

/** The template's newest revision now (the one the undo restores), asked fresh: a list loaded earlier may be old. */
async function newestRevision(
  ctx: CommandContext,
  templateId: number,
): Promise<TemplateRevision | undefined> {
  try {
    const page = await ctx.api.call(endpoints.revisions.list, {
      params: { id: templateId },
      query: { limit: 1, offset: 0 },
    });
    return page.revisions[0];
  } catch (cause) {
    throw failure(t.errors.load, cause);
  }
}

/**
 * Restores a revision: it needs a reason and creates a new revision from the chosen one
 * (`POST admin/templates/{id}/revisions/{rev}/restore`). The editor on screen then shows the restored fields (it
 * may not have unsaved changes), and the toast offers to undo: restoring the revision that was the newest before,
 * with the reason "Ongedaan maken van herstel".
 */
export const restoreRevision = defineCommand({
  id: RESTORE,
  title: t.commands.restore,
  group: 'templates',
  keywords: ['herstellen', 'restore', 'terugzetten', 'revert', 'revisie', 'revision', 'vorige versie'],
  args: z.object({
    templateId: templateIdArg,
    revisionId: revisionIdArg,
    reason: z.string().max(RESTORE_REASON_MAX),
  }),
  argPickers: {
    templateId: templatePicker,
    revisionId: revisionPicker,
    reason: textPicker(t.pickers.reason, t.pickers.restoreWithReason),
  },
  screenArgs: templateOnScreen,
  contexts: revisionScreens,
  calls: [endpoints.revisions.restore, endpoints.revisions.list],
  when: mayRestore,
  invalidates: ({ templateId }) => [revisionsResource.at(templateId), ...templatesChanged()],
  run: async ({ templateId, revisionId, reason }, ctx) => {
    const problem = restoreReasonProblem(reason);
    if (problem) throw new Error(problem);
    const before = await newestRevision(ctx, templateId);
    let answer;
    try {
      answer = await ctx.api.call(endpoints.revisions.restore, {
        params: { id: templateId, rev: revisionId },
        body: { reason: reason.trim() },
      });
    } catch (cause) {
      throw failure(t.errors.restore, cause);
    }
    await showRestoredTemplate(ctx.store, ctx.api, templateId, answer.template);
    const undo: ToastUndo | undefined =
      before && before.id !== revisionId
        ? { commandId: RESTORE, args: { templateId, revisionId: before.id, reason: t.undoReason } }
        : undefined;
    ctx.notify({ kind: 'success', message: t.done.restored, ...(undo ? { undo } : {}) });
  },
});
