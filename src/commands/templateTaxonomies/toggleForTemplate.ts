import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { idParam } from '../../api/schemas/common';
import { messages } from '../../messages';
import {
  confirmTaxonomyState,
  knownTemplateTaxonomies,
  showPendingState,
  shownTaxonomyState,
  taxonomyDraftAtom,
  taxonomyDraftOf,
  templateTaxonomies,
  templateTaxonomiesResource,
} from '../../state/templateTaxonomies';
import { failure } from '../shared/failure';
import { defineCommand, type Availability, type CommandContext } from '../types';
import { inTurn } from './inTurn';
import {
  sectionScreens,
  taxonomyIdArg,
  taxonomyPicker,
  templateIdArg,
  templateOnScreen,
  templatePickableHere,
  templatePicker,
} from './pickers';

const t = messages.templateTaxonomies;

/** Whether the taxonomy can be switched for the template, as far as loaded (no calls). */
function mayToggle(args: Readonly<Record<string, unknown>>, ctx: CommandContext): Availability {
  const templateId = idParam.safeParse(args.templateId);
  if (!templateId.success) return templatePickableHere(ctx) ? true : { reason: t.reasons.noTemplate };
  if (taxonomyDraftOf(ctx.store.get(taxonomyDraftAtom), templateId.data))
    return { reason: t.reasons.draftOpen };
  const taxonomyId = idParam.safeParse(args.taxonomyId);
  const known = knownTemplateTaxonomies(ctx.store, templateId.data);
  if (taxonomyId.success && known && !known.some((taxonomy) => taxonomy.id === taxonomyId.data))
    return { reason: t.reasons.notListed };
  return true;
}

/** The state to save: the one given, else the opposite of what the taxonomy has now (loaded fresh). */
async function wantedState(
  ctx: CommandContext,
  templateId: number,
  taxonomyId: number,
  given: boolean | undefined,
): Promise<boolean> {
  if (given !== undefined) return given;
  const list = await templateTaxonomies(ctx.store, ctx.api, templateId);
  const now =
    shownTaxonomyState(ctx.store, templateId, taxonomyId) ??
    list.find((taxonomy) => taxonomy.id === taxonomyId)?.is_active;
  if (now === undefined) throw new Error(t.reasons.notListed);
  return !now;
}

/**
 * Sets one taxonomy's state for a saved template (`PUT admin/meeting-templates/{id}/taxonomies/{taxId}`). The
 * switch shows the new state at once; a failure puts the previous one back. Without `is_active` (the palette) it
 * switches the taxonomy to the other state.
 */
export const toggleTaxonomyForTemplate = defineCommand({
  id: 'taxonomies.toggleForTemplate',
  title: t.commands.toggleForTemplate,
  group: 'taxonomies',
  keywords: [
    'taxonomie',
    'taxonomy',
    'taxonomieën',
    'inschakelen',
    'uitschakelen',
    'activeren',
    'toggle',
    'template',
    'termen',
  ],
  args: z.object({
    templateId: templateIdArg,
    taxonomyId: taxonomyIdArg,
    is_active: z.boolean().optional(),
  }),
  argPickers: { templateId: templatePicker, taxonomyId: taxonomyPicker },
  screenArgs: templateOnScreen,
  contexts: sectionScreens,
  calls: [endpoints.templateTaxonomies.set, endpoints.templateTaxonomies.list],
  when: mayToggle,
  invalidates: ({ templateId }) => [templateTaxonomiesResource.at(templateId)],
  run: async ({ templateId, taxonomyId, is_active }, ctx) => {
    const active = await wantedState(ctx, templateId, taxonomyId, is_active);
    const settled = showPendingState(ctx.store, templateId, taxonomyId, active);
    try {
      const answer = await inTurn(ctx, templateId, () =>
        ctx.api.call(endpoints.templateTaxonomies.set, {
          params: { id: templateId, taxId: taxonomyId },
          body: { is_active: active },
        }),
      );
      confirmTaxonomyState(ctx.store, templateId, answer.taxonomy_id, answer.is_active);
    } catch (cause) {
      throw failure(t.errors.update, cause);
    } finally {
      settled();
    }
    ctx.notify({ kind: 'success', message: t.done.toggled });
  },
});
