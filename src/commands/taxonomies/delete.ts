import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { href, routes } from '../../state/routes';
import { screenContextAtom } from '../../state/screen';
import { forgetTaxonomy, taxonomyChanged } from '../../state/taxonomies';
import { discardTaxonomyEditor } from '../../state/taxonomyEditor';
import { failure } from '../shared/failure';
import { defineCommand } from '../types';
import {
  pickTaxonomy,
  savedTaxonomyOnScreen,
  taxonomyIdArg,
  taxonomyNameOf,
  taxonomyScreens,
} from './pickTaxonomy';

const t = messages.taxonomies;

/**
 * Deletes a taxonomy with its terms and template links, after confirmation. Deleted from its own
 * editor, it goes to the taxonomy list.
 */
export const deleteTaxonomy = defineCommand({
  id: 'taxonomies.delete',
  title: t.commands.delete,
  group: 'taxonomies',
  keywords: ['taxonomie verwijderen', 'delete taxonomy', 'remove taxonomy', 'wissen'],
  calls: [endpoints.taxonomies.delete],
  args: z.object({ taxonomyId: taxonomyIdArg }),
  argPickers: { taxonomyId: pickTaxonomy },
  screenArgs: savedTaxonomyOnScreen,
  contexts: taxonomyScreens,
  confirm: ({ taxonomyId }, ctx) => ({
    title: t.confirm.deleteTitle,
    description: t.confirm.deleteDescription(taxonomyNameOf(ctx, taxonomyId)),
    confirmLabel: t.confirm.deleteConfirm,
  }),
  invalidates: ({ taxonomyId }) => taxonomyChanged(taxonomyId),
  run: async ({ taxonomyId }, ctx) => {
    const name = taxonomyNameOf(ctx, taxonomyId);
    try {
      await ctx.api.call(endpoints.taxonomies.delete, { params: { id: taxonomyId } });
    } catch (cause) {
      throw failure(t.deleteFailed, cause);
    }
    const screen = ctx.store.get(screenContextAtom);
    if (screen.screen === 'taxonomyEdit' && screen.ids.taxonomyId === String(taxonomyId)) {
      discardTaxonomyEditor(ctx.store, { kind: 'saved', id: taxonomyId });
      ctx.navigate(href(routes.taxonomies));
    }
    forgetTaxonomy(ctx.store, taxonomyId);
    ctx.notify({ kind: 'success', message: t.deleted(name) });
  },
});
