import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { href, routes } from '../../state/routes';
import {
  defaultTemplateDraft,
  emptyDefaultDraft,
  markSaved,
  type DefaultTemplateDraft,
  type EditorTarget,
} from '../../state/templateDraft';
import { templatesChanged } from '../../state/templates';
import { failure } from '../shared/failure';
import { defineCommand } from '../types';
import { defaultDraftProblems, defaultTemplateBody } from './body';
import { draftToSave, refuseInvalid } from './saving';

const t = messages.templateEditor;
const tt = messages.templates;

const target: EditorTarget = { owner: 'default', id: null };

/** Where saving a default template lands (spec 2): the default templates list. */
export const afterDefaultSave = () => href(routes.defaultTemplates);

/**
 * Creates a default template (`POST admin/default-templates`) from the draft it is given or from the open
 * new default-template editor, then goes to the default templates. Without a draft it opens that editor.
 */
export const createDefaultTemplate = defineCommand({
  id: 'templateEditor.createDefaultTemplate',
  title: t.commands.createDefaultTemplate,
  group: 'templates',
  keywords: ['new default template', 'standaard template aanmaken', 'template aanmaken', 'default'],
  args: z.object({ draft: defaultTemplateDraft.optional() }),
  contexts: ['defaultTemplates', 'defaultTemplateNew'],
  invalidates: () => templatesChanged(),
  run: async ({ draft: given }, ctx) => {
    const draft = draftToSave(ctx.store, given, target);
    if (!draft) {
      ctx.navigate(href(routes.defaultTemplateNew));
      return;
    }
    const full: DefaultTemplateDraft = { ...emptyDefaultDraft, ...draft };
    refuseInvalid(defaultDraftProblems(full));
    try {
      await ctx.api.call(endpoints.defaultTemplates.create, { body: defaultTemplateBody(full) });
    } catch (cause) {
      throw failure(tt.defaultSaveFailed, cause);
    }
    markSaved(ctx.store, target);
    ctx.notify({ kind: 'success', message: tt.created });
    ctx.navigate(afterDefaultSave());
  },
});
