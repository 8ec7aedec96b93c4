import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { href, routes } from '../../state/routes';
import type { ScreenContext } from '../../state/screen';
import { templateDraft, templateEditorAtom, type EditorTarget } from '../../state/templateDraft';
import { templatesChanged } from '../../state/templates';
import { userIdArg, userPicker } from '../users/pickUser';
import { saveNewCommand } from '../shared/saveNew';
import { defineCommand } from '../types';
import { draftProblems, templateBody } from './body';
import { draftToSave, refuseInvalid, screenId } from './saving';
import { createFailure, sendDraft } from './sendDraft';

const t = messages.templateEditor;

/** The user on screen: the user detail, or the user of a user-template editor. */
export function userOfScreen(screen: ScreenContext): { userId?: string } {
  const userId = screenId(screen, ['userDetail', 'userTemplateNew', 'userTemplateEdit'], 'userId');
  return userId ? { userId } : {};
}

/** Where saving a user template lands: the user's templates tab. */
export const afterUserSave = (userId: number) =>
  href(routes.userDetail, { id: userId }, { tab: 'templates' });

/**
 * Creates a personal template (`POST admin/users/{id}/meeting-types`) from the draft it is given (the dialog
 * editor) or from the open new-template editor, then goes to the user's templates tab. With no draft at all
 * (from the palette elsewhere) it opens the new-template editor for the user. Ctrl+S on that editor is
 * `saveNewUserTemplate`.
 */
export const createUserTemplate = defineCommand({
  id: 'templateEditor.createUserTemplate',
  title: t.commands.createUserTemplate,
  group: 'templates',
  keywords: ['new template', 'create template', 'template aanmaken', 'persoonlijk template', 'meeting type'],
  args: z.object({ userId: userIdArg, draft: templateDraft.optional() }),
  argPickers: { userId: userPicker },
  screenArgs: userOfScreen,
  contexts: ['userDetail'],
  invalidates: () => templatesChanged(),
  run: async ({ userId, draft: given }, ctx) => {
    const target: EditorTarget = { owner: 'user', userId, templateName: null };
    const unassigned: EditorTarget = { owner: 'user', userId: null, templateName: null };
    const draft = draftToSave(ctx.store, given, target, unassigned);
    if (!draft) {
      ctx.navigate(href(routes.userTemplateNew, undefined, { userId }));
      return;
    }
    refuseInvalid(draftProblems(draft));
    const saved = [target, unassigned];
    await sendDraft(ctx, {
      send: () =>
        ctx.api.call(endpoints.userTemplates.create, {
          params: { id: userId },
          body: templateBody(draft, 'user'),
        }),
      saved,
      failed: createFailure(ctx, saved),
      done: messages.templates.created,
      then: afterUserSave(userId),
    });
  },
});

/** Ctrl+S (⌘S) on the new personal template's editor: creates the template from it. */
export const saveNewUserTemplate = saveNewCommand(createUserTemplate, {
  id: 'templateEditor.saveNewUserTemplate',
  title: t.commands.saveNewUserTemplate,
  screen: 'userTemplateNew',
  formOpen: (store) => {
    const target = store.get(templateEditorAtom)?.target;
    return target?.owner === 'user' && target.templateName === null;
  },
});
