import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import type { TaxonomyDetail } from '../../api/schemas/taxonomies';
import { messages } from '../../messages';
import { knownTaxonomy, storeTaxonomy, taxonomyChanged, taxonomyDetail } from '../../state/taxonomies';
import { editorFor, fieldsOf, markTaxonomySaved, type TaxonomyTarget } from '../../state/taxonomyEditor';
import { failure } from '../shared/failure';
import { defineCommand } from '../types';
import { bodyOf, fieldArgs, fieldsFrom, fieldsGiven, fieldsProblem } from './fields';
import { taxonomyHref } from './open';
import { pickTaxonomy, savedTaxonomyOnScreen, taxonomyIdArg } from './pickTaxonomy';

const t = messages.taxonomies;

/**
 * Saves a taxonomy's name, description, context and flags (`PUT admin/taxonomies/{id}`): the fields given, over
 * the open editor's (Opslaan, Ctrl+S), over what the server has. Without fields and without its editor open it
 * opens the editor (the palette elsewhere).
 */
export const updateTaxonomy = defineCommand({
  id: 'taxonomies.update',
  title: t.commands.update,
  group: 'taxonomies',
  keywords: [
    'taxonomie opslaan',
    'save taxonomy',
    'taxonomie bewerken',
    'edit taxonomy',
    'hernoemen',
    'rename',
  ],
  calls: [endpoints.taxonomies.update],
  args: z.object({ taxonomyId: taxonomyIdArg, ...fieldArgs }),
  argPickers: { taxonomyId: pickTaxonomy },
  screenArgs: savedTaxonomyOnScreen,
  contexts: ['taxonomyEdit'],
  // Ctrl+S (⌘S) in the editor, also while typing in its fields.
  keybinding: 'mod+s',
  allowInInputs: true,
  keybindingScope: 'taxonomyEdit',
  invalidates: ({ taxonomyId }) => taxonomyChanged(taxonomyId),
  run: async (args, ctx) => {
    const target: TaxonomyTarget = { kind: 'saved', id: args.taxonomyId };
    const editor = editorFor(ctx.store, target);
    if (!fieldsGiven(args) && !editor) {
      ctx.navigate(taxonomyHref(args.taxonomyId));
      return;
    }
    // What is not given: the editor's fields, else the server's (a list row has them; loaded when not known).
    const current =
      editor?.fields ??
      fieldsOf(
        knownTaxonomy(ctx.store, args.taxonomyId) ??
          (await taxonomyDetail(ctx.store, ctx.api, args.taxonomyId)),
      );
    const fields = fieldsFrom(current, args);
    const problem = fieldsProblem(fields);
    if (problem) throw new Error(problem);
    let saved: TaxonomyDetail;
    try {
      saved = await ctx.api.call(endpoints.taxonomies.update, {
        params: { id: args.taxonomyId },
        body: bodyOf(fields),
      });
    } catch (cause) {
      throw failure(t.saveFailed, cause);
    }
    storeTaxonomy(ctx.store, saved);
    markTaxonomySaved(ctx.store, target, fields);
    ctx.notify({ kind: 'success', message: t.saved(saved.name) });
  },
});
