import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import type { TaxonomyTerm } from '../../api/schemas/taxonomies';
import { messages } from '../../messages';
import { byCorrectForm, updateLoadedTerms } from '../../state/taxonomies';
import { addLocalTerms } from '../../state/taxonomyEditor';
import { failure } from '../shared/failure';
import { textPicker } from '../shared/textPicker';
import { defineCommand } from '../types';
import { localTaxonomyReady, notifyTermChange, termsChanged } from './changes';
import { editorScreens, knownTermsOf, pickTaxonomy, taxonomyOnScreen, taxonomyRefArg } from './pickTaxonomy';
import { alternativesArg, correctFormArg, refuseDuplicate, termOf } from './termInput';

const t = messages.taxonomies;

/**
 * Adds a term (a correct form and its alternatives). On a saved taxonomy it goes to the server at once
 * (`POST admin/taxonomies/{id}/terms`); on a new one it is kept locally with a temporary negative id until the
 * first save, which the editor's one message about the terms waiting says. A correct form the taxonomy has already
 * is refused (the server answers 409).
 */
export const addTerm = defineCommand({
  id: 'taxonomies.addTerm',
  title: t.commands.addTerm,
  group: 'taxonomies',
  keywords: ['term toevoegen', 'add term', 'nieuwe term', 'new term', 'spelling', 'woord'],
  calls: [endpoints.taxonomyTerms.create],
  args: z.object({ taxonomyId: taxonomyRefArg, correctForm: correctFormArg, alternatives: alternativesArg }),
  argPickers: { taxonomyId: pickTaxonomy, correctForm: textPicker(t.pickers.correctForm, t.pickers.addAs) },
  screenArgs: taxonomyOnScreen,
  contexts: editorScreens,
  when: localTaxonomyReady,
  invalidates: termsChanged,
  run: async ({ taxonomyId, correctForm, alternatives }, ctx) => {
    const term = termOf(correctForm, alternatives);
    refuseDuplicate(knownTermsOf(ctx, taxonomyId), term, t.addTermFailed);
    if (taxonomyId === 'new') {
      // No toast per term: the editor says once, beside its save button, how many terms wait for the save.
      addLocalTerms(ctx.store, [term]);
      return;
    }
    let added: TaxonomyTerm;
    try {
      added = await ctx.api.call(endpoints.taxonomyTerms.create, { params: { id: taxonomyId }, body: term });
    } catch (cause) {
      throw failure(t.addTermFailed, cause);
    }
    updateLoadedTerms(ctx.store, taxonomyId, (terms) => [...terms, added].sort(byCorrectForm));
    notifyTermChange(ctx, t.termAdded(term.correct_form));
  },
});
