import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { closeAiDialog, openAiDialog } from '../../state/ai';
import { changeDraft } from '../../state/templateDraft';
import { failure } from '../shared/failure';
import { readComplexity } from '../templateEditor/taggedText';
import { defineCommand, type Availability, type CommandContext } from '../types';
import {
  answerFailure,
  generatorAvailability,
  isNewTarget,
  modelArg,
  modelOrDefault,
  newEditorScreens,
  openEditorOf,
} from './editor';

const t = messages.templateGenerator;

function mayGenerate(_args: unknown, ctx: CommandContext): Availability {
  const available = generatorAvailability(ctx.store);
  if (available !== true) return available;
  const editor = openEditorOf(ctx.store);
  return editor && !editor.readOnly && isNewTarget(editor.target)
    ? true
    : { reason: t.reasons.noNewTemplate };
}

/**
 * Drafts a new template from a short description (`POST admin/generate-template`): the model's title,
 * description, content and complexity go into the open new-template editor's draft; nothing is saved (the user
 * reviews it and presses Opslaan). Without a description (the button, the palette) it opens the dialog that
 * asks for one and a model.
 */
export const generateTemplate = defineCommand({
  id: 'templates.generate',
  title: t.commands.generate,
  group: 'templates',
  keywords: ['generate template', 'genereren', 'ai', 'concept', 'nieuw template', 'model', 'claude'],
  args: z.object({ description: z.string().optional(), model: modelArg }),
  contexts: newEditorScreens,
  calls: [endpoints.templateGenerator.generate],
  when: mayGenerate,
  run: async ({ description, model }, ctx) => {
    const editor = openEditorOf(ctx.store);
    if (!editor) throw new Error(t.reasons.noNewTemplate);
    if (description === undefined) {
      openAiDialog(ctx.store, 'generate', editor.key);
      return;
    }
    if (description.trim() === '') throw new Error(t.errors.descriptionRequired);
    let answer;
    try {
      answer = await ctx.api.call(endpoints.templateGenerator.generate, {
        body: { description: description.trim(), model: modelOrDefault(model) },
      });
    } catch (cause) {
      throw failure(t.errors.generateFailed, cause);
    }
    const drafted = answer.template;
    if (answer.status !== 'success' || !drafted) throw answerFailure(t.errors.generateFailed, answer);
    changeDraft(
      ctx.store,
      {
        title: drafted.title,
        description: drafted.description ?? '',
        content: drafted.content,
        complexity: readComplexity(drafted.complexity),
      },
      editor.key,
    );
    closeAiDialog(ctx.store, 'generate');
    ctx.notify({ kind: 'success', message: t.done.generated });
  },
});
