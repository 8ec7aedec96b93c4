import { z } from 'zod';
import { errorMessage } from '../../api/errors';
import { endpoints } from '../../api/endpoints';
import type { AiModel } from '../../api/schemas/ai';
import { idParam } from '../../api/schemas/common';
import { messages } from '../../messages';
import { openAiDialog, startTemplateTest } from '../../state/ai';
import type { EditorDraft, EditorTarget } from '../../state/templateDraft';
import { failure } from '../shared/failure';
import { draftProblems, templateBody } from '../templateEditor/body';
import { editorScreens, refuseInvalid } from '../templateEditor/saving';
import { defineCommand, type CommandContext } from '../types';
import { answerFailure, generatorAvailability, modelArg, modelOrDefault, openEditorOf } from './editor';

const t = messages.templateGenerator;

/** The test body's template: the draft as it would be saved (organisation templates org-wide). */
const bodyOf = (draft: EditorDraft, target: EditorTarget) =>
  templateBody(draft, target.owner === 'organization' ? 'organization' : 'user');

/** Runs the draft on the transcription; answers the summary, or throws what went wrong. */
async function summaryOf(
  ctx: CommandContext,
  draft: EditorDraft,
  target: EditorTarget,
  transcriptionId: number,
  model: AiModel,
): Promise<string> {
  refuseInvalid(draftProblems(draft));
  let answer;
  try {
    answer = await ctx.api.call(endpoints.templateGenerator.test, {
      body: { transcription_id: transcriptionId, template: bodyOf(draft, target), model },
    });
  } catch (cause) {
    throw failure(t.errors.testFailed, cause);
  }
  if (answer.status !== 'success') throw answerFailure(t.errors.testFailed, answer);
  const summary = answer.summary?.trim();
  if (!summary) throw new Error(t.errors.noSummary);
  return answer.summary!;
}

/**
 * Test (`POST admin/templates/test`, beyond the contract): runs the template as it is in the open editor, unsaved
 * changes included, on one transcription and shows the model's summary in the test dialog; nothing is saved.
 * Without a transcription (the button, the palette) it opens that dialog, where the transcription (of the
 * template's user, or of a user picked first) and the model are chosen. Transcriptions are the superuser's only,
 * so the command is too: `calls` leaves it out for every other role.
 */
export const testTemplate = defineCommand({
  id: 'templates.test',
  title: t.commands.test,
  group: 'templates',
  keywords: ['test', 'testen', 'uitproberen', 'proberen', 'samenvatting', 'transcriptie', 'ai', 'model'],
  args: z.object({ transcriptionId: idParam.optional(), model: modelArg }),
  contexts: editorScreens,
  calls: [endpoints.templateGenerator.test],
  when: (_args, ctx) => {
    const available = generatorAvailability(ctx.store);
    if (available !== true) return available;
    return openEditorOf(ctx.store) ? true : { reason: t.reasons.noEditor };
  },
  run: async ({ transcriptionId, model }, ctx) => {
    const editor = openEditorOf(ctx.store);
    if (!editor) throw new Error(t.reasons.noEditor);
    openAiDialog(ctx.store, 'test', editor.key);
    if (transcriptionId === undefined) return;
    const chosen = modelOrDefault(model);
    const settle = startTemplateTest(ctx.store, { editorKey: editor.key, transcriptionId, model: chosen });
    try {
      settle({ summary: await summaryOf(ctx, editor.draft, editor.target, transcriptionId, chosen) });
    } catch (error) {
      settle({ error: errorMessage(error) });
      throw error;
    }
  },
});
