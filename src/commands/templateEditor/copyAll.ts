import { messages } from '../../messages';
import { templateEditorAtom } from '../../state/templateDraft';
import { defineCommand } from '../types';
import { editorScreens } from './saving';
import { toTaggedText } from './taggedText';

const t = messages.templateEditor;

/** Kopieer Alles: the open editor's template (as it stands, saved or not) to the clipboard as tagged text. */
export const copyAll = defineCommand({
  id: 'templateEditor.copyAll',
  title: t.commands.copyAll,
  group: 'templates',
  keywords: ['copy all', 'kopieer alles', 'kopiëren', 'klembord', 'clipboard', 'template als tekst'],
  contexts: editorScreens,
  when: (_args, ctx) => (ctx.store.get(templateEditorAtom) ? true : { reason: t.reasons.noEditor }),
  run: async (_args, ctx) => {
    const editor = ctx.store.get(templateEditorAtom);
    if (!editor) throw new Error(t.reasons.noEditor);
    try {
      await ctx.copyText(toTaggedText(editor.draft));
    } catch (cause) {
      throw new Error(t.errors.copyFailed, { cause });
    }
    ctx.notify({ kind: 'success', message: t.done.copied });
  },
});
