import { messages } from '../../messages';
import { callerAtom, mayUseAccess } from '../../state/claims';
import { routeAccess } from '../../state/routeAccess';
import { allTaxonomies, taxonomiesResource } from '../../state/taxonomies';
import { defineSearchProvider, SEARCH_LIMIT } from '../search';
import { openTaxonomy } from './open';
import { taxonomyMatches, taxonomyOption } from './pickTaxonomy';

/** Taxonomies in the palette by name, owner or description; choosing one opens its editor. */
export const taxonomySearch = defineSearchProvider({
  id: 'taxonomies',
  title: messages.taxonomies.searchGroup,
  sources: [taxonomiesResource.at()],
  search: async (ctx, query) => {
    if (!mayUseAccess(ctx.store.get(callerAtom), routeAccess.taxonomies)) return [];
    const found = (await allTaxonomies(ctx.store, ctx.api)).filter(taxonomyMatches(query));
    return found.slice(0, SEARCH_LIMIT).map((taxonomy) => {
      const option = taxonomyOption(taxonomy);
      return {
        key: option.value,
        label: option.label,
        ...(option.description ? { description: option.description } : {}),
        commandId: openTaxonomy.id,
        args: { taxonomyId: taxonomy.id },
      };
    });
  },
});
