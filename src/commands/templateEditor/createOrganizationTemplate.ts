import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { href, routes } from '../../state/routes';
import type { ScreenContext } from '../../state/screen';
import { templateDraft, templateEditorAtom, type EditorTarget } from '../../state/templateDraft';
import { templatesChanged } from '../../state/templates';
import { organizationIdArg, pickOrganization } from '../organizations/pickOrganization';
import { saveNewCommand } from '../shared/saveNew';
import { defineCommand } from '../types';
import { draftProblems, templateBody } from './body';
import { draftToSave, refuseInvalid, screenId } from './saving';
import { createFailure, sendDraft } from './sendDraft';

const t = messages.templateEditor;

/** The organisation on screen: its detail, or the organisation of a template editor. */
export function organizationOfScreen(screen: ScreenContext): { organizationId?: string } {
  const organizationId = screenId(
    screen,
    ['organizationDetail', 'organizationTemplateNew', 'organizationTemplateEdit'],
    'organizationId',
  );
  return organizationId ? { organizationId } : {};
}

/** Where saving an organisation template lands: the organisation's templates tab. */
export const afterOrganizationSave = (organizationId: number) =>
  href(routes.organizationDetail, { id: organizationId }, { tab: 'templates' });

/**
 * Creates an organisation template (`POST admin/organizations/{id}/meeting-types`, is_org_wide) from the draft
 * it is given (the dialog editor) or from the open new-template editor, then goes to the organisation's
 * templates tab. With no draft (from the palette elsewhere) it opens the new-template editor. Ctrl+S on that
 * editor is `saveNewOrganizationTemplate`.
 */
export const createOrganizationTemplate = defineCommand({
  id: 'templateEditor.createOrganizationTemplate',
  title: t.commands.createOrganizationTemplate,
  group: 'templates',
  keywords: ['new organization template', 'organisatietemplate aanmaken', 'template aanmaken', 'org-wide'],
  args: z.object({ organizationId: organizationIdArg, draft: templateDraft.optional() }),
  argPickers: { organizationId: pickOrganization },
  screenArgs: organizationOfScreen,
  contexts: ['organizationDetail'],
  invalidates: () => templatesChanged(),
  run: async ({ organizationId, draft: given }, ctx) => {
    const target: EditorTarget = { owner: 'organization', organizationId, templateName: null };
    const draft = draftToSave(ctx.store, given, target);
    if (!draft) {
      ctx.navigate(href(routes.organizationTemplateNew, { orgId: organizationId }));
      return;
    }
    refuseInvalid(draftProblems(draft));
    await sendDraft(ctx, {
      send: () =>
        ctx.api.call(endpoints.organizationTemplates.create, {
          params: { id: organizationId },
          body: templateBody(draft, 'organization'),
        }),
      saved: [target],
      failed: createFailure(ctx, [target]),
      done: messages.templates.created,
      then: afterOrganizationSave(organizationId),
    });
  },
});

/** Ctrl+S (⌘S) on the new organisation template's editor: creates the template from it. */
export const saveNewOrganizationTemplate = saveNewCommand(createOrganizationTemplate, {
  id: 'templateEditor.saveNewOrganizationTemplate',
  title: t.commands.saveNewOrganizationTemplate,
  screen: 'organizationTemplateNew',
  formOpen: (store) => {
    const target = store.get(templateEditorAtom)?.target;
    return target?.owner === 'organization' && target.templateName === null;
  },
});
