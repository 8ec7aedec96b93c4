import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { idParam } from '../../api/schemas/common';
import { messages } from '../../messages';
import { openAiDialog } from '../../state/ai';
import { revisionsResource } from '../../state/revisions';
import {
  defaultDraftOf,
  draftOf,
  hasUnsavedChanges,
  openEditor,
  templateEditorAtom,
  type OpenEditor,
} from '../../state/templateDraft';
import { loadTemplate, templatesChanged } from '../../state/templates';
import { failure } from '../shared/failure';
import { defineCommand, type Availability, type CommandContext } from '../types';
import {
  addressOf,
  answerFailure,
  generatorAvailability,
  isSavedTarget,
  modelArg,
  modelOrDefault,
  openEditorOf,
  savedEditorScreens,
  savedTemplateOnScreen,
} from './editor';

const t = messages.templateGenerator;

/**
 * Whether AI Update can run: a saved template open in an editor that may change it, a server with a model,
 * and no unsaved changes. AI Update rewrites the template as saved on the server and the editor then shows
 * the result, so unsaved edits would be lost: it refuses (with the reason on the button and in the palette)
 * until they are saved or undone, rather than asking to throw them away.
 */
function mayUpdate(args: Readonly<Record<string, unknown>>, ctx: CommandContext): Availability {
  const available = generatorAvailability(ctx.store);
  if (available !== true) return available;
  const editor = openEditorOf(ctx.store);
  const templateId = idParam.safeParse(args.templateId);
  if (!editor || editor.readOnly || !isSavedTarget(editor.target) || !templateId.success)
    return { reason: t.reasons.noSavedTemplate };
  return hasUnsavedChanges(editor) ? { reason: t.reasons.unsavedChanges } : true;
}

/** The editor shows the template as the server now has it, without unsaved changes. */
async function reloadIntoEditor(ctx: CommandContext, editor: OpenEditor): Promise<void> {
  const address = addressOf(editor.target);
  if (!address) return;
  const fresh = await loadTemplate(ctx.store, ctx.api, address);
  if (ctx.store.get(templateEditorAtom)?.key !== editor.key) return;
  const draft = editor.target.owner === 'default' ? defaultDraftOf(fresh) : draftOf(fresh);
  openEditor(ctx.store, { key: editor.key, target: editor.target, readOnly: editor.readOnly, draft });
}

/**
 * AI Update (`PUT admin/templates/{id}/update-with-feedback`; feedback required, edit mode only): the model
 * rewrites the saved template from the feedback; the server saves it as a new revision. Without feedback (the
 * button, the palette) it opens the dialog that asks for feedback and a model. On success the editor shows the
 * template again as saved; the dialog closes 2 seconds later.
 */
export const aiUpdate = defineCommand({
  id: 'templates.aiUpdate',
  title: t.commands.aiUpdate,
  group: 'templates',
  keywords: ['ai update', 'ai', 'feedback', 'bijwerken', 'herschrijven', 'verbeteren', 'model', 'claude'],
  args: z.object({ templateId: idParam, feedback: z.string().optional(), model: modelArg }),
  screenArgs: savedTemplateOnScreen,
  contexts: savedEditorScreens,
  calls: [endpoints.templateGenerator.updateWithFeedback],
  when: mayUpdate,
  // The template and its lists, and its REVISIES: the server saved the rewrite as a new revision.
  invalidates: ({ templateId }) => [revisionsResource.at(templateId), ...templatesChanged()],
  run: async ({ templateId, feedback, model }, ctx) => {
    const editor = openEditorOf(ctx.store);
    if (!editor) throw new Error(t.reasons.noSavedTemplate);
    if (feedback === undefined) {
      openAiDialog(ctx.store, 'update', editor.key);
      return;
    }
    if (feedback.trim() === '') throw new Error(t.errors.feedbackRequired);
    let answer;
    try {
      answer = await ctx.api.call(endpoints.templateGenerator.updateWithFeedback, {
        params: { id: templateId },
        body: { feedback: feedback.trim(), model: modelOrDefault(model) },
      });
    } catch (cause) {
      throw failure(t.errors.updateFailed, cause);
    }
    if (answer.status !== 'success') throw answerFailure(t.errors.updateFailed, answer);
    await reloadIntoEditor(ctx, editor);
    ctx.notify({ kind: 'success', message: t.done.updated });
  },
});
