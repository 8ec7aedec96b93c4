import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import type { TaxonomyTerm } from '../../api/schemas/taxonomies';
import { messages } from '../../messages';
import { byCorrectForm, updateLoadedTerms } from '../../state/taxonomies';
import { editLocalTerm } from '../../state/taxonomyEditor';
import { failure } from '../shared/failure';
import { textPicker } from '../shared/textPicker';
import { defineCommand } from '../types';
import { localTaxonomyReady, notifyTermChange, termsChanged } from './changes';
import {
  editorScreens,
  knownTermOf,
  knownTermsOf,
  pickTaxonomy,
  taxonomyOnScreen,
  taxonomyRefArg,
  termIdArg,
  termPicker,
} from './pickTaxonomy';
import { alternativesArg, correctFormArg, refuseDuplicate, termOf } from './termInput';

const t = messages.taxonomies;

/**
 * Changes a term's correct form and alternatives (alternatives left out stay as they are). On a saved taxonomy
 * `PUT admin/taxonomy-terms/{id}` at once; a local term of a new taxonomy changes in place.
 */
export const editTerm = defineCommand({
  id: 'taxonomies.editTerm',
  title: t.commands.editTerm,
  group: 'taxonomies',
  keywords: ['term bewerken', 'edit term', 'term wijzigen', 'alternatieven', 'alternatives', 'spelling'],
  calls: [endpoints.taxonomyTerms.update],
  args: z.object({
    taxonomyId: taxonomyRefArg,
    termId: termIdArg,
    correctForm: correctFormArg,
    alternatives: alternativesArg,
  }),
  argPickers: {
    taxonomyId: pickTaxonomy,
    termId: termPicker(t.pickers.term),
    correctForm: textPicker(t.pickers.correctForm, t.pickers.changeTo, (ctx, args) => {
      const ref = taxonomyRefArg.safeParse(args.taxonomyId);
      const termId = termIdArg.safeParse(args.termId);
      return ref.success && termId.success
        ? knownTermOf(ctx, ref.data, termId.data)?.correct_form
        : undefined;
    }),
  },
  screenArgs: taxonomyOnScreen,
  contexts: editorScreens,
  when: localTaxonomyReady,
  invalidates: termsChanged,
  run: async ({ taxonomyId, termId, correctForm, alternatives }, ctx) => {
    const current = knownTermOf(ctx, taxonomyId, termId);
    const term = termOf(correctForm, alternatives ?? current?.alternatives);
    refuseDuplicate(knownTermsOf(ctx, taxonomyId), { id: termId, ...term }, t.editTermFailed);
    if (taxonomyId === 'new') {
      if (!editLocalTerm(ctx.store, termId, term)) throw new Error(t.refusals.termNotFound);
    } else {
      // A temporary id belongs to a new taxonomy's local terms only.
      if (termId < 0) throw new Error(t.refusals.termNotFound);
      let saved: TaxonomyTerm;
      try {
        saved = await ctx.api.call(endpoints.taxonomyTerms.update, { params: { id: termId }, body: term });
      } catch (cause) {
        throw failure(t.editTermFailed, cause);
      }
      updateLoadedTerms(ctx.store, taxonomyId, (terms) =>
        terms.map((x) => (x.id === termId ? saved : x)).sort(byCorrectForm),
      );
    }
    notifyTermChange(ctx, t.termSaved(term.correct_form));
  },
});
