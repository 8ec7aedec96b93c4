import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { updateLoadedTerms } from '../../state/taxonomies';
import { removeLocalTerm } from '../../state/taxonomyEditor';
import { failure } from '../shared/failure';
import { defineCommand } from '../types';
import { localTaxonomyReady, notifyTermChange, termsChanged } from './changes';
import {
  editorScreens,
  pickTaxonomy,
  taxonomyOnScreen,
  taxonomyRefArg,
  termFormOf,
  termIdArg,
  termPicker,
} from './pickTaxonomy';

const t = messages.taxonomies;

/**
 * Deletes a term after confirmation: on a saved taxonomy `DELETE admin/taxonomy-terms/{id}`, on a new
 * one from its local terms.
 */
export const deleteTerm = defineCommand({
  id: 'taxonomies.deleteTerm',
  title: t.commands.deleteTerm,
  group: 'taxonomies',
  keywords: ['term verwijderen', 'delete term', 'remove term', 'wissen'],
  calls: [endpoints.taxonomyTerms.delete],
  args: z.object({ taxonomyId: taxonomyRefArg, termId: termIdArg }),
  argPickers: { taxonomyId: pickTaxonomy, termId: termPicker(t.pickers.term) },
  screenArgs: taxonomyOnScreen,
  contexts: editorScreens,
  when: localTaxonomyReady,
  confirm: ({ taxonomyId, termId }, ctx) => ({
    title: t.confirm.deleteTermTitle,
    description: t.confirm.deleteTermDescription(termFormOf(ctx, taxonomyId, termId)),
    confirmLabel: t.confirm.deleteConfirm,
  }),
  invalidates: termsChanged,
  run: async ({ taxonomyId, termId }, ctx) => {
    const form = termFormOf(ctx, taxonomyId, termId);
    if (taxonomyId === 'new') {
      if (!removeLocalTerm(ctx.store, termId)) throw new Error(t.refusals.termNotFound);
    } else {
      // A temporary id belongs to a new taxonomy's local terms only.
      if (termId < 0) throw new Error(t.refusals.termNotFound);
      try {
        await ctx.api.call(endpoints.taxonomyTerms.delete, { params: { id: termId } });
      } catch (cause) {
        throw failure(t.deleteTermFailed, cause);
      }
      updateLoadedTerms(ctx.store, taxonomyId, (terms) => terms.filter((x) => x.id !== termId));
    }
    notifyTermChange(ctx, t.termDeleted(form));
  },
});
