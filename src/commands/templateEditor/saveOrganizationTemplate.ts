import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import type { ScreenContext } from '../../state/screen';
import { templateDraft, type EditorTarget } from '../../state/templateDraft';
import { templatesChanged } from '../../state/templates';
import { organizationIdArg } from '../organizations/pickOrganization';
import { defineCommand } from '../types';
import { draftProblems, templateBody } from './body';
import { afterOrganizationSave } from './createOrganizationTemplate';
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

const target = (organizationId: number, templateName: string): EditorTarget => ({
  owner: 'organization',
  organizationId,
  templateName,
});

/** On an organisation template's editor: that organisation and template. */
function editedOnScreen(screen: ScreenContext): Record<string, string | undefined> {
  return screen.screen === 'organizationTemplateEdit'
    ? { organizationId: screen.ids.organizationId, templateName: screen.ids.templateName }
    : {};
}

/**
 * Saves an organisation template (`PUT admin/organizations/{id}/meeting-types/{name}`): the draft it is given
 * (the dialog editor) or the open editor's, then goes to the organisation's templates tab.
 */
export const saveOrganizationTemplate = defineCommand({
  id: 'templateEditor.saveOrganizationTemplate',
  title: t.commands.saveOrganizationTemplate,
  group: 'templates',
  keywords: ['save organization template', 'organisatietemplate opslaan', 'opslaan', 'bewaren'],
  args: z.object({
    organizationId: organizationIdArg,
    templateName: templateNameArg,
    draft: templateDraft.optional(),
  }),
  screenArgs: editedOnScreen,
  contexts: ['organizationTemplateEdit'],
  // Ctrl+S (⌘S) on its editor screen, also while typing in the editor's fields.
  keybinding: 'mod+s',
  allowInInputs: true,
  keybindingScope: 'organizationTemplateEdit',
  when: ({ organizationId, templateName, draft }, ctx) => {
    if (draft) return true;
    const known = typeof organizationId === 'number' && typeof templateName === 'string';
    return known && draftToSave(ctx.store, undefined, target(organizationId, templateName))
      ? changedSinceSaved(ctx.store, target(organizationId, templateName))
      : noDraftReason(ctx.store);
  },
  invalidates: () => templatesChanged(),
  run: async ({ organizationId, templateName, draft: given }, ctx) => {
    const draft = draftToSave(ctx.store, given, target(organizationId, templateName));
    if (!draft) throw new Error(t.reasons.notThisEditor);
    refuseInvalid(draftProblems(draft));
    await sendDraft(ctx, {
      send: () =>
        ctx.api.call(endpoints.organizationTemplates.update, {
          params: { id: organizationId, name: templateName },
          body: templateBody(draft, 'organization'),
        }),
      saved: [target(organizationId, templateName)],
      failed: (cause) => saveFailure(messages.templates.updateFailed, cause),
      done: messages.templates.updated,
      then: afterOrganizationSave(organizationId),
    });
  },
});
