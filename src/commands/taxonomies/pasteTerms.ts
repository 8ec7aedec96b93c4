import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { TERMS_BATCH_MAX, type TaxonomyTerm } from '../../api/schemas/taxonomies';
import { messages } from '../../messages';
import { screenContextAtom } from '../../state/screen';
import { byCorrectForm, updateLoadedTerms } from '../../state/taxonomies';
import { addLocalTerms, pastingTermsAtom } from '../../state/taxonomyEditor';
import { failure } from '../shared/failure';
import { defineCommand, type CommandContext } from '../types';
import { localTaxonomyReady, notifyTermChange, termsChanged } from './changes';
import { taxonomyHref } from './open';
import {
  editorScreens,
  pickTaxonomy,
  taxonomyOnScreen,
  taxonomyRefArg,
  termsOf,
  type TaxonomyRef,
} from './pickTaxonomy';
import { planPaste, plannedTerms } from './termLines';

const t = messages.taxonomies;

/** Opens the paste dialog on the taxonomy's editor (going there first from elsewhere). */
function openDialog(ctx: CommandContext, ref: TaxonomyRef): void {
  const screen = ctx.store.get(screenContextAtom);
  const here =
    ref === 'new'
      ? screen.screen === 'taxonomyNew'
      : screen.ids.taxonomyId === String(ref) && screen.screen === 'taxonomyEdit';
  if (!here && ref !== 'new') ctx.navigate(taxonomyHref(ref));
  ctx.store.set(pastingTermsAtom, ref);
}

/**
 * Adds many terms at once from pasted text, one per line (`correct form; alternative; …`; `termLines`): on a
 * saved taxonomy in one call (`POST admin/taxonomies/{id}/terms/batch`, all or nothing), on a new one to its
 * local terms. Lines whose correct form the taxonomy (or a line above) has already are left out, as the preview
 * shows; without text it opens that preview (the paste dialog).
 */
export const pasteTerms = defineCommand({
  id: 'taxonomies.pasteTerms',
  title: t.commands.pasteTerms,
  group: 'taxonomies',
  keywords: ['termen plakken', 'paste terms', 'bulk', 'importeren', 'import', 'lijst', 'meerdere termen'],
  calls: [endpoints.taxonomyTerms.batch],
  args: z.object({ taxonomyId: taxonomyRefArg, text: z.string().optional() }),
  argPickers: { taxonomyId: pickTaxonomy },
  screenArgs: taxonomyOnScreen,
  contexts: editorScreens,
  when: localTaxonomyReady,
  invalidates: (args) => (args.text === undefined ? [] : termsChanged(args)),
  run: async ({ taxonomyId, text }, ctx) => {
    if (text === undefined) {
      openDialog(ctx, taxonomyId);
      return;
    }
    const plan = planPaste(text, await termsOf(ctx, taxonomyId));
    if (plan.tooMany) throw new Error(t.refusals.tooManyTerms(TERMS_BATCH_MAX));
    const terms = plannedTerms(plan);
    if (terms.length === 0) throw new Error(t.refusals.nothingToPaste);
    if (taxonomyId === 'new') addLocalTerms(ctx.store, terms);
    else {
      let added: readonly TaxonomyTerm[];
      try {
        added = await ctx.api.call(endpoints.taxonomyTerms.batch, {
          params: { id: taxonomyId },
          body: { terms },
        });
      } catch (cause) {
        throw failure(t.addTermFailed, cause);
      }
      updateLoadedTerms(ctx.store, taxonomyId, (known) => [...known, ...added].sort(byCorrectForm));
    }
    ctx.store.set(pastingTermsAtom, (open) => (open === taxonomyId ? null : open));
    notifyTermChange(ctx, t.termsPasted(terms.length));
  },
});
