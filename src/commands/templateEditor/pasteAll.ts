import { z } from 'zod';
import { messages } from '../../messages';
import { changeDraft, setPasting, templateEditorAtom } from '../../state/templateDraft';
import { defineCommand } from '../types';
import { editorScreens } from './saving';
import { parseTaggedText } from './taggedText';

const t = messages.templateEditor;

/**
 * Plak Alles: without text it opens the paste dialog of the open editor; with text (the dialog's) it reads the
 * tagged text into the editor's draft, every field replaced. Saving is a separate step.
 */
export const pasteAll = defineCommand({
  id: 'templateEditor.pasteAll',
  title: t.commands.pasteAll,
  group: 'templates',
  keywords: ['paste all', 'plak alles', 'plakken', 'klembord', 'clipboard', 'template invoegen', 'import'],
  args: z.object({ text: z.string().optional() }),
  contexts: editorScreens,
  when: (_args, ctx) => {
    const editor = ctx.store.get(templateEditorAtom);
    if (!editor) return { reason: t.reasons.noEditor };
    return editor.readOnly ? { reason: t.reasons.readOnly } : true;
  },
  run: ({ text }, ctx) => {
    if (text === undefined) {
      setPasting(ctx.store, true);
      return;
    }
    if (text.trim() === '') throw new Error(t.errors.pasteEmpty);
    const pasted = parseTaggedText(text);
    if (!pasted) throw new Error(t.errors.pasteNoTags);
    changeDraft(ctx.store, pasted);
    setPasting(ctx.store, false);
    ctx.notify({ kind: 'success', message: t.done.pasted });
  },
});
