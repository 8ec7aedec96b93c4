import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { idParam } from '../../api/schemas/common';
import { taxonomyActiveBatch } from '../../api/schemas/taxonomies';
import { messages } from '../../messages';
import {
  discardTaxonomyDraft,
  setTemplateTaxonomies,
  taxonomyDraftChanges,
  templateTaxonomiesResource,
} from '../../state/templateTaxonomies';
import { failure } from '../shared/failure';
import { defineCommand, type Availability, type CommandContext } from '../types';
import { inTurn } from './inTurn';
import { sectionScreens, templateIdArg, templateOnScreen } from './pickers';

const t = messages.templateTaxonomies;

/** The states to save: those given, else the template's batch draft; a reason when there are none. */
function changesToSave(
  ctx: CommandContext,
  templateId: number,
  given: readonly { id: number; is_active: boolean }[] | undefined,
): { id: number; is_active: boolean }[] | { reason: string } {
  if (given) return [...given];
  const changes = taxonomyDraftChanges(ctx.store, templateId);
  if (changes === null) return { reason: t.reasons.noDraft };
  return changes.length > 0 ? changes : { reason: t.reasons.noChanges };
}

function maySave(args: Readonly<Record<string, unknown>>, ctx: CommandContext): Availability {
  if (Array.isArray(args.taxonomies)) return true;
  const templateId = idParam.safeParse(args.templateId);
  if (!templateId.success) return { reason: t.reasons.noDraft };
  const changes = changesToSave(ctx, templateId.data, undefined);
  return Array.isArray(changes) ? true : changes;
}

/**
 * Saves several taxonomies' states for a saved template in one call, all or nothing
 * (`PUT admin/meeting-templates/{id}/taxonomies/batch`): the list it is given, else the changes of the section's
 * batch draft ("Meerdere tegelijk wijzigen"). On success the draft ends and the list is the server's answer; on
 * failure nothing changed and the draft stays, to save again or cancel.
 */
export const saveAllTaxonomiesForTemplate = defineCommand({
  id: 'taxonomies.saveAllForTemplate',
  title: t.commands.saveAllForTemplate,
  group: 'taxonomies',
  keywords: ['taxonomieën opslaan', 'save taxonomies', 'alles opslaan', 'batch', 'taxonomie', 'template'],
  args: z.object({
    templateId: templateIdArg,
    taxonomies: taxonomyActiveBatch.shape.taxonomies.optional(),
  }),
  screenArgs: templateOnScreen,
  contexts: sectionScreens,
  calls: [endpoints.templateTaxonomies.batch],
  when: maySave,
  invalidates: ({ templateId }) => [templateTaxonomiesResource.at(templateId)],
  run: async ({ templateId, taxonomies }, ctx) => {
    const changes = changesToSave(ctx, templateId, taxonomies);
    if (!Array.isArray(changes)) throw new Error(changes.reason);
    let list;
    try {
      list = await inTurn(ctx, templateId, () =>
        ctx.api.call(endpoints.templateTaxonomies.batch, {
          params: { id: templateId },
          body: { taxonomies: changes },
        }),
      );
    } catch (cause) {
      throw failure(t.errors.update, cause);
    }
    setTemplateTaxonomies(ctx.store, templateId, list);
    if (!taxonomies) discardTaxonomyDraft(ctx.store, templateId);
    ctx.notify({ kind: 'success', message: t.done.savedAll });
  },
});
