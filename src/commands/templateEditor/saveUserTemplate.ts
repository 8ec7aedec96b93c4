import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import type { ScreenContext } from '../../state/screen';
import { templateDraft, type EditorTarget } from '../../state/templateDraft';
import { templatesChanged } from '../../state/templates';
import { userIdArg } from '../users/pickUser';
import { defineCommand } from '../types';
import { draftProblems, templateBody } from './body';
import { afterUserSave } from './createUserTemplate';
import {
  changedSinceSaved,
  draftToSave,
  noDraftReason,
  refuseInvalid,
  saveFailure,
  templateNameArg,
} from './saving';
import { sendDraft } from './sendDraft';

const t = messages.templateEditor;

const target = (userId: number, templateName: string): EditorTarget => ({
  owner: 'user',
  userId,
  templateName,
});

/** On a user template's editor: that user and template. */
function editedOnScreen(screen: ScreenContext): Record<string, string | undefined> {
  return screen.screen === 'userTemplateEdit'
    ? { userId: screen.ids.userId, templateName: screen.ids.templateName }
    : {};
}

/**
 * Saves a personal template (`PUT admin/users/{id}/meeting-types/{name}`): the draft it is given (the dialog
 * editor) or the open editor's, then goes to the user's templates tab.
 */
export const saveUserTemplate = defineCommand({
  id: 'templateEditor.saveUserTemplate',
  title: t.commands.saveUserTemplate,
  group: 'templates',
  keywords: ['save template', 'template opslaan', 'opslaan', 'bewaren', 'persoonlijk template'],
  args: z.object({ userId: userIdArg, templateName: templateNameArg, draft: templateDraft.optional() }),
  screenArgs: editedOnScreen,
  contexts: ['userTemplateEdit'],
  // Ctrl+S (⌘S) on its editor screen, also while typing in the editor's fields.
  keybinding: 'mod+s',
  allowInInputs: true,
  keybindingScope: 'userTemplateEdit',
  when: ({ userId, templateName, draft }, ctx) => {
    if (draft) return true;
    const known = typeof userId === 'number' && typeof templateName === 'string';
    return known && draftToSave(ctx.store, undefined, target(userId, templateName))
      ? changedSinceSaved(ctx.store, target(userId, templateName))
      : noDraftReason(ctx.store);
  },
  invalidates: () => templatesChanged(),
  run: async ({ userId, templateName, draft: given }, ctx) => {
    const draft = draftToSave(ctx.store, given, target(userId, templateName));
    if (!draft) throw new Error(t.reasons.notThisEditor);
    refuseInvalid(draftProblems(draft));
    await sendDraft(ctx, {
      send: () =>
        ctx.api.call(endpoints.userTemplates.update, {
          params: { id: userId, templateId: templateName },
          body: templateBody(draft, 'user'),
        }),
      saved: [target(userId, templateName)],
      failed: (cause) => saveFailure(messages.templates.updateFailed, cause),
      done: messages.templates.updated,
      then: afterUserSave(userId),
    });
  },
});
