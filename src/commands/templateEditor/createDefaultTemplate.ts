import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { href, routes } from '../../state/routes';
import { defaultTemplateDraft, type EditorTarget } from '../../state/templateDraft';
import { templatesChanged } from '../../state/templates';
import { defineCommand } from '../types';
import { draftToSave } from './saving';
import { sendDefaultDraft } from './sendDraft';

const t = messages.templateEditor;

const target: EditorTarget = { owner: 'default', id: null };

/**
 * Creates a default template (`POST admin/default-templates`) from the draft it is given or from the open
 * new default-template editor, then goes to the default templates. Without a draft it opens that editor.
 */
export const createDefaultTemplate = defineCommand({
  id: 'templateEditor.createDefaultTemplate',
  calls: [endpoints.defaultTemplates.create],
  title: t.commands.createDefaultTemplate,
  group: 'templates',
  keywords: ['new default template', 'standaard template aanmaken', 'template aanmaken', 'default'],
  args: z.object({ draft: defaultTemplateDraft.optional() }),
  contexts: ['defaultTemplates', 'defaultTemplateNew'],
  // Ctrl+S (⌘S) on its editor screen, also while typing in the editor's fields.
  keybinding: 'mod+s',
  allowInInputs: true,
  keybindingScope: 'defaultTemplateNew',
  invalidates: () => templatesChanged(),
  run: async ({ draft: given }, ctx) => {
    const draft = draftToSave(ctx.store, given, target);
    if (!draft) {
      ctx.navigate(href(routes.defaultTemplateNew));
      return;
    }
    await sendDefaultDraft(
      ctx,
      draft,
      target,
      (body) => ctx.api.call(endpoints.defaultTemplates.create, { body }),
      messages.templates.created,
    );
  },
});
