import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { idParam } from '../../api/schemas/common';
import { messages } from '../../messages';
import type { ScreenContext } from '../../state/screen';
import { defaultTemplateDraft, type EditorTarget } from '../../state/templateDraft';
import { templatesChanged } from '../../state/templates';
import { defineCommand } from '../types';
import { changedSinceSaved, draftToSave, noDraftReason } from './saving';
import { sendDefaultDraft } from './sendDraft';

const t = messages.templateEditor;

const target = (id: number): EditorTarget => ({ owner: 'default', id });

/** On a default template's editor: that template. */
function editedOnScreen(screen: ScreenContext): Record<string, string | undefined> {
  return screen.screen === 'defaultTemplateEdit' ? { templateId: screen.ids.templateId } : {};
}

/**
 * Saves a default template (`PUT admin/default-templates/{id}`): the draft it is given or the open editor's,
 * then goes to the default templates.
 */
export const saveDefaultTemplate = defineCommand({
  id: 'templateEditor.saveDefaultTemplate',
  calls: [endpoints.defaultTemplates.update],
  title: t.commands.saveDefaultTemplate,
  group: 'templates',
  keywords: ['save default template', 'standaard template opslaan', 'opslaan', 'bewaren'],
  args: z.object({ templateId: idParam, draft: defaultTemplateDraft.optional() }),
  screenArgs: editedOnScreen,
  contexts: ['defaultTemplateEdit'],
  // Ctrl+S (⌘S) on its editor screen, also while typing in the editor's fields.
  keybinding: 'mod+s',
  allowInInputs: true,
  keybindingScope: 'defaultTemplateEdit',
  when: ({ templateId, draft }, ctx) => {
    if (draft) return true;
    return typeof templateId === 'number' && draftToSave(ctx.store, undefined, target(templateId))
      ? changedSinceSaved(ctx.store, target(templateId))
      : noDraftReason(ctx.store);
  },
  invalidates: () => templatesChanged(),
  run: async ({ templateId, draft: given }, ctx) => {
    const draft = draftToSave(ctx.store, given, target(templateId));
    if (!draft) throw new Error(t.reasons.notThisEditor);
    await sendDefaultDraft(
      ctx,
      draft,
      target(templateId),
      (body) => ctx.api.call(endpoints.defaultTemplates.update, { params: { id: templateId }, body }),
      messages.templates.updated,
    );
  },
});
