import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { href, routes } from '../../state/routes';
import { defaultTemplateDraft, templateEditorAtom, type EditorTarget } from '../../state/templateDraft';
import { templatesChanged } from '../../state/templates';
import { saveNewCommand } from '../shared/saveNew';
import { defineCommand } from '../types';
import { draftToSave } from './saving';
import { sendDefaultDraft } from './sendDraft';

const t = messages.templateEditor;

const target: EditorTarget = { owner: 'default', id: null };

/**
 * Creates a default template (`POST admin/default-templates`) from the draft it is given or from the open
 * new default-template editor, then goes to the default templates. Without a draft it opens that editor.
 * Ctrl+S on that editor is `saveNewDefaultTemplate`.
 */
export const createDefaultTemplate = defineCommand({
  id: 'templateEditor.createDefaultTemplate',
  calls: [endpoints.defaultTemplates.create],
  title: t.commands.createDefaultTemplate,
  group: 'templates',
  keywords: ['new default template', 'standaard template aanmaken', 'template aanmaken', 'default'],
  args: z.object({ draft: defaultTemplateDraft.optional() }),
  contexts: ['defaultTemplates'],
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

/** Ctrl+S (⌘S) on the new default template's editor: creates the template from it. */
export const saveNewDefaultTemplate = saveNewCommand(createDefaultTemplate, {
  id: 'templateEditor.saveNewDefaultTemplate',
  title: t.commands.saveNewDefaultTemplate,
  screen: 'defaultTemplateNew',
  formOpen: (store) => {
    const target = store.get(templateEditorAtom)?.target;
    return target?.owner === 'default' && target.id === null;
  },
});
